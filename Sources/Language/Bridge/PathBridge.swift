import ViewlabModel

/// SwiftUI's `Path` as learner code holds it: the Model's `PathValue` inside a value of its own
/// (`.swiftUI(.path)`), not an instance of a Prelude struct, so that arcs and ellipses become curves
/// in one place (Model/Drawing/PathValue.swift). It is a value as Swift's struct is: a copy changed
/// leaves the original as it was.
extension PathValue: Interpreted {
    package static var interpretedTypeName: String { "Path" }
    package var interpreted: Value { .swiftUI(.path(self)) }
    package init?(interpreted value: Value) {
        guard case .swiftUI(.path(let path)) = value.unboxed else { return nil }
        self = path
    }
}
