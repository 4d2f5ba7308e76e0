/// A property changed several times, each change possibly animated: the data behind the table of
/// "running animations and their sum" (environment-animation.md §3.5, golden D5 and D6).
public struct InterruptionScenario: Sendable {
    public struct Change: Sendable {
        public var time: Double
        public var value: Double
        /// nil snaps.
        public var animation: Animation?
        public init(at time: Double, to value: Double, animation: Animation?) {
            self.time = time; self.value = value; self.animation = animation
        }
    }

    public var initial: Double
    public var changes: [Change]

    public init(initial: Double, changes: [Change]) {
        self.initial = initial
        self.changes = changes.sorted { $0.time < $1.time }
    }

    /// The property after every change made at or before t.
    public func property(at t: Double) -> AnimatedProperty {
        var property = AnimatedProperty(initial)
        for change in changes where change.time <= t {
            property.set(change.value, at: change.time, animation: change.animation)
        }
        return property
    }

    public func presentation(at t: Double) -> Double { property(at: t).presentation(at: t) }

    /// The time after which nothing runs any more (the last change's removal).
    public var end: Double {
        var property = AnimatedProperty(initial)
        var end = 0.0
        for change in changes {
            property.set(change.value, at: change.time, animation: change.animation)
            for running in property.running {
                end = max(end, running.start + running.animation.removalTime(delta: running.delta))
            }
            end = max(end, change.time)
        }
        return end
    }
}
