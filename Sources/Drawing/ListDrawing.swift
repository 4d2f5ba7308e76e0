import ViewlabLayout
import ViewlabModel

/// What iOS draws of a List or a Form besides its rows (ListGeometry): for the grouped styles the
/// grouped background (systemGroupedBackground) and each section's card (secondarySystemGroupedBackground,
/// rounded when inset), and the separators between rows (UIKit's separator colour, one pixel at 3×).
/// viewlab's model of iOS 17's light appearance.
extension DisplayListBuilder {
    private enum ListColors {
        static let groupedBackground = RGBA(242, 242, 247)
        static let card = RGBA(255, 255, 255)
        static let separator = RGBA(198, 198, 200)
    }

    func listBackground(_ style: ListStyleKind, _ geometry: ListGeometry, _ placed: PlacedNode) -> [DisplayItem] {
        let frame = placed.frame
        func fill(_ path: PathValue, _ color: RGBA) -> DisplayItem {
            .shape(DrawnShape(path: path, paint: .color(color), stroke: nil, evenOdd: false, paintBox: frame,
                              transform: placed.transform, label: placed.label))
        }
        func local(_ r: Rect) -> Rect { Rect(x: frame.minX + r.minX, y: frame.minY + r.minY, width: r.width, height: r.height) }
        var items: [DisplayItem] = []
        // The cards' corners (inset styles), which a row's own background keeps too.
        let radius = style.isGrouped && ListGeometry.margin(style) > 0 ? ListGeometry.cornerRadius : 0
        if style.isGrouped {
            var background = PathValue()
            background.addRect(frame)
            items.append(fill(background, ListColors.groupedBackground))
            for card in geometry.cards {
                var path = PathValue()
                path.addRoundedRect(in: local(card), cornerSize: Size(width: radius, height: radius))
                items.append(fill(path, ListColors.card))
            }
        }
        // A row's own background fills its cell, rounded where the cell meets its card's corners.
        for (cell, color) in geometry.rowBackgrounds {
            let card = geometry.cards.first { $0.minY <= cell.minY && cell.maxY <= $0.maxY }
            let top = Size(width: card?.minY == cell.minY ? radius : 0, height: card?.minY == cell.minY ? radius : 0)
            let bottom = Size(width: card?.maxY == cell.maxY ? radius : 0, height: card?.maxY == cell.maxY ? radius : 0)
            var path = PathValue()
            path.addUnevenRoundedRect(in: local(cell), topLeading: top, bottomLeading: bottom, bottomTrailing: bottom, topTrailing: top)
            items.append(fill(path, DisplayListBuilder.rgba(color)))
        }
        for line in geometry.separators {
            var path = PathValue()
            path.addRect(local(Rect(x: line.x, y: line.y - 1.0 / 3, width: line.maxX - line.x, height: 1.0 / 3)))
            items.append(fill(path, ListColors.separator))
        }
        return items
    }

    /// A NavigationStack whose page is a grouped List or Form: the bar over it is transparent at the
    /// top of the list (iOS 15's scroll-edge appearance), so the list's grouped background shows
    /// under the bar too.
    func groupedBackgroundUnderBar(_ index: Int, _ placed: PlacedNode) -> [DisplayItem] {
        guard var page = result.children(of: index).first else { return [] }
        let top = result.nodes[page].frame.minY
        // Down through the page's modifiers and views of one child, as long as they fill the page.
        while result.nodes[page].node.listStyle == nil {
            let children = result.children(of: page)
            guard children.count == 1, result.nodes[children[0]].frame.minY == top else { return [] }
            page = children[0]
        }
        guard result.nodes[page].node.listStyle?.isGrouped == true, top > placed.frame.minY else { return [] }
        var bar = PathValue()
        bar.addRect(Rect(x: placed.frame.minX, y: placed.frame.minY, width: placed.frame.width, height: top - placed.frame.minY))
        return [.shape(DrawnShape(path: bar, paint: .color(ListColors.groupedBackground), stroke: nil, evenOdd: false, paintBox: placed.frame,
                                  transform: placed.transform, label: placed.label))]
    }
}
