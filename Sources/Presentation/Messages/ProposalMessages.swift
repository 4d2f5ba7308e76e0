import ViewlabModel

/// Why a `--proposal` or `--sweep` value (or a lesson's or check's proposal) is refused.
extension Message {
    static let noProposal = Message("viewlab.cli.badProposal",
        en: "expected at least one proposal, e.g. 25x50,50x50,100x50",
        zh: "至少要给出一个建议尺寸，例如 25x50,50x50,100x50")
    static let notWidthByHeight = Message("viewlab.cli.badProposal",
        en: "'%1' is not a proposal: write WIDTHxHEIGHT, e.g. 320x480, nilx480 or infx50",
        zh: "'%1' 不是建议尺寸：请写成 宽x高，例如 320x480、nilx480 或 infx50")
    static let badDimension = Message("viewlab.cli.badProposal",
        en: "'%1' in '%2' is not a dimension: use a number (decimals allowed), inf or nil",
        zh: "'%2' 中的 '%1' 不是一个尺寸：请用数字（可以带小数）、inf 或 nil")
    static let negativeDimension = Message("viewlab.cli.badProposal",
        en: "'%1' in '%2' is negative: a proposal is 0 or more, inf, or nil",
        zh: "'%2' 中的 '%1' 是负数：建议尺寸只能是 0 或更大、inf 或 nil")

    static let proposal: [Message] = [noProposal, notWidthByHeight, badDimension, negativeDimension]
}
