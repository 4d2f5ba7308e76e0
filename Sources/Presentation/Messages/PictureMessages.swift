import ViewlabModel

/// The caption under `render`'s terminal picture (issue 25: Chinese wherever the teaching
/// happens): the root's size and the window's, the scale, and which lines are the proposal and
/// which the frames, in the words of the edition's figures (seeds/002, the Chinese edition, line
/// 1401: 虚线矩形代表建议尺寸，实线矩形代表报告的尺寸).
extension Message {
    static let pictureCaption = Message("viewlab.render.caption",
        en: "%1 %2 in %3; 1 column = %4 pt, 1 row = %5 pt; %6, frames solid",
        zh: "%1 %2（在 %3 中）；1 列 = %4 pt，1 行 = %5 pt；%6，实线为框架")
    static let proposalDashed = Message("viewlab.render.proposalDashed",
        en: "proposal dashed",
        zh: "虚线为建议尺寸")
    static let proposalNotDrawn = Message("viewlab.render.proposalNotDrawn",
        en: "proposal %1 not drawn",
        zh: "未画出建议尺寸 %1")

    static let picture: [Message] = [pictureCaption, proposalDashed, proposalNotDrawn]
}
