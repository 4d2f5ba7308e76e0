import ViewlabModel

/// Why a control reports its size and where it puts its labels (viewlab's model of the UIKit
/// controls SwiftUI draws: UISwitch, UIStepper, UISlider, UITextField, UITextView, …).
extension Message {
    static let controlSwitch = Message("viewlab.layout.controlButton",
        en: "switch",
        zh: "开关")
    static let controlStepper = Message("viewlab.layout.controlButton",
        en: "stepper",
        zh: "步进器")
    static let labelsSize = Message("viewlab.layout.labelsSize",
        en: "= its label's size",
        zh: "= 它的标签的尺寸")
    static let controlLabelsHidden = Message("viewlab.layout.controlLabelsHidden",
        en: "the %1 alone (labels hidden): %2",
        zh: "只有%1（标签已隐藏）：%2")
    static let widthLessButton = Message("viewlab.layout.widthLessButton",
        en: "the width less the button",
        zh: "宽度减去按钮")
    static let controlWithButton = Message("viewlab.layout.controlWithButton",
        en: "the proposed width (at least label + 8 + %1) × max(label, %2): iOS's %3 is %1×%2",
        zh: "建议的宽度（至少为 标签 + 8 + %1）× max(标签, %2)：iOS 的%3是 %1×%2")
    static let valueLabelIdeal = Message("viewlab.layout.valueLabelIdeal",
        en: "a value label at its ideal size",
        zh: "数值标签，取理想尺寸")
    static let sliderReports = Message("viewlab.layout.sliderReports",
        en: "the proposed width × %1 (UISlider's height)",
        zh: "建议的宽度 × %1（UISlider 的高度）")
    static let widthLessChevron = Message("viewlab.layout.widthLessChevron",
        en: "the width less the chevron",
        zh: "宽度减去箭头")
    static let linkRowReports = Message("viewlab.layout.linkRowReports",
        en: "the row's width: the label, then the chevron at the trailing end (a List row that is a link)",
        zh: "整行的宽度：先是标签，箭头在后边（作为链接的 List 行）")
    static let widthInsideField = Message("viewlab.layout.widthInsideField",
        en: "the width inside the field",
        zh: "输入框内部的宽度")
    static let searchFieldReports = Message("viewlab.layout.searchFieldReports",
        en: "the proposed width × 36 (UISearchTextField)",
        zh: "建议的宽度 × 36（UISearchTextField）")
    static let textFieldReports = Message("viewlab.layout.textFieldReports",
        en: "the proposed width × the text's height",
        zh: "建议的宽度 × 文字的高度")
    static let textFieldRoundedReports = Message("viewlab.layout.textFieldReports",
        en: "the proposed width × the text's height + 12 (rounded border)",
        zh: "建议的宽度 × 文字的高度 + 12（圆角边框）")
    static let aLabel = Message("viewlab.layout.aLabel",
        en: "a label",
        zh: "一个标签")
    static let linearProgressReports = Message("viewlab.layout.linearProgressReports",
        en: "the proposed width × labels + the 4-pt bar (UIProgressView)",
        zh: "建议的宽度 × 标签 + 4 pt 的进度条（UIProgressView）")
    static let widthInsideEditor = Message("viewlab.layout.widthInsideEditor",
        en: "the width inside the editor",
        zh: "编辑器内部的宽度")
    static let textEditorReports = Message("viewlab.layout.textEditorReports",
        en: "the proposal in both axes (UITextView scrolls what does not fit); unproposed, its text + insets 8, 5",
        zh: "两个方向都取建议尺寸（放不下的内容由 UITextView 滚动）；没有建议尺寸时，取文字 + 内边距 8, 5")
    static let spinnerReports = Message("viewlab.layout.spinnerReports",
        en: "the 20×20 spinner (UIActivityIndicatorView, medium) over its label",
        zh: "20×20 的旋转指示器（UIActivityIndicatorView，medium）在标签上方")
    static let labelBesideButton = Message("viewlab.layout.labelBesideButton",
        en: "leading, centred; the %1 at the trailing edge",
        zh: "靠前边，竖直居中；%1在后边")
    static let maximumLabelPlaced = Message("viewlab.layout.valueLabelPlaced",
        en: "the maximum value label, trailing",
        zh: "最大值标签，靠后边")
    static let minimumLabelPlaced = Message("viewlab.layout.valueLabelPlaced",
        en: "the minimum value label, leading",
        zh: "最小值标签，靠前边")
    static let labelBesideChevron = Message("viewlab.layout.labelBesideChevron",
        en: "leading, centred; the chevron at the trailing end",
        zh: "靠前边，竖直居中；箭头在后边")
    static let textInField = Message("viewlab.layout.textInField",
        en: "leading, centred in the field",
        zh: "靠前边，在输入框里竖直居中")
    static let textInEditor = Message("viewlab.layout.textInEditor",
        en: "top leading, inside UITextView's insets",
        zh: "顶部前边，在 UITextView 的内边距之内")
    static let labelLeading = Message("viewlab.layout.labelPlaced",
        en: "a label, leading",
        zh: "标签，靠前边")
    static let labelUnderSpinner = Message("viewlab.layout.labelPlaced",
        en: "a label under the spinner",
        zh: "标签，在旋转指示器下方")

    static let controls: [Message] = [
        controlSwitch, controlStepper, labelsSize, controlLabelsHidden, widthLessButton, controlWithButton, valueLabelIdeal,
        sliderReports, widthLessChevron, linkRowReports, widthInsideField, searchFieldReports, textFieldReports,
        textFieldRoundedReports, aLabel, linearProgressReports, widthInsideEditor, textEditorReports, spinnerReports,
        labelBesideButton, maximumLabelPlaced, minimumLabelPlaced, labelBesideChevron, textInField, textInEditor,
        labelLeading, labelUnderSpinner,
    ]
}
