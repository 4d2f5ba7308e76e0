import SwiftSyntax

/// `` `default` `` names what `default` would if it were not a keyword (The Swift Programming
/// Language, "Identifiers": the backticks are not part of the name). The interpreter matches names
/// by their text, so the parsed tree drops them, a space in each one's place keeping every later
/// token at its line and column.
enum EscapedNames {
    static func unescaped(_ tree: SourceFileSyntax, source: String) -> SourceFileSyntax {
        guard source.contains("`") else { return tree }
        return Rewriter(viewMode: .sourceAccurate).rewrite(tree).as(SourceFileSyntax.self) ?? tree
    }

    private final class Rewriter: SyntaxRewriter {
        override func visit(_ token: TokenSyntax) -> TokenSyntax {
            guard case .identifier(let text) = token.tokenKind, text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return token }
            return token.with(\.tokenKind, .identifier(String(text.dropFirst().dropLast())))
                .with(\.leadingTrivia, token.leadingTrivia + .space)
                .with(\.trailingTrivia, .space + token.trailingTrivia)
        }
    }
}
