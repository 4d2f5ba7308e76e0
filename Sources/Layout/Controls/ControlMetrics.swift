import ViewlabModel

/// The room iOS's controls take besides their labels. The books do not lay out controls; each
/// figure is UIKit's (the views SwiftUI's controls are drawn with on iOS 17 and 18), or marked as
/// viewlab's model where UIKit gives none.
public enum ControlMetrics {
    /// UIKit's `UISwitch`: 51×31 pt, a size it keeps whatever frame it is given.
    public static let switchSize = Size(width: 51, height: 31)
    /// UIKit's `UIStepper`: 94×32 pt.
    public static let stepperSize = Size(width: 94, height: 32)
    /// Between a Toggle's or Stepper's label and its button: the standard spacing, 8 pt (the
    /// default style lays the two out in a row; viewlab's model).
    public static let labelGap = 8.0
    /// UIKit's `UISlider`: 31 pt tall, its thumb 28 pt across (viewlab's model of the default
    /// thumb and track; the track is 4 pt).
    public static let sliderHeight = 31.0
    public static let sliderThumb = 28.0
    public static let trackThickness = 4.0
    /// A slider's value labels stand 8 pt from the track (viewlab's model).
    public static let sliderLabelGap = 8.0
    /// `.textFieldStyle(.roundedBorder)`: UIKit's `UITextField.BorderStyle.roundedRect`, 34 pt tall
    /// for the 22-pt line of the body font, so 6 pt above and below the text; 7 pt at the sides
    /// (viewlab's model).
    public static let roundedBorderInsets = EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7)
    /// A disclosure indicator (UITableViewCell's): a chevron 8 points wide and 13 tall (viewlab's model).
    public static let chevronWidth = 8.0
    public static let chevronHeight = 13.0
    /// UIKit's `UISearchTextField`: 36 pt tall, its text after the magnifying glass, 30 pt from the
    /// leading edge, 8 from the trailing one (viewlab's model).
    public static let searchFieldHeight = 36.0
    public static let searchFieldInsets = EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 8)
    /// UIKit's `UITextView`: `textContainerInset` 8 pt above and below, `lineFragmentPadding` 5 pt at the sides.
    public static let textEditorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)
    /// UIKit's `UIProgressView` (default style, iOS 14 and later): a 4-pt bar; 4 pt between it and
    /// its labels (viewlab's model).
    public static let progressBarHeight = 4.0
    public static let progressLabelGap = 4.0
    /// UIKit's `UIActivityIndicatorView` in its medium style: 20×20 pt; 8 pt above its label
    /// (viewlab's model).
    public static let spinnerSize = 20.0
    public static let spinnerLabelGap = 8.0

    /// The button a Toggle or Stepper puts after its label; nil for other controls.
    public static func trailingButton(_ chrome: ControlChrome) -> Size? {
        switch chrome {
        case .toggle: switchSize
        case .stepper: stepperSize
        default: nil
        }
    }

    /// Where a Toggle's switch or a Stepper's buttons are in a control laid out at `frame`.
    public static func trailingButtonFrame(_ button: Size, in frame: Rect) -> Rect {
        Rect(x: frame.maxX - button.width, y: frame.midY - button.height / 2, width: button.width, height: button.height)
    }
}
