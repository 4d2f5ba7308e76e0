import ViewlabLayout
import ViewlabModel

/// UITabBar's colours in iOS 17's light appearance (viewlab's model): a nearly white bar with a
/// hairline along its top, the selected item in the accent colour and the others grey.
enum TabBarColors {
    static let bar = RGBA(249, 249, 249)
    static let hairline = RGBA(198, 198, 200)
    static let unselected = ColorValue("tabBarUnselected", rgba: RGBA(153, 153, 153))
}

extension DisplayListBuilder {
    /// The tab bar's background along the TabView's bottom edge.
    mutating func tabBar(height: Double, _ placed: PlacedNode) -> [DisplayItem] {
        approximations.insert("tab bars: drawn as viewlab's model of UITabBar (items stacked, the selected one in the accent colour)")
        return bottomBar(height: height, placed)
    }

    /// A NavigationStack's bottom toolbar (UIToolbar): the same bar as a tab bar's.
    mutating func toolbar(height: Double, _ placed: PlacedNode) -> [DisplayItem] {
        approximations.insert("toolbars: the bottom bar drawn as viewlab's model of UIToolbar, its items in a row")
        return bottomBar(height: height, placed)
    }

    /// A nearly white bar with a hairline along its top, along the bottom edge.
    private func bottomBar(height: Double, _ placed: PlacedNode) -> [DisplayItem] {
        let frame = placed.frame
        func fill(_ r: Rect, _ color: RGBA) -> DisplayItem {
            var path = PathValue()
            path.addRect(r)
            return .shape(DrawnShape(path: path, paint: .color(color), stroke: nil, evenOdd: false, paintBox: r,
                                     transform: placed.transform, label: placed.label))
        }
        let bar = Rect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
        return [fill(bar, TabBarColors.bar), fill(Rect(x: bar.minX, y: bar.minY, width: bar.width, height: 1.0 / 3), TabBarColors.hairline)]
    }
}
