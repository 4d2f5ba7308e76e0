import ViewlabLanguage
/// The real public API that SwiftUI code is written against: SwiftUI's for iOS 17, 18 and 26, read
/// from Apple's module interfaces by Scripts/swiftui-api (SwiftUIAPIText.swift), and what apps take
/// from UIKit, Foundation and the standard library (UIKitFoundationAPIText.swift). viewlab asks it
/// only when a call does not run, to tell valid code it does not simulate ("viewlab does not support
/// … yet") from a real mistake, and to draw a "did you mean" from real names. It is read on the first
/// such question, never on a program that runs.
struct SwiftUIAPI: Sendable {
    /// One declaration's parameters: each one's label (nil for `_`) and whether a call may leave it
    /// out (it has a default) or write it as a trailing closure.
    struct Signature: Sendable {
        struct Parameter: Sendable {
            let label: String?
            let isDefaulted: Bool
            let isClosure: Bool
        }
        let parameters: [Parameter]
        /// The iOS version that introduced it (`17.0`), `-` where the source states none.
        let introduced: String

        /// As Swift writes the declaration's name: `selection:label:content:`.
        var labels: String { selector(parameters.map(\.label)) }

        /// Whether a call with these arguments, in order, fits the declaration as Swift matches them:
        /// each argument takes the next parameter of its label, skipping parameters with defaults; a
        /// trailing closure without a label takes the next closure parameter; what is left must have
        /// defaults.
        func accepts(_ arguments: [(label: String?, isTrailingClosure: Bool)]) -> Bool {
            var next = 0
            for argument in arguments {
                var matched = false
                while next < parameters.count {
                    let p = parameters[next]
                    next += 1
                    if p.label == argument.label || (argument.isTrailingClosure && argument.label == nil && p.isClosure) {
                        matched = true
                        break
                    }
                    if !p.isDefaulted { return false }
                }
                if !matched { return false }
            }
            return parameters[next...].allSatisfy(\.isDefaulted)
        }
    }

    struct Member: Sendable {
        let isStatic: Bool
        /// nil for a property or an enum case.
        let signature: Signature?
    }

    private(set) var types: [String: String] = [:]
    private(set) var initializers: [String: [Signature]] = [:]
    /// Methods, properties and cases, by owner and name (`View` → `padding`).
    private(set) var members: [String: [String: [Member]]] = [:]

    static let shared = SwiftUIAPI(texts: [swiftUIAPIText, uiKitFoundationAPIText])

    init(texts: [String]) {
        for text in texts {
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                read(line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init))
            }
        }
    }

    private mutating func read(_ f: [String]) {
        switch (f.first, f.count) {
        case ("type", 4...): types[f[1]] = f[3]
        case ("init", 4...): initializers[f[1], default: []].append(Self.signature(f[2], introduced: f[3]))
        case ("func", 5...):
            let member = Member(isStatic: f.count > 5 && f[5] == "static", signature: Self.signature(f[3], introduced: f[4]))
            members[f[1], default: [:]][f[2], default: []].append(member)
        case ("var", 4...), ("case", 4...):
            members[f[1], default: [:]][f[2], default: []].append(Member(isStatic: f[0] == "case" || (f.count > 4 && f[4] == "static"), signature: nil))
        default: break
        }
    }

    /// `selection:label:content:|00c`: the labels, then a flag a parameter (0 required, 1 defaulted,
    /// c a closure, C a closure with a default).
    private static func signature(_ text: String, introduced: String) -> Signature {
        let parts = text.split(separator: "|", omittingEmptySubsequences: false)
        let labels = parts[0].split(separator: ":").map { $0 == "_" ? nil : String($0) }
        let flags = Array(parts.count > 1 ? parts[1] : "")
        let parameters = labels.enumerated().map { i, label in
            let flag = i < flags.count ? flags[i] : "0"
            return Signature.Parameter(label: label, isDefaulted: flag == "1" || flag == "C", isClosure: flag == "c" || flag == "C")
        }
        return Signature(parameters: parameters, introduced: introduced)
    }

    /// The owners whose members a view has: every `View` modifier, and those of the protocols and
    /// views SwiftUI code calls them on (a `ForEach`'s `onDelete` is `DynamicViewContent`'s).
    static let viewOwners = ["View", "DynamicViewContent", "Text", "Image", "Shape", "InsettableShape", "ShapeView",
                             "Color", "ShapeStyle", "ForEach", "Gradient", "Font"]

    func isType(_ name: String) -> Bool { types[name] != nil || initializers[name] != nil || members[name] != nil }

    /// A member of `owner` (or of a view, for `View`) of this name.
    func hasMember(_ name: String, of owner: String) -> Bool {
        owners(of: owner).contains { members[$0]?[name] != nil }
    }

    /// Whether one of the real overloads of `name` takes these arguments: an initializer of a type
    /// (`Picker`), else a method of a view (`onChange`).
    func accepts(_ name: String, _ arguments: [(label: String?, isTrailingClosure: Bool)], owner: String? = nil) -> Bool {
        signatures(of: name, owner: owner).contains { $0.accepts(arguments) }
    }

    /// The real overloads of `name`, as Swift names them: `Picker(selection:label:content:)`.
    func overloads(of name: String, owner: String? = nil) -> [String] {
        signatures(of: name, owner: owner).map { "\(name)(\($0.labels))" }
    }

    /// Every member name of `owner`, for "did you mean".
    func memberNames(of owner: String) -> [String] {
        owners(of: owner).flatMap { members[$0].map { Array($0.keys) } ?? [] }
    }

    private func signatures(of name: String, owner: String?) -> [Signature] {
        if owner == nil, let inits = initializers[name] { return inits }
        return owners(of: owner ?? "View").flatMap { members[$0]?[name]?.compactMap(\.signature) ?? [] }
    }

    /// Where a type's members are listed: a view's in every view extension, a gesture's (every
    /// SwiftUI type named `…Gesture` conforms to `Gesture`) in `Gesture`'s too, which has
    /// `sequenced(before:)`, `simultaneously(with:)` and `exclusively(before:)`; a UIKit view's in
    /// `UIView`'s too (`UITabBar.appearance().isHidden`).
    private func owners(of owner: String) -> [String] {
        if owner == "View" { return Self.viewOwners }
        if Self.uiViewSubclasses.contains(owner) { return [owner, "UIView"] }
        return owner.hasSuffix("Gesture") && owner != "Gesture" ? [owner, "Gesture"] : [owner]
    }

    /// The UIKit classes listed here that inherit from `UIView` (Apple's UIKit documentation).
    private static let uiViewSubclasses: Set<String> = ["UITabBar", "UINavigationBar", "UITableView", "UIScrollView",
                                                        "UIPageControl", "UISegmentedControl", "UIWindow"]
}
