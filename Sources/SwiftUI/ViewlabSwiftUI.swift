/// # ViewlabSwiftUI: the SwiftUI vocabulary
///
/// What SwiftUI offers learner code, as the evaluator below it (ViewlabLanguage) asks for it
/// through `NativeLibrary`: the catalogue (`Catalog/`: each view and modifier viewlab builds,
/// described once with what tells it apart, and SwiftUI's real public API read from Apple's
/// interfaces, for what it refuses), and the code that builds views, modifiers, layouts,
/// animators and drawing values (`Drawing/`: shapes, paths, canvases, SpriteKit) from the
/// learner's arguments. `Preludes/` are the frameworks' types viewlab writes in Swift (UIKit, SpriteKit,
/// gestures, navigation), interpreted like learner code. `SwiftUILibrary` answers the evaluator's questions; `Session(budget:output:)`
/// gives it to a session. A name is dispatched once, in the catalogue; adding a modifier is a
/// catalogue entry and its behaviour.
public enum ViewlabSwiftUI {}
