import ViewlabModel

/// Errors of the built-in functions, methods and values (Builtins/).
extension Message {
    // Functions: min, max, abs, math, zip, stride, fatalError
    package static let needsAValue = Message("viewlab.builtin.needsAValue",
        en: "'%1' needs at least one value",
        zh: "'%1' 至少需要一个值")
    package static let absNeedsNumber = Message("viewlab.builtin.absNeedsNumber",
        en: "abs needs a number",
        zh: "abs 需要一个数字")
    package static let needsOneNumber = Message("viewlab.builtin.needsOneNumber",
        en: "'%1' needs one number",
        zh: "'%1' 需要一个数字")
    package static let needsTwoNumbers = Message("viewlab.builtin.needsTwoNumbers",
        en: "'%1' needs two numbers",
        zh: "'%1' 需要两个数字")
    package static let zipArguments = Message("viewlab.builtin.zipArguments",
        en: "zip takes two sequences",
        zh: "zip 需要两个序列")
    package static let strideArguments = Message("viewlab.builtin.strideArguments",
        en: "stride takes from:, to: or through:, and a non-zero by:",
        zh: "stride 需要 from:、to: 或 through:，以及一个非零的 by:")
    /// `fatalError("…")`, `preconditionFailure("…")`: `%1` is the function, `%2` the learner's message.
    package static let fatalErrorCalled = Message("viewlab.runtime.fatalError",
        en: "%1: %2",
        zh: "%1：%2")

    // Methods
    package static let expectedClosure = Message("viewlab.builtin.expectedClosure",
        en: "expected a closure",
        zh: "这里需要一个闭包")
    package static let notAByte = Message("viewlab.builtin.notAByte",
        en: "String(decoding:as:) reads bytes from 0 to 255, not %1",
        zh: "String(decoding:as:) 读取 0 到 255 之间的字节，而不是 %1")
    package static let optionSetRawValue = Message("viewlab.builtin.optionSetRawValue",
        en: "viewlab reads an OptionSet's options from an Int 'rawValue'; '%1' has none",
        zh: "viewlab 从 Int 类型的 'rawValue' 读取 OptionSet 的选项；'%1' 没有这个属性")
    package static let missingArgument = Message("viewlab.builtin.missingArgument",
        en: "'%1' is missing an argument",
        zh: "'%1' 缺少一个参数")
    package static let needsInt = Message("viewlab.builtin.needsInt",
        en: "'%1' needs an Int",
        zh: "'%1' 需要一个 Int")
    package static let needsClosure = Message("viewlab.builtin.needsClosure",
        en: "'%1' needs a closure",
        zh: "'%1' 需要一个闭包")
    package static let needsIntIndex = Message("viewlab.builtin.needsIntIndex",
        en: "'%1' needs an Int index",
        zh: "'%1' 需要一个 Int 索引")
    package static let removeLastOfEmptyString = Message("viewlab.builtin.removeLastOfEmptyString",
        en: "can't remove the last character of an empty string",
        zh: "无法移除空字符串的最后一个字符")

    // Values: String, Array, Alignment, Binding, transitions, dates
    package static let negativeRepeatCount = Message("viewlab.builtin.negativeRepeatCount",
        en: "%1(repeating:count:) needs a count of zero or more",
        zh: "%1(repeating:count:) 的 count 必须大于或等于零")
    package static let alignmentArguments = Message("viewlab.builtin.alignmentArguments",
        en: "Alignment takes horizontal: and vertical: guides",
        zh: "Alignment 需要 horizontal: 和 vertical: 两条对齐参考线")
    package static let alignmentIDArgument = Message("viewlab.builtin.alignmentIDArgument",
        en: "%1 takes an AlignmentID type: %1(MyAlignment.self)",
        zh: "%1 需要一个 AlignmentID 类型：%1(MyAlignment.self)")
    package static let bindingArguments = Message("viewlab.builtin.bindingArguments",
        en: "Binding takes get: and set: closures",
        zh: "Binding 需要 get: 和 set: 两个闭包")
    package static let bindableArgument = Message("viewlab.builtin.bindableArgument",
        en: "Bindable takes an @Observable object: Bindable(model)",
        zh: "Bindable 需要一个 @Observable 对象：Bindable(model)")
    package static let asymmetricTransitionArguments = Message("viewlab.builtin.asymmetricTransitionArguments",
        en: "AsymmetricTransition takes insertion: and removal: transitions",
        zh: "AsymmetricTransition 需要 insertion: 和 removal: 两个过渡")
    package static let viewSpacingArguments = Message("viewlab.builtin.viewSpacingArguments",
        en: "ViewSpacing() takes no arguments; ViewSpacing.zero is no spacing",
        zh: "ViewSpacing() 不接受参数；没有间距请用 ViewSpacing.zero")
    package static let defaultValueNotNumber = Message("viewlab.builtin.defaultValueNotNumber",
        en: "defaultValue(in:) must return a number",
        zh: "defaultValue(in:) 必须返回一个数字")
    package static let dateStyle = Message("viewlab.builtin.dateStyle",
        en: "Text(_:style:) takes a Text.DateStyle: .time, .date, .relative, .offset or .timer",
        zh: "Text(_:style:) 需要一个 Text.DateStyle：.time、.date、.relative、.offset 或 .timer")

    // Variants that share their kind's id.
    package static let removeLastOfEmpty = Message("viewlab.runtime.indexOutOfRange",
        en: "can't remove the last element of an empty collection",
        zh: "不能从空集合中移除最后一个元素")
    package static let removeFirstOfEmpty = Message("viewlab.runtime.indexOutOfRange",
        en: "can't remove the first element of an empty collection",
        zh: "不能从空集合中移除第一个元素")
    package static let strideTooLong = Message("viewlab.runtime.stepBudget",
        en: "this stride has too many elements",
        zh: "这个 stride 的元素太多")
    package static let fatalErrorWithoutMessage = Message("viewlab.runtime.fatalError",
        en: "%1: fatal error",
        zh: "%1：致命错误")
    package static let assertionFailed = Message("viewlab.runtime.fatalError",
        en: "%1 failed: %2",
        zh: "%1 失败：%2")
    package static let notConvertibleToInt = Message("viewlab.runtime.overflow",
        en: "%1 cannot be converted to Int",
        zh: "%1 无法转换为 Int")
    /// `UInt8(300)`: the standard library's trap.
    package static let notEnoughBits = Message("viewlab.runtime.overflow",
        en: "Not enough bits to represent the passed value",
        zh: "位数不足，无法表示传入的值")

    // String(format:) (Builtins/StringFormat.swift)
    /// `%1` is the placeholder as written.
    package static let formatPlaceholder = Message("viewlab.builtin.formatPlaceholder",
        en: "viewlab does not support the placeholder '%1' in String(format:) yet",
        zh: "viewlab 还不支持 String(format:) 中的占位符 '%1'")
    /// `%1` is the format, `%2` how many values were given.
    package static let formatTooFewValues = Message("viewlab.builtin.formatTooFewValues",
        en: "the format \"%1\" has more placeholders than the %2 values given",
        zh: "格式 \"%1\" 里的占位符比给出的 %2 个值多")
    /// `%1` is the placeholder, `%2` the value's type, `%3` the type it formats.
    package static let formatValueType = Message("viewlab.builtin.formatValueType",
        en: "'%1' formats a value of type '%3', not '%2'",
        zh: "'%1' 格式化的是类型为 '%3' 的值，不是 '%2'")

    package static let builtins: [Message] = [
        formatPlaceholder, formatTooFewValues, formatValueType,
        removeLastOfEmpty, removeFirstOfEmpty, strideTooLong, fatalErrorWithoutMessage, assertionFailed, notConvertibleToInt, notEnoughBits,
        needsAValue, absNeedsNumber, needsOneNumber, needsTwoNumbers, zipArguments, strideArguments, fatalErrorCalled,
        expectedClosure, missingArgument, notAByte, optionSetRawValue, needsInt, needsClosure, needsIntIndex, removeLastOfEmptyString,
        negativeRepeatCount, alignmentArguments, alignmentIDArgument, bindingArguments, bindableArgument,
        asymmetricTransitionArguments, viewSpacingArguments, defaultValueNotNumber, dateStyle,
    ]
}
