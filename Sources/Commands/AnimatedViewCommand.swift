import ViewlabAnimation
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabLayout
import ViewlabModel
import ViewlabPresentation
import ViewlabRuntime

extension Workbench {
    /// `viewlab animate CURVE --view FILE --state NAME --from A --to B`: the file's top-level
    /// `var NAME` changes from A to B under CURVE, and each frame builds the root view again with
    /// every `Animatable` view and modifier given its interpolated `animatableData`
    /// (`AnimatableFrames`), then lays it out at 320×480. Shows the data, where each tagged view
    /// is drawn, and what the setters and bodies printed.
    func animateView(_ r: AnimateRequest) -> CommandOutput {
        var out = CommandOutput()
        let frames: AnimatedViewFrames
        do {
            guard let path = r.view, let variable = r.state else {
                throw CommandFailure(CommandMessages.viewStateTogether)
            }
            guard ["table", "csv"].contains(r.format) else { throw CommandFailure(CommandMessages.viewFormat, r.format) }
            guard r.compare.isEmpty, r.interruptions.isEmpty, r.phases == nil, r.keyframes.isEmpty else {
                throw CommandFailure(CommandMessages.viewOptions)
            }
            let (platform, springs, step) = try commonSettings(r)
            let animation = try CurveParser(platform: platform, springs: springs).parse(r.curve ?? ".default")
            let until = r.until ?? ValueTable.defaultEnd(animation, step: step)
            try checkRows(until: until, step: step)
            guard let session = load(path, echoPrints: false, into: &out) else { return out }
            do {
                frames = try animatedFrames(session, variable: variable, animation: animation, r, step: step, until: until)
            } catch {
                report(error, session: session, into: &out)
                return out
            }
        } catch let error as CurveParseError {
            return CommandOutput(stderr: error.description(in: language) + "\n", exitCode: CommandOutput.badInput)
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
        let table = AnimatedViewTable(style: style, language: language)
        out.stdout += r.format == "csv" ? table.csv(frames) : table.render(frames)
        return out
    }

    private func animatedFrames(_ session: Session, variable: String, animation: Animation, _ r: AnimateRequest,
                                step: Double, until: Double) throws -> AnimatedViewFrames {
        let change = StateChange(variable: variable, from: r.from, to: r.to, preview: r.preview)
        var animatables: [String] = []
        let options = layoutOptions(for: session)
        var views: [String] = []
        var rows: [AnimatedViewFrames.Frame] = []
        for t in SampleGrid.times(step: step, until: until) {
            let p = animation.progress(at: t)
            let frame = try session.frame(of: change, progress: p, in: ProposedViewSize(width: 320, height: 480), options: options)
            animatables = frame.samples.map(\.typeName)
            let layout = frame.layout
            let tagged = layout.nodes.filter { $0.identifier != nil }
            if views.isEmpty { views = tagged.compactMap(\.identifier) }
            let positions = views.map { id -> (x: Double, y: Double) in
                let d = layout.node(identifier: id).map { $0.drawn ?? $0.frame } ?? Rect(x: .nan, y: .nan, width: 0, height: 0)
                return (d.minX, d.minY)
            }
            rows.append(.init(time: t, progress: p, data: frame.samples.map(\.data), positions: positions, printed: frame.printed))
        }
        return AnimatedViewFrames(animation: animation, variable: variable, from: r.from, to: r.to,
                                  animatables: animatables, views: views, frames: rows)
    }
}
