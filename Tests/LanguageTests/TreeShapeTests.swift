import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel
import ViewlabPresentation

/// The tree diagrams of view-trees-state.md §3, drawn the way the book draws them.
struct TreeShapeTests {
    func tree(_ source: String) throws -> String { TreeDiagram().render(try root(source)) }

    @Test func backgroundIsTheRootAndTheColourItsSecondChild() throws {  // case 1, L84–88
        #expect(try tree("Text(\"Hello\").padding().background(Color.blue)") == """
        .background(Color.blue)
        ├─ .padding
        │  └─ Text("Hello")
        └─ Color.blue

        """)
    }

    @Test func swappingTheModifiersSwapsTheTree() throws {  // case 2, L93–95
        #expect(try tree("Text(\"Hello\").background(Color.blue).padding()") == """
        .padding
        └─ .background(Color.blue)
           ├─ Text("Hello")
           └─ Color.blue

        """)
    }

    @Test func coloursAreNamedAsWritten() throws {
        #expect(try tree("VStack { Color(hue: 0.5, saturation: 1, brightness: 1); Color(\"brand\"); Color.teal }") == """
        VStack
        ├─ Color(hue: 0.5, saturation: 1.0, brightness: 1.0)
        ├─ Color("brand")
        └─ Color.teal

        """)
    }

    @Test func tupleViewEdgesAreHidden() throws {  // case 3, L102–115
        #expect(try tree("HStack { Image(systemName: \"hand.wave\"); Text(\"Hello\") }") == """
        HStack
        ├─ Image(systemName: "hand.wave")
        └─ Text("Hello")

        """)
    }

    @Test func conditionalShowsBothBranches() throws {  // case 18, L282–284
        let source = """
        let greeting: String? = nil
        HStack {
            Image(systemName: "hand.wave")
            if let g = greeting { Text(g) } else { Text("Hello") }
        }
        """
        #expect(try tree(source) == """
        HStack
        ├─ Image(systemName: "hand.wave")
        └─ ConditionalContent
           ├─ [if] Text(g)  (not taken)
           └─ [else] Text("Hello")

        """)
    }

    @Test func optionalChildIsDrawnEvenWhenAbsent() throws {  // case 11, L227–229
        let source = "let showText = false\nHStack { Image(systemName: \"hand.wave\"); if showText { Text(\"Hello\") } }"
        #expect(try tree(source) == """
        HStack
        ├─ Image(systemName: "hand.wave")
        └─ Optional  (nil)
           └─ Text("Hello")

        """)
    }

    @Test func explicitIdentityIsANode() throws {  // case 22, L308–311
        let source = "let greeting: String? = nil\nHStack { Image(systemName: \"hand.wave\"); Text(greeting ?? \"Hello\").id(greeting == nil) }"
        #expect(try tree(source) == """
        HStack
        ├─ Image(systemName: "hand.wave")
        └─ .id(true)
           └─ Text("Hello")

        """)
    }

    @Test func forEachLabelsEachElementWithItsId() throws {
        #expect(try tree("VStack { ForEach([\"a\", \"b\"], id: \\.self) { Text($0) } }") == """
        VStack
        └─ ForEach(["a", "b"], id: \\.self)
           ├─ [a] Text("a")
           └─ [b] Text("b")

        """)
    }

    @Test func asciiFallback() throws {
        let view = try root("HStack { Text(\"a\"); Text(\"b\").padding() }")
        #expect(TreeDiagram(style: OutputStyle(ascii: true)).render(view) == """
        HStack
        |-- Text("a")
        `-- .padding
            `-- Text("b")

        """)
    }

    /// Cases 5–8: builders nest TupleViews; a container sees them flattened, and a modifier on a list
    /// applies to each element.
    @Test func viewListsFlattenAndDistributeModifiers() throws {
        let source = """
        struct Hello: View { var body: some View { Image(systemName: "hand.wave"); Text("Hello") } }
        struct Bye: View { var body: some View { Text("Bye"); Image(systemName: "hand.wave") } }
        HStack(spacing: 20) { Hello().border(.blue); Spacer(); Bye() }
        """
        guard case .container(let stack) = try root(source) else { Issue.record("not a container"); return }
        let elements = stack.content.listElements
        #expect(elements.count == 5)
        #expect(elements.map(\.kindName) == ["border", "border", "Spacer", "Image", "Text"] || elements.map(\.kindName) == ["border", "border", "Spacer", "Text", "Image"])
        #expect(stack.typeName == "HStack<TupleView<(ModifiedContent<Hello, _OverlayModifier<_ShapeView<_StrokedShape<Rectangle._Inset>, Color>>>, Spacer, Bye)>>")
    }

    @Test func letInABuilderGivesTwoViews() throws {  // case 24, L320–324
        guard case .container(let stack) = try root("HStack { let v = Text(\"Hello\"); v; v }") else { return }
        #expect(stack.typeName == "HStack<TupleView<(Text, Text)>>")
    }

    @Test func aSingleExpressionIsNotWrapped() throws {  // case 4, L117
        guard case .container(let stack) = try root("VStack { Text(\"only\") }") else { Issue.record("not a container"); return }
        #expect(stack.typeName == "VStack<Text>")
    }

    @Test func builderPropertiesNestTupleViews() throws {  // case 6, L128–168
        let source = """
        struct Greeting: View {
            @ViewBuilder var hello: some View { Image(systemName: "hand.wave"); Text("Hello") }
            @ViewBuilder var bye: some View { Text("Bye"); Image(systemName: "hand.wave") }
            var body: some View { HStack(spacing: 20) { hello; Spacer(); bye } }
        }
        #Preview { Greeting().body }
        """
        guard case .container(let stack) = try root(source) else { Issue.record("not a container"); return }
        #expect(stack.content.typeName == "TupleView<(TupleView<(Image, Text)>, Spacer, TupleView<(Text, Image)>)>")
        #expect(stack.content.listElements.count == 5)
    }

    @Test func aModifierOnAGroupAppliesToEachView() throws {  // case 9, L216–218
        guard case .container(let stack) = try root("HStack { Group { Image(systemName: \"a\"); Text(\"b\") }.border(.blue) }") else { return }
        #expect(stack.content.listElements.map(\.kindName) == ["border", "border"])
    }

    @Test func ifLetHasTheShapeOfIf() throws {  // case 12, L234
        let source = "let greeting: String? = \"Hi\"\nHStack { Image(systemName: \"hand.wave\"); if let g = greeting { Text(g) } }"
        #expect(try root(source).typeName == "HStack<TupleView<(Image, Optional<Text>)>>")
    }

    @Test func applyIfAddsAHiddenBranchAndATernaryDoesNot() throws {  // cases 25 and 26, L328–352
        let applyIf = """
        extension View {
            @ViewBuilder func applyIf<V: View>(_ condition: Bool, transform: (Self) -> V) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        let highlighted = true
        HStack { Image(systemName: "hand.wave"); Text("Hello").applyIf(highlighted) { $0.background(.yellow) } }
        """
        #expect(try tree(applyIf) == """
        HStack
        ├─ Image(systemName: "hand.wave")
        └─ ConditionalContent
           ├─ [if] .background(.yellow)
           │  ├─ Text("Hello")
           │  └─ Color.yellow
           └─ [else] Text("Hello")  (not taken)

        """)
        let ternary = "let highlighted = true\nHStack { Image(systemName: \"hand.wave\"); Text(\"Hello\").background(highlighted ? .red : .clear) }"
        #expect(try tree(ternary) == """
        HStack
        ├─ Image(systemName: "hand.wave")
        └─ .background(highlighted ? .red : .clear)
           ├─ Text("Hello")
           └─ Color.red

        """)
    }
}
