import ViewlabLanguage
import ViewlabModel

/// A NavigationStack node's pages: what was pushed over its root and how it makes their views.
struct NavigationState {
    /// The pages pushed on a stack without a path binding, and a destination view pushed on one with it.
    var pushed: [NavigationPush] = []
    /// `NavigationStack(path: $path)`: the path's values are the first pages.
    var path: NavigationPathBinding?
    /// The `navigationDestination(for:)`s the walks met inside the stack, by the type they take.
    var destinations: [String: NavigationDestination] = [:]
    /// The `dismiss` action the views of each page read (by page, from 1), made once: the same
    /// action each pass, so `@Environment(\.dismiss)` does not change.
    var dismissActions: [Int: Value] = [:]

    /// The pages over the root, bottom first: the path's values, then the views pushed.
    func pages() throws -> [NavigationPush] {
        (try path?.read().map { NavigationPush.value($0.value, typeName: $0.typeName) } ?? []) + pushed
    }

    mutating func push(_ page: NavigationPush) throws {
        if path != nil, case .value(let value, _) = page { try path?.append(value) } else { pushed.append(page) }
    }

    /// Removes the top page: the back button.
    mutating func pop() throws {
        if !pushed.isEmpty { pushed.removeLast() } else { try path?.removeLast() }
    }
}
