import Foundation
import Testing
@testable import ViewlabLanguage
@testable import ViewlabSwiftUI

/// The SwiftUI vocabulary is described once, in Sources/SwiftUI/Catalog (design review P3):
/// every catalogued name reaches its builder, nothing is built without being catalogued, and the
/// name lists derive from it.
struct SwiftUICatalogTests {
    @Test func eachNameIsCataloguedOnce() {
        #expect(SwiftUICatalog.modifiers.count == SwiftUICatalog.modifierSpecs.count)
        #expect(SwiftUICatalog.views.count == SwiftUICatalog.viewSpecs.count)
        #expect(PropertyWrapperSpec.named.count == PropertyWrapperSpec.all.count)
        #expect(SwiftUICatalog.modifierSpecs.count == 226)
        #expect(SwiftUICatalog.viewSpecs.count == 75)
        #expect(PropertyWrapperSpec.all.count == 13)
    }

    @Test func supportedAndUnsupportedNamesAreApart() {
        #expect(SwiftUICatalog.otherFrameworkTypeNames.intersection(SwiftUICatalog.views.keys).isEmpty)
        #expect(SwiftUICatalog.isSwiftUIType("Text"))
        #expect(SwiftUICatalog.isSwiftUIType("Gauge"))
        #expect(!SwiftUICatalog.isSwiftUIType("Badge"))
    }

    /// Handled by viewlab but missing from the old name lists, so completion and "did you mean" never
    /// offered them (design review §3).
    @Test func theNamesThatHadDriftedAreListed() {
        let drifted = ["accessibilityHidden", "accessibilityValue", "renderingMode", "interpolation", "antialiased",
                       "baselineOffset", "fontWidth"]
        #expect(drifted.filter { !builtinModifierNames.contains($0) } == [])
        let d = run("let v = Image(\"a\").renderingMod(.template)").error
        #expect(d?.message == "value of type 'some View' has no member 'renderingMod'")
        #expect(d?.notes == ["did you mean 'renderingMode'?"])
    }

    /// `Link` is a control whose label reads as written (issue 23, item 3); the URL it opens has
    /// nowhere to go here, so a `tap` on it runs nothing.
    @Test func linkIsAControl() {
        #expect(run("let v = Link(\"Docs\", destination: URL(string: \"https://example.com\")!)").error == nil)
        #expect(builtinViewNames.contains("Link"))
    }

    /// Applied to its receiver (or, for a `View` modifier, to any view) with no arguments, each
    /// catalogued modifier reaches its builder: it succeeds or its builder complains about the
    /// arguments, never "has no member" or "does not support the modifier".
    @Test func everyCataloguedModifierReachesItsBuilder() {
        var missed: [String] = []
        for spec in SwiftUICatalog.modifierSpecs {
            let receiver = spec.receiver.map(Self.example) ?? "Spacer()"
            let d = run("let v = \(receiver).\(spec.name)()").error
            if d?.id == "viewlab.language.unknownMember" || d?.message == "viewlab does not support the modifier '.\(spec.name)' yet" {
                missed.append(spec.name)
            }
        }
        #expect(missed == [])
    }

    /// On a view that is not its receiver, a receiver's modifier says what SwiftUI would.
    @Test func aReceiversModifierElsewhere() throws {
        #expect(run("let v = Spacer().resizable()").error?.message == "value of type 'some View' has no member 'resizable'")
        #expect(run("let v = Spacer().fill(.red)").error?.message == "value of type 'some View' has no member 'fill'")
        #expect(run("let v = Spacer().baselineOffset(2)").error?.message == "viewlab does not support the modifier '.baselineOffset' yet")
        #expect(run("let v = Spacer().simulatedMetrics(idealWidth: 1, idealHeight: 1)").error?.message == "'simulatedMetrics' applies to a Text")
        #expect(try typeName("Spacer().bold()") == "ModifiedContent<Spacer, _EnvironmentKeyTransformModifier<Optional<Font>>>")
        #expect(try typeName("Spacer().opacity(0.5)") == "ModifiedContent<Spacer, _OpacityEffect>")
        #expect(try typeName("Color.red.opacity(0.5)") == "Color")
    }

    @Test func inertTypeNamesComeFromTheCatalogue() throws {
        #expect(try typeName("Text(\"a\").animation(.default, value: 1)") == "ModifiedContent<Text, _AnimationModifier<Int>>")
        #expect(try typeName("Text(\"a\").buttonStyle(.plain)") == "ModifiedContent<Text, ButtonStyleModifier<PlainButtonStyle>>")
        #expect(try typeName("Text(\"a\").sheet(isPresented: .constant(true)) { Text(\"b\") }") == "ModifiedContent<Text, _SheetModifier>")
        #expect(try typeName("Text(\"a\").contentShape(Circle())") == "ModifiedContent<Text, _ContentShapeModifier<Circle>>")
    }

    @Test func numberLiteralsFollowTheSpec() throws {
        #expect(try typeName("Text(\"a\").tag(1)") == "ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>")
        #expect(try typeName("Text(\"a\").animation(.default, value: 1.5)") == "ModifiedContent<Text, _AnimationModifier<Double>>")
        #expect(SwiftUICatalog.modifiers["padding"]?.numbers.hint(nil) == .double)
        #expect(SwiftUICatalog.modifiers["animation"]?.numbers.hint(nil) == .double)
        #expect(SwiftUICatalog.modifiers["animation"]?.numbers.hint("value") == Hint.none)
    }

    @Test func propertyWrapperStorage() {
        let owned = PropertyWrapperSpec.all.filter { $0.storage == .owned }.map(\.name)
        #expect(owned == ["State", "StateObject", "Published", "AppStorage", "SceneStorage", "FocusState", "GestureState"])
        #expect(PropertyWrapperSpec.named["Binding"]?.storage == .binding)
        #expect(PropertyWrapperSpec.named["Environment"]?.storage == .environment)
    }

    /// What the update cycle reads of each wrapper (update-cycle-research.md §1.2, §2.1).
    @Test func propertyWrapperTraits() {
        let all = PropertyWrapperSpec.all
        #expect(all.filter { !$0.isDynamicProperty }.map(\.name) == ["Published", "Bindable"])
        #expect(all.filter(\.isParentIndependent).map(\.name) == ["State", "StateObject", "AppStorage", "SceneStorage", "FocusState",
                                                                   "GestureState", "EnvironmentObject", "Environment", "Namespace"])
        #expect(all.filter(\.observesObject).map(\.name) == ["StateObject", "ObservedObject", "EnvironmentObject"])
    }

    /// Nothing is handled without being catalogued: every name the building code tells apart
    /// (`case "…"`, `name == "…"`) is a catalogued modifier or view.
    @Test func theBuildingCodeNamesOnlyCataloguedNames() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/SwiftUI")
        var names: [String] = []
        for (file, from) in [("Modifiers.swift", "func applyModifier("), ("Views.swift", "func constructView("),
                             ("SecondaryModifiers.swift", "func secondaryModifier("), ("EnvironmentModifiers.swift", "func environmentModifier("),
                             ("Drawing/ShapeStyles.swift", "func shapeModifier(")] {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let code = source[try #require(source.range(of: from)).lowerBound...]
            for line in code.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " }
                let tested = trimmed.hasPrefix("case \"") ? trimmed.prefix { $0 != ":" } : ""
                names += Self.literals(in: tested)
                for part in line.components(separatedBy: "name == \"").dropFirst() { names.append(String(part.prefix { $0 != "\"" })) }
            }
        }
        // 60 before the catalogue's entries carried what tells their views apart (`.stack(.horizontal,
        // lazy: false)`, `.control(.toggle)`, `.secondaryView(.overlay)`), 15 before the environment
        // modifiers carried the value they write (`.environmentValue(.lineLimit)`): a new name here is a
        // new second dispatch.
        #expect(names.count == 8)
        #expect(names.filter { SwiftUICatalog.modifiers[$0] == nil && SwiftUICatalog.views[$0] == nil } == [])
    }

    private static func example(of receiver: ReceiverBuild) -> String {
        switch receiver {
        case .textFont, .textMetrics, .textStyle: "Text(\"a\")"
        case .imageResizable, .imageOption: "Image(\"a\")"
        case .colorOpacity: "Color.red"
        case .shapeStyle, .shapeOutline: "Circle()"
        }
    }

    private static func literals(in text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
