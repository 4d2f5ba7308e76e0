/// Errors and warnings of views hosted by the update cycle: state, environment, objects (Hosting/).
extension Message {
    static let hosting: [Message] = []
}
