import Foundation
import ViewlabModel

/// An event of the update cycle, as the CLI, the REPL and lesson cells write it (cli-contract.md
/// `update`): `tap "Increment: 0"`, `toggle #wifi`, `type #name "Ada"`, `pick Room "Kitchen"`,
/// `set count = 5`, `run store.items.append("x")`, `rerender`.
public enum UpdateEvent: Equatable {
    /// `tap TARGET [--at X,Y]`: a Button's action, or a tap gesture's with where it landed (the
    /// view's centre unless `--at` says, in its own coordinates).
    case tap(ControlTarget, at: Point?)
    case toggle(ControlTarget)
    case type(ControlTarget, String)
    case increment(ControlTarget)
    case decrement(ControlTarget)
    case pick(ControlTarget, String)
    /// `double-tap TARGET`: two taps in a row, for `onTapGesture(count: 2)`.
    case doubleTap(ControlTarget)
    /// `long-press TARGET [SECONDS]`: a press held SECONDS (1 by default), for `onLongPressGesture`.
    case longPress(ControlTarget, seconds: Double)
    /// `drag TARGET DX,DY [--steps N]`: a finger from the view's centre moved by (DX, DY) in N equal
    /// moves (4 by default), for a `DragGesture`.
    case drag(ControlTarget, by: Size, steps: Int)
    /// `magnify TARGET FACTOR`, `rotate TARGET DEGREES`: two fingers that scale by FACTOR or turn by
    /// DEGREES in 4 equal steps, for a `MagnifyGesture` or a `RotateGesture`.
    case magnify(ControlTarget, factor: Double)
    case rotate(ControlTarget, degrees: Double)
    /// `set NAME = EXPR` and `run STATEMENTS`: Swift run in the program's top level.
    case set(String)
    case run(String)
    case rerender
    /// `scroll OFFSET`, `scroll #name OFFSET`: moves a scroll view (the first one, or the one
    /// tagged so) to OFFSET points along its axis; lazy rows come and go (viewlab's event: the
    /// books scroll by hand, TiS L267–275).
    case scroll(ControlTarget?, Double)
    /// `swipe TARGET leading|trailing`: a List row swiped from that edge, which reveals its
    /// `swipeActions` there; `tap` then reaches their buttons.
    case swipe(ControlTarget, leading: Bool)
    /// `back`: the back button of the top NavigationStack page, or the dismissal of the top sheet,
    /// cover, popover, alert or dialog (a swipe down, a tap outside).
    case back

    /// The verbs, for messages and completion.
    public static let verbs = ["tap", "double-tap", "long-press", "drag", "magnify", "rotate", "toggle", "type", "increment", "decrement", "pick", "set", "run", "rerender", "scroll", "back", "swipe"]

    /// Reads one event; the error says what was expected.
    public static func parse(_ text: String) throws -> UpdateEvent {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let verb = String(trimmed.prefix { !$0.isWhitespace })
        let rest = trimmed.dropFirst(verb.count).trimmingCharacters(in: .whitespaces)
        switch verb {
        case "rerender":
            guard rest.isEmpty else { throw UpdateFailure(.rerenderTakesNothing) }
            return .rerender
        case "back":
            guard rest.isEmpty else { throw UpdateFailure(.backTakesNothing) }
            return .back
        case "set":
            guard rest.contains("=") else { throw UpdateFailure(.setAssigns) }
            return .set(rest)
        case "run":
            guard !rest.isEmpty else { throw UpdateFailure(.runTakesStatements) }
            return .run(rest)
        case "scroll":
            var scanner = Substring(rest)
            let target = rest.hasPrefix("#") ? try ControlTarget.scan(&scanner, verb: verb) : nil
            guard let offset = Double(scanner.trimmingCharacters(in: .whitespaces)), offset.isFinite else {
                throw UpdateFailure(.scrollTakesOffset)
            }
            return .scroll(target, offset)
        default:
            guard let control = ControlVerb(rawValue: verb) else { throw UpdateFailure(.unknownEvent, verb, verbs.joined(separator: ", ")) }
            var scanner = Substring(rest)
            let target = try ControlTarget.scan(&scanner, verb: verb)
            let argument = scanner.trimmingCharacters(in: .whitespaces)
            switch control {
            case .type:
                guard let typed = unquote(argument) else { throw UpdateFailure(.typeTakesText) }
                return .type(target, typed)
            case .pick:
                guard !argument.isEmpty else { throw UpdateFailure(.pickTakesOption) }
                return .pick(target, argument)
            case .longPress:
                guard argument.isEmpty || Double(argument).map({ $0 >= 0 && $0.isFinite }) == true else {
                    throw UpdateFailure(.longPressTakesSeconds, argument)
                }
                return .longPress(target, seconds: Double(argument) ?? 1)
            case .drag:
                return try parseDrag(target, argument)
            case .swipe:
                guard argument == "leading" || argument == "trailing" else { throw UpdateFailure(.swipeTakesEdge, argument) }
                return .swipe(target, leading: argument == "leading")
            case .magnify, .rotate:
                guard let amount = Double(argument), amount.isFinite, control == .rotate || amount > 0 else {
                    throw UpdateFailure(control == .magnify ? .magnifyTakesFactor : .rotateTakesDegrees, argument)
                }
                return control == .magnify ? .magnify(target, factor: amount) : .rotate(target, degrees: amount)
            case .tap where argument.hasPrefix("--at"):
                let point = argument.dropFirst(4).split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
                guard point.count == 2, let x = point[0], let y = point[1], x.isFinite, y.isFinite else {
                    throw UpdateFailure(.tapAtTakesPoint, argument)
                }
                return .tap(target, at: Point(x: x, y: y))
            case .tap, .doubleTap, .toggle, .increment, .decrement:
                guard argument.isEmpty else { throw UpdateFailure(.takesOneTarget, verb, argument) }
                return switch control {
                case .tap: .tap(target, at: nil)
                case .doubleTap: .doubleTap(target)
                case .toggle: .toggle(target)
                case .increment: .increment(target)
                default: .decrement(target)
                }
            }
        }
    }

    /// `DX,DY [--steps N]`: finite numbers, at least one step.
    private static func parseDrag(_ target: ControlTarget, _ argument: String) throws -> UpdateEvent {
        var words = argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var steps = 4
        if let flag = words.firstIndex(of: "--steps") {
            guard flag + 1 < words.count, let n = Int(words[flag + 1]), n >= 1, n <= 1000 else { throw UpdateFailure(.dragTakesOffset, argument) }
            steps = n
            words.removeSubrange(flag...(flag + 1))
        }
        let parts = words.joined().split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let dx = parts[0], let dy = parts[1], dx.isFinite, dy.isFinite else {
            throw UpdateFailure(.dragTakesOffset, argument)
        }
        return .drag(target, by: Size(width: dx, height: dy), steps: steps)
    }

    /// A Swift string literal's text: `"Ada"` → `Ada`, with `\"` and `\\` unescaped.
    static func unquote(_ literal: String) -> String? {
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\"") else { return nil }
        var out = ""
        var escaped = false
        for c in literal.dropFirst().dropLast() {
            if escaped { out.append(c == "n" ? "\n" : c == "t" ? "\t" : c); escaped = false }
            else if c == "\\" { escaped = true }
            else { out.append(c) }
        }
        return out
    }
}

/// What an event does to the control it names, as the event is written (`tap "OK"`, `type #name "Ada"`).
enum ControlVerb: String {
    case tap, toggle, increment, decrement, type, pick
    case doubleTap = "double-tap", longPress = "long-press", drag, magnify, rotate, swipe
}

/// Which control an event acts on: `"label"`, the first control whose label reads so, or `#name`,
/// the view tagged `.accessibilityIdentifier("name")`.
public enum ControlTarget: Equatable, CustomStringConvertible {
    case label(String)
    case identifier(String)

    public var description: String {
        switch self {
        case .label(let text): "\"\(text)\""
        case .identifier(let name): "#" + name
        }
    }

    /// Reads a target at the start of `text` and leaves the rest there.
    public static func parse(_ text: inout Substring) throws -> ControlTarget { try scan(&text, verb: "tap") }

    static func scan(_ text: inout Substring, verb: String) throws -> ControlTarget {
        if text.hasPrefix("#") {
            let name = text.dropFirst().prefix { !$0.isWhitespace }
            guard !name.isEmpty else { throw UpdateFailure(.identifierAfterHash, verb) }
            text = text.dropFirst(name.count + 1)
            return .identifier(String(name))
        }
        if text.hasPrefix("\"") {
            var end = text.index(after: text.startIndex)
            var escaped = false
            while end < text.endIndex, escaped || text[end] != "\"" {
                escaped = !escaped && text[end] == "\\"
                end = text.index(after: end)
            }
            guard end < text.endIndex else { throw UpdateFailure(.labelNoClosingQuote, verb) }
            let literal = String(text[...end])
            text = text[text.index(after: end)...]
            return .label(UpdateEvent.unquote(literal) ?? "")
        }
        throw UpdateFailure(.needsTarget, verb)
    }
}

/// An event that cannot be handled: unreadable, or aimed at no control or a disabled one.
public struct UpdateFailure: BilingualError, CustomStringConvertible {
    /// The English text.
    public let message: String
    /// The text in both languages, for a failure from the catalogue (`Messages/UpdateMessages.swift`).
    public let text: Bilingual?
    public init(_ message: String) { self.message = message; text = nil }
    /// A failure from the catalogue, with the values for `%1`, `%2`, …; a value that is itself
    /// `Bilingual` (a listing of the controls) goes in in each language.
    init(_ entry: Message, _ values: Any...) {
        let text = entry.filled(with: values)
        self.text = text; message = text.en
    }

    public var description: String { message }
}
