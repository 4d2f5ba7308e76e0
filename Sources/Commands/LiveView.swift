import ViewlabAnimation
import ViewlabLanguage
import ViewlabModel
import ViewlabRuntime

/// A program's root view with its render tree kept between events: the CLI's `update` runs its
/// events through one, and the REPL keeps one for the session's view (`:tap`, `:state`).
final class LiveView {
    let session: Session
    let tree: RenderTree
    let platform: Platform
    private(set) var hasStarted = false

    init(session: Session, preview: String?, platform: Platform) {
        self.session = session
        self.platform = platform
        session.interpreter.evaluatesStateLazily = platform.evaluatesStateOnce
        tree = RenderTree(session: session) { try session.rootView(preview: preview) }
    }

    /// Renders the view the first time, then runs the events in order, stopping at the first that
    /// fails: the records of what ran (the failed event's too, when it did something) and the failure.
    func run(_ events: [(text: String, event: UpdateEvent)]) -> (records: [UpdateRecord], failure: Error?) {
        var records: [UpdateRecord] = []
        do {
            if !hasStarted {
                hasStarted = true
                records.append(try tree.start())
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

extension Workbench {
    /// Reads events as the CLI and the REPL write them; a bad one is reported into `out`.
    func parseEvents(_ texts: [String], into out: inout CommandOutput) -> [(text: String, event: UpdateEvent)]? {
        var parsed: [(text: String, event: UpdateEvent)] = []
        for text in texts {
            do { parsed.append((text, try UpdateEvent.parse(text))) } catch {
                out.stderr += "error: event '\(text)': \(error)\n"
                out.exitCode = CommandOutput.badInput
                return nil
            }
        }
        return parsed
    }

    /// Reports an update's failure: an event that matched no control, or an error in the learner's code.
    func reportUpdateFailure(_ failure: Error, session: Session, into out: inout CommandOutput) {
        if let f = failure as? UpdateFailure {
            out.stderr += "error: \(f.message)\n"
            out.exitCode = CommandOutput.badInput
        } else {
            report(failure, session: session, into: &out)
        }
    }
}
