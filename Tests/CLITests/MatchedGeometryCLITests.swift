import Foundation
import Testing

/// `.matchedGeometryEffect` in a layout (TiS L3814–3846, advanced-layout.md §2.10 and cases G21–G22):
/// a target takes its source's size, as a frame would propose it, and is drawn moved onto it.
struct MatchedGeometryCLITests {
    let cli = CLITests()

    /// G21: the book's highlight, with the ellipse matched to the Log In button: drawn at the button's
    /// frame grown by 5 on every side, as the anchor-preference version draws it (G19).
    @Test func theHighlightIsDrawnOnTheButton() throws {
        let r = try cli.viewlab(["layout", "-"], stdin: """
            struct ContentView: View {
                @Namespace var namespace
                let groupId = "highlight"
                var body: some View {
                    VStack {
                        Button("Sign Up") {}
                        Button("Log In") {}
                            .matchedGeometryEffect(id: groupId, in: namespace)
                    }
                    .overlay {
                        Ellipse()
                            .strokeBorder(Color.red, lineWidth: 1)
                            .padding(-5)
                            .matchedGeometryEffect(id: groupId, in: namespace, isSource: false)
                    }
                }
            }
            """)
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("│  └─ matchedGeometryEffect(id: groupId, in: namespace)                (140, 244)  40×17\n"))
        #expect(r.stdout.contains("      └─ padding(-5)                                                      (140, 231.5)  40×17  drawn (140, 244) 40×17\n"))
        #expect(r.stdout.contains("         └─ Ellipse().strokeBorder(Color.red, lineWidth: 1)               (135, 226.5)  50×27  drawn (135, 239) 50×27\n"))
    }

    /// G22: the size is only proposed, so a fixed-size target keeps its own size; only its position
    /// (its centre on the source's) is matched. The target's new size moves the source up by 10,
    /// and the target follows it there. A group with a second source warns, as SwiftUI does.
    @Test func aFixedTargetKeepsItsSize() throws {
        let r = try cli.viewlab(["layout", "-"], stdin: """
            struct ContentView: View {
                @Namespace var ns
                var body: some View {
                    VStack(spacing: 0) {
                        Color.blue.frame(width: 100, height: 40).matchedGeometryEffect(id: 1, in: ns)
                        Color.red.frame(width: 20, height: 20).matchedGeometryEffect(id: 1, in: ns, isSource: false)
                    }
                }
            }
            """)
        #expect(r.stdout.contains("└─ matchedGeometryEffect(id: 1, in: ns, isSource: false)  (110, 240)  100×40  drawn (110, 200) 100×40\n"))
        #expect(r.stdout.contains("└─ frame(width: 20, height: 20)                        (150, 250)  20×20  drawn (150, 210) 20×20\n"))
        let twice = try cli.viewlab(["layout", "-"], stdin: """
            struct ContentView: View {
                @Namespace var ns
                var body: some View {
                    HStack {
                        Text("A").matchedGeometryEffect(id: 1, in: ns)
                        Text("B").matchedGeometryEffect(id: 1, in: ns)
                        Text("C").matchedGeometryEffect(id: 1, in: ns, isSource: false)
                    }
                }
            }
            """)
        #expect(twice.stderr.contains("warning: matchedGeometryEffect(id: 1, in: ns): Multiple inserted views in matched geometry group ns 1 have `isSource: true`, results are undefined.\n"))
    }
}
