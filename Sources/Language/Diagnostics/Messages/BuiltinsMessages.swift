/// Errors of the built-in functions, methods and values (Builtins/).
extension Message {
    static let builtins: [Message] = []
}
