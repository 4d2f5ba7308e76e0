import ArgumentParser
import Foundation
import ViewlabLanguage

/// The budgets of the subcommands that run learner code and of the REPL: an option wins over its
/// environment variable (VIEWLAB_MAX_STEPS, VIEWLAB_MAX_MEMORY, VIEWLAB_TIMEOUT), which wins over
/// the standard limit (README "Budgets").
struct BudgetOptions: ParsableArguments {
    @Option(name: .customLong("max-steps"), help: ArgumentHelp("Stop learner code after N steps (also VIEWLAB_MAX_STEPS).", valueName: "N"))
    var maxSteps: String?
    @Option(name: .customLong("max-memory"), help: ArgumentHelp("No string, array or dictionary may grow past SIZE, e.g. 64M (also VIEWLAB_MAX_MEMORY).", valueName: "SIZE"))
    var maxMemory: String?
    @Option(help: ArgumentHelp("Stop learner code after SECONDS (also VIEWLAB_TIMEOUT).", valueName: "SECONDS"))
    var timeout: String?

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
