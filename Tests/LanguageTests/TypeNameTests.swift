import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// `type(of:)` prints what SwiftUI prints (shared/spec/type-names.md and the golden cases of
/// view-trees-state.md §2.1/§3 and pro-swiftui-1-3.md §3).
struct TypeNameTests {
    @Test(arguments: [
        ("Text(\"Hi\").padding()", "ModifiedContent<Text, _PaddingLayout>"),
        ("Text(\"Hi\").padding(10)", "ModifiedContent<Text, _PaddingLayout>"),
        ("Text(\"Hi\").padding(.horizontal)", "ModifiedContent<Text, _PaddingLayout>"),
        ("Text(\"Hi\").frame(width: 50, height: 20)", "ModifiedContent<Text, _FrameLayout>"),
        ("Text(\"Hi\").frame(maxWidth: .infinity)", "ModifiedContent<Text, _FlexFrameLayout>"),
        ("Text(\"Hi\").fixedSize()", "ModifiedContent<Text, _FixedSizeLayout>"),
        ("Color.red.aspectRatio(4/3, contentMode: .fit)", "ModifiedContent<Color, _AspectRatioLayout>"),
        ("Image(\"x\").resizable().scaledToFit()", "ModifiedContent<Image, _AspectRatioLayout>"),
        ("Text(\"Hi\").offset(x: 10)", "ModifiedContent<Text, _OffsetEffect>"),
        ("Text(\"Hi\").background(Color.red)", "ModifiedContent<Text, _BackgroundStyleModifier<Color>>"),
        ("Text(\"Hi\").background(.red)", "ModifiedContent<Text, _BackgroundStyleModifier<Color>>"),
        ("Text(\"Hi\").background { Circle() }", "ModifiedContent<Text, _BackgroundModifier<Circle>>"),
        ("Text(\"Hi\").background(Circle(), alignment: .center)", "ModifiedContent<Text, _BackgroundModifier<Circle>>"),
        ("Text(\"Hi\").background(.red, in: Capsule())", "ModifiedContent<Text, _BackgroundShapeModifier<Color, Capsule>>"),
        ("Text(\"Hi\").background(.thinMaterial, in: Capsule())", "ModifiedContent<Text, _BackgroundShapeModifier<Material, Capsule>>"),
        ("Text(\"Hi\").background(.regularMaterial)", "ModifiedContent<Text, _BackgroundStyleModifier<Material>>"),
        ("Text(\"Hi\").overlay(Color.red)", "ModifiedContent<Text, _OverlayStyleModifier<Color>>"),
        ("Text(\"Hi\").overlay { Text(\"x\") }", "ModifiedContent<Text, _OverlayModifier<Text>>"),
        ("VStack { Text(\"Hi\") }.font(.title)", "ModifiedContent<VStack<Text>, _EnvironmentKeyWritingModifier<Optional<Font>>>"),
        ("Text(\"Hi\").font(.title)", "Text"),
        ("VStack { Text(\"Hi\") }.foregroundColor(.red)", "ModifiedContent<VStack<Text>, _EnvironmentKeyWritingModifier<Optional<Color>>>"),
        ("Text(\"Hi\").layoutPriority(1)", "ModifiedContent<Text, _TraitWritingModifier<LayoutPriorityTraitKey>>"),
        ("Text(\"Hi\").id(true)", "IDView<Text, Bool>"),
        ("Circle().fill(.red)", "_ShapeView<Circle, Color>"),
        ("HStack { Image(systemName: \"hand.wave\"); Text(\"Hello\") }", "HStack<TupleView<(Image, Text)>>"),
        ("VStack { Text(\"a\"); Image(\"b\") }", "VStack<TupleView<(Text, Image)>>"),
        ("Text(\"Hello\").padding().background(Color.blue)", "ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>"),
        // Pro SwiftUI G01, G04, G18, G21, G41, G42
        ("VStack { Text(\"s\").frame(width: 300, height: 100); Image(systemName: \"person\") }",
         "VStack<TupleView<(ModifiedContent<Text, _FrameLayout>, Image)>>"),
        ("Text(\"s\").fixedSize().frame(width: 30, height: 100)", "ModifiedContent<ModifiedContent<Text, _FixedSizeLayout>, _FrameLayout>"),
        ("VStack { Text(\"Hello\"); Text(\"World\") }.onTapGesture { }",
         "ModifiedContent<VStack<TupleView<(Text, Text)>>, AddGestureModifier<_EndedGesture<TapGesture>>>"),
        ("VStack { if Bool.random() { Text(\"Hello\") } else { Text(\"Goodbye\") } }.onTapGesture { }",
         "ModifiedContent<VStack<_ConditionalContent<Text, Text>>, AddGestureModifier<_EndedGesture<TapGesture>>>"),
        ("Text(\"Tap\").font(.title).foregroundColor(.red).fontWeight(.black).onTapGesture { }",
         "ModifiedContent<Text, AddGestureModifier<_EndedGesture<TapGesture>>>"),
        ("VStack { Text(\"Tap\") }.font(.title).onTapGesture { }",
         "ModifiedContent<ModifiedContent<VStack<Text>, _EnvironmentKeyWritingModifier<Optional<Font>>>, AddGestureModifier<_EndedGesture<TapGesture>>>"),
        ("Text(\"Hello\").background(Bool.random() ? Color.blue : nil).onTapGesture { }",
         "ModifiedContent<ModifiedContent<Text, _BackgroundModifier<Optional<Color>>>, AddGestureModifier<_EndedGesture<TapGesture>>>"),
    ])
    func modifierAndContainerTypes(_ expression: String, _ expected: String) throws {
        #expect(try typeName(expression) == expected)
    }

    /// view-trees-state.md §2.1: builder content → static type.
    @Test(arguments: [
        ("if c { Text(\"a\") }", "Optional<Text>"),
        ("if c { Text(\"a\") } else { Image(\"b\") }", "_ConditionalContent<Text, Image>"),
        ("if c { Text(\"a\") } else if d { Image(\"b\") } else { Circle() }", "_ConditionalContent<_ConditionalContent<Text, Image>, Circle>"),
        ("if c { Text(\"a\") } else if d { Image(\"b\") }", "Optional<_ConditionalContent<Text, Image>>"),
        ("if c { Text(\"a\"); Text(\"b\") }", "Optional<TupleView<(Text, Text)>>"),
        ("if c { if d { Text(\"a\") } }", "Optional<Optional<Text>>"),
        ("if #available(iOS 17, *) { Text(\"a\") } else { Image(\"b\") }", "_ConditionalContent<AnyView, Image>"),
        ("EmptyView()", "EmptyView"),
        ("Text(\"a\"); Spacer(); Text(\"b\")", "TupleView<(Text, Spacer, Text)>"),
        ("switch n { case 1: Text(\"a\"); case 2: Image(\"b\"); default: Circle() }", "_ConditionalContent<_ConditionalContent<Text, Image>, Circle>"),
        ("switch n { case 1: Text(\"a\"); case 2: Image(\"b\"); case 3: Circle(); default: Rectangle() }",
         "_ConditionalContent<_ConditionalContent<Text, Image>, _ConditionalContent<Circle, Rectangle>>"),
        ("switch n { case 1: Text(\"a\"); case 2: Image(\"b\"); case 3: Circle(); case 4: Rectangle(); default: Capsule() }",
         "_ConditionalContent<_ConditionalContent<_ConditionalContent<Text, Image>, _ConditionalContent<Circle, Rectangle>>, Capsule>"),
    ])
    func builderShapes(_ body: String, _ expected: String) throws {
        let declarations = "let c = true\nlet d = false\nlet n = 2\nstruct V: View {\n @ViewBuilder var content: some View {\n \(body)\n }\n var body: some View { content }\n}"
        #expect(try typeName("V().content", declarations: declarations) == expected)
    }

    /// Pro SwiftUI G22: six cases form a balanced tree.
    @Test func sixCaseSwitchIsBalanced() throws {
        let decl = """
        enum Pick { case a, b, c, d, e, f }
        struct V: View {
            var pick: Pick
            @ViewBuilder var v: some View {
                switch pick {
                case .a: Text("a")
                case .b: Image("b")
                case .c: Circle()
                case .d: Rectangle()
                case .e: Capsule()
                case .f: RoundedRectangle(cornerRadius: 4)
                }
            }
            var body: some View { v }
        }
        """
        #expect(try typeName("V(pick: .d).v", declarations: decl) ==
            "_ConditionalContent<_ConditionalContent<_ConditionalContent<Text, Image>, _ConditionalContent<Circle, Rectangle>>, _ConditionalContent<Capsule, RoundedRectangle>>")
    }

    @Test func customViewsAndModifiers() throws {
        let decl = """
        struct Card: ViewModifier {
            func body(content: Content) -> some View { content.padding().background(Color.yellow) }
        }
        extension View { func card() -> some View { modifier(Card()) } }
        struct Greeting: View { var body: some View { Text("Hi") } }
        """
        #expect(try typeName("Text(\"x\").modifier(Card())", declarations: decl) == "ModifiedContent<Text, Card>")
        #expect(try typeName("Greeting()", declarations: decl) == "Greeting")
        #expect(try typeName("Greeting().padding()", declarations: decl) == "ModifiedContent<Greeting, _PaddingLayout>")
        #expect(try typeName("Greeting().body", declarations: decl) == "Text")
        #expect(try typeName("Text(\"x\").card()", declarations: decl) == "ModifiedContent<Text, Card>")
    }

    /// Modifiers viewlab accepts without modelling them keep the program running (KNOWN-GAPS.md).
    @Test func unmodelledModifiersAreAccepted() throws {
        let decl = "struct K: PreferenceKey { static var defaultValue = 0.0; static func reduce(value: inout Double, nextValue: () -> Double) { value = nextValue() } }"
        #expect(try typeName("Text(\"x\").preference(key: K.self, value: 3)", declarations: decl) == "ModifiedContent<Text, _PreferenceWritingModifier<K>>")
        #expect(try typeName("Button(\"x\") { }.buttonStyle(.borderedProminent)") == "ModifiedContent<Button<Text>, ButtonStyleModifier<BorderedProminentButtonStyle>>")
    }

    @Test func forEachTypes() throws {
        #expect(try typeName("ForEach(0..<3) { i in Text(\"\\(i)\") }") == "ForEach<Range<Int>, Int, Text>")
        #expect(try typeName("ForEach([\"a\", \"b\"], id: \\.self) { s in Text(s) }") == "ForEach<Array<String>, String, Text>")
    }
}
