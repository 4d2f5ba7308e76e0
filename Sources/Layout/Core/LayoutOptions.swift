import ViewlabModel

/// Everything a layout pass depends on besides the view and the proposal: the text metric model,
/// the image registry and the platform defaults of spec layout.md §7.
///
/// Layout is a pure function of (view, proposal, options), which is what lets exercises check a
/// learner's answer against the engine (spec layout.md §6).
public struct LayoutOptions: Sendable {
    /// The deterministic text measurements of spec layout.md §5.
    public var textMetrics: TextMetrics
    /// Pixel sizes of named images, e.g. `header` = 100×30 in the book's aspect-ratio example (B1693).
    public var images: ImageRegistry
    /// Whether to record the trace `explain` shows. The benchmark turns it off.
    public var recordsTrace: Bool
    /// Spacing between stack children (NIS, spec §7: "Default spacing | 8").
    public var defaultSpacing: Double
    /// `Spacer()`'s minimum length. B1509 and B1527 disagree; spec §2.1 settles on 8 (ext).
    public var spacerMinLength: Double
    /// A divider's thickness (NIS, spec §7).
    public var dividerThickness: Double
    /// Whether a GeometryReader builds its content for a proxy the update cycle has not built it
    /// for. The update cycle's own layouts only find out where the readers are, and run none of the
    /// learner's code for it.
    public var buildsReaderContent = true
    /// Whether scroll views place their content where the update cycle scrolled it. The update
    /// cycle's own layouts measure content from its start (which rows a scroll shows), so they do not.
    public var appliesScrollOffsets = true

    public init(textMetrics: TextMetrics = .standard, images: ImageRegistry = ImageRegistry(),
                recordsTrace: Bool = true, defaultSpacing: Double = ViewSpacing.standardGap,
                spacerMinLength: Double = 8, dividerThickness: Double = 1) {
        self.textMetrics = textMetrics; self.images = images; self.recordsTrace = recordsTrace
        self.defaultSpacing = defaultSpacing
        self.spacerMinLength = spacerMinLength; self.dividerThickness = dividerThickness
    }

    /// The book's window: a safe area of 320×480 (B1333, B1623, B1863).
    public static let bookProposal = ProposedViewSize(width: 320, height: 480)
}
