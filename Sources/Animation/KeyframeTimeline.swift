/// `KeyframeTimeline`: tracks in parallel, sampled with `value(time:)` without any view (L3341).
/// A finished track holds its last value; the timeline lasts as long as its longest track (§3.8).
public struct KeyframeTimeline: Sendable {
    public var initial: [Double]
    public var tracks: [KeyframeTrack]

    /// - Parameter initial: each track's starting value, in track order.
    public init(initial: [Double], tracks: [KeyframeTrack]) {
        precondition(initial.count == tracks.count, "one initial value per track")
        self.initial = initial; self.tracks = tracks
    }

    public var duration: Double { tracks.map(\.duration).max() ?? 0 }

    /// Every track's value at time t.
    public func value(time t: Double) -> [Double] {
        zip(initial, tracks).map { TrackCurve(initial: $0, track: $1).value(at: t) }
    }
}
