import ViewlabModel

/// The natural sizes of images, which a plain `Image` reports whatever it is proposed (B1497).
/// Lessons register the images they use (spec layout.md §5: `#image header 100x30`).
public struct ImageRegistry: Sendable {
    public var sizes: [String: Size]
    /// SF Symbols at body size (NIS, spec layout.md §2.1: "SF Symbols default to 20×20").
    public var symbolSize: Size
    /// What an unregistered image measures; layout warns when it is used (NIS).
    public var fallbackSize: Size

    public init(_ sizes: [String: Size] = [:], symbolSize: Size = Size(width: 20, height: 20),
                fallbackSize: Size = Size(width: 100, height: 100)) {
        self.sizes = sizes; self.symbolSize = symbolSize; self.fallbackSize = fallbackSize
    }

    /// The natural size of an image, and whether it was found. A symbol is drawn in its font: one
    /// not registered is `symbolSize` at the body style's 17 points, in proportion to the font's
    /// size (viewlab's model: SF Symbols' own widths and heights vary by symbol and weight).
    func size(of image: ImageValue, pointSize: Double = 17) -> (Size, known: Bool) {
        if image.isSystemName {
            if let size = sizes[image.name] { return (size, true) }
            return (Size(width: symbolSize.width * pointSize / 17, height: symbolSize.height * pointSize / 17), true)
        }
        if let size = sizes[image.name] { return (size, true) }
        return (fallbackSize, false)
    }
}
