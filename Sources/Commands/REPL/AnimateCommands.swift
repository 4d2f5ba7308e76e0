/// `:animate CURVE [options]`: `viewlab animate` with the same options and output, its platform
/// defaulting to `:set platform`'s.
extension REPLCommands {
    static func animate(_ repl: REPL, _ text: String) -> CommandOutput {
        let words = argumentWords(text)
        let givesPlatform = words.contains { ["--platform", "--semantics"].contains($0.split(separator: "=").first.map(String.init)) }
        // In front, so that an option missing its value at the end still says so.
        return repl.services.animate((givesPlatform ? [] : ["--platform", repl.settings.platform.rawValue]) + words, repl.settings.style)
    }

    /// Splits a command line into words as a shell would for these commands: at spaces outside
    /// quotes and brackets, so `.spring(response: 0.5, dampingFraction: 0.7)` stays one word
    /// unquoted. Quotes are removed.
    static func argumentWords(_ text: String) -> [String] {
        var words: [String] = []
        var word: String?
        var depth = 0
        var quote: Character?
        for c in text {
            if let q = quote {
                if c == q { quote = nil } else { word = (word ?? "") + String(c) }
                continue
            }
            switch c {
            case "'", "\"": quote = c; word = word ?? ""
            case " " where depth == 0:
                if let w = word { words.append(w) }
                word = nil
            default:
                if "([{".contains(c) { depth += 1 } else if ")]}".contains(c) { depth = max(0, depth - 1) }
                word = (word ?? "") + String(c)
            }
        }
        if let w = word { words.append(w) }
        return words
    }
}
