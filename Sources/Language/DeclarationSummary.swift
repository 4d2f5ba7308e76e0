import SwiftParser
import SwiftSyntax

/// A top-level declaration as the REPL's `:list` shows it: `struct Card: View`, `let spacing = 8`.
public struct DeclarationSummary: Equatable, Sendable {
    /// `struct`, `class`, `enum`, `protocol`, `extension`, `func`, `let` or `var`.
    public var kind: String
    /// The declared name (for an extension, the extended type).
    public var name: String
    /// The declaration up to its body, on one line.
    public var signature: String
}

extension Session {
    /// The top-level declarations of a source text, in order. A `let` or `var` binding several
    /// names gives one summary per name.
    public static func declarations(in source: String) -> [DeclarationSummary] {
        Parser.parse(source: source).statements.flatMap { item -> [DeclarationSummary] in
            guard case .decl(let decl) = item.item else { return [] }
            if let v = decl.as(VariableDeclSyntax.self) {
                return v.bindings.flatMap { identifiers(in: $0.pattern) }.map {
                    DeclarationSummary(kind: v.bindingSpecifier.text, name: $0, signature: oneLine(v.trimmedDescription))
                }
            }
            let named: (kind: String, name: String, body: Syntax?)?
            if let d = decl.as(StructDeclSyntax.self) { named = ("struct", d.name.text, Syntax(d.memberBlock)) }
            else if let d = decl.as(ClassDeclSyntax.self) { named = ("class", d.name.text, Syntax(d.memberBlock)) }
            else if let d = decl.as(EnumDeclSyntax.self) { named = ("enum", d.name.text, Syntax(d.memberBlock)) }
            else if let d = decl.as(ProtocolDeclSyntax.self) { named = ("protocol", d.name.text, Syntax(d.memberBlock)) }
            else if let d = decl.as(ExtensionDeclSyntax.self) { named = ("extension", d.extendedType.trimmedDescription, Syntax(d.memberBlock)) }
            else if let d = decl.as(FunctionDeclSyntax.self) { named = ("func", d.name.text, d.body.map(Syntax.init)) }
            else { named = nil }
            guard let named else { return [] }
            let text = decl.trimmedDescription
            let headerLength = named.body.map { $0.positionAfterSkippingLeadingTrivia.utf8Offset - decl.positionAfterSkippingLeadingTrivia.utf8Offset }
            let header = headerLength.map { String(decoding: text.utf8.prefix($0), as: UTF8.self) } ?? text
            return [DeclarationSummary(kind: named.kind, name: named.name, signature: oneLine(header))]
        }
    }

    private static func identifiers(in pattern: PatternSyntax) -> [String] {
        if let p = pattern.as(IdentifierPatternSyntax.self) { return [p.identifier.text] }
        if let p = pattern.as(TuplePatternSyntax.self) { return p.elements.flatMap { identifiers(in: $0.pattern) } }
        return []
    }

    /// Whitespace runs (newlines included) become one space, so a summary fits a line.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
