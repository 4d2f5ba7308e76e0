import ViewlabModel

/// Reads the `--proposal WxH` and `--sweep` arguments (cli-contract.md): each dimension is a
/// number (decimals allowed), `inf` (the maximum probe) or `nil` (the ideal-size probe), so
/// `320x480`, `nilx480` and `infx50.5` are all proposals. `×` works as well as `x`.
public enum ProposalParser {
    public static func parse(_ text: String) throws(ProposalParseError) -> ProposedViewSize {
        let trimmed = text.trimmingSpaces
        let parts = trimmed.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
        guard parts.count == 2 else { throw .notWidthByHeight(text) }
        return ProposedViewSize(width: try dimension(parts[0], in: text), height: try dimension(parts[1], in: text))
    }

    /// A comma-separated list, as `--sweep 25x50,50x50,100x50` takes.
    public static func parseList(_ text: String) throws(ProposalParseError) -> [ProposedViewSize] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !items.isEmpty, !text.trimmingSpaces.isEmpty else { throw .empty }
        var result: [ProposedViewSize] = []
        for item in items { result.append(try parse(item)) }
        return result
    }

    private static func dimension(_ part: Substring, in text: String) throws(ProposalParseError) -> Double? {
        let word = String(part).trimmingSpaces.lowercased()
        switch word {
        case "nil": return nil
        case "inf", "infinity", "∞", ".infinity": return .infinity
        default:
            guard !word.isEmpty else { throw .notWidthByHeight(text) }
            guard let value = Double(word), value.isFinite, word.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" })
            else { throw .badDimension(String(part), in: text) }
            guard value >= 0 else { throw .negative(String(part), in: text) }
            return value
        }
    }
}

/// Why a proposal string was rejected, in words a learner can act on.
public enum ProposalParseError: BilingualError, Equatable, CustomStringConvertible {
    case empty
    case notWidthByHeight(String)
    case badDimension(String, in: String)
    case negative(String, in: String)

    public var text: Bilingual? {
        switch self {
        case .empty: Message.noProposal.filled(with: [])
        case .notWidthByHeight(let text): Message.notWidthByHeight.filled(with: [text])
        case .badDimension(let part, let text): Message.badDimension.filled(with: [part, text])
        case .negative(let part, let text): Message.negativeDimension.filled(with: [part, text])
        }
    }
    public var message: String { text?.en ?? "" }
    public var description: String { message }
}
