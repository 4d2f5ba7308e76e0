import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// `#if` as the compiler resolves it for the platform viewlab simulates, an iOS 17 app in a debug
/// build: `os(iOS)`, `DEBUG` and `canImport(UIKit)` are true; other platforms are false.
struct ConditionalCompilationTests {
    @Test func statementsDeclarationsMembersAndSwitchCases() {
        let (output, error) = run(#"""
        #if os(macOS)
        import AppKit
        #elseif canImport(UIKit)
        import UIKit
        #endif
        struct Settings {
            #if DEBUG
            var server = "staging"
            #else
            var server = "production"
            #endif
            func describe() -> String {
                #if os(iOS) || os(visionOS)
                return "iPhone, \(server)"
                #else
                return "elsewhere, \(server)"
                #endif
            }
        }
        print(Settings().describe())
        switch 2 {
        case 1: print("one")
        #if DEBUG
        case 2: print("two, debug")
        #endif
        default: print("other")
        }
        #if !DEBUG
        print("release build")
        #endif
        """#)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "iPhone, staging\ntwo, debug\n")
    }

    @Test func viewBuildersAndModifierChainsKeepOnlyTheActiveCode() throws {
        let source = """
        struct ContentView: View {
            var body: some View {
                VStack {
                    #if os(iOS)
                    Text("phone")
                    #else
                    Text("desktop")
                    #endif
                    Text("caption")
                        #if os(macOS)
                        .padding()
                        #elseif os(iOS)
                        .bold()
                        #endif
                        .border(Color.red)
                }
            }
        }
        """
        #expect(try typeName("ContentView().body", declarations: source)
            == "VStack<TupleView<(Text, ModifiedContent<Text, _OverlayModifier<_ShapeView<_StrokedShape<Rectangle._Inset>, Color>>>)>>")
    }

    @Test func theBooksPlatformModifiers() throws {  // Pro SwiftUI L3895–3913 and L3985–3995
        let source = """
        extension View {
            func watchOS<Content: View>(_ modifier: (Self) -> Content) -> some View {
                #if os(watchOS)
                modifier(self)
                #else
                self
                #endif
            }
            func debugPrint(_ value: @autoclosure () -> Any) -> some View {
                #if DEBUG
                print(value())
                #endif
                return self
            }
        }
        let v = Text("Hello, world!")
            .watchOS { $0.padding(0) }
            .debugPrint("built")
        print(type(of: v))
        """
        let (output, error) = run(source)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "built\nText\n")
    }

    @Test func locationsAfterAnInactiveClauseAreTheLearnersOwn() throws {
        let d = try #require(run("#if os(macOS)\nlet a = 1\n#endif\nlet b = missingName").error)
        #expect(d.message == "cannot find 'missingName' in scope")
        #expect(d.position == SourcePosition(line: 4, column: 9))
    }

    @Test func anUnknownConditionIsAnError() throws {
        let d = try #require(run("#if platform(iOS)\nprint(1)\n#endif\nprint(2)").error)
        #expect(d.id == "viewlab.syntax.conditionalCompilation")
        #expect(d.message == "invalid conditional compilation expression")
        #expect(d.position == SourcePosition(line: 1, column: 5))
    }
}
