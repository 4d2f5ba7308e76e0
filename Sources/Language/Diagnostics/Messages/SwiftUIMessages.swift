/// Errors of SwiftUI's vocabulary: views, modifiers, their arguments (SwiftUI/).
extension Message {
    static let swiftUI: [Message] = []
}
