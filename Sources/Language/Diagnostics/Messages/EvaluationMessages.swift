/// Errors of the language itself: declarations, expressions, calls, patterns, types (Evaluation/, Lowering/).
extension Message {
    static let evaluation: [Message] = []
}
