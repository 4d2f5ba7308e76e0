import ViewlabModel

/// Why a leaf view reports its size: Text (spec layout.md §5, B1358–1400), shapes and colours,
/// Spacer, Divider, Image, EmptyView.
extension Message {
    // Text
    static let textZeroProposal = Message("viewlab.layout.textZeroProposal",
        en: "proposed 0×0: reports 0×0 (B1358)",
        zh: "建议尺寸为 0×0：报告 0×0 (B1358)")
    static let textZeroWidth = Message("viewlab.layout.textZeroWidth",
        en: "width 0: one line, no characters (B1358)",
        zh: "宽度为 0：一行，没有字符 (B1358)")
    static let textNotOneCharacter = Message("viewlab.layout.textNotOneCharacter",
        en: "not one character fits in %1: clipped",
        zh: "%1 之内连一个字符都放不下：被裁剪")
    static let textIdeal = Message("viewlab.layout.textIdeal",
        en: "ideal size: unwrapped (B1383)",
        zh: "理想尺寸：不换行 (B1383)")
    static let textIdealTruncated = Message("viewlab.layout.textIdealTruncated",
        en: "ideal width, truncated to %1 line(s)",
        zh: "理想宽度，截断为 %1 行")
    static let textFitsOnOneLine = Message("viewlab.layout.textFitsOnOneLine",
        en: "fits on 1 line",
        zh: "一行放得下")
    static let textWraps = Message("viewlab.layout.textWraps",
        en: "wraps to %1 lines at %2",
        zh: "在宽度 %2 处换行，共 %1 行")
    static let textTruncatedToOne = Message("viewlab.layout.textTruncated",
        en: "truncated to %1 line (%2)",
        zh: "截断为 %1 行 (%2)")
    static let textTruncated = Message("viewlab.layout.textTruncated",
        en: "truncated to %1 lines (%2)",
        zh: "截断为 %1 行 (%2)")
    static let textAssumed = Message("viewlab.layout.textAssumed",
        en: "ideal %1 (lesson's assumed size)",
        zh: "理想尺寸 %1（课程假定的尺寸）")
    static let textAssumedSplit = Message("viewlab.layout.textAssumedSplit",
        en: "ideal %1 (lesson's assumed size) split into %2 lines",
        zh: "理想尺寸 %1（课程假定的尺寸）分成 %2 行")
    static let textAssumedSplitTruncated = Message("viewlab.layout.textAssumedSplit",
        en: "ideal %1 (lesson's assumed size) split into %2 lines, truncated",
        zh: "理想尺寸 %1（课程假定的尺寸）分成 %2 行，被截断")
    static let textScaled = Message("viewlab.layout.textScaled",
        en: ", font scaled to %1",
        zh: "，字体缩放到 %1")
    static let textLineSpacing = Message("viewlab.layout.textLineSpacing",
        en: ", %1 pt between lines",
        zh: "，行间距 %1 pt")
    static let textOwnFont = Message("viewlab.layout.textFont",
        en: "; its own font %1",
        zh: "；它自己的字体 %1")
    static let textFont = Message("viewlab.layout.textFont",
        en: "; font %1",
        zh: "；字体 %1")
    static let textFontFrom = Message("viewlab.layout.textFont",
        en: "; font %1 from %2",
        zh: "；字体 %1，来自 %2")
    /// Where the font was written, after the view that wrote it (`VStack.font(.title), line 3`).
    static let fontWrittenOnLine = Message("viewlab.layout.fontWrittenOnLine",
        en: ", line %1",
        zh: "，第 %1 行")

    // Shapes, Spacer, Divider, Image, EmptyView
    static let accepts = Message("viewlab.layout.accepts",
        en: "accepts",
        zh: "接受")
    static let circleSquare = Message("viewlab.layout.circleSquare",
        en: "Circle: %1 square",
        zh: "Circle：边长为 %1 的正方形")
    static let ownSizeThatFits = Message("viewlab.layout.ownSizeThatFits",
        en: "its own sizeThatFits (B1446)",
        zh: "它自己的 sizeThatFits (B1446)")
    static let spacerBothAxes = Message("viewlab.layout.spacerBothAxes",
        en: "max(proposal, minLength %1) on both axes",
        zh: "两个方向都是 max(建议尺寸, minLength %1)")
    static let spacerInStack = Message("viewlab.layout.spacerInStack",
        en: "max(proposal, minLength %1) along the stack, 0 across",
        zh: "沿堆栈方向为 max(建议尺寸, minLength %1)，另一方向为 0")
    static let emptyView = Message("viewlab.layout.emptyView",
        en: "empty: 0×0",
        zh: "空视图：0×0")
    static let dividerReports = Message("viewlab.layout.dividerReports",
        en: "proposed %1, thickness %2",
        zh: "建议的%1，粗细 %2")
    static let imageFixed = Message("viewlab.layout.imageFixed",
        en: "fixed image size %1 (B1497)",
        zh: "图片的固定尺寸 %1 (B1497)")
    static let imageIdeal = Message("viewlab.layout.imageIdeal",
        en: "its ideal size %1 (B1694)",
        zh: "它的理想尺寸 %1 (B1694)")
    static let resizableAccepts = Message("viewlab.layout.resizableAccepts",
        en: "resizable: accepts",
        zh: "resizable：接受")

    static let leaves: [Message] = [
        textZeroProposal, textZeroWidth, textNotOneCharacter, textIdeal, textIdealTruncated, textFitsOnOneLine, textWraps,
        textTruncatedToOne, textTruncated, textAssumed, textAssumedSplit, textAssumedSplitTruncated, textScaled,
        textLineSpacing, textOwnFont, textFont, textFontFrom, fontWrittenOnLine,
        accepts, circleSquare, ownSizeThatFits, spacerBothAxes, spacerInStack, emptyView, dividerReports,
        imageFixed, imageIdeal, resizableAccepts,
    ]
}
