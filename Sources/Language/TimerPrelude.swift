/// Foundation's `Timer` and `RunLoop`, Combine's `AnyCancellable` and Swift's `Task` (Apple's
/// documentation), as far as a view uses them: `Timer.publish(every:on:in:).autoconnect()` for
/// `.onReceive`, `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, `Task { … }` and
/// `Task.sleep`. viewlab has one thread and no run loop: a timer never fires (`.onReceive` is marked
/// as having no effect), and a Task's operation runs at once, to its end (awaiting is evaluating,
/// ExpressionLowering.swift), so sleeping takes no time.
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
"""
