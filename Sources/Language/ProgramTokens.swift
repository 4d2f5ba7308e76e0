import SwiftParser
import SwiftSyntax

extension Session {
    /// A program's tokens without its comments, spacing and the top-level constants named in
    /// `names` (a prediction exercise's answers): two programs with the same tokens do the same,
    /// whatever the learner answered, so a program that was changed, not predicted, is told apart.
    public static func tokens(of source: String, ignoringTopLevelConstants names: Set<String>) -> [String] {
        Parser.parse(source: source).statements.flatMap { item -> [String] in
            if case .decl(let decl) = item.item, let v = decl.as(VariableDeclSyntax.self),
               v.bindings.allSatisfy({ names.contains($0.pattern.trimmedDescription) }) {
                return []
            }
            return item.tokens(viewMode: .sourceAccurate).map(\.text)
        }
    }
}
