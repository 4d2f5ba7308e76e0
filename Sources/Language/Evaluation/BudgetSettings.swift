import Foundation
import ViewlabModel

/// How the limits a learner or an instructor may change are named and written: an option of the
/// subcommands that run code, an environment variable, and a REPL setting (README "Budgets").
extension Budget.Setting {
    public var option: String {
        switch self {
        case .steps: "--max-steps"
        case .memory: "--max-memory"
        case .timeout: "--timeout"
        case .depth: "--max-depth"
        }
    }

    public var variable: String {
        switch self {
        case .steps: "VIEWLAB_MAX_STEPS"
        case .memory: "VIEWLAB_MAX_MEMORY"
        case .timeout: "VIEWLAB_TIMEOUT"
        case .depth: "VIEWLAB_MAX_DEPTH"
        }
    }

    public var placeholder: String {
        switch self {
        case .steps: "N"
        case .memory: "SIZE"
        case .timeout: "SECONDS"
        case .depth: "N"
        }
    }

    /// The message that refuses a value: it says what a value must look like.
    package var refusal: Message {
        switch self {
        case .steps: .badSteps
        case .memory: .badMemory
        case .timeout: .badTimeout
        case .depth: .badDepth
        }
    }
}

extension Budget.Limits {
    /// Sets one limit from its text; false, changing nothing, when the text is not a valid value.
    public mutating func set(_ setting: Budget.Setting, _ text: String) -> Bool {
        let text = text.trimmingCharacters(in: .whitespaces)
        switch setting {
        case .steps:
            guard let n = Int(text.replacingOccurrences(of: "_", with: "")), n > 0 else { return false }
            steps = n
        case .memory:
            guard let bytes = Budget.Limits.bytes(text) else { return false }
            memory = bytes
        case .timeout:
            guard let s = Double(text.hasSuffix("s") ? String(text.dropLast()) : text), s > 0, s.isFinite else { return false }
            seconds = s
        case .depth:
            guard let n = Int(text.replacingOccurrences(of: "_", with: "")), (1...Budget.Limits.deepest).contains(n) else { return false }
            depth = n
        }
        return true
    }

    /// Back to the standard limit (`:unset`).
    public mutating func reset(_ setting: Budget.Setting) {
        let standard = Budget.Limits.standard
        switch setting {
        case .steps: steps = standard.steps
        case .memory: memory = standard.memory
        case .timeout: seconds = standard.seconds
        case .depth: depth = standard.depth
        }
    }

    /// The limit as `:set` shows it: `10000000`, `64 MiB`, `1 second`.
    public func text(of setting: Budget.Setting) -> String {
        switch setting {
        case .steps: String(steps)
        case .memory: Budget.describe(bytes: memory)
        case .timeout: Budget.describe(seconds: seconds)
        case .depth: String(depth)
        }
    }

    /// The limits the environment sets over the standard ones; the first variable with a bad value
    /// is returned instead.
    public static func from(environment: [String: String]) -> Result<Budget.Limits, Budget.SettingError> {
        var limits = Budget.Limits.standard
        for setting in Budget.Setting.allCases {
            guard let text = environment[setting.variable] else { continue }
            if !limits.set(setting, text) { return .failure(Budget.SettingError(setting: setting, value: text, source: setting.variable)) }
        }
        return .success(limits)
    }

    /// `512K`, `64M`, `64MiB`, `1G`, or a bare number of MiB.
    private static func bytes(_ text: String) -> Int? {
        var digits = text.uppercased()
        for suffix in ["IB", "B"] where digits.hasSuffix(suffix) { digits.removeLast(suffix.count) }
        var unit = 1 << 20
        if let last = digits.last, let shift = ["K": 10, "M": 20, "G": 30][String(last)] {
            unit = 1 << shift
            digits.removeLast()
        }
        guard let n = Double(digits.trimmingCharacters(in: .whitespaces)), n > 0, n * Double(unit) < Double(Int.max) / 2 else { return nil }
        return max(1, Int(n * Double(unit)))
    }
}

extension Budget {
    /// A limit given a value it cannot take.
    public struct SettingError: BilingualError, CustomStringConvertible {
        public var setting: Setting
        public var value: String
        /// Where the value came from: an option, a variable, a REPL setting.
        public var source: String
        public init(setting: Setting, value: String, source: String) { self.setting = setting; self.value = value; self.source = source }
        public var text: Bilingual? { setting.refusal.filled(with: [source, self.value]) }
        public var message: String { setting.refusal.filled(with: [source, self.value]).en }
        public var description: String { message }
    }
}
