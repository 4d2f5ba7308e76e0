import Foundation
import Testing
@testable import ViewlabRuntime
import ViewlabModel

/// The update cycle's messages (issue 9: stable ids; issue 14: every message in both languages):
/// each entry in `Messages/` is complete, and each one declared there is listed in `Message.update`.
struct UpdateMessageCatalogTests {
    @Test func aFailureIsShownInEitherLanguage() {
        do {
            _ = try UpdateEvent.parse("tap \"Go\" now")
            Issue.record("expected the event to be refused")
        } catch let f as UpdateFailure {
            #expect(f.message == "'tap' takes one target; found 'now' after it")
            #expect(f.message(in: .en) == f.message)
            #expect(f.message(in: .zh) == "'tap' 只接一个目标，但它后面还有 'now'")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
