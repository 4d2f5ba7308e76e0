import ViewlabModel

/// Errors of SwiftUI's drawing vocabulary: `Path`, a learner's `path(in:)`, the shape styles and
/// their arguments (SwiftUI/Paths.swift, ShapeStyles.swift, CustomShapePaths.swift); `Canvas`, its
/// `GraphicsContext` and `TimelineView`.
extension Message {
    /// `%1` is the call (`addLine`, `Path`, `inset`), `%2` the arguments it takes as Swift spells
    /// them (`to: CGPoint`).
    package static let drawingArguments = Message("viewlab.swiftui.drawingArguments",
        en: "'%1' takes (%2)",
        zh: "'%1' 接受的参数是 (%2)")
    package static let pathResult = Message("viewlab.language.pathResult",
        en: "path(in:) must return a Path",
        zh: "path(in:) 必须返回 Path")

    /// A `Canvas` without the closure that draws (SwiftUI/Drawing/Canvases.swift).
    package static let canvasRenderer = Message("viewlab.swiftui.canvasRenderer",
        en: "'Canvas' draws with a closure: Canvas { context, size in … }",
        zh: "'Canvas' 用一个闭包来画：Canvas { context, size in … }")
    /// `%1` is the value written where a `GraphicsContext.Shading` goes (`with: .red`).
    package static let canvasShading = Message("viewlab.swiftui.canvasShading",
        en: "'%1' is not a GraphicsContext.Shading: use .color(…) or a gradient such as .linearGradient(_:startPoint:endPoint:)",
        zh: "'%1' 不是 GraphicsContext.Shading：请用 .color(…) 或渐变，例如 .linearGradient(_:startPoint:endPoint:)")
    /// `%1` is the value given to `addFilter(_:)`.
    package static let canvasFilter = Message("viewlab.swiftui.canvasFilter",
        en: "'%1' is not a GraphicsContext.Filter: use a filter such as .blur(radius:)",
        zh: "'%1' 不是 GraphicsContext.Filter：请用滤镜，例如 .blur(radius:)")
    /// `%1` is the type of the value given to `draw(_:at:)` / `draw(_:in:)`.
    package static let canvasDrawable = Message("viewlab.swiftui.canvasDrawable",
        en: "'draw' draws a Text, an Image or a resolved symbol, not a value of type '%1'",
        zh: "'draw' 只能画 Text、Image 或解析出的符号，不能画类型为 '%1' 的值")
    /// `context.opacity = "x"`: `%1` the value's type, `%2` the property's (Swift's wording).
    package static let canvasPropertyType = Message("viewlab.swiftui.canvasPropertyType",
        en: "cannot assign value of type '%1' to type '%2'",
        zh: "不能把类型为 '%1' 的值赋给类型 '%2'")
    /// A `TimelineView` without its schedule or its content closure (SwiftUI/TimelineViews.swift).
    package static let timelineViewArguments = Message("viewlab.swiftui.timelineViewArguments",
        en: "'TimelineView' takes a schedule and a content closure: TimelineView(.animation) { timeline in … }",
        zh: "'TimelineView' 需要一个时间表和一个内容闭包：TimelineView(.animation) { timeline in … }")
    /// `%1` is the value given as a TimelineView's schedule.
    package static let timelineSchedule = Message("viewlab.swiftui.timelineSchedule",
        en: "'%1' is not a TimelineSchedule: use .animation, .periodic(from:by:), .everyMinute or .explicit(_:)",
        zh: "'%1' 不是 TimelineSchedule：请用 .animation、.periodic(from:by:)、.everyMinute 或 .explicit(_:)")

    package static let drawing: [Message] = [drawingArguments, pathResult, canvasRenderer, canvasShading, canvasFilter, canvasDrawable,
                                     canvasPropertyType, timelineViewArguments, timelineSchedule]
}
