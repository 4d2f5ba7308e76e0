/// What constructing an instance of a learner's type needs, worked out once from its declaration
/// rather than at every construction: the contextual type of each argument, and the memberwise
/// initializer's parameters in order.
package struct ConstructionPlan {
    /// A class: a construction walks its type's parameters, and a struct holding a stored
    /// property's declaration was copied out whole (a dozen references retained) at each one.
    package final class Parameter {
        package let property: TypeDeclaration.StoredProperty
        /// No default value, no property wrapper, not optional.
        package let needsArgument: Bool
        /// Whether an unlabeled trailing closure goes to this property (SE-0286's forward scan).
        package let takesTrailingClosure: Bool
        package let typeText: String
        /// Whether `typeText` has generic arguments (`Box<Double>`).
        package let namesGenericType: Bool
        /// `@ViewBuilder let content: Content`: a closure argument is called and what it builds stored.
        package let buildsViewFromClosure: Bool

        init(property: TypeDeclaration.StoredProperty, needsArgument: Bool, takesTrailingClosure: Bool, typeText: String,
             buildsViewFromClosure: Bool) {
            self.property = property; self.needsArgument = needsArgument; self.takesTrailingClosure = takesTrailingClosure
            self.typeText = typeText; self.buildsViewFromClosure = buildsViewFromClosure
            namesGenericType = typeText.utf8.contains(UInt8(ascii: "<"))
        }
    }
    package let argumentHints: [String: Hint]
    package let memberwise: [Parameter]
    /// A struct with no initializer of its own whose stored properties all take arguments and have
    /// no initial value, wrapper or builder (`struct Item { let id: Int; var price: Int }`): its
    /// memberwise initializer stores the arguments as they are, when they need no conversion.
    package let isPlainMemberwise: Bool
    /// The core prelude's CGPoint, CGSize or CGRect, whose initializers run natively (`nativeGeometry`).
    package let geometry: PreludeGeometry?
}
