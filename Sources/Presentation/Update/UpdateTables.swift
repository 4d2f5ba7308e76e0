import ViewlabAnimation
import ViewlabLayout
import ViewlabModel

/// The animation engine's tables for an update's passes, which the update report shows under each
/// pass: the views that change between the layouts before and after an animated pass, those below
/// each `.animation(_:value:)` whose value changed with its animation, the rest with the
/// transaction's (an animation viewlab cannot read as a curve gets no table); and each phase or
/// keyframe animator's values over time.
public struct UpdateTables {
    public var style: OutputStyle
    /// The language of the tables' words (issue 25); the JSON is English.
    public var language: DisplayLanguage
    public var platform: Platform { parser.platform }
    private let parser: CurveParser
    /// Lays out a pass's view tree before or after, at the update's proposal; nil when it cannot
    /// (the caller has reported why).
    public var layout: (ViewValue) -> LayoutResult?

    public init(style: OutputStyle, language: DisplayLanguage = .en, platform: Platform, layout: @escaping (ViewValue) -> LayoutResult?) {
        self.style = style; self.language = language; parser = CurveParser(platform: platform); self.layout = layout
    }

    public func tables(_ records: [UpdateRecord]) -> [PassTable] {
        var tables: [PassTable] = []
        for (e, record) in records.enumerated() {
            for (p, pass) in record.passes.enumerated() {
                tables += frameTables(pass, event: e, pass: p)
                for (path, phases) in pass.phaseAnimations {
                    let animations = phases.animations.map { $0.flatMap(animation) ?? .default(on: platform) }
                    tables.append(AnimatorTable(style: style, language: language).phases(path, phases, animations: animations, event: e, pass: p))
                }
                for (path, keyframes) in pass.keyframeAnimations {
                    tables.append(AnimatorTable(style: style, language: language).keyframes(path, keyframes, event: e, pass: p))
                }
            }
        }
        return tables
    }

    /// The tables of the frames an animated pass moves (`animate --before --after`'s table).
    private func frameTables(_ pass: UpdatePassRecord, event: Int, pass index: Int) -> [PassTable] {
        guard let before = pass.treeBefore, let after = pass.treeAfter, let old = layout(before), let new = layout(after) else { return [] }
        var layout = AnimatedLayout(before: old, after: new)
        layout.tracks = layout.tracks.filter { $0.change != .unchanged }
        let groups = layout.transactionGroups(before: old, after: new, pass: pass, resolve: animation)
        var tables: [PassTable] = []
        func table(_ kind: PassTable.Kind, _ tracks: [AnimatedLayout.Track], _ animation: Animation) {
            var animated = layout
            animated.tracks = tracks
            let times = SampleGrid.times(step: 0.1, until: ValueTable.defaultEnd(animation, step: 0.1))
            let table = AnimatedLayoutTable(style: style, language: language)
            tables.append(PassTable(event: event, pass: index, kind: kind,
                                    text: table.render(animated, animation: animation, times: times, before: Message.beforeThePass.filled([])(language),
                                                      after: Message.afterThePass.filled([])(language)),
                                    json: table.json(animated, animation: animation, times: times).trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        // A group without an animation snaps; a transaction that moved nothing says so.
        for group in groups {
            if let animation = group.animation { table(group.setByModifier ? .implicitFrames : .frames, group.tracks, animation) }
        }
        if let animation = pass.animation.flatMap(animation), groups.isEmpty { table(.frames, [], animation) }
        return tables
    }

    /// `final`, the layout after an event, as drawn `seconds` after the event's last animated pass
    /// began (`render --at` after events); `final` itself when no pass animated.
    public func moment(_ record: UpdateRecord, final: LayoutResult, at seconds: Double) -> LayoutResult {
        guard let pass = record.passes.last(where: { $0.treeBefore != nil }), let before = pass.treeBefore, let after = pass.treeAfter,
              let old = layout(before), let new = layout(after) else { return final }
        let animated = AnimatedLayout(before: old, after: new)
        var animations: [String: Animation] = [:]
        for group in animated.transactionGroups(before: old, after: new, pass: pass, resolve: animation) {
            guard let animation = group.animation else { continue }
            for track in group.tracks { animations[track.path] = animation }
        }
        return AnimatedMoment(layout: animated, before: old, animations: animations).result(final, at: seconds)
    }

    /// The curve of a learner's animation; nil for one the engine cannot read as a curve.
    private func animation(_ written: TransactionAnimation) -> Animation? {
        written.expression.flatMap { try? parser.animation($0) }
    }
}
