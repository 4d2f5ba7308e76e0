import ViewlabModel

/// The reasons the layout engine itself records in a trace (issue 25: `explain` in either
/// language): the root's proposal and place, a cached answer, a guide read, right to left, and
/// the words for the two axes that other reasons use.
extension Message {
    static let rootIsSafeArea = Message("viewlab.layout.rootIsSafeArea",
        en: "root = safe area (B1290)",
        zh: "根视图 = 安全区域 (B1290)")
    static let windowCentresRoot = Message("viewlab.layout.windowCentresRoot",
        en: "the window centres its root in the safe area",
        zh: "窗口把根视图居中放在安全区域里")
    static let sizeIgnoresProposal = Message("viewlab.layout.sizeIgnoresProposal",
        en: "its size does not depend on the proposal",
        zh: "它的尺寸与建议尺寸无关")
    static let cachedAnswer = Message("viewlab.layout.cachedAnswer",
        en: "same question as before: cached",
        zh: "和之前问的一样：用缓存的答案")
    static let readsGuide = Message("viewlab.layout.readsGuide",
        en: "to read its %1 guide",
        zh: "读取它的 %1 对齐参考线")
    static let rightToLeft = Message("viewlab.layout.rightToLeft",
        en: "; right to left: x = %1",
        zh: "；从右到左：x = %1")
    static let widthIs = Message("viewlab.layout.widthIs",
        en: "width %1",
        zh: "宽度 %1")
    static let heightIs = Message("viewlab.layout.heightIs",
        en: "height %1",
        zh: "高度 %1")
    static let widthWord = Message("viewlab.layout.widthWord",
        en: "width",
        zh: "宽度")
    static let heightWord = Message("viewlab.layout.heightWord",
        en: "height",
        zh: "高度")

    static let trace: [Message] = [rootIsSafeArea, windowCentresRoot, sizeIgnoresProposal, cachedAnswer, readsGuide,
                                   rightToLeft, widthIs, heightIs, widthWord, heightWord]
}

extension Axis {
    /// "width" or "height", as reasons name the length along the axis.
    var word: Bilingual { (self == .horizontal ? Message.widthWord : Message.heightWord).filled([]) }
}
