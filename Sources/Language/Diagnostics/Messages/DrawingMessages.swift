import ViewlabModel

/// Errors of SwiftUI's drawing vocabulary: `Path`, a learner's `path(in:)`, the shape styles and
/// their arguments (SwiftUI/Paths.swift, ShapeStyles.swift, CustomShapePaths.swift).
extension Message {
    /// `%1` is the call (`addLine`, `Path`, `inset`), `%2` the arguments it takes as Swift spells
    /// them (`to: CGPoint`).
    static let drawingArguments = Message("viewlab.swiftui.drawingArguments",
        en: "'%1' takes (%2)",
        zh: "'%1' 接受的参数是 (%2)")
    static let pathResult = Message("viewlab.language.pathResult",
        en: "path(in:) must return a Path",
        zh: "path(in:) 必须返回 Path")

    static let drawing: [Message] = [drawingArguments, pathResult]
}
