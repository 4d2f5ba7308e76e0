import ViewlabModel

/// What is wrong with a CURVE expression, a keyframe track or a spring (`CurveParseError`), and
/// the line that shows it with its column.
extension Message {
    /// The first line of a `CurveParseError`; `error: ` is the tool's prefix.
    static let curveErrorAtColumn = Message("viewlab.animation.curveError",
        en: "error: %1 (column %2)",
        zh: "error: %1（第 %2 列）")

    // Reading the text (CurveScanner, CurveParser)
    static let emptyAnimation = Message("viewlab.animation.emptyAnimation",
        en: "empty animation; try .easeInOut or .spring",
        zh: "动画是空的；试试 .easeInOut 或 .spring")
    static let startsWithDot = Message("viewlab.animation.startsWithDot",
        en: "an animation starts with '.', as in .easeInOut",
        zh: "动画以 '.' 开头，例如 .easeInOut")
    static let dotBeforeModifier = Message("viewlab.animation.dotBeforeModifier",
        en: "expected '.' before a modifier such as .delay(0.5)",
        zh: "修饰器前面要有 '.'，例如 .delay(0.5)")
    static let expectedName = Message("viewlab.animation.expectedName",
        en: "expected an animation name after '.'",
        zh: "'.' 后面要有动画的名称")
    static let missingParenthesis = Message("viewlab.animation.missingParenthesis",
        en: "missing ')'",
        zh: "缺少 ')'")
    static let expectedCommaOrParenthesis = Message("viewlab.animation.missingParenthesis",
        en: "expected ',' or ')'",
        zh: "这里应为 ',' 或 ')'")
    static let notANumber = Message("viewlab.animation.notANumber",
        en: "'%1' is not a number",
        zh: "'%1' 不是数字")
    static let missingValue = Message("viewlab.animation.missingValue",
        en: "missing value",
        zh: "缺少值")
    static let expectedNumber = Message("viewlab.animation.missingValue",
        en: "expected a number",
        zh: "这里应为一个数")

    // Names and arguments (CurveParser, CurveCall, KeyframeParser)
    /// `%2` is a suggestion (`didYouMean`, `expectedOneOf`) or nothing.
    static let unknownAnimation = Message("viewlab.animation.unknownAnimation",
        en: "unknown animation '.%1'%2",
        zh: "未知的动画 '.%1'%2")
    static let unknownModifier = Message("viewlab.animation.unknownModifier",
        en: "unknown modifier '.%1'%2",
        zh: "未知的修饰器 '.%1'%2")
    static let unknownKeyframe = Message("viewlab.animation.unknownKeyframe",
        en: "unknown keyframe '%1'%2",
        zh: "未知的关键帧 '%1'%2")
    /// `%3` is a suggestion (`didYouMean`, `expectedOneOf`) or nothing.
    static let noSuchArgument = Message("viewlab.animation.noSuchArgument",
        en: "'.%1' has no argument '%2:'%3",
        zh: "'.%1' 没有参数 '%2:'%3")
    static let didYouMean = Message("viewlab.animation.suggestion",
        en: "; did you mean '%1'?",
        zh: "；你是不是想写 '%1'？")
    static let expectedOneOf = Message("viewlab.animation.suggestion",
        en: "; expected one of %1",
        zh: "；应为以下之一：%1")
    /// `%1` is the forms, e.g. `.spring(response:dampingFraction:blendDuration:)`, joined with `formOr`.
    static let argumentsDoNotFit = Message("viewlab.animation.argumentsDoNotFit",
        en: "these arguments don't fit %1",
        zh: "这些参数不符合 %1")
    static let formOr = Message("viewlab.animation.argumentsDoNotFit",
        en: "%1 or %2",
        zh: "%1 或 %2")
    static let trackNeedsKeyframe = Message("viewlab.animation.trackNeedsKeyframe",
        en: "a track needs at least one keyframe, e.g. 'offset: cubic(-30, duration: 0.25)'",
        zh: "一条轨道至少要有一个关键帧，例如 'offset: cubic(-30, duration: 0.25)'")
    static let notASpring = Message("viewlab.animation.notASpring",
        en: "%1 is not a spring",
        zh: "%1 不是弹簧（spring）")

    // Values (CurveCall: BoundArguments)
    /// `%1` is the parameter's label, or `argumentOf` (hence the colon in Chinese).
    static let mustBeNumber = Message("viewlab.animation.badValue",
        en: "%1 must be a number",
        zh: "%1：必须是数字")
    static let mustBeFinite = Message("viewlab.animation.badValue",
        en: "%1 must be a finite number, got %2",
        zh: "%1：必须是有限的数，实际为 %2")
    static let mustNotBeNegative = Message("viewlab.animation.badValue",
        en: "%1 must not be negative, got %2",
        zh: "%1：不能为负数，实际为 %2")
    static let mustBePositive = Message("viewlab.animation.badValue",
        en: "%1 must be greater than 0, got %2",
        zh: "%1：必须大于 0，实际为 %2")
    static let mustBeBetween = Message("viewlab.animation.badValue",
        en: "%1 must be between %2 and %3, got %4",
        zh: "%1：必须在 %2 到 %3 之间，实际为 %4")
    static let bounceRange = Message("viewlab.animation.badValue",
        en: "bounce must be greater than -1 and at most 1, got %1",
        zh: "bounce 必须大于 -1 且不超过 1，实际为 %1")
    static let repeatCount = Message("viewlab.animation.badValue",
        en: "the repeat count must be a whole number of at least 1, got %1",
        zh: "重复次数必须是不小于 1 的整数，实际为 %1")
    static let mustBeBool = Message("viewlab.animation.badValue",
        en: "%1 must be true or false",
        zh: "%1 必须是 true 或 false")
    static let extraBounceTooLarge = Message("viewlab.animation.badValue",
        en: "extraBounce makes the bounce exceed 1",
        zh: "extraBounce 使 bounce 超过了 1")
    /// An unlabeled argument, in the messages above: `the argument of .delay`.
    static let argumentOf = Message("viewlab.animation.argumentName",
        en: "the argument of .%1",
        zh: ".%1 的参数")
    static let firstControlPointX = Message("viewlab.animation.argumentName",
        en: "the first control point's x",
        zh: "第一个控制点的 x")
    static let secondControlPointX = Message("viewlab.animation.argumentName",
        en: "the second control point's x",
        zh: "第二个控制点的 x")

    /// The update cycle a platform has, as `update` names it (Platform.stateInitialization).
    static let stateEvaluatedOnce = Message("viewlab.platform.stateInitialization",
        en: "@State's initial value is evaluated once per view (the @State macro, Xcode 27)",
        zh: "@State 的初始值每个视图只求值一次（@State 宏，Xcode 27）")
    static let stateEvaluatedOnEveryInit = Message("viewlab.platform.stateInitialization",
        en: "@State's initial value is evaluated on every init and used only when the view first appears (%1)",
        zh: "@State 的初始值在每次 init 时都会求值，但只在视图第一次出现时使用（%1）")

    static let animation: [Message] = [
        curveErrorAtColumn,
        emptyAnimation, startsWithDot, dotBeforeModifier, expectedName, missingParenthesis, expectedCommaOrParenthesis,
        notANumber, missingValue, expectedNumber,
        unknownAnimation, unknownModifier, unknownKeyframe, noSuchArgument, didYouMean, expectedOneOf,
        argumentsDoNotFit, formOr, trackNeedsKeyframe, notASpring,
        mustBeNumber, mustBeFinite, mustNotBeNegative, mustBePositive, mustBeBetween, bounceRange, repeatCount, mustBeBool,
        extraBounceTooLarge, argumentOf, firstControlPointX, secondControlPointX, stateEvaluatedOnce, stateEvaluatedOnEveryInit,
    ]
}
