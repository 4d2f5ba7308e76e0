/// A preference key as the view tree uses it (`struct WidthKey: PreferenceKey`): its default and
/// its `reduce`, which the Language layer interprets. Values are the Language layer's, carried
/// through unread.
public struct PreferenceKeyValue {
    public var name: String
    public var defaultValue: any LearnerValue
    /// `reduce(value: &accumulated, nextValue: { next })`, returning the new accumulated value.
    public var reduce: (any LearnerValue, any LearnerValue) throws -> any LearnerValue
    public init(name: String, defaultValue: any LearnerValue, reduce: @escaping (any LearnerValue, any LearnerValue) throws -> any LearnerValue) {
        self.name = name; self.defaultValue = defaultValue; self.reduce = reduce
    }
}

/// Which view an `Anchor` is of: the view an `.anchorPreference` is on. The layout records where
/// that view is placed, and a `GeometryProxy` resolves the anchor against it (`proxy[anchor]`).
public final class AnchorToken: Sendable {
    public init() {}
}

/// `.overlayPreferenceValue(K.self) { value in … }` / `.backgroundPreferenceValue`: a secondary view
/// built from the preference its content collects.
public struct PreferenceReader {
    public var key: PreferenceKeyValue
    public var isOverlay: Bool
    public var alignment: Alignment
    public var build: (any LearnerValue) throws -> ViewValue
    public init(key: PreferenceKeyValue, isOverlay: Bool, alignment: Alignment, build: @escaping (any LearnerValue) throws -> ViewValue) {
        self.key = key; self.isOverlay = isOverlay; self.alignment = alignment; self.build = build
    }
}

extension ViewValue {
    /// The value of a preference as this view's subtree writes it (update-cycle-research.md §2.8):
    /// only views that write the key take part, in view-tree order; the first writer's value is the
    /// seed and each later one is folded in with `reduce`; an outer `.preference` replaces whatever
    /// its content writes, and `.transformPreference` changes it. nil when nothing writes it (a reader
    /// then sees the default).
    public func preference(_ key: PreferenceKeyValue) throws -> (any LearnerValue)? {
        var collected: (any LearnerValue)?
        func add(_ value: (any LearnerValue)?) throws {
            guard let value else { return }
            collected = try collected.map { try key.reduce($0, value) } ?? value
        }
        switch self {
        case .modified(let content, let modifier):
            switch modifier.kind {
            case .preference(let writer, let value) where writer == key.name,
                 .anchorPreference(let writer, let value, _) where writer == key.name:
                return value
            case .transformPreference(let writer, _, let transform) where writer == key.name:
                // Applied to what the content collects, or to the default when it writes nothing.
                return try transform(content.preference(key) ?? key.defaultValue)
            case .background(let secondary, _):
                // The background is drawn first, but the content comes first in the tree.
                try add(content.preference(key)); try add(secondary.preference(key))
            case .overlay(let secondary, _), .safeAreaInset(let secondary, _, _, _):
                try add(content.preference(key)); try add(secondary.preference(key))
            default:
                try add(content.preference(key))
            }
        case .container(let c): try add(c.content.preference(key))
        case .tuple(let items): for item in items { try add(item.preference(key)) }
        case .optional(let content, let isPresent): if isPresent { try add(content.preference(key)) }
        case .conditional(let first, let second, let isFirst): try add((isFirst ? first : second).preference(key))
        case .forEach(let f): for element in f.elements { try add(element.view.preference(key)) }
        case .custom(let c): try add(c.body.preference(key))
        case .anyView(let content), .identified(let content, _, _), .modifierContent(let content, _), .subview(let content, _, _):
            try add(content.preference(key))
        case .geometryReader(let reader): try add(reader.shownContent.preference(key))
        case .text, .image, .color, .shape, .spacer, .divider, .empty: break
        }
        return collected
    }
}
