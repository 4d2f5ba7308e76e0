import Foundation
import Synchronization
import SwiftSyntax
import ViewlabModel

/// Limits that stop learner code which would run forever, recurse without end or fill the
/// machine's memory, and Ctrl-C. Every check the interpreter makes goes through here, so that a
/// later evaluator (an IR) keeps the same budgets by calling the same methods.
///
/// Steps and time stop endless loops: the clock is the main guard, steps a deterministic backstop
/// (a 300,000-iteration loop runs to its end, `while true {}` stops within a couple of seconds).
/// Memory is checked where a string, array or dictionary grows, before it is allocated, and the
/// process's resident memory is a backstop for many medium values.
public final class Budget: @unchecked Sendable {
    /// The limits of one evaluation (a file's run, a REPL input). Not in source: the defaults come
    /// from measurements on the workshop machine (2 shared cores). A release build runs a
    /// 300,000-iteration loop (1.2 million steps) in about a tenth of a second, a debug build in
    /// under a second. Ten million steps stop an endless loop deterministically, one second of
    /// wall-clock time first (issue 9: "an endless loop still stops within about a second"). No book program needs more than a few MiB per value.
    public struct Limits: Sendable, Equatable {
        public var steps: Int
        public var depth: Int
        /// Bytes: no string, array or dictionary may grow past it, nor the process's resident memory
        /// by more than four times it in one evaluation.
        public var memory: Int
        /// Wall-clock time of one evaluation.
        public var seconds: Double
        public init(steps: Int, depth: Int, memory: Int, seconds: Double) {
            self.steps = steps; self.depth = depth; self.memory = memory; self.seconds = seconds
        }
        public static let standard = Limits(steps: 10_000_000, depth: 1_000, memory: 64 << 20, seconds: 1)
        /// The most `--max-depth` takes. Learner code runs on a thread with a 512 MiB stack
        /// (Session.onLargeStack), and stops sooner when that runs low (`enter`): a plain recursive
        /// function reaches about 50,000 calls in a debug build, a view that contains itself 7,000.
        public static let deepest = 100_000
    }

    @exclusivity(unchecked) public var limits: Limits
    /// Whether the process's resident memory is a backstop. It measures the whole process, so code
    /// that shares its process with other work (tests running side by side) turns it off.
    public var watchesResidentMemory = true
    public var maxSteps: Int { limits.steps }
    // Counted at every step: unchecked, since nothing holds an access to them across a call (the
    // checks took a tenth of a tight loop's time).
    @exclusivity(unchecked) public private(set) var steps = 0
    @exclusivity(unchecked) package var depth = 0
    private var started = ContinuousClock.now
    private var residentAtStart = 0

    public init(_ limits: Limits = .standard) { self.limits = limits }
    public convenience init(maxSteps: Int = Limits.standard.steps, maxDepth: Int = Limits.standard.depth) {
        self.init(Limits(steps: maxSteps, depth: maxDepth, memory: Limits.standard.memory, seconds: Limits.standard.seconds))
    }

    /// A fresh allowance for the next evaluation.
    public func reset() {
        steps = 0; depth = 0
        residentAtStart = Budget.residentBytes() ?? 0
        restartClock()
    }

    /// Layout calls learner code back (a GeometryReader's content, an alignment guide, a Shape's
    /// size) after the evaluation that built the view, perhaps much later in a REPL: each call gets
    /// the time budget again, and forgets a Ctrl-C pressed before it. Its steps still count against
    /// the evaluation's.
    public func restartClock() {
        started = .now
        Budget.interruption.store(false, ordering: .relaxed)
    }

    // MARK: Steps, time and Ctrl-C

    @inline(__always)package 
    func step(_ interpreter: Interpreter, at node: some SyntaxProtocol) throws {
        steps &+= 1
        if steps & 0xFFF != 0 && steps <= limits.steps { return }
        try check(interpreter, at: node)
    }

    /// Uncounts `n` steps `tookQuickly` counted that the work did not reach (an operand before
    /// them stopped with an error), so that the count is the one taken step by step.
    @inline(__always) package func giveBack(_ n: Int) { steps &-= n }

    /// Counts `n` steps at once when `step` would check at none of them (none is a multiple of
    /// 4,096 nor past the limit), and answers true; else counts none, and the caller counts them
    /// one by one, each at its node.
    @inline(__always) package func tookQuickly(_ n: Int) -> Bool {
        let next = steps &+ n
        guard next >> 12 == steps >> 12, next <= limits.steps else { return false }
        steps = next
        return true
    }

    /// The checks `step` makes every 4,096 steps, and at the step limit.
    private func check(_ interpreter: Interpreter, at node: some SyntaxProtocol) throws {
        if steps > limits.steps {
            throw interpreter.error(.stepBudget, limits.steps, at: node,
                notes: [interpreter.note(.budgetWhy), Budget.howToSet(.steps)])
        }
        // A clock read every 4,096 steps (a few milliseconds) and the process's memory every 65,536
        // cost nothing measurable; every step would.
        guard steps & 0xFFF == 0 else { return }
        if Budget.interruption.load(ordering: .relaxed) {
            throw interpreter.error(.interrupted, at: node, notes: [interpreter.note(.interruptedNote)])
        }
        if started.duration(to: .now) > .seconds(limits.seconds) {
            // 1 second, singular; any other timeout, plural.
            if limits.seconds == 1 {
                throw interpreter.error(.timeBudget, Budget.number(seconds: limits.seconds), at: node,
                    notes: [interpreter.note(.budgetWhy), Budget.howToSet(.timeout)])
            }
            throw interpreter.error(.timeBudgetSeconds, Budget.number(seconds: limits.seconds), at: node,
                notes: [interpreter.note(.budgetWhy), Budget.howToSet(.timeout)])
        }
        // The backstop for many medium values. It is looser than the limit on one value, since the
        // interpreter's own bookkeeping (boxes, scopes, temporaries) grows with the program too.
        if steps & 0xFFFF == 0, watchesResidentMemory, let resident = Budget.residentBytes(), resident - residentAtStart > 4 * limits.memory {
            throw interpreter.error(.memoryBudget, Budget.describe(bytes: resident - residentAtStart),
                Budget.describe(bytes: 4 * limits.memory), Budget.describe(bytes: limits.memory), at: node,
                notes: [Budget.howToSet(.memory)])
        }
    }

    /// Ctrl-C: the running evaluation stops at its next check. Safe in a signal handler (one atomic
    /// store); the flag is cleared when the next evaluation starts.
    public static func interrupt() { interruption.store(true, ordering: .relaxed) }
    private static let interruption = Atomic<Bool>(false)

    /// Makes SIGINT interrupt running code. The flag is made here, before the handler can run, so
    /// that the handler never initialises it (lazy initialisation takes a lock).
    public static func interruptOnSIGINT() {
        interruption.store(false, ordering: .relaxed)
        _ = signal(SIGINT) { _ in Budget.interrupt() }
    }

    // MARK: Depth

    @inline(__always)package 
    func enter(_ interpreter: Interpreter, at node: some SyntaxProtocol, _ what: @autoclosure () -> String) throws {
        depth += 1
        // However deep `--max-depth` lets code go, it stops before the thread's stack runs out (a
        // level of a view's body takes far more stack than a function's): checked every 128 levels.
        if depth > limits.depth || depth & 127 == 0 { try checkDepth(interpreter, at: node, what) }
    }

    /// The checks `enter` makes past the depth limit and every 128 levels; the place is named only
    /// when the code stops.
    private func checkDepth(_ interpreter: Interpreter, at node: some SyntaxProtocol, _ what: () -> String) throws {
        if depth > limits.depth || Budget.stackIsNearlyFull() {
            let reached = min(depth, limits.depth)
            depth = 0
            let place = what()
            let notes = [interpreter.note(.recursionNeedsBase), Budget.howToSet(.depth)]
            // A closure has no name to quote: its own wording, "in a closure".
            if place != "a closure" {
                throw interpreter.error(.depthBudget, reached, place, at: node, notes: notes)
            }
            throw interpreter.error(.depthBudgetInClosure, reached, at: node, notes: notes)
        }
    }

    /// Whether the stack of the thread learner code runs on is nearly used up: below the address
    /// its thread noted (`noteStackLimit`; the stack grows down). Other threads: no check.
    private static func stackIsNearlyFull() -> Bool {
        guard let limit = (Thread.current.threadDictionary[stackLimitKey] as? NSNumber)?.uintValue else { return false }
        return stackAddress() < limit
    }

    /// The stack learner code runs on, and where its thread notes how deep that stack may go.
    package static let largeStackSize = 512 << 20
    private static let stackLimitKey = "viewlab.stackLimit"

    /// Notes, first thing on a thread with a stack of `size` bytes, the address below which code
    /// stops (an eighth of the stack left), and gives what was noted before, for `restoreStackLimit`.
    package static func noteStackLimit(stackSize size: Int) -> Any? {
        let previous = Thread.current.threadDictionary[stackLimitKey]
        Thread.current.threadDictionary[stackLimitKey] = NSNumber(value: stackAddress() &- UInt(size - size / 8))
        return previous
    }

    /// Puts back what `noteStackLimit` gave.
    package static func restoreStackLimit(_ previous: Any?) {
        Thread.current.threadDictionary[stackLimitKey] = previous
    }

    /// Where the stack is now: the address of a local (not inlined, so it is this call's frame).
    @inline(never) package static func stackAddress() -> UInt {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }
    package func leave() { depth = max(0, depth - 1) }

    // MARK: Memory

    /// What grows, for the memory budget's message.
    package enum Growth: String { case string, array, dictionary }

    /// Not in source: what one element of an array costs here, measured on `Array(0..<1_000_000)`
    /// (the element's slot and the temporaries that build the array); a dictionary entry is two.
    package static let bytesPerElement = 48

    /// Stops a string that would be `bytes` UTF-8 bytes long, before it is made.
    package func string(_ interpreter: Interpreter, bytes: Int, at node: some SyntaxProtocol) throws {
        try grow(interpreter, .string, to: bytes, at: node)
    }

    /// Stops an array or dictionary that would hold `count` elements, before it is made.
    package func elements(_ interpreter: Interpreter, _ count: Int, of kind: Growth, at node: some SyntaxProtocol) throws {
        let perElement = kind == .dictionary ? 2 * Budget.bytesPerElement : Budget.bytesPerElement
        let (bytes, overflow) = count.multipliedReportingOverflow(by: perElement)
        try grow(interpreter, kind, to: overflow ? .max : bytes, at: node)
    }

    /// Whether a string, array or dictionary of `bytes` stays within the memory budget: a caller in
    /// a loop asks before it names the node that `string` or `elements` would report.
    @inline(__always) package func allows(bytes: Int) -> Bool { bytes <= limits.memory }

    private func grow(_ interpreter: Interpreter, _ kind: Growth, to bytes: Int, at node: some SyntaxProtocol) throws {
        guard !allows(bytes: bytes) else { return }
        let message: Message = switch kind {
        case .string: .memoryBudgetString
        case .array: .memoryBudgetArray
        case .dictionary: .memoryBudgetDictionary
        }
        throw interpreter.error(message, Budget.describe(bytes: bytes), Budget.describe(bytes: limits.memory), at: node,
            notes: [Budget.howToSet(.memory)])
    }

    /// The process's resident memory, from /proc/self/statm (Linux); nil elsewhere.
    package static func residentBytes() -> Int? {
        let fd = open("/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 96)
        let n = read(fd, &buffer, buffer.count)
        guard n > 0 else { return nil }
        // "size resident shared …" in pages.
        let fields = buffer[..<n].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    // MARK: Messages

    /// The limits a learner can set, and how (README "Budgets").
    public enum Setting: String, CaseIterable, Sendable { case steps, memory, timeout, depth }

    package static func howToSet(_ setting: Setting) -> Bilingual {
        Message.budgetHowToSet.filled(with: [setting.option, setting.placeholder, setting.variable, setting.rawValue])
    }

    /// `64 MiB`, `1.5 GiB`, `512 KiB`, `100 bytes`.
    public static func describe(bytes: Int) -> String {
        let units = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
        guard let (size, unit) = units.first(where: { bytes >= $0.0 }) else { return "\(bytes) bytes" }
        return number(Double(bytes) / Double(size)) + " " + unit
    }

    /// `1 second`, `2.5 seconds`, as given.
    public static func describe(seconds: Double) -> String {
        number(seconds: seconds) + (seconds == 1 ? " second" : " seconds")
    }

    /// `1`, `2.5`: a number of seconds as given, without its unit.
    package static func number(seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    /// At most one decimal, none when whole; rounded up, so that a size past a limit never reads as
    /// the limit itself.
    private static func number(_ x: Double) -> String {
        let rounded = (x * 10).rounded(.up) / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
