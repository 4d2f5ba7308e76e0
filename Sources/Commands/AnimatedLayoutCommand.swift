import ViewlabAnimation
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabLayout
import ViewlabModel
import ViewlabPresentation

extension Workbench {
    /// `viewlab animate CURVE --before A.swift --after B.swift`: lays out both files' root views
    /// at 320×480, matches their nodes by identity and tabulates every drawn frame under CURVE
    /// (`AnimatedLayout`).
    func animateLayout(_ r: AnimateRequest) -> CommandOutput {
        var out = CommandOutput()
        do {
            guard let beforePath = r.before, let afterPath = r.after else {
                throw CommandFailure(CommandMessages.beforeAfterTogether)
            }
            guard ["table", "csv", "json"].contains(r.format) else {
                throw CommandFailure(CommandMessages.beforeAfterFormat, r.format)
            }
            guard r.view == nil, r.compare.isEmpty, r.interruptions.isEmpty, r.phases == nil, r.keyframes.isEmpty else {
                throw CommandFailure(CommandMessages.beforeAfterOptions)
            }
            let (platform, springs, step) = try commonSettings(r)
            let animation = try CurveParser(platform: platform, springs: springs).parse(r.curve ?? ".default")
            let until = r.until ?? ValueTable.defaultEnd(animation, step: step)
            try checkRows(until: until, step: step)
            var layouts: [LayoutResult] = []
            for path in [beforePath, afterPath] {
                guard let (session, root) = rootView(path, preview: r.preview, into: &out),
                      let result = laidOut(root, session, LayoutOptions.bookProposal, into: &out) else { return out }
                layouts.append(result)
            }
            let layout = AnimatedLayout(before: layouts[0], after: layouts[1])
            let times = SampleGrid.times(step: step, until: until)
            let table = AnimatedLayoutTable(style: style, language: language)
            switch r.format {
            case "csv": out.stdout += table.csv(layout, animation: animation, times: times)
            case "json": out.stdout += table.json(layout, animation: animation, times: times)
            default: out.stdout += table.render(layout, animation: animation, times: times, before: beforePath, after: afterPath)
            }
            return out
        } catch let error as CurveParseError {
            return CommandOutput(stderr: error.description(in: language) + "\n", exitCode: CommandOutput.badInput)
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
    }
}
