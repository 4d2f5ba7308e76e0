import ViewlabCommands
import ViewlabLayout

/// Every stage a learner's file reaches, run as the commands run them: parse and evaluate (`run`),
/// select the root view and draw its tree (`tree`, `tree --types`), then lay it out, explain and
/// render it (`layout --format json`, `explain --probes`, `render`, `render --format svg`), and run
/// it through the update cycle (`update FILE rerender`). The
/// fuzzer feeds it arbitrary text; the replay driver and the regression tests feed it files.
public enum FuzzPipeline {
    /// What the stages printed; stops at the first stage that ends in a diagnostic, as a command does.
    public static func run(_ text: String, fileName: String = "fuzz.swift") -> CommandOutput {
        let bench = Workbench()
        var out = CommandOutput()
        guard let session = bench.load(text, named: fileName, into: &out),
              let root = bench.rootView(of: session, preview: nil, into: &out) else { return out }
        let proposal = LayoutOptions.bookProposal
        let stages: [() -> CommandOutput] = [
            { bench.tree(root, types: false) },
            { bench.tree(root, types: true) },
            { bench.layout(root, session: session, proposal: proposal, format: .json) },
            { bench.explain(root, session: session, proposal: proposal, probes: true, format: .text) },
            { bench.render(root, session: session, proposal: proposal, format: .ascii) },
            { bench.render(root, session: session, proposal: proposal, format: .svg) },
            // The update cycle: the first render through the render tree, then a re-render of the root.
            { bench.update(session, events: ["rerender"]) },
        ]
        for stage in stages {
            let result = stage()
            out.stdout += result.stdout
            out.stderr += result.stderr
            out.exitCode = max(out.exitCode, result.exitCode)
            if result.exitCode != CommandOutput.success { break }
        }
        return out
    }
}
