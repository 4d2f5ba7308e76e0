/// A view's identity in the render tree (view-trees-state.md §2.5): the steps from the root view to
/// it. Written the way the book writes paths, `ContentView/VStack.1.ifBranch/Counter`, which is
/// how records, messages and JSON show it; two paths are the same when their steps are.
public struct ViewPath: Hashable, CustomStringConvertible, Sendable {
    public enum Step: Hashable, Sendable {
        /// A view, by its kind (`ContentView`, `VStack`, `Text`): `/VStack`, or the root's bare name.
        case view(String)
        /// An element of a TupleView by position: `.1` (L289).
        case position(Int)
        /// The active branch of an `if`: `.ifBranch` or `.elseBranch` (the book's tokens, L289–291).
        case branch(isFirst: Bool)
        /// A present Optional's content: `.some`.
        case some
        /// A ForEach element by its id: `[3]`.
        case element(String)
        /// An explicit `.id(_:)`, appended to the path (L313): `#true`.
        case explicitID(String)
        /// A background's or overlay's view: `.background`, `.overlay`.
        case secondary(String)
        /// A second view that reached a path already taken in the same walk: `~2` (not in source:
        /// SwiftUI's paths never collide; viewlab keeps the two apart).
        case repeated(Int)

        /// The step's bits for its path's hash: its case in the low byte, its payload above.
        fileprivate var bits: UInt64 {
            func text(_ string: String, _ tag: UInt64) -> UInt64 {
                // FNV-1a over the bytes where they lie (kinds and ids are short): through the view's
                // iterator each byte cost ~30 instructions.
                var h: UInt64 = 0xcbf29ce484222325, string = string
                string.withUTF8 { for byte in $0 { h = (h ^ UInt64(byte)) &* 0x100000001b3 } }
                return h << 8 | tag
            }
            return switch self {
            case .view(let kind): text(kind, 1)
            case .position(let i): UInt64(bitPattern: Int64(i)) << 8 | 2
            case .branch(let isFirst): isFirst ? 3 : 4
            case .some: 5
            case .element(let id): text(id, 6)
            case .explicitID(let id): text(id, 7)
            case .secondary(let name): text(name, 8)
            case .repeated(let copy): UInt64(bitPattern: Int64(copy)) << 8 | 9
            }
        }

        public func written(first: Bool) -> String {
            switch self {
            case .view(let kind): first ? kind : "/" + kind
            case .position(let i): ".\(i)"
            case .branch(let isFirst): isFirst ? ".ifBranch" : ".elseBranch"
            case .some: ".some"
            case .element(let id): "[" + id + "]"
            case .explicitID(let id): "#" + id
            case .secondary(let name): "." + name
            case .repeated(let copy): "~\(copy)"
            }
        }
    }

    /// The path's last step after its parent's link, which it shares, so that extending a path
    /// copies nothing: the render tree extends one for every view on every walk.
    private final class Link: Sendable {
        let parent: Link?
        let step: Step
        let depth: Int
        /// The steps' hash, computed once: the render tree looks nodes up by path on every walk.
        /// A dictionary hashes it again with its own seeded hasher, so this one need only tell
        /// paths apart (a SipHash per link was ~700 instructions of each view's walk).
        let hash: Int
        init(parent: Link?, step: Step) {
            self.parent = parent; self.step = step; depth = (parent?.depth ?? 0) + 1
            hash = Self.mixed(UInt64(bitPattern: Int64(parent?.hash ?? 0)) &* 0x100000001b3 ^ step.bits)
        }

        /// SplitMix64's finalizer (Steele, Lea and Flood, 2014): every input bit moves every output bit.
        private static func mixed(_ value: UInt64) -> Int {
            var z = value &+ 0x9e3779b97f4a7c15
            z = (z ^ (z >> 30)) &* 0xbf58476d1ce4e5b9
            z = (z ^ (z >> 27)) &* 0x94d049bb133111eb
            return Int(Int64(bitPattern: z ^ (z >> 31)))
        }

        var written: String {
            var steps: [Step] = []
            var l: Link? = self
            while let current = l { steps.append(current.step); l = current.parent }
            return steps.reversed().enumerated().map { $1.written(first: $0 == 0) }.joined()
        }

        /// Whether two paths have the same steps: compared from the end, where paths differ.
        static func same(_ a: Link?, _ b: Link?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return withExtendedLifetime((a, b)) {
                var x = Unmanaged.passUnretained(a), y = Unmanaged.passUnretained(b)
                while x.toOpaque() != y.toOpaque() {
                    let sameStep = x._withUnsafeGuaranteedRef { l in y._withUnsafeGuaranteedRef { r in l.hash == r.hash && l.depth == r.depth && l.step == r.step } }
                    guard sameStep else { return false }
                    // Equal depths reach the root together.
                    guard let p = x._withUnsafeGuaranteedRef(\.unretainedParent), let q = y._withUnsafeGuaranteedRef(\.unretainedParent) else { return true }
                    x = p; y = q
                }
                return true
            }
        }

        /// This link's ancestor at `depth` (itself at its own), or nil if it is not that deep.
        func ancestor(atDepth depth: Int) -> Link? {
            withExtendedLifetime(self) {
                var l = Unmanaged.passUnretained(self)
                while l._withUnsafeGuaranteedRef({ $0.depth > depth }) {
                    guard let p = l._withUnsafeGuaranteedRef(\.unretainedParent) else { return nil }
                    l = p
                }
                return l._withUnsafeGuaranteedRef { $0.depth == depth } ? l.takeUnretainedValue() : nil
            }
        }

        /// The parent, not retained: the walks up a path above hold the path, which holds its links
        /// (retaining and releasing each link was most of a walk's cost; the render tree compares
        /// paths for every view on every pass).
        private var unretainedParent: Unmanaged<Link>? { parent.map(Unmanaged.passUnretained) }
    }
    private let link: Link?

    /// The empty path, above the root view.
    public init() { link = nil }
    private init(_ link: Link) { self.link = link }

    public func appending(_ step: Step) -> ViewPath { ViewPath(Link(parent: link, step: step)) }

    public var description: String { link?.written ?? "" }
    /// The root view's path: a single view step.
    public var isRoot: Bool { link?.depth == 1 }

    /// Whether this path is `other`'s or one of its ancestors'.
    public func contains(_ other: ViewPath) -> Bool {
        guard let mine = link else { return true }
        return Link.same(other.link?.ancestor(atDepth: mine.depth), mine)
    }

    public static func == (a: ViewPath, b: ViewPath) -> Bool { Link.same(a.link, b.link) }
    public func hash(into hasher: inout Hasher) { hasher.combine(link?.hash ?? 0) }
}
