/// # ViewlabPresentation: what the learner sees
///
/// Turns model values and layout results into text: book-style view tree diagrams, frame listings,
/// traces, terminal pictures, SVG and JSON. Every renderer returns a `String` and takes a
/// `TextStyle` (Unicode or ASCII, colour or plain), so the same output serves the CLI, the REPL and
/// golden-file tests.
public enum ViewlabPresentation {}

/// How text output may decorate itself. Colour only on a terminal and never with `NO_COLOR`;
/// ASCII when the terminal cannot draw boxes (`--ascii`).
public struct OutputStyle: Sendable {
    public var ascii: Bool
    public var color: Bool
    /// The terminal draws 24-bit colour (`COLORTERM` is `truecolor` or `24bit`): `render` then
    /// draws the app in colour rather than its wireframe.
    public var trueColor: Bool
    public init(ascii: Bool = false, color: Bool = false, trueColor: Bool = false) {
        self.ascii = ascii; self.color = color; self.trueColor = color && trueColor
    }

    /// Whether `COLORTERM` says the terminal draws 24-bit colour.
    public static func isTrueColor(_ environment: [String: String]) -> Bool {
        ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
    }
    public static let plain = OutputStyle()

    public func dim(_ text: String) -> String { color ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
    public func bold(_ text: String) -> String { color ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
}
