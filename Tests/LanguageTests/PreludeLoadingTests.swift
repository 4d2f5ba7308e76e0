import SwiftSyntax
import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// A prelude that only declares types is declared when code first names one of them; the program
/// behaves as if every prelude had been declared from the start.
struct PreludeLoadingTests {
    /// The names read from a prelude's text are its parsed top-level declarations' names, and one
    /// that waits declares nothing that no type name of its own would lead to.
    @Test func theNamesReadFromTheTextAreTheParsedOnes() throws {
        let session = Session(output: { _ in })
        for prelude in session.interpreter.preludes {
            var parsedTypes: Set<String> = [], reachedOnlyByItsTypes = true
            for item in prelude.tree.tree.statements {
                guard case .decl(let decl) = item.item else { reachedOnlyByItsTypes = false; continue }
                if let name = decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(ClassDeclSyntax.self)?.name.text
                    ?? decl.as(EnumDeclSyntax.self)?.name.text ?? decl.as(ProtocolDeclSyntax.self)?.name.text
                    ?? decl.as(TypeAliasDeclSyntax.self)?.name.text {
                    parsedTypes.insert(name)
                } else if let x = decl.as(ExtensionDeclSyntax.self) {
                    parsedTypes.insert(x.extendedType.trimmedDescription)
                } else {
                    reachedOnlyByItsTypes = false
                }
            }
            let extendedOthers = !parsedTypes.isSubset(of: prelude.typeNames)
            #expect(prelude.typeNames.isSubset(of: parsedTypes), "\(prelude.name)")
            #expect(prelude.installsAtStart == (!reachedOnlyByItsTypes || extendedOthers), "\(prelude.name)")
        }
    }

    @Test func aProgramThatNamesNoFrameworkTypeDeclaresNone() throws {
        let session = Session(output: { _ in })
        try session.run("print(1)", fileName: "test.swift")
        for name in ["UIColor", "SKScene", "DragGesture", "NavigationPath", "IndexSet", "Calendar", "Timer"] {
            #expect(!session.interpreter.types.isDeclared(name), "\(name)")
        }
        try session.run("let c = UIColor.red", fileName: "more.swift")
        #expect(session.interpreter.types.isDeclared("UIScreen"))
        #expect(!session.interpreter.types.isDeclared("SKScene"))
    }

    @Test func waitingTypesBehaveAsDeclaredOnes() {
        #expect(run("""
            extension UIColor { static var brand: UIColor { .blue } }
            print(UIColor.brand == .blue, M_PI > 3, Locale.current.identifier)
            var a = [1, 2, 3, 4]
            a.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
            a.remove(atOffsets: IndexSet([0, 1]))
            print(a, type(of: TapGesture().sequenced(before: DragGesture())))
            typealias Paint = SKColor
            print(Paint.red == UIColor.red)
            """).output == "true true en_US\n[1, 4] SequenceGesture<TapGesture, DragGesture>\ntrue\n")
    }

    /// A learner's type of a waiting prelude's name is theirs, even after the prelude is declared.
    @Test func aLearnersTypeOfTheSameNameStaysTheirs() {
        #expect(run("""
            struct Timer { var ticks = 3 }
            let t = Timer()
            let later = RunLoop.main
            print(Timer().ticks, t.ticks)
            """).output == "3 3\n")
    }

    @Test func aMisspelledWaitingTypeIsSuggested() {
        let result = run("let c = UIColr.red")
        #expect(result.error?.notes.contains { $0.contains("UIColor") } == true)
    }
}
