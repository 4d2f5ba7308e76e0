import ArgumentParser
import Foundation
import ViewlabLanguage
import ViewlabSwiftUI

/// The budgets of the subcommands that run learner code and of the REPL: an option wins over its
/// environment variable (VIEWLAB_MAX_STEPS, VIEWLAB_MAX_MEMORY, VIEWLAB_TIMEOUT, VIEWLAB_MAX_DEPTH), which wins over
/// the standard limit (README "Budgets").
struct BudgetOptions: ParsableArguments {
    @Option(name: .customLong("max-steps"), help: budgetHelp(.steps, "Stop learner code after N steps", "学员代码执行 N 步后停止"))
    var maxSteps: String?
    @Option(name: .customLong("max-memory"), help: budgetHelp(.memory, "No string, array or dictionary may grow past SIZE, e.g. 512K or 1G",
                                                               "字符串、数组和字典都不能超过 SIZE，例如 512K 或 1G"))
    var maxMemory: String?
    @Option(name: .customLong("max-depth"), help: budgetHelp(.depth, "Stop learner code that calls N functions deep", "学员代码的函数调用深度达到 N 层时停止"))
    var maxDepth: String?
    @Option(help: budgetHelp(.timeout, "Stop learner code after SECONDS of wall-clock time", "学员代码运行 SECONDS 秒（按实际经过的时间）后停止"))
    var timeout: String?

    private static func budgetHelp(_ setting: Budget.Setting, _ en: String, _ zh: String) -> ArgumentHelp {
        let standard = Budget.Limits.standard
        // `1 second` in English; the Chinese says 秒 itself.
        let zhStandard = setting == .timeout ? (standard.seconds == standard.seconds.rounded() ? String(Int(standard.seconds)) : String(standard.seconds)) + " 秒"
                                             : standard.text(of: setting)
        return help("\(en) (default \(standard.text(of: setting)); also \(setting.variable)).",
                    "\(zh)（默认 \(zhStandard)；也可用 \(setting.variable) 设置）。", valueName: setting.placeholder)
    }

    func validate() throws {
        do { _ = try limits() } catch let error as Budget.SettingError { throw ValidationError(error.message(in: HelpLanguage.current)) }
    }

    func limits() throws -> Budget.Limits {
        var limits = try Budget.Limits.from(environment: ProcessInfo.processInfo.environment).get()
        for (setting, text) in [(Budget.Setting.steps, maxSteps), (.memory, maxMemory), (.timeout, timeout), (.depth, maxDepth)] {
            guard let text else { continue }
            if !limits.set(setting, text) { throw Budget.SettingError(setting: setting, value: text, source: setting.option) }
        }
        return limits
    }
}
