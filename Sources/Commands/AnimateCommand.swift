import ViewlabAnimation
import ViewlabPresentation

/// The inputs of `viewlab animate` (cli-contract.md `animate`), as the CLI and the REPL's
/// `:animate` both collect them. Format and platform stay strings so that one place validates
/// them and words the error.
public struct AnimateRequest: Sendable {
    /// The animation; optional only for `--keyframes` (which don't use one) and `--phases`
    /// (which then step with `.default`).
    public var curve: String?
    /// More animations to show beside `curve` (`--compare`).
    public var compare: [String] = []
    public var from: Double = 0
    public var to: Double = 100
    public var until: Double?
    public var step: Double?
    public var fps: Double?
    /// `table`, `csv`, `json`, `plot` or `svg`.
    public var format = "table"
    /// `ios17` (default) or `ios16`.
    public var platform = Platform.default.rawValue
    /// `closed` (default) or `fluid`: how merging springs are computed (`SpringMethod`).
    public var springs = SpringMethod.closedForm.rawValue
    /// Retargets, each `TIME=VALUE` (same animation) or `TIME=VALUE CURVE`; `none` as CURVE snaps.
    public var interruptions: [String] = []
    /// A phase animator's phases, e.g. `0,-20,20`: one trigger steps through them with CURVE.
    public var phases: String?
    /// With `phases`: no trigger, so the phases loop (give `until`).
    public var loop = false
    /// Keyframe tracks in parallel, each `name: cubic(-30, duration: 0.25) …` (`KeyframeParser`),
    /// starting from `from`.
    public var keyframes: [String] = []
    /// `--view FILE`: animate a learner's view instead of a bare value; `from`/`to` are then the
    /// values of its top-level `var` named by `state` (`AnimatedViewCommand`).
    public var view: String?
    public var state: String?
    public var preview: String?
    /// `--before A --after B`: two versions of a view, laid out and animated (`AnimatedLayoutCommand`).
    public var before: String?
    public var after: String?

    public init(curve: String?) { self.curve = curve }

    public static let formats = ["table", "csv", "json", "plot", "svg"]
    /// The contract's default step.
    public static let defaultStep = 0.05
    /// Beyond this a table is a mistake, not a request.
    public static let maximumRows = 100_000
}

extension Workbench {
    /// `viewlab animate CURVE --from A --to B [--until T] [--step S | --fps N] [--format …]`.
    /// Bad input exits 2 with the reason on stderr.
    public func animate(_ request: AnimateRequest) -> CommandOutput {
        if request.before != nil || request.after != nil { return animateLayout(request) }
        if request.view != nil || request.state != nil { return animateView(request) }
        do {
            return CommandOutput(stdout: try animateOutput(request))
        } catch let error as CurveParseError {
            return CommandOutput(stderr: error.description(in: language) + "\n", exitCode: CommandOutput.badInput)
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: language) + "\n", exitCode: CommandOutput.badInput)
        }
    }

    private func animateOutput(_ r: AnimateRequest) throws -> String {
        let (platform, springs, step) = try commonSettings(r)
        if let until = r.until { try checkRows(until: until, step: step) }
        let parser = CurveParser(platform: platform, springs: springs)
        if let timeline = try timeline(r, parser: parser, step: step) {
            switch r.format {
            case "csv": return AnimationCSV.render(timeline)
            case "json": return AnimationJSON.render(timeline)
            case "plot": return AnimationPlot(style: style).render(AnimationPlotData(timeline))
            case "svg": return AnimationSVG.render(AnimationPlotData(timeline))
            default: return TimelineTable(style: style, language: language).render(timeline)
            }
        }
        guard let curve = r.curve else {
            throw CommandFailure(CommandMessages.missingCurve)
        }
        let animations = try ([curve] + r.compare).map { try parser.parse($0) }
        let until = r.until ?? animations.map { ValueTable.defaultEnd($0, step: step) }.max() ?? 0
        try checkRows(until: until, step: step)
        if !r.interruptions.isEmpty {
            return try interrupted(animations[0], r, parser: parser, step: step, until: r.until)
        }
        let tables = animations.map { ValueTable(animation: $0, from: r.from, to: r.to, step: step, until: until) }
        switch r.format {
        case "csv": return AnimationCSV.render(tables)
        case "json": return AnimationJSON.render(tables, platform: platform)
        case "plot": return AnimationPlot(style: style).render(tables)
        case "svg": return AnimationSVG.render(tables)
        default:
            return tables.count == 1 ? ValueTableRenderer(style: style, platform: platform, language: language).render(tables[0])
                : CompareTableRenderer(style: style, platform: platform, language: language).render(tables)
        }
    }

    /// Platform, spring method and step, checked, with `--format`, `--from`, `--to` and `--until`.
    func commonSettings(_ r: AnimateRequest) throws -> (Platform, SpringMethod, Double) {
        guard let platform = Platform(rawValue: r.platform) else {
            throw CommandFailure(CommandMessages.unknownAnimatePlatform, r.platform)
        }
        guard let springs = SpringMethod(rawValue: r.springs) else {
            throw CommandFailure(CommandMessages.unknownSpringMethod, r.springs)
        }
        guard AnimateRequest.formats.contains(r.format) else {
            throw CommandFailure(CommandMessages.unknownFormat, r.format, AnimateRequest.formats.joined(separator: ", "))
        }
        for (name, value) in [("--from", r.from), ("--to", r.to)] where !value.isFinite {
            throw CommandFailure(CommandMessages.notFinite, name, AnimationFormatting.shortest(value))
        }
        let step = try resolveStep(r)
        if let until = r.until {
            guard until.isFinite, until >= 0 else {
                throw CommandFailure(CommandMessages.untilNotFinite, AnimationFormatting.shortest(until))
            }
        }
        return (platform, springs, step)
    }

    /// Refuses tables nobody meant to ask for (a tiny step over a long time).
    func checkRows(until: Double, step: Double) throws {
        let rows = until / step
        guard rows < Double(AnimateRequest.maximumRows) else {
            throw CommandFailure(CommandMessages.tooManyRows, AnimationFormatting.shortest(until), AnimationFormatting.shortest(step), Int(rows), AnimateRequest.maximumRows)
        }
    }

    private func resolveStep(_ r: AnimateRequest) throws -> Double {
        switch (r.step, r.fps) {
        case (.some, .some):
            throw CommandFailure(CommandMessages.stepOrFps)
        case (let step?, nil):
            guard step.isFinite, step > 0 else { throw CommandFailure(CommandMessages.badStep, AnimationFormatting.shortest(step)) }
            return step
        case (nil, let fps?):
            guard fps.isFinite, fps > 0 else { throw CommandFailure(CommandMessages.badFps, AnimationFormatting.shortest(fps)) }
            return 1 / fps
        case (nil, nil):
            return AnimateRequest.defaultStep
        }
    }

    /// The samples of `--keyframes` or `--phases`, or nil when neither is given.
    private func timeline(_ r: AnimateRequest, parser: CurveParser, step: Double) throws -> TimelineSamples? {
        if !r.keyframes.isEmpty {
            guard r.curve == nil, r.phases == nil, r.compare.isEmpty, r.interruptions.isEmpty else {
                throw CommandFailure(CommandMessages.keyframesOptions)
            }
            let tracks = try r.keyframes.enumerated().map { i, text in try KeyframeParser.parse(text, defaultName: "track\(i + 1)") }
            return TimelineSamples(KeyframeTimeline(initial: tracks.map { _ in r.from }, tracks: tracks), step: step, until: r.until)
        }
        guard let text = r.phases else { return nil }
        guard r.compare.isEmpty, r.interruptions.isEmpty else { throw CommandFailure(CommandMessages.phasesOptions) }
        let fields = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = fields.compactMap { Double($0.filter { $0 != " " }) }.filter(\.isFinite)
        guard values.count >= 2, values.count == fields.count else {
            throw CommandFailure(CommandMessages.badPhases, text)
        }
        if r.loop, r.until == nil { throw CommandFailure(CommandMessages.loopWithoutUntil) }
        let animation = try parser.parse(r.curve ?? ".default")
        return TimelineSamples(PhaseAnimator(phases: values, loops: r.loop, animation: { _ in animation }), step: step, until: r.until)
    }

    /// The table of running animations and their sum for `--interrupt` (table or csv).
    private func interrupted(_ first: Animation, _ r: AnimateRequest, parser: CurveParser, step: Double, until: Double?) throws -> String {
        var changes = [InterruptionScenario.Change(at: 0, to: r.to, animation: first)]
        for text in r.interruptions {
            let (head, rest) = text.firstIndex(of: " ").map { (String(text[..<$0]), String(text[text.index(after: $0)...])) } ?? (text, "")
            let parts = head.split(separator: "=")
            guard parts.count == 2, let time = Double(parts[0]), let value = Double(parts[1]), time.isFinite, time >= 0, value.isFinite else {
                throw CommandFailure(CommandMessages.badInterrupt, text)
            }
            let curve = rest.trimmingSpaces
            let animation: Animation? = curve.isEmpty ? first : curve == "none" ? nil : try parser.parse(curve)
            changes.append(.init(at: time, to: value, animation: animation))
        }
        let scenario = InterruptionScenario(initial: r.from, changes: changes)
        let end = until ?? SampleGrid.roundUp(scenario.end, step: step)
        switch r.format {
        case "table":
            return InterruptionTable(style: style, language: language).render(scenario, step: step, until: end)
        case "csv":
            return AnimationCSV.render(scenario, range: r.to - r.from, step: step, until: end)
        default:
            throw CommandFailure(CommandMessages.interruptFormat, r.format)
        }
    }
}
