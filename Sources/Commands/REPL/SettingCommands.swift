import Foundation
import ViewlabModel
import ViewlabAnimation
import ViewlabLanguage
import ViewlabSwiftUI

/// `:set`, `:unset` and `:proposal`: colour, ascii, what showing a view prints, the platform whose
/// animation constants `:animate` uses, the budgets inputs run under, the proposal.
extension REPLCommands {
    static let settingNames = ["colour", "ascii", "show", "platform"] + Budget.Setting.allCases.map(\.rawValue)

    static func set(_ repl: REPL, _ text: String) -> CommandOutput {
        if isAssignmentEvent(text) { return repl.handleEvent("set " + text) }
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        guard let name = words.first else { return describe(repl.settings) }
        let value = words.count > 1 ? words[1] : nil
        switch canonical(name) {
        case "colour":
            guard let on = flag(value) else { return usageError("set", repl.settings.language) }
            return setColour(on, repl)
        case "ascii":
            guard let on = flag(value) else { return usageError("set", repl.settings.language) }
            repl.settings.ascii = on
        case "show":
            let names = (value ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard !names.isEmpty else { return usageError("set", repl.settings.language) }
            if let bad = names.first(where: { viewCommand(named: $0) == nil }) {
                return CommandOutput(stderr: CommandMessages.cannotShow.filled([bad, viewCommands.map(\.name).joined(separator: ", ")])(repl.settings.language) + "\n",
                                     exitCode: CommandOutput.badInput)
            }
            repl.settings.show = names
        case "platform":
            guard let platform = value.flatMap(Platform.init(rawValue:)) else {
                return CommandOutput(stderr: CommandMessages.platformUsage.filled([Platform.allCases.map(\.rawValue).joined(separator: "|")])(repl.settings.language) + "\n",
                                     exitCode: CommandOutput.badInput)
            }
            repl.settings.platform = platform
        default:
            guard let setting = Budget.Setting(rawValue: name) else { return unknownSetting(name, repl.settings.language) }
            return setLimit(setting, value, repl)
        }
        return CommandOutput()
    }

    /// `:set timeout 10`; without a value, shows the limit (`:set` alone lists the other settings).
    private static func setLimit(_ setting: Budget.Setting, _ value: String?, _ repl: REPL) -> CommandOutput {
        guard let value else { return CommandOutput(stdout: repl.settings.limits.text(of: setting) + "\n") }
        var limits = repl.settings.limits
        guard limits.set(setting, value) else {
            let refusal = Budget.SettingError(setting: setting, value: value, source: ":set \(setting.rawValue)")
            return CommandOutput(stderr: "error: " + refusal.message(in: repl.settings.language) + "\n",
                                 exitCode: CommandOutput.badInput)
        }
        repl.setLimits(limits)
        return CommandOutput()
    }

    static func unset(_ repl: REPL, _ name: String) -> CommandOutput {
        switch canonical(name) {
        case "colour": repl.settings.color = false
        case "ascii": repl.settings.ascii = false
        case "show": repl.settings.show = []
        case "platform": repl.settings.platform = .default
        default:
            guard let setting = Budget.Setting(rawValue: name) else { return name.isEmpty ? usageError("unset", repl.settings.language) : unknownSetting(name, repl.settings.language) }
            var limits = repl.settings.limits
            limits.reset(setting)
            repl.setLimits(limits)
        }
        return CommandOutput()
    }

    /// Both spellings of colour are accepted; it is listed as `colour`.
    private static func canonical(_ name: String) -> String { name == "color" ? "colour" : name }

    private static func flag(_ value: String?) -> Bool? {
        switch value {
        case nil, "on", "true", "yes": true
        case "off", "false", "no": false
        default: nil
        }
    }

    private static func setColour(_ on: Bool, _ repl: REPL) -> CommandOutput {
        if on && !repl.settings.colorAllowed {
            return CommandOutput(stderr: CommandMessages.colourStaysOff.filled([])(repl.settings.language) + "\n",
                                 exitCode: CommandOutput.badInput)
        }
        repl.settings.color = on
        return CommandOutput()
    }

    private static func describe(_ settings: REPLSettings) -> CommandOutput {
        CommandOutput(stdout: """
            colour   \(settings.color ? "on" : "off")
            ascii    \(settings.ascii ? "on" : "off")
            show     \(settings.show.isEmpty ? "nothing" : settings.show.joined(separator: ","))
            proposal \(settings.proposal ?? "320x480")
            platform \(settings.platform.rawValue)

            """)
    }

    /// `:proposal WxH` (also `:canvas`): the proposal layout commands use; alone, shows it.
    static func proposal(_ repl: REPL, _ text: String) -> CommandOutput {
        if text.isEmpty { return CommandOutput(stdout: (repl.settings.proposal ?? "320x480") + "\n") }
        do {
            _ = try Workbench.proposal(text)
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: repl.settings.language) + "\n", exitCode: CommandOutput.badInput)
        }
        repl.settings.proposal = text
        return CommandOutput()
    }

    private static func unknownSetting(_ name: String, _ language: DisplayLanguage) -> CommandOutput {
        CommandOutput(stderr: CommandMessages.unknownSetting.filled([name, settingNames.joined(separator: ", ")])(language) + "\n",
                      exitCode: CommandOutput.badInput)
    }
}
