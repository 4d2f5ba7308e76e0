import ViewlabModel

/// Errors of running learner code: indexing, arithmetic, values of the wrong kind.
extension Message {
    package static let indexOutOfRange = Message("viewlab.runtime.indexOutOfRange",
        en: "index %1 is out of range (the array has %2 elements)",
        zh: "索引 %1 超出了范围（数组只有 %2 个元素）")

    package static let rangeIndexOutOfRange = Message("viewlab.runtime.indexOutOfRange",
        en: "index %1 is out of range (the range is %2)",
        zh: "索引 %1 超出了范围（区间是 %2）")

    package static let unsupportedConstruct = Message("viewlab.language.unsupportedConstruct",
        en: "viewlab does not support %1 yet",
        zh: "viewlab 还不支持%1")

    /// A SwiftUI modifier that exists (SwiftUI/Catalog/API) and that viewlab does not run yet.
    package static let unsupportedModifier = Message("viewlab.language.unsupportedConstruct",
        en: "viewlab does not support the modifier '.%1' yet",
        zh: "viewlab 还不支持修饰器 '.%1'")

    package static let runtime: [Message] = [indexOutOfRange, rangeIndexOutOfRange, unsupportedConstruct, unsupportedModifier]
}
