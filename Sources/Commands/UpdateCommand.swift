import ViewlabAnimation
import ViewlabLanguage
import ViewlabLayout
import ViewlabModel
import ViewlabPresentation
import ViewlabRuntime

extension Workbench {
    /// `viewlab update FILE [EVENT]...` (cli-contract.md `update`): renders the root view, then runs
    /// each event to rest and reports what happened. A bad event, a target that matches nothing or a
    /// disabled control, and an error in the learner's code exit 2 after the events handled so far.
    public func update(_ path: String, preview: String?, events: [String], format: TextOrJSON, platform: Platform,
                       proposal: ProposedViewSize = LayoutOptions.bookProposal) -> CommandOutput {
        var out = CommandOutput()
        guard let parsed = parseEvents(events, into: &out), let session = load(path, echoPrints: false, into: &out) else { return out }
        let warningsBefore = session.interpreter.warnings.count
        let live = LiveView(session: session, preview: preview, platform: platform)
        let (records, failure) = live.run(parsed)
        let animated = animatedPasses(records, session: session, proposal: proposal, platform: platform, into: &out)
        let renderer = UpdateReport(style: style)
        if format == .json {
            out.stdout += renderer.json(records, platform: platform.rawValue, animated: animated)
        } else {
            out.stdout += style.dim("platform \(platform.rawValue): \(platform.stateInitialization)") + "\n\n"
                + renderer.text(records, animated: animated)
        }
        reportWarnings(session, since: warningsBefore, into: &out)
        if let failure { reportUpdateFailure(failure, session: session, into: &out) }
        return out
    }

    /// The animated passes' layouts before and after, at `proposal`, with the transaction's
    /// animation; a pass whose animation viewlab cannot read as a curve gets no table.
    func animatedPasses(_ records: [UpdateRecord], session: Session, proposal: ProposedViewSize, platform: Platform,
                        into out: inout CommandOutput) -> [AnimatedPass] {
        var passes: [AnimatedPass] = []
        for (e, record) in records.enumerated() {
            for (p, pass) in record.passes.enumerated() {
                guard let text = pass.animation, let before = pass.treeBefore, let after = pass.treeAfter,
                      let animation = try? CurveParser(platform: platform).parse(text),
                      let old = laidOut(before, session, proposal, into: &out), let new = laidOut(after, session, proposal, into: &out)
                else { continue }
                passes.append(AnimatedPass(event: e, pass: p, before: old, after: new, animation: animation))
            }
        }
        return passes
    }

    /// A lesson's ` ```swift update ` cell (and the fuzzer's update stage): the report, without the
    /// platform line (lessons use the default).
    public func update(_ session: Session, events: [String]) -> CommandOutput {
        var out = CommandOutput()
        guard let parsed = parseEvents(events, into: &out) else { return out }
        let (records, failure) = LiveView(session: session, preview: nil, platform: .default).run(parsed)
        out.stdout += UpdateReport(style: style).text(records)
        if let failure { reportUpdateFailure(failure, session: session, into: &out) }
        return out
    }

    /// `viewlab tree --identity FILE`: every render-tree node's identity path after the first render.
    public func identities(_ path: String, preview: String?) -> CommandOutput {
        var out = CommandOutput()
        guard let session = load(path, echoPrints: false, into: &out) else { return out }
        let live = LiveView(session: session, preview: preview, platform: .default)
        let (_, failure) = live.run([])
        if let failure { reportUpdateFailure(failure, session: session, into: &out); return out }
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
