import ViewlabModel

/// Every message viewlab's diagnostics use, by area (`Messages/`); a test checks that each has an
/// id of its own, both texts, and the same placeholders in both.
public enum MessageCatalog {
    public static let all: [Message] = Message.runtime + Message.evaluation + Message.builtins + Message.swiftUI + Message.drawing + Message.spriteKit + Message.hosting + Message.notes + Message.syntax
}
