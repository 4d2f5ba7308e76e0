import ViewlabModel

/// The warnings layout gives when it works around bad input (issue 3 item 6; issue 25: in either
/// language). SwiftUI's own console texts stay as SwiftUI logs them, since learners compare them
/// with Xcode's; a parameter's name (`minWidth`) and `bounds` are code in either language.
extension Message {
    static let contradictoryFrame = Message("viewlab.layout.warning.contradictoryFrame",
        swiftUI: "Contradictory frame constraints specified.")
    static let matchedSourceTwice = Message("viewlab.layout.warning.matchedSourceTwice",
        swiftUI: "Multiple inserted views in matched geometry group %1 have `isSource: true`, results are undefined.")
    static let frameLengthIgnored = Message("viewlab.layout.warning.frameLengthIgnored",
        en: "invalid frame %1 %2; ignored",
        zh: "框架的 %1 无效（%2）；已忽略")
    static let frameLengthZero = Message("viewlab.layout.warning.frameLengthZero",
        en: "invalid frame %1 %2; using 0",
        zh: "框架的 %1 无效（%2）；改用 0")
    static let imageNotRegistered = Message("viewlab.layout.warning.imageNotRegistered",
        en: "image \"%1\" is not registered; using %2",
        zh: "图片 \"%1\" 没有注册；改用 %2")
    static let proposedNaN = Message("viewlab.layout.warning.proposedNaN",
        en: "proposed NaN; treated as nil",
        zh: "建议尺寸是 NaN；按 nil 处理")
    static let infiniteAnswer = Message("viewlab.layout.warning.infiniteAnswer",
        en: "answered an infinite %1 for %2: SwiftUI cannot place it",
        zh: "对建议尺寸 %2 回答了无限大的%1：SwiftUI 无法放置它")
    static let sizeNaN = Message("viewlab.layout.warning.sizeNaN",
        en: "computed a NaN size; using 0",
        zh: "算出的尺寸是 NaN；改用 0")
    static let returnedNonFinite = Message("viewlab.layout.warning.returnedNonFinite",
        en: "%1 returned %2; using 0",
        zh: "%1 返回了 %2；改用 0")
    /// What returned a bad value: an alignment guide's closure.
    static let alignmentGuideNamed = Message("viewlab.layout.warning.alignmentGuideNamed",
        en: "alignment guide %1",
        zh: "对齐参考线 %1")
    static let guideDependsOnItself = Message("viewlab.layout.warning.guideDependsOnItself",
        en: "alignment guide %1 depends on itself; using 0",
        zh: "对齐参考线 %1 依赖它自己；改用 0")
    static let nonFinitePosition = Message("viewlab.layout.warning.nonFinitePosition",
        en: "placed at a non-finite position (an infinite size); using the parent's origin",
        zh: "被放置在非有限的位置（尺寸无限大）；改用父视图的原点")
    static let placedFromZero = Message("viewlab.layout.warning.placedFromZero",
        en: "%1 placed its subviews from (0, 0): they belong in bounds, which start at %2",
        zh: "%1 从 (0, 0) 开始放置子视图：它们应该放在 bounds 里，而 bounds 从 %2 开始")
    static let subviewNotPlaced = Message("viewlab.layout.warning.subviewNotPlaced",
        en: "%1 did not place subview %2: SwiftUI centres it",
        zh: "%1 没有放置子视图 %2：SwiftUI 会把它居中")
    static let subviewPlacedTwice = Message("viewlab.layout.warning.subviewPlacedTwice",
        en: "%1 placed subview %2 twice: the last place wins",
        zh: "%1 把子视图 %2 放置了两次：以最后一次为准")
    static let subviewPlacedAt = Message("viewlab.layout.warning.subviewPlacedAt",
        en: "%1 placed subview %2 at %3",
        zh: "%1 把子视图 %2 放置在 %3")

    static let warnings: [Message] = [
        contradictoryFrame, matchedSourceTwice, frameLengthIgnored, frameLengthZero, imageNotRegistered, proposedNaN,
        infiniteAnswer, sizeNaN, returnedNonFinite, alignmentGuideNamed, guideDependsOnItself, nonFinitePosition,
        placedFromZero, subviewNotPlaced, subviewPlacedTwice, subviewPlacedAt,
    ]
}
