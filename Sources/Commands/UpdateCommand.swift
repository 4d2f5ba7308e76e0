import ViewlabAnimation
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabLayout
import ViewlabModel
import ViewlabPresentation
import ViewlabRuntime

extension Workbench {
    /// `viewlab update FILE [EVENT]...` (cli-contract.md `update`): renders the root view, then runs
    /// each event to rest and reports what happened. A bad event, a target that matches nothing or a
    /// disabled control, and an error in the learner's code exit 2 after the events handled so far.
    /// `counts`: after the report, each view's body runs and the nodes walked, event by event.
    public func update(_ path: String, preview: String?, events: [String], format: TextOrJSON, platform: Platform,
                       proposal: ProposedViewSize = LayoutOptions.bookProposal, counts: Bool = false) -> CommandOutput {
        var out = CommandOutput()
        guard let parsed = parseEvents(events, into: &out), let session = load(path, echoPrints: false, into: &out) else { return out }
        let warningsBefore = session.interpreter.warnings.count
        let live = LiveView(session: session, preview: preview, platform: platform, proposal: proposal)
        let (records, failure) = live.run(parsed)
        let tables = passTables(records, session: session, proposal: proposal, platform: platform, into: &out)
        let renderer = UpdateReport(style: style, language: language)
        if format == .json {
            out.stdout += renderer.json(records, platform: platform.rawValue, tables: tables)
        } else {
            out.stdout += style.dim(CommandMessages.updatePlatform.filled([platform.rawValue, platform.stateInitialization(language)])(language)) + "\n\n"
                + renderer.text(records, tables: tables)
            if counts { out.stdout += "\n" + UpdateCounts(language: language).text(records) }
        }
        reportWarnings(session, since: warningsBefore, into: &out)
        if let failure { reportUpdateFailure(failure, session: session, into: &out) }
        return out
    }

    /// The animation engine's tables for the passes, laid out at `proposal`; a layout's error is reported into `out`.
    func passTables(_ records: [UpdateRecord], session: Session, proposal: ProposedViewSize, platform: Platform,
                    into out: inout CommandOutput) -> [PassTable] {
        var reported = CommandOutput()
        let tables = UpdateTables(style: style, language: language, platform: platform) { laidOut($0, session, proposal, into: &reported) }.tables(records)
        out.stdout += reported.stdout; out.stderr += reported.stderr
        if reported.exitCode != 0 { out.exitCode = reported.exitCode }
        return tables
    }

    /// A lesson's ` ```swift update ` cell (and the fuzzer's update stage): the report, without the
    /// platform line (lessons use the default).
    public func update(_ session: Session, events: [String]) -> CommandOutput {
        var out = CommandOutput()
        guard let parsed = parseEvents(events, into: &out) else { return out }
        let (records, failure) = LiveView(session: session, preview: nil, platform: .default).run(parsed)
        out.stdout += UpdateReport(style: style, language: language).text(records)
        if let failure { reportUpdateFailure(failure, session: session, into: &out) }
        return out
    }

    /// `viewlab tree --identity FILE`: every render-tree node's identity path after the first render.
    public func identities(_ path: String, preview: String?) -> CommandOutput {
        var out = CommandOutput()
        guard let session = load(path, echoPrints: false, into: &out) else { return out }
        return identities(of: LiveView(session: session, preview: preview, platform: .default))
    }

    /// A live view's identity paths, after its first render (rendered now if it has not been): the
    /// core of `tree --identity` and the REPL's `:tree --identity`.
    func identities(of live: LiveView) -> CommandOutput {
        var out = CommandOutput()
        if !live.hasStarted, let failure = live.run([]).failure {
            reportUpdateFailure(failure, session: live.session, into: &out)
            return out
        }
        out.stdout += IdentityListing(style: style).text(live.tree.identities)
        return out
    }
}

extension Workbench {
    /// Reads events as the CLI and the REPL write them; a bad one is reported into `out`.
    func parseEvents(_ texts: [String], into out: inout CommandOutput) -> [(text: String, event: UpdateEvent)]? {
        var parsed: [(text: String, event: UpdateEvent)] = []
        for text in texts {
            do { parsed.append((text, try UpdateEvent.parse(text))) } catch {
                out.stderr += CommandMessages.badEvent.filled([text, errorMessage(error, in: language)])(language) + "\n"
                out.exitCode = CommandOutput.badInput
                return nil
            }
        }
        return parsed
    }

    /// Reports an update's failure: an event that matched no control, or an error in the learner's code.
    func reportUpdateFailure(_ failure: Error, session: Session, into out: inout CommandOutput) {
        if let f = failure as? UpdateFailure {
            out.stderr += "error: \(f.message(in: language))\n"
            out.exitCode = CommandOutput.badInput
        } else {
            report(failure, session: session, into: &out)
        }
    }
}
