import ViewlabModel

/// Why a text has its size (spec layout.md §5), kept as data while the text is laid out, which
/// happens on every pass, and put into words only for the trace (issue 25: in either language).
enum TextReason: Equatable {
    case zeroProposal
    case zeroWidth
    case notOneCharacter(width: Double)
    case ideal
    case idealTruncated(lines: Int)
    case fitsOnOneLine
    case wraps(lines: Int, width: Double)
    case truncated(lines: Int, mode: String)
    /// A lesson's assumed size (`Text("…", idealSize:)`), split into lines when it does not fit.
    case assumed(Size, lines: Int, truncated: Bool)
    /// Added to the reason: the scale `minimumScaleFactor` chose, the space `lineSpacing` adds.
    case scaled(Double)
    case lineSpacing(Double)

    var text: Bilingual {
        switch self {
        case .zeroProposal: Message.textZeroProposal.filled([])
        case .zeroWidth: Message.textZeroWidth.filled([])
        case .notOneCharacter(let width): Message.textNotOneCharacter.filled([formatNumber(width)])
        case .ideal: Message.textIdeal.filled([])
        case .idealTruncated(let lines): Message.textIdealTruncated.filled(["\(lines)"])
        case .fitsOnOneLine: Message.textFitsOnOneLine.filled([])
        case .wraps(let lines, let width): Message.textWraps.filled(["\(lines)", formatNumber(width)])
        case .truncated(let lines, let mode): (lines == 1 ? Message.textTruncatedToOne : Message.textTruncated).filled(["\(lines)", mode])
        case .assumed(let ideal, lines: 1, truncated: false): Message.textAssumed.filled(["\(ideal)"])
        case .assumed(let ideal, let lines, let truncated):
            (truncated ? Message.textAssumedSplitTruncated : Message.textAssumedSplit).filled(["\(ideal)", "\(lines)"])
        case .scaled(let scale): Message.textScaled.filled([formatNumber(scale)])
        case .lineSpacing(let spacing): Message.textLineSpacing.filled([formatNumber(spacing)])
        }
    }
}

extension [TextReason] {
    var text: Bilingual { reduce(.empty) { $0 + $1.text } }
}
