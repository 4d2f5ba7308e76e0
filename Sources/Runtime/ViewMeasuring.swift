import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabLayout
import ViewlabModel

extension Session {
    /// The session with the layout engine installed where a running body needs a view's size
    /// (`ImageRenderer`'s image): the Language layer is below the layout engine, so it asks through
    /// `Interpreter.measureView`. Returns the session, for `Session(…).measuringViews()`.
    @discardableResult
    public func measuringViews() -> Session {
        interpreter.measureView = { [weak self] view, proposal in
            guard let self else { return Size(width: 0, height: 0) }
            return try LayoutTree(view, options: LayoutOptions(session: self, tracing: false)).layout(in: proposal).root.frame.size
        }
        return self
    }
}
