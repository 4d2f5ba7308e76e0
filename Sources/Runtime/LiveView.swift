import ViewlabAnimation
import ViewlabLanguage
import ViewlabLayout
import ViewlabModel

/// A program's root view with its render tree kept between events: the CLI's `update` runs its
/// events through one, the REPL keeps one for the session's view (`:tap`, `:state`), and an
/// exercise's `after …:` checks run theirs.
public final class LiveView {
    public let session: Session
    public let tree: RenderTree
    public let platform: Platform
    public let proposal: ProposedViewSize
    public private(set) var hasStarted = false

    /// `proposal` is the root's size, which decides which rows of a lazy container are on screen.
    public init(session: Session, preview: String?, platform: Platform, proposal: ProposedViewSize = LayoutOptions.bookProposal) {
        self.session = session
        self.platform = platform
        self.proposal = proposal
        session.interpreter.evaluatesStateLazily = platform.evaluatesStateOnce
        tree = RenderTree(session: session, proposal: proposal) { try session.rootView(preview: preview) }
    }

    /// Renders the view the first time, then runs the events in order, stopping at the first that
    /// fails: the records of what ran (the failed event's too, when it did something) and the failure.
    public func run(_ events: [(text: String, event: UpdateEvent)]) -> (records: [UpdateRecord], failure: Error?) {
        var records: [UpdateRecord] = []
        do {
            if !hasStarted {
                records.append(try tree.start())
                hasStarted = true
            }
            for (text, event) in events { records.append(try tree.handle(event, as: text)) }
            return (records, nil)
        } catch let error as UpdateError {
            // Nothing to show when the event's target matched no control.
            let partial = error.partial
            if !(partial.passes.isEmpty && partial.output.isEmpty && partial.stateChanges.isEmpty) { records.append(partial) }
            return (records, error.underlying)
        } catch {
            return (records, error)
        }
    }
}
