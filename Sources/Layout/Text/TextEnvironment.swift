import ViewlabModel

/// The environment values that change how a `Text` lays out (B1376–1381), collected on the way
/// down the tree from `.font`, `.lineLimit`, `.truncationMode` and `.minimumScaleFactor`.
struct TextEnvironment {
    var font: Font?
    /// The writer of `font` and its line (`VStack.font(.title), line 3`), which `explain` names; worked
    /// out only when a trace asks.
    var fontWriter: (() -> String)?
    /// nil means no limit (B1378).
    var lineLimit: Int?
    /// `lineLimit(n, reservesSpace: true)` always reports n lines (B1379).
    var reservesSpace = false
    /// Where the ellipsis goes; tail by default (NIS, B1380).
    var truncationMode = TruncationMode.tail
    /// How far the font may shrink before truncating (B1381).
    var minimumScaleFactor = 1.0

    /// Text styles are measured at this size (HIG Dynamic Type sizes; `TextStyle.pointSize(at:)`).
    var dynamicTypeSize = DynamicTypeSize.large

    mutating func apply(_ write: EnvironmentWrite) {
        switch write {
        case .dynamicTypeSize(let size): dynamicTypeSize = size
        case .dynamicTypeSizeRange(let lowest, let highest):
            if let lowest { dynamicTypeSize = max(dynamicTypeSize, lowest) }
            if let highest { dynamicTypeSize = min(dynamicTypeSize, highest) }
        case .font(let f): font = f
        case .lineLimit(let n, let reserves): lineLimit = n; reservesSpace = reserves
        case .truncationMode(let mode): truncationMode = TruncationMode(rawValue: mode.trimmingPrefix(".")) ?? .tail
        case .minimumScaleFactor(let f): minimumScaleFactor = min(1, max(0.01, f.isNaN ? 1 : f))
        case .multilineTextAlignment, .foregroundColor, .tabViewStyle, .layoutDirection, .other: break
        }
    }
}

/// `Text.TruncationMode`.
enum TruncationMode: String { case head, middle, tail }

extension String {
    func trimmingPrefix(_ prefix: Character) -> String { first == prefix ? String(dropFirst()) : self }
}
