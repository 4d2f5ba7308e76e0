/// A bare call that constructs a type (`Particle(x: 1)`, `String(i % 10)`, `Text("Hi")`), kept from
/// a run in which the general path found no variable, function or member of that name: the
/// learner's type it names (nil for a built-in type or a view, of which the learner declares
/// nothing) and the hint each argument is evaluated with (`Interpreter.keptConstruction`). While
/// `DeclarationEpoch` stays where it was then, nothing can have given the name another meaning,
/// and later runs construct at once (no walk of the scopes, no lookups of the name).
package final class ConstructionSite {
    /// What `Interpreter.keptConstruction` works out for the site to keep.
    package typealias Answer = (type: TypeDeclaration?, hints: [Hint], conversion: Conversion?, namesView: Bool)

    /// A conversion of one unlabelled argument that an Int or a Double (and for `String`, a string
    /// or a Boolean) goes through at once, with no argument list made: to a floating-point type the
    /// learner extends with nothing (`Double(n)`, `CGFloat(i)`), or to `String` (`String(i % 10)`).
    package enum Conversion {
        case floatingPoint
        case string
    }
    @exclusivity(unchecked) private var epoch = -1
    @exclusivity(unchecked) package private(set) var type: TypeDeclaration?
    @exclusivity(unchecked) package private(set) var hints: [Hint] = []
    @exclusivity(unchecked) package private(set) var conversion: Conversion?
    /// Whether the name is a view of the catalogue's, which is asked first: `String(n)` in a loop
    /// is not, and skips the catalogue's lookup.
    @exclusivity(unchecked) package private(set) var namesView = true
    /// A shape made with no arguments (`Circle()` in a Canvas's loop): a value with nothing of the
    /// run in it, so the one made first is the one every later run makes.
    @exclusivity(unchecked) package private(set) var shape: Value?

    /// Whether the kept answer still holds.
    @inline(__always) package var holds: Bool { epoch == DeclarationEpoch.current }

    /// Keeps the answer worked out while the count was `epoch` (read before the work began, so that
    /// a declaration made meanwhile leaves nothing kept).
    package func keep(_ answer: Answer, from epoch: Int) {
        type = answer.type
        hints = answer.hints
        conversion = answer.conversion
        namesView = answer.namesView
        shape = nil
        self.epoch = epoch
    }

    package func keepShape(_ value: Value) { shape = value }
}
