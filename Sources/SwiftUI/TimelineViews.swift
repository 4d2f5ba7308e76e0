import Foundation
import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `TimelineView(.animation) { timeline in … }` (*Pro SwiftUI* L3079–3082): a view whose content
/// closure SwiftUI runs again at each date its schedule gives, with `timeline.date` that date.
/// viewlab's clock is fixed (Prelude.swift's `Date`), so a TimelineView is drawn at one chosen time:
/// `render --at SECONDS` (default 0) draws it as it is that many seconds after the session's start,
/// and `Date.now` inside its content, and inside a Canvas the content builds, reads the same
/// instant. It lays out as its content does (a Group's pass-through layout).
extension Interpreter {
    func timelineView(_ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        guard let written = r.take(nil), let content = r.closure() else { throw error(.timelineViewArguments, at: node) }
        let schedule = try timelineSchedule(written, at: node)
        let make: (Double) throws -> ViewValue = { [unowned self] seconds in
            let saved = self.secondsSinceStart
            self.secondsSinceStart = seconds
            defer { self.secondsSinceStart = saved }
            let context = self.timelineContext(date: schedule.date(atSeconds: seconds))
            return try self.viewValue(of: self.call(content, [Argument(label: nil, value: context)], at: node, asBuilder: true), at: node)
        }
        let view = try make(secondsSinceStart)
        // SwiftUI's type is `TimelineView<Schedule, Content>` (Apple's documentation); Content here is
        // the type of what the closure built, which approximates the closure's opaque result type.
        var container = ContainerValue(kind: .group, content: view, typeName: "TimelineView<\(schedule.typeName), \(view.typeName)>",
                                       label: callLabel("TimelineView", args))
        // Through the handle: the CLI may draw the timeline after the session's run has ended.
        container.contentAtTime = { [handle] seconds in
            guard let interpreter = handle.interpreter else { return .empty }
            interpreter.budget.restartClock()
            return try interpreter.replayed(make, schedule, atSeconds: seconds)
        }
        return .container(container)
    }

    /// The content at `seconds`, after the redraws before it. SwiftUI runs the content closure at
    /// each of the schedule's entries since the view appeared, and draws the canvases it builds
    /// each time, so what they keep between frames (*Pro SwiftUI* L3059–3062: a particle system's
    /// particles, born and dead frame by frame; L3155–3166: positions moved by the time since the
    /// last frame) is as those frames left it. viewlab does the same: the content is built at each
    /// earlier entry (60 frames a second for `.animation`, D1), and each canvas of the last frame
    /// first draws, and throws away, what the same canvas drew at each earlier one, in the size it
    /// is drawn at now. At most the last `replayedFrames` are replayed.
    private func replayed(_ make: (Double) throws -> ViewValue, _ schedule: TimelineScheduleValue, atSeconds seconds: Double) throws -> ViewValue {
        let frames = schedule.redraws(beforeSeconds: seconds).suffix(Self.replayedFrames)
        let earlier = try frames.map { try canvasRenderers(in: make($0)) }
        let last = try make(seconds)
        guard !earlier.isEmpty else { return last }
        let index = Counter()
        return try rewriting(last) { v in
            guard case .shape(var s) = v, let draw = s.canvas else { return nil }
            let before = earlier.compactMap { index.value < $0.count ? $0[index.value] : nil }
            index.value += 1
            s.canvas = { size in
                for earlierDraw in before { _ = try earlierDraw(size) }
                return try draw(size)
            }
            return .shape(s)
        }
    }

    /// 10 seconds of frames at 60 a second: `render --at 60` replays only the last 10 s, so that it
    /// takes seconds, not minutes (a debug build draws about 30 frames of 120 particles a second).
    static let replayedFrames = 600

    private final class Counter { var value = 0 }

    /// The canvases in a view, in the order `rewriting` visits them.
    private func canvasRenderers(in view: ViewValue) throws -> [(Size) throws -> [CanvasCommand]] {
        final class Found { var renderers: [(Size) throws -> [CanvasCommand]] = [] }
        let found = Found()
        _ = try rewriting(view) { v in
            if case .shape(let s) = v, let draw = s.canvas { found.renderers.append(draw) }
            return nil
        }
        return found.renderers
    }

    /// The context the content closure gets: `timeline.date` and `timeline.cadence` (`.live`).
    private func timelineContext(date: Double) -> Value {
        let cadence = Value.enumCase(EnumCase(typeName: "Cadence", name: "live", associated: []))
        return .instance(Instance(typeName: "TimelineViewDefaultContext", fields: [("date", dateValue(date)), ("cadence", cadence)]))
    }

    /// The session's start in seconds since the reference date: the Prelude's `Date.viewlabStart`.
    static let sessionStart: Double = 716_722_860

    /// A prelude `Date` at this many seconds since the reference date.
    func dateValue(_ interval: Double) -> Value {
        .instance(Instance(typeName: "Date", fields: [("timeIntervalSinceReferenceDate", .double(interval))]))
    }

    /// `.animation`, `.animation(minimumInterval:paused:)`, `.periodic(from:by:)`, `.everyMinute`,
    /// `.explicit(_:)`. A schedule of the learner's own (a `TimelineSchedule` conformance) is not run.
    private func timelineSchedule(_ value: Value, at node: Syntax) throws -> TimelineScheduleValue {
        let start = Self.sessionStart
        switch value.unboxed {
        case .unknown: return TimelineScheduleValue(kind: .animation(minimumInterval: nil, paused: false), start: start)
        case .implicitMember("animation", nil): return TimelineScheduleValue(kind: .animation(minimumInterval: nil, paused: false), start: start)
        case .implicitMember("everyMinute", nil): return TimelineScheduleValue(kind: .everyMinute, start: start)
        case .implicitMember("animation", let args?):
            var a = DrawingArguments("animation", args, takes: "minimumInterval: Double?, paused: Bool", at: node, self)
            let interval = a.value("minimumInterval").flatMap(toDouble)
            let paused = try a.bool("paused", default: false)
            try a.finish()
            return TimelineScheduleValue(kind: .animation(minimumInterval: interval.flatMap { $0 > 0 ? $0 : nil }, paused: paused), start: start)
        case .implicitMember("periodic", let args?):
            var a = DrawingArguments("periodic", args, takes: "from: Date, by: TimeInterval", at: node, self)
            guard let from = a.value("from").flatMap(scheduleDate), let interval = try? a.number("by") else { throw a.failure() }
            try a.finish()
            return TimelineScheduleValue(kind: .periodic(from: from, by: interval), start: start)
        case .implicitMember("explicit", let args?):
            var a = DrawingArguments("explicit", args, takes: "_ dates: [Date]", at: node, self)
            guard let dates = a.value(nil), let list = try? elements(of: dates, at: node) else { throw a.failure() }
            let intervals = list.compactMap(scheduleDate)
            guard intervals.count == list.count else { throw a.failure() }
            try a.finish()
            let type = "ExplicitTimelineSchedule<\(typeName(of: dates))>"
            return TimelineScheduleValue(kind: .explicit(intervals.sorted()), start: start, typeName: type)
        default:
            if case .instance(let i) = value.unboxed, types[i.typeName]?.conforms(to: "TimelineSchedule") == true {
                throw unsupported(.ownTimelineSchedule(type: i.typeName), at: node)
            }
            throw error(.timelineSchedule, describe(value), at: node)
        }
    }

    /// A schedule's date: a `Date`, or `.now` (the time the TimelineView is built).
    private func scheduleDate(_ value: Value) -> Double? {
        if case .implicitMember("now", nil) = value.unboxed { return Self.sessionStart + secondsSinceStart }
        return dateInterval(value)
    }

    /// The view with every TimelineView's content as it is `seconds` after the session's start:
    /// what `render --at` draws. The rest of the tree is kept as it is.
    func atSeconds(_ view: ViewValue, _ seconds: Double) throws -> ViewValue {
        try rewriting(view) { v in
            guard case .container(var c) = v, let make = c.contentAtTime else { return nil }
            // The new content is built at that time, TimelineViews in it too.
            c.content = try make(seconds)
            return .container(c)
        }
    }
}

/// A TimelineView's schedule: which date its content shows at a time.
struct TimelineScheduleValue {
    enum Kind {
        case animation(minimumInterval: Double?, paused: Bool)
        case periodic(from: Double, by: Double)
        case everyMinute
        case explicit([Double])
    }
    let kind: Kind
    /// The session's start, in seconds since the reference date.
    let start: Double
    var typeName: String

    init(kind: Kind, start: Double, typeName: String? = nil) {
        self.kind = kind; self.start = start
        let standard = switch kind {
        case .animation: "AnimationTimelineSchedule"
        case .periodic: "PeriodicTimelineSchedule"
        case .everyMinute: "EveryMinuteTimelineSchedule"
        case .explicit: "ExplicitTimelineSchedule<Array<Date>>"
        }
        self.typeName = typeName ?? standard
    }

    /// The times (seconds after the session's start) the view was drawn at before the one it shows at
    /// `seconds`: when it appeared (0), then each of the schedule's entries up to that one.
    func redraws(beforeSeconds seconds: Double) -> [Double] {
        let shown = date(atSeconds: seconds) - start
        guard shown > 0 else { return [] }
        var times: [Double]
        switch kind {
        case .animation(_, true): return []
        case .animation(let interval, false):
            let step = interval ?? 1.0 / 60
            let count = Int((shown / step).rounded(.up))
            times = (0..<max(count, 0)).map { Double($0) * step }
        case .periodic(let from, let by):
            guard by > 0 else { return [0] }
            let first = max(0, ((start - from) / by).rounded(.up))
            let count = Int(((start + shown - from) / by).rounded(.up))
            times = [0] + (Int(first)..<max(count, Int(first))).map { from + Double($0) * by - start }
        case .everyMinute:
            let firstMinute = (start / 60).rounded(.down) + 1
            let count = Int(((start + shown) / 60).rounded(.up) - firstMinute)
            times = [0] + (0..<max(count, 0)).map { (firstMinute + Double($0)) * 60 - start }
        case .explicit(let dates):
            times = [0] + dates.map { $0 - start }
        }
        return Array(Set(times.filter { $0 >= 0 && $0 < shown })).sorted()
    }

    /// The date the content shows `seconds` after the session's start: the schedule's latest
    /// entry at or before that instant (Apple's documentation of each schedule's entries). Not in
    /// source: before a schedule's first entry, the instant itself (the view drawn when it appears);
    /// a paused animation schedule stays at the start, where it drew last.
    func date(atSeconds seconds: Double) -> Double {
        let now = start + seconds
        switch kind {
        case .animation(_, true): return start
        case .animation(let interval?, false): return start + (seconds / interval).rounded(.down) * interval
        case .animation(nil, false): return now
        case .periodic(let from, let by):
            guard by > 0, now >= from else { return now }
            return from + ((now - from) / by).rounded(.down) * by
        case .everyMinute: return max(start, (now / 60).rounded(.down) * 60)
        case .explicit(let dates): return dates.last { $0 <= now } ?? now
        }
    }
}

extension Session {
    /// The view with every TimelineView's content as it is `seconds` after the session's start
    /// (`render --at`); learner code runs, and may fail, as in any body.
    public func view(_ view: ViewValue, atSeconds seconds: Double) throws -> ViewValue {
        try interpreter.atSeconds(view, seconds)
    }

    /// The time a picture is drawn at (`render --at`, 0 without it): SpriteKit's clock, `u_time`,
    /// when a `SpriteView` is drawn (SpriteViews.swift).
    public func drawing(atSeconds seconds: Double) { interpreter.spriteKitSeconds = seconds }
}
