import ViewlabAnimation
import ViewlabLanguage
import ViewlabSwiftUI
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

    /// `proposal` is the root's size, which decides which rows of a lazy container are on screen;
    /// `makingEveryRow` makes them all, for the commands that show the whole view tree.
    public convenience init(session: Session, preview: String?, platform: Platform, proposal: ProposedViewSize = LayoutOptions.bookProposal,
                            makingEveryRow: Bool = false) {
        self.init(session: session, platform: platform, proposal: proposal, makingEveryRow: makingEveryRow) { try session.rootView(preview: preview) }
    }

    /// A live view of the root `makeRoot` builds (the REPL's current view).
    public init(session: Session, platform: Platform, proposal: ProposedViewSize, makingEveryRow: Bool = false,
                root makeRoot: @escaping () throws -> ViewValue) {
        self.session = session
        self.platform = platform
        self.proposal = proposal
        session.interpreter.evaluatesStateLazily = platform.evaluatesStateOnce
        tree = RenderTree(session: session, proposal: proposal, makesEveryRow: makingEveryRow, platform: platform, root: makeRoot)
    }

    /// The root view as the runtime renders it before any event: each body run at its node, the
    /// lifecycle actions of the first render and the passes they cause settled. `tree`, `layout`,
    /// `explain` and `render` show this tree, every lazy row made, with SwiftUI's runtime warnings
    /// the passes gave. Throws what stopped it. `proposal` is the window the GeometryReaders are
    /// placed in, which their content is built for.
    public static func firstRender(of session: Session, preview: String?, proposal: ProposedViewSize = LayoutOptions.bookProposal) throws
        -> (view: ViewValue, warnings: [String]) {
        let live = LiveView(session: session, preview: preview, platform: .default, proposal: proposal, makingEveryRow: true)
        let (records, failure) = live.run([])
        if let failure { throw failure }
        return (live.tree.resolved, records.flatMap { $0.passes.flatMap(\.warnings) })
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
