import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Foundation's `Timer` and `RunLoop` and Combine's `AnyCancellable` (Apple's documentation), as
/// far as a view makes them: `Timer.publish(every:on:in:).autoconnect()` for `.onReceive`, and
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`. viewlab has no run loop: a timer never
/// fires (`.onReceive` is marked as having no effect), so the views show their state as it is.
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
"""

/// Parsed once per process.
package let timerPreludeTree: SourceFileSyntax = {
    let parsed = Parser.parse(source: timerPreludeSource)
    return OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
}()
