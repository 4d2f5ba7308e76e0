/// The lessons' ids before they were put in the books' order (issue 25): a learner's progress
/// recorded under an old id is moved to the new one (migrations `v4-lessons-in-book-order` and
/// `v5-lesson-15-inserted`), and `viewlab lesson OLD-ID` still opens the lesson. Numbers alone (`viewlab lesson 03`) name today's.
enum LessonRenames {
    static let all: [(old: String, new: String)] = [
        ("10-render-trees-and-identity", "03-render-trees-and-identity"),
        ("11-state-and-data-flow", "04-state-and-data-flow"),
        ("03-the-layout-algorithm", "05-the-layout-algorithm"),
        ("04-leaf-views", "06-leaf-views"),
        ("05-stacks", "07-stacks"),
        ("06-frames-and-overlays", "08-frames-and-overlays"),
        ("16-alignment-and-containers", "09-alignment-and-containers"),
        ("12-the-environment", "10-the-environment"),
        ("07-animations", "11-animations"),
        ("15-animations-in-code", "12-animations-in-code"),
        ("08-custom-layouts", "13-custom-layouts"),
        ("09-preferences-and-geometry", "14-preferences-and-geometry"),
        ("17-pro-layout-identity-animation", "16-pro-layout-identity-animation"),
        ("13-drawing", "17-drawing"),
        ("14-gestures-and-navigation", "19-gestures-and-navigation"),
        // Moved on by one when lesson 15 (view lists and matched geometry) came in after
        // *Thinking in SwiftUI* ch. 7's other lessons (migration `v5-lesson-15-inserted`).
        // `18-performance` was its first id and is its id again.
        ("15-pro-layout-identity-animation", "16-pro-layout-identity-animation"),
        ("16-drawing", "17-drawing"),
        ("17-performance", "18-performance"),
        ("18-gestures-and-navigation", "19-gestures-and-navigation"),
    ]

    /// Today's id of a lesson named by its whole old id.
    static func current(_ id: String) -> String? { all.first { $0.old == id }?.new }
}
