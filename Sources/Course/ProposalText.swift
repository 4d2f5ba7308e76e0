import ViewlabModel

/// `320x480`, `nilx480`, `infx100`: the WxH of cli-contract.md, in checks and lesson cells.
enum ProposalText {
    static func parse(_ text: String) -> ProposedViewSize? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        func side(_ s: Substring) -> Double?? {
            switch s {
            case "nil": return .some(nil)
            case "inf": return .some(.infinity)
            default: return Double(s).flatMap { $0 >= 0 ? .some($0) : nil }
            }
        }
        guard parts.count == 2, let w = side(parts[0]), let h = side(parts[1]) else { return nil }
        return ProposedViewSize(width: w, height: h)
    }
}
