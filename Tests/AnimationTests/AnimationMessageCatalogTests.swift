import Foundation
import Testing
@testable import ViewlabAnimation
import ViewlabModel

/// The CURVE parser's messages (issue 9: stable ids; issue 14: every message in both languages):
/// each entry in `Messages/` is complete, and each one declared there is listed in `Message.animation`.
struct AnimationMessageCatalogTests {
    private func failure(_ text: String) -> CurveParseError? {
        do { _ = try CurveParser().parse(text); return nil } catch { return error }
    }

    @Test func anErrorIsShownInEitherLanguage() throws {
        let e = try #require(failure(".linear(durations: 1)"))
        #expect(e.description == "error: '.linear' has no argument 'durations:'; did you mean 'duration:'? (column 9)\n  .linear(durations: 1)\n          ^")
        #expect(e.description(in: .zh) == "error: '.linear' 没有参数 'durations:'；你是不是想写 'duration:'？（第 9 列）\n  .linear(durations: 1)\n          ^")
        #expect(failure(".linear.delay(-1)")?.message(in: .zh) == ".delay 的参数：不能为负数，实际为 -1")
        #expect(failure(".spring(response: 1, duration: 2)")?.message(in: .zh).hasPrefix("这些参数不符合 .spring(response:dampingFraction:blendDuration:) 或 .spring(") == true)
    }
}
