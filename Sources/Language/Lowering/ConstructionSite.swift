/// A bare call whose name constructs a type no declaration of the learner's has a say in
/// (`String(i % 10)`, `Double(n)`, `Text("Hi")`), kept from a run in which the general path found
/// no variable, function or member of that name and no learner type or extension of it, with the
/// hint each argument is evaluated with. While `DeclarationEpoch` stays where it was then, nothing
/// can have given the name another meaning, and later runs construct at once (no walk of the
/// scopes, no lookups of the name).
package final class ConstructionSite {
    @exclusivity(unchecked) private var epoch = -1
    @exclusivity(unchecked) package private(set) var hints: [Hint] = []

    /// Whether the kept answer still holds.
    @inline(__always) package var holds: Bool { epoch == DeclarationEpoch.current }

    /// Keeps the answer worked out while the count was `epoch` (read before the work began, so that
    /// a declaration made meanwhile leaves nothing kept).
    package func keep(_ hints: [Hint], from epoch: Int) {
        self.hints = hints
        self.epoch = epoch
    }
}
