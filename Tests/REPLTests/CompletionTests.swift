import Testing
@testable import ViewlabCommands

struct CompletionTests {
    let repl = REPL()

    func complete(_ line: String) -> [String] { repl.completions(for: line).candidates }

    @Test func modifiersAfterADot() {
        #expect(complete(".pad") == ["padding("])
        #expect(complete("Text(\"a\").pad") == ["padding("])
        #expect(complete("Circle().fr") == ["frame("])
        #expect(repl.completions(for: "Text(\"a\").pad").word == "pad")
    }

    /// The names come from the SwiftUI catalogue, with the modifiers the old lists had missed.
    @Test func cataloguedNamesOnceMissing() {
        #expect(complete("Image(\"a\").renderingM") == ["renderingMode("])
        #expect(complete("Text(\"a\").baselineO") == ["baselineOffset("])
        #expect(complete("Text(\"a\").accessibilityH") == ["accessibilityHeading(", "accessibilityHidden(", "accessibilityHint("])
        #expect(complete("NavigationS") == ["NavigationSplitView", "NavigationStack"])
    }

    @Test func implicitMembersInArgumentPosition() {
        #expect(complete("Text(\"a\").frame(maxWidth: .inf") == ["infinity"])
        #expect(complete("VStack(alignment: .lead") == ["leading", "leadingFirstTextBaseline", "leadingLastTextBaseline"])
        #expect(complete("Color.re") == ["red"])
        #expect(!complete("HStack(alignment: .").contains("padding("))
    }

    @Test func viewsAndDeclaredNames() {
        #expect(complete("VSt") == ["VStack"])
        _ = repl.handle("struct Badge: View { var body: some View { Text(\"b\") } }")
        _ = repl.handle("let spacing = 8.0")
        #expect(complete("Bad") == ["Badge"])
        #expect(complete("VStack(spacing: spa") == ["spacing"])
        #expect(complete("") == [])
    }

    @Test func commandsTheirOptionsAndArguments() {
        #expect(complete(":he") == ["help"])
        #expect(complete(":t") == ["tap", "toggle", "tree", "type"])
        #expect(complete(":tree --t") == ["--types"])
        #expect(complete(":help un") == ["undo", "unset"])
        #expect(complete(":set sh") == ["show"])
        #expect(complete(":set show tree,la") == ["layout"])
        #expect(complete(":set ascii o") == ["off", "on"])
        #expect(complete(":tree Text(\"a\").pad") == ["padding("])
    }

    @Test func filesAfterLoadAndSave() throws {
        let words = repl.completions(for: ":load /usr/inclu")
        #expect(words.word == "/usr/inclu")
        #expect(words.candidates == ["/usr/include/"])
    }
}
