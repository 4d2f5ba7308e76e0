import Foundation
import ViewlabAnimation
import ViewlabDrawing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabLayout
import ViewlabModel
import ViewlabPresentation
import ViewlabRuntime

/// `layout --format`, `explain --format`.
public enum TextOrJSON: String, CaseIterable, Sendable { case text, json }
/// `layout --format`, `explain --format`: the listing, its JSON, or the picture with the frames
/// over it (issue 13: frames on by default where the command is about layout).
public enum LayoutFormat: String, CaseIterable, Sendable { case text, json, svg }
/// `render --format`.
public enum PictureFormat: String, CaseIterable, Sendable {
    case ascii, svg, png

    /// What `render` draws: the format asked for, else the one the output file's extension names
    /// (`-o card.svg`, `-o card.png`, as image tools read a file name), else a terminal picture.
    public static func chosen(_ asked: PictureFormat?, output: String?) -> PictureFormat {
        if let asked { return asked }
        switch output.map({ URL(fileURLWithPath: $0).pathExtension.lowercased() }) {
        case "svg"?: return .svg
        case "png"?: return .png
        default: return .ascii
        }
    }
}

extension Workbench {
    /// The layout options a session implies: the images it registered with `#image`. Only
    /// `explain` shows the trace, so the others do not record it (on a 10,000-row list the trace
    /// costs more than the layout itself).
    public func layoutOptions(for session: Session, tracing: Bool = false) -> LayoutOptions {
        LayoutOptions(session: session, tracing: tracing)
    }

    /// Lays out on the interpreter's thread, since the engine calls learner closures
    /// (GeometryReader content, alignment guides); their errors come back as diagnostics.
    func laidOut(_ root: ViewValue, _ session: Session, _ proposal: ProposedViewSize, tracing: Bool = false,
                 into out: inout CommandOutput) -> LayoutResult? {
        let options = layoutOptions(for: session, tracing: tracing)
        do {
            let result = try Session.onLargeStack { try LayoutEngine.layout(root, in: proposal, options: options) }
            // A warning found in sizing and again in placement is said once.
            var said = Set<String>()
            for w in result.warnings where said.insert(w.description).inserted { out.stderr += "warning: \(w.description(in: language))\n" }
            return result
        } catch {
            report(error, session: session, into: &out)
            return nil
        }
    }

    /// `viewlab layout` and `:layout`: every node's frame.
    public func layout(_ root: ViewValue, session: Session, proposal: ProposedViewSize, format: LayoutFormat,
                       frames: Bool = true) -> CommandOutput {
        var out = CommandOutput()
        guard let result = laidOut(root, session, proposal, into: &out) else { return out }
        defer { if endsWithProcess { LeftForExit.keep(result) } }
        let listing = LayoutListing(style: style, language: language)
        switch format {
        case .text: out.stdout += listing.text(result)
        case .json: out.stdout += listing.json(result)
        case .svg: if let svg = svg(result, session: session, frames: frames, into: &out) { out.stdout += svg }
        }
        return out
    }

    /// The SVG of a laid-out tree: the views, and the frames over them when asked. A learner's
    /// `path(in:)` or `Canvas` runs here, and may fail as any of their code may (reported; nil).
    func svg(_ result: LayoutResult, session: Session, frames: Bool, into out: inout CommandOutput) -> String? {
        do {
            let list = try Session.onLargeStack { try DisplayListBuilder.build(result) }
            return DrawingSVG(frames: frames).svg(list, result)
        } catch {
            report(error, session: session, into: &out)
            return nil
        }
    }

    /// `viewlab explain` and `:explain`: the numbered trace, or a sweep of proposals.
    public func explain(_ root: ViewValue, session: Session, proposal: ProposedViewSize, probes: Bool, format: LayoutFormat,
                        sweep: [ProposedViewSize]? = nil, frames: Bool = true) -> CommandOutput {
        var out = CommandOutput()
        if let sweep {
            let options = layoutOptions(for: session)
            do {
                out.stdout += try Session.onLargeStack { try SweepView(style: self.style, language: self.language).text(sweeping: root, proposals: sweep, options: options) }
            } catch {
                report(error, session: session, into: &out)
            }
            return out
        }
        guard let result = laidOut(root, session, proposal, tracing: true, into: &out) else { return out }
        let explanation = LayoutExplanation(style: style, includeProbes: probes, language: language)
        switch format {
        case .text: out.stdout += explanation.text(result)
        case .json: out.stdout += explanation.json(result)
        case .svg: if let svg = svg(result, session: session, frames: frames, into: &out) { out.stdout += svg }
        }
        return out
    }

    /// `viewlab render` and `:render`: a terminal picture, SVG, or PNG (to `output` when given).
    /// A PNG, `scale` pixels per point, is the SVG drawn by `rsvg-convert`; without `output` its
    /// bytes go to `binaryOutput` (the CLI's standard output when that is not a terminal), and
    /// without either it is refused. `at` (`--at SECONDS`) draws every TimelineView as it is that
    /// many seconds after the session's start (without it, at the start). After events, `event` is
    /// the last one's record: with `at`, what its animated pass moves is drawn as it is that many
    /// seconds after the event (`UpdateTables.moment`), the curves as `platform` has them.
    public func render(_ root: ViewValue, session: Session, proposal: ProposedViewSize, format asked: PictureFormat?,
                       output: String? = nil, frames: Bool = false, scale: Double = PNGConversion.defaultScale,
                       binaryOutput: ((Data) -> Void)? = nil, at seconds: Double? = nil,
                       event: UpdateRecord? = nil, platform: Platform = .default) -> CommandOutput {
        let format = PictureFormat.chosen(asked, output: output)
        var out = CommandOutput()
        func fail(_ text: Bilingual, _ code: Int32) -> CommandOutput {
            out.stderr += text(language) + "\n"
            out.exitCode = code
            return out
        }
        if format == .png {
            do { _ = try PNGConversion.checked(scale: scale) } catch { return fail(error.text, error.exitCode) }
            if output == nil && binaryOutput == nil { return fail(CommandMessages.pngToTerminal.filled([]), CommandOutput.badInput) }
        }
        var root = root
        session.drawing(atSeconds: seconds ?? 0)
        if let seconds {
            // A TimelineView's content closure runs again at that time, and may fail as any of the learner's code may.
            do { root = try Session.onLargeStack { try session.view(root, atSeconds: seconds) } } catch {
                report(error, session: session, into: &out)
                return out
            }
        }
        guard var result = laidOut(root, session, proposal, into: &out) else { return out }
        if let seconds, let event {
            var reported = CommandOutput()
            result = UpdateTables(style: style, platform: platform) { laidOut($0, session, proposal, into: &reported) }.moment(event, final: result, at: seconds)
            out.stderr += reported.stderr
        }
        let picture: String
        if format == .ascii && (!style.trueColor || style.ascii) {
            picture = LayoutPicture(style: style, language: language).text(result)
        } else if format == .ascii {
            // A learner's `path(in:)` or `Canvas` runs here, and may fail as any of their code may.
            do { picture = TerminalDrawing().text(try Session.onLargeStack { try DisplayListBuilder.build(result) }, result) } catch {
                report(error, session: session, into: &out)
                return out
            }
        } else {
            guard let svg = svg(result, session: session, frames: frames, into: &out) else { return out }
            picture = svg
        }
        var bytes = Data(picture.utf8)
        if format == .png {
            do { bytes = try PNGConversion.png(from: picture, scale: scale) } catch { return fail(error.text, error.exitCode) }
        }
        guard let output else {
            if format == .png, let binaryOutput { binaryOutput(bytes) } else { out.stdout += picture }
            return out
        }
        do {
            try OutputFile.write(bytes, to: output)
            out.stdout += CommandMessages.wroteFile.filled([output])(language) + "\n"
        } catch {
            out.stderr += CommandMessages.cannotWrite.filled([output, error.localizedDescription])(language) + "\n"
            out.exitCode = CommandOutput.badInput
        }
        return out
    }

    /// Loads FILE, selects its root view as first rendered in `proposal` and runs one of the view
    /// commands on it.
    public func withRootView(_ path: String, preview: String?, proposal: ProposedViewSize,
                             _ command: (ViewValue, Session) -> CommandOutput) -> CommandOutput {
        var out = CommandOutput()
        guard let (session, root) = rootView(path, preview: preview, proposal: proposal, into: &out) else { return out }
        let result = command(root, session)
        if endsWithProcess { LeftForExit.keep(session) }
        out.stdout += result.stdout
        out.stderr += result.stderr
        out.exitCode = max(out.exitCode, result.exitCode)
        return out
    }

    /// `render FILE EVENT…`: loads FILE, runs the events on its root view as `update` does, and runs
    /// the command on the view they leave, with the last event's record (without events, the
    /// first render, as for the other view commands).
    public func withRootView(_ path: String, preview: String?, proposal: ProposedViewSize, after events: [String],
                             _ command: (ViewValue, Session, UpdateRecord?) -> CommandOutput) -> CommandOutput {
        if events.isEmpty { return withRootView(path, preview: preview, proposal: proposal) { command($0, $1, nil) } }
        var out = CommandOutput()
        guard let parsed = parseEvents(events, into: &out), let session = load(path, echoPrints: false, into: &out) else { return out }
        let warningsBefore = session.interpreter.warnings.count
        let live = LiveView(session: session, preview: preview, platform: .default, proposal: proposal, makingEveryRow: true)
        let (records, failure) = live.run(parsed)
        reportWarnings(session, since: warningsBefore, into: &out)
        for warning in records.flatMap({ $0.passes.flatMap(\.warnings) }) { out.stderr += "warning: \(warning)\n" }
        if let failure {
            reportUpdateFailure(failure, session: session, into: &out)
            return out
        }
        let result = command(live.tree.resolved, session, records.last)
        out.stdout += result.stdout
        out.stderr += result.stderr
        out.exitCode = max(out.exitCode, result.exitCode)
        return out
    }

    /// `--proposal WxH` (decimals, `inf` and `nil` per dimension, e.g. `nilx480`).
    public static func proposal(_ text: String?) throws -> ProposedViewSize {
        guard let text else { return LayoutOptions.bookProposal }
        do { return try ProposalParser.parse(text) } catch { throw CommandFailure(error: error.bilingual) }
    }

    /// `--at SECONDS`: a finite number of seconds, not before the session's start.
    public static func renderTime(_ text: String) throws -> Double {
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else { throw CommandFailure(CommandMessages.badAt, text) }
        return seconds
    }

    public static func proposals(_ text: String) throws -> [ProposedViewSize] {
        do { return try ProposalParser.parseList(text) } catch { throw CommandFailure(error: error.bilingual) }
    }
}
