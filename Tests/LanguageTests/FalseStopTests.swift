import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel
import ViewlabPresentation

/// Programs that crashed viewlab or were stopped as endless recursion although nothing recursed (issue 9).
struct FalseStopTests {
    @Test func aBindingInitialisedWithConstantBuildsItsView() throws {
        let source = "struct V: View { @Binding var v: Int; var body: some View { Text(\"\\(v)\") } }\nV(v: .constant(0))"
        #expect(TreeDiagram().render(try root(source)) == "V\n└─ Text(\"0\")\n")
        let double = "struct V: View { @Binding var d: Double; var body: some View { Text(\"\\(d)\") } }\nV(d: .constant(1))"
        #expect(TreeDiagram().render(try root(double)) == "V\n└─ Text(\"1.0\")\n")
        #expect(run("let b: Binding<Int> = .constant(3)\nprint(b.wrappedValue)").output == "3\n")
    }

    @Test func implicitMembersInitialiseTheOtherWrappersToo() throws {
        let source = """
            struct A: View {
                @Binding var v: Int
                init(v: Binding<Int>) { _v = v }
                var body: some View { Text("\\(v)") }
            }
            struct B: View {
                @Binding var c: Color
                var body: some View { c }
            }
            struct C: View {
                @State var c: Color
                var body: some View { c }
            }
            #Preview { VStack { A(v: .constant(7)); B(c: .constant(.red)); C(c: .blue) } }
            """
        #expect(TreeDiagram().render(try root(source)) == "VStack\n├─ A\n│  └─ Text(\"7\")\n├─ B\n│  └─ Color.red\n└─ C\n   └─ Color.blue\n")
    }

    @Test func bindableGivesABindingToTheProperty() {
        let source = """
            @Observable final class Model { var value = 0 }
            let model = Model()
            let b = Bindable(model).value
            b.wrappedValue = 5
            print(model.value, b.wrappedValue)
            struct Counter: View {
                var model: Model
                var body: some View { Stepper("n", value: Bindable(model).value) }
            }
            print(type(of: Counter(model: model).body))
            """
        let result = run(source)
        #expect(result.error == nil)
        #expect(result.output == "5 5\nStepper<Text>\n")
    }

    @Test func asymmetricTransitionIsTheAsymmetricTransition() throws {
        #expect(run("print(type(of: AsymmetricTransition(insertion: .opacity, removal: .scale)))").output
                == "AsymmetricTransition<OpacityTransition, ScaleTransition>\n")
        let source = "struct V: View { var body: some View { Text(\"a\").transition(AsymmetricTransition(insertion: .opacity, removal: .scale)) } }\nV()"
        #expect(TreeDiagram().render(try root(source)) == "V\n└─ .transition(AsymmetricTransition(insertion: .opacity, removal: .scale))\n   └─ Text(\"a\")\n")
    }

    @Test func anAPIViewlabLacksSaysSoInsteadOfRecursing() throws {
        let d = try #require(run("struct V: View { var body: some View { Text(\"a\").transition(PushTransition(edge: .top)) } }\nlet b = V().body").error)
        #expect(d.id == "viewlab.language.unsupportedConstruct")
        #expect(d.message == "viewlab does not support 'PushTransition' yet")
        #expect(d.position == SourcePosition(line: 1, column: 61))
    }
}
