import Foundation
import ViewlabAnimation
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel
import ViewlabPresentation

/// What the REPL's output may do, set from the terminal and the command line, and changed with
/// `:set` / `:unset`.
public struct REPLSettings: Sendable {
    public var ascii: Bool
    public var color: Bool
    /// Colour is possible at all: stdout is a terminal and neither `NO_COLOR` nor `--no-color` is set.
    public var colorAllowed: Bool
    /// What showing a view prints, by view-command name, in order.
    public var show: [String]
    /// The size layout commands propose when given no `--proposal` (`:proposal WxH`); nil is the book's 320x480.
    public var proposal: String?
    /// Whose constants `:animate` uses where SwiftUI's differ between releases (`--platform`).
    public var platform = Platform.default
    /// The terminal's width in columns; nil in batch mode, where output is never cut to fit.
    public var width: Int?
    /// The budgets each input runs under (`:set steps|memory|timeout|depth`).
    public var limits: Budget.Limits
    /// The language of lessons, exercises and feedback (`--lang`, cli-contract.md "Languages").
    public var language = DisplayLanguage.en

    /// Showing a view prints its tree and its picture.
    public static let defaultShow = ["tree", "render"]

    public init(ascii: Bool = false, color: Bool = false, show: [String] = REPLSettings.defaultShow, width: Int? = nil,
                limits: Budget.Limits = .standard) {
        self.limits = limits
        self.ascii = ascii
        self.color = color
        self.colorAllowed = color
        self.show = show
        self.width = width
    }

    var style: OutputStyle { OutputStyle(ascii: ascii, color: color, trueColor: OutputStyle.isTrueColor(ProcessInfo.processInfo.environment)) }
}
