import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabLayout

extension LayoutOptions {
    /// The options a session's views lay out with: the images the program registered.
    public init(session: Session, tracing: Bool) {
        self.init(images: ImageRegistry(session.interpreter.imageSizes), recordsTrace: tracing)
    }
}
