import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `.dynamicTypeSize(_:)`: a size for the views below, or a range that clamps the size that flows
/// in; text is measured at it and `@Environment(\.dynamicTypeSize)` reads it (TiS L2229–L2246).
extension Interpreter {

    private func dynamicTypeSizeValue(_ size: DynamicTypeSize) -> Value {
        .enumCase(EnumCase(typeName: "DynamicTypeSize", name: size.rawValue, associated: []))
    }

    func dynamicTypeSizeModifier(_ argument: Value, isRange: Bool, typeName: String, arguments: String, at node: Syntax) throws -> Modifier {
        guard isRange, case .range(let lo, let hi, _) = argument.unboxed else {
            let size = dynamicTypeSize(argument)!
            return Modifier(kind: .environment(.dynamicTypeSize(size)), typeName: typeName, name: "dynamicTypeSize", arguments: arguments,
                            environmentEntry: ("dynamicTypeSize", dynamicTypeSizeValue(size)))
        }
        let (lowest, highest) = (dynamicTypeSize(lo), dynamicTypeSize(hi))
        var modifier = Modifier(kind: .environment(.dynamicTypeSizeRange(lowest, highest)), typeName: typeName, name: "dynamicTypeSize",
                                arguments: arguments)
        modifier.environmentTransform = ("dynamicTypeSize", { [unowned self] inherited in
            var size = (inherited as? Value).flatMap(self.dynamicTypeSize) ?? .large
            if let lowest { size = max(size, lowest) }
            if let highest { size = min(size, highest) }
            return self.dynamicTypeSizeValue(size)
        })
        return modifier
    }
}
