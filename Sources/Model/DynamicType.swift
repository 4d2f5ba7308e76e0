/// The Dynamic Type sizes, smallest first (`DynamicTypeSize`); `.large` is the default.
public enum DynamicTypeSize: String, CaseIterable, Comparable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

extension TextStyle {
    /// The style's point size at a Dynamic Type size: Apple's Human Interface Guidelines,
    /// Typography, "iOS, iPadOS Dynamic Type sizes" (not in source: the books only name the
    /// default sizes, layout.md §5). Columns follow `DynamicTypeSize.allCases`.
    public func pointSize(at size: DynamicTypeSize) -> Double {
        let sizes: [Double] = switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 50]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
        return sizes[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }
}

extension Font {
    /// A text style scales with Dynamic Type; `.system(size:)` is fixed.
    public func pointSize(at size: DynamicTypeSize) -> Double {
        switch base { case .style(let s): s.pointSize(at: size); case .system(let points): points }
    }
}
