import ViewlabLayout
import ViewlabModel

extension DisplayListBuilder {
    /// An SF Symbol viewlab draws (SymbolGlyphs): its unit-square drawing scaled to fit the image's
    /// frame, centred, in the foreground colour, as a symbol image takes its tint.
    func symbol(_ glyph: [SymbolGlyphs.Part], _ placed: PlacedNode, _ inherited: Inherited) -> [DisplayItem] {
        let frame = placed.drawn ?? placed.frame
        guard frame.isFinite, frame.width > 0, frame.height > 0 else { return [] }
        let side = min(frame.width, frame.height)
        let fit = ViewTransform(a: side, b: 0, c: 0, d: side, tx: frame.midX - side / 2, ty: frame.midY - side / 2)
        let box = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        return glyph.map { part in
            .shape(DrawnShape(path: part.path.applying(fit), paint: inherited.resolvedForeground,
                              stroke: part.lineWidth.map { StrokeStyle(lineWidth: $0 * side) },
                              evenOdd: part.evenOdd, paintBox: box, transform: placed.transform, label: placed.label))
        }
    }
}
