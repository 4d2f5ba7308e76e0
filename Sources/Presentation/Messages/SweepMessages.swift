import ViewlabModel

/// The words of `explain --sweep` (issue 25: Chinese wherever the teaching happens): the title, the
/// table's headers and each drawing's caption, which in Chinese is the edition's (seeds/002, the
/// Chinese edition, lines 1479–1480: 建议尺寸：25×50 / 报告尺寸：25×37). The title is not in
/// source: the edition names no sweep, so it says what the table does (尺寸扫描).
extension Message {
    static let sweepTitle = Message("viewlab.sweep.title",
        en: "sweep",
        zh: "尺寸扫描")
    static let sweepProposed = Message("viewlab.sweep.proposed",
        en: "proposed",
        zh: "建议尺寸")
    static let sweepMeasured = Message("viewlab.sweep.measured",
        en: "measured",
        zh: "报告尺寸")
    static let sweepCaption = Message("viewlab.sweep.caption",
        en: "Proposed: %1 / Measured: %2",
        zh: "建议尺寸：%1 / 报告尺寸：%2")

    static let sweep: [Message] = [sweepTitle, sweepProposed, sweepMeasured, sweepCaption]
}
