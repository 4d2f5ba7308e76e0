import ArgumentParser
import Foundation
import ViewlabLanguage

/// The budgets of the subcommands that run learner code and of the REPL: an option wins over its
/// environment variable (VIEWLAB_MAX_STEPS, VIEWLAB_MAX_MEMORY, VIEWLAB_TIMEOUT), which wins over
/// the standard limit (README "Budgets").
struct BudgetOptions: ParsableArguments {
    @Option(name: .customLong("max-steps"), help: help(.steps, "Stop learner code after N steps"))
    var maxSteps: String?
    @Option(name: .customLong("max-memory"), help: help(.memory, "No string, array or dictionary may grow past SIZE, e.g. 512K or 1G"))
    var maxMemory: String?
    @Option(help: help(.timeout, "Stop learner code after SECONDS of wall-clock time"))
    var timeout: String?

    private static func help(_ setting: Budget.Setting, _ text: String) -> ArgumentHelp {
        ArgumentHelp("\(text) (default \(Budget.Limits.standard.text(of: setting)); also \(setting.variable)).", valueName: setting.placeholder)
    }

    func validate() throws {
        do { _ = try limits() } catch let error as Budget.SettingError { throw ValidationError(error.description) }
    }

    func limits() throws -> Budget.Limits {
        var limits = try Budget.Limits.from(environment: ProcessInfo.processInfo.environment).get()
        for (setting, text) in [(Budget.Setting.steps, maxSteps), (.memory, maxMemory), (.timeout, timeout)] {
            guard let text else { continue }
            if !limits.set(setting, text) { throw Budget.SettingError(setting: setting, text: text, source: setting.option) }
        }
        return limits
    }
}
