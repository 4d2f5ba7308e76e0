/// Foundation's `Timer` and `RunLoop`, Combine's `AnyCancellable` and Swift's `Task` (Apple's
/// documentation), as far as a view uses them: `Timer.publish(every:on:in:).autoconnect()` for
/// `.onReceive`, `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, `Task { … }` and
/// `Task.sleep`. viewlab has one thread and no run loop: a timer never fires (`.onReceive` is marked
/// as having no effect), and a Task's operation runs at once, to its end (awaiting is evaluating,
/// ExpressionLowering.swift), so sleeping takes no time. Dispatch's queues run their work the same
/// way: `DispatchQueue.main.async { … }` and `asyncAfter(deadline:)` run it at once, whatever the delay.
package let timerPreludeSource = """
final class RunLoop {
    static let main = RunLoop()
    static let current = RunLoop()
    struct Mode: Equatable {
        static let common = Mode()
        static let `default` = Mode()
    }
}
final class AnyCancellable {
    func cancel() {}
}
final class Timer {
    let timeInterval: Double
    var isValid = true
    init(timeInterval: Double) { self.timeInterval = timeInterval }
    final class TimerPublisher {
        let interval: Double
        init(interval: Double) { self.interval = interval }
        func autoconnect() -> TimerPublisher { self }
        var upstream: TimerPublisher { self }
        func connect() -> AnyCancellable { AnyCancellable() }
    }
    static func publish(every interval: Double, tolerance: Double? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }
    static func scheduledTimer(withTimeInterval interval: Double, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer {
        Timer(timeInterval: interval)
    }
    func invalidate() { isValid = false }
}
enum TaskPriority: Equatable {
    case high, medium, low, userInitiated, utility, background
}
struct Task {
    var isCancelled: Bool { false }
    @discardableResult
    init(priority: TaskPriority? = nil, operation: @escaping () async throws -> Void) { try? operation() }
    static func sleep(nanoseconds duration: UInt64) async throws {}
    static func sleep<D>(for duration: D) async throws {}
    static var isCancelled: Bool { false }
    static func checkCancellation() throws {}
    static func yield() async {}
    func cancel() {}
}
// The work runs at once, so a deadline is kept only as written: `.now() + 2`, `.now() + .seconds(2)`.
struct DispatchTime: Comparable {
    static func now() -> DispatchTime { DispatchTime() }
    static var distantFuture: DispatchTime { DispatchTime() }
    static func + (time: DispatchTime, offset: Any) -> DispatchTime { time }
    static func - (time: DispatchTime, offset: Any) -> DispatchTime { time }
    static func < (a: DispatchTime, b: DispatchTime) -> Bool { false }
}
typealias DispatchWallTime = DispatchTime
enum DispatchTimeInterval: Equatable {
    case seconds(Int), milliseconds(Int), microseconds(Int), nanoseconds(Int), never
}
struct DispatchQoS: Equatable {
    enum QoSClass: Equatable { case userInteractive, userInitiated, `default`, utility, background, unspecified }
    let qosClass: QoSClass
    static let userInteractive = DispatchQoS(qosClass: .userInteractive)
    static let userInitiated = DispatchQoS(qosClass: .userInitiated)
    static let `default` = DispatchQoS(qosClass: .default)
    static let utility = DispatchQoS(qosClass: .utility)
    static let background = DispatchQoS(qosClass: .background)
    static let unspecified = DispatchQoS(qosClass: .unspecified)
}
final class DispatchWorkItem {
    let block: () -> Void
    var isCancelled = false
    init(qos: DispatchQoS = .default, block: @escaping () -> Void) { self.block = block }
    func perform() { if !isCancelled { block() } }
    func cancel() { isCancelled = true }
    // `asyncAfter(deadline:execute:)` is given an item or a closure, and calls either.
    func callAsFunction() { perform() }
}
final class DispatchQueue {
    static let main = DispatchQueue(label: "com.apple.main-thread")
    let label: String
    init(label: String, qos: DispatchQoS = .default) { self.label = label }
    static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { DispatchQueue(label: "global") }
    func async(qos: DispatchQoS = .default, execute work: @escaping () -> Void) { work() }
    func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .default, execute work: @escaping () -> Void) { work() }
    func sync(execute work: () -> Void) { work() }
}
"""
