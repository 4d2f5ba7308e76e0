/// What a call site worked out for values of one learner type, kept with the type's name: the
/// method `account.deposit(5)` chose (`TypeSite<MethodChoice>`), the stored property `history.append(x)`
/// changes in place. What it depends on is the type's declaration, the name and the site's own
/// arguments (their labels and shapes are the same at every run), so while `DeclarationEpoch` stays
/// where it was, a later run on a value of the same type takes the answer with no lookup of the type
/// or the name.
package final class TypeSite<Answer> {
    @exclusivity(unchecked) private var epoch = -1
    @exclusivity(unchecked) private var typeName = ""
    @exclusivity(unchecked) private var answer: Answer?

    /// The kept answer, when it was worked out for `typeName` and still holds.
    @inline(__always) package func answer(forType typeName: String) -> Answer? {
        epoch == DeclarationEpoch.current && self.typeName == typeName ? answer : nil
    }

    /// Keeps `answer`, worked out for `typeName` while the count was `epoch` (read before the work began).
    package func keep(_ answer: Answer, forType typeName: String, from epoch: Int) {
        self.answer = answer
        self.typeName = typeName
        self.epoch = epoch
    }
}

/// What a method call site chose for the values of one type: the learner's method (a struct's or
/// class's), or the library's own, when the value is SwiftUI's (`ctx.fill(…)`, `subview.place(…)`)
/// and neither a learner declaration nor a property of its type has the name, so that the next call
/// skips the lookups; or a shape's own `path(in:)` (`Circle().path(in: rect)` in a Canvas's loop),
/// when no learner type declares a `path`, with its arguments' number hints.
package enum MethodChoice {
    case declared(DeclaredMethod)
    /// SwiftUI's method on a value of the type, and whether it changes the value (written back to
    /// the receiver's variable), which is the same for every call of the site.
    case library(mutates: Bool)
    case shapePath(hints: [Hint], rectangle: RectangleArgument?)
}

/// The learner's method a call site chose for one type, and, for a call on an object, what the
/// numeric tier makes of the call (`Interpreter.keptMethod`): the site's arguments and the method
/// are the same at every run, so that is worked out once while the global functions stay as they
/// were, not at every call.
package final class DeclaredMethod {
    package let callable: Callable
    /// The type name the method runs with when every value of the type has the same one (not a
    /// generic type's, `Stack<Int>`), so that a call need not make it.
    package let selfType: String?
    /// The method's numeric form for the site's calls on objects (its arguments bound plainly).
    @exclusivity(unchecked) var numericForm = NumericForm.untried

    package init(_ callable: Callable, selfType: String?) {
        self.callable = callable
        self.selfType = selfType
    }
}
