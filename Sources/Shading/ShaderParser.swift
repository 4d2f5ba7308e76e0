// GLSL ES 1.0 §5 (expressions), §6 (statements) and §9 (the grammar): tokens → a syntax tree.

import ViewlabModel


struct GLSLParser {
    private let tokens: [GLSLToken]
    private var index = 0
    private var statementNesting = 0
    private var expressionNesting = 0

    /// Limits that keep the recursive parsing, checking, running and freeing of a shader well within
    /// a thread's stack (512 KB on a secondary thread on macOS; debug builds have large frames):
    /// brackets and statements nest at most `maximumBrackets` deep, and an expression tree has at
    /// most `maximumDepth` levels (a chain like `a + b + c + …` deepens the tree without brackets).
    static let maximumBrackets = 32
    static let maximumDepth = 64
    private let stack = GLSLStackGuard()

    init(tokens: [GLSLToken]) throws {
        self.tokens = tokens
        var depth = 0
        for t in tokens where t.kind == .symbol {
            switch t.text {
            case "(", "[", "{":
                depth += 1
                if depth > Self.maximumBrackets { throw GLSLMessage.tooDeep.error(at: t.pos) }
            case ")", "]", "}":
                depth = max(0, depth - 1)
            default:
                break
            }
        }
    }

    /// An expression node, refused when the tree would grow deeper than `maximumDepth`.
    private func node(_ kind: GLSLExpr.Kind, pos: GLSLPos) throws -> GLSLExpr {
        let e = GLSLExpr(kind: kind, pos: pos)
        if e.depth > Self.maximumDepth { throw GLSLMessage.tooDeep.error(at: pos) }
        return e
    }

    /// GLSL ES 1.0 §3.7–3.8: keywords and reserved words that can't name anything.
    static let keywords: Set<String> = Set([
        "attribute", "const", "uniform", "varying", "break", "continue", "do", "for", "while", "if", "else", "in", "out",
        "inout", "true", "false", "lowp", "mediump", "highp", "precision", "invariant", "discard", "return", "struct",
        "asm", "class", "union", "enum", "typedef", "template", "this", "packed", "goto", "switch", "default", "inline",
        "noinline", "volatile", "public", "static", "extern", "external", "interface", "flat", "long", "short", "double",
        "half", "fixed", "unsigned", "superp", "input", "output", "sizeof", "cast", "namespace", "using", "case",
    ]).union(GLSLType.names.keys).union(GLSLType.unsupportedNames)
    static let precisions: Set<String> = ["lowp", "mediump", "highp"]

    // MARK: Tokens

    private var current: GLSLToken { tokens[index] }
    private var previous: GLSLToken { tokens[max(index - 1, 0)] }
    private func peek(_ k: Int) -> GLSLToken { tokens[min(index + k, tokens.count - 1)] }
    private func isSymbol(_ s: String) -> Bool { current.kind == .symbol && current.text == s }
    private func isWord(_ s: String) -> Bool { current.kind == .identifier && current.text == s }
    @discardableResult private mutating func advance() -> GLSLToken {
        let t = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return t
    }
    private mutating func accept(_ s: String) -> Bool {
        if isSymbol(s) { advance(); return true }
        return false
    }
    private mutating func expect(_ s: String) throws {
        guard accept(s) else { throw GLSLMessage.expected(s, found: current).error(at: current.pos) }
    }
    /// The closing bracket of `open`, or an error that names the opening one.
    private mutating func expectClose(_ close: String, of open: GLSLToken) throws {
        guard accept(close) else {
            throw GLSLMessage.unclosed(close, open.text, line: open.pos.line, found: current).error(at: current.pos)
        }
    }
    /// A statement's `;`. A missing one is reported just after the token before it (where it belongs).
    private mutating func expectSemicolon() throws {
        if accept(";") { return }
        if isSymbol(")") { throw GLSLMessage.unmatched(")", "(").error(at: current.pos) }
        if isSymbol("]") { throw GLSLMessage.unmatched("]", "[").error(at: current.pos) }
        throw GLSLMessage.expectedSemicolon.error(at: previous.end)
    }
    private mutating func skipPrecision() {
        while current.kind == .identifier && Self.precisions.contains(current.text) { advance() }
    }
    /// A type name, or nil when the next token is not one.
    private mutating func typeIfPresent() throws -> GLSLType? {
        guard current.kind == .identifier else { return nil }
        if let t = GLSLType.names[current.text] { advance(); return t }
        if GLSLType.unsupportedNames.contains(current.text) {
            throw GLSLMessage.unsupported(current.text).error(at: current.pos)
        }
        return nil
    }
    /// A name being declared. §3.7: names starting `gl_` are reserved.
    private mutating func name() throws -> GLSLToken {
        guard current.kind == .identifier else { throw GLSLMessage.expectedName(found: current).error(at: current.pos) }
        if Self.keywords.contains(current.text) || current.text.hasPrefix("gl_") {
            throw GLSLMessage.reservedName(current.text).error(at: current.pos)
        }
        return advance()
    }

    // MARK: Top level (§6.1 functions, §4.3 qualifiers)

    mutating func program() throws -> [GLSLTopLevel] {
        var items: [GLSLTopLevel] = []
        while current.kind != .end {
            if accept(";") { continue }
            if isSymbol("}") { throw GLSLMessage.unmatched("}", "{").error(at: current.pos) }
            if isWord("precision") {   // §4.5.3 `precision mediump float;`: no effect here
                advance(); skipPrecision()
                guard try typeIfPresent() != nil else { throw GLSLMessage.expectedType(found: current).error(at: current.pos) }
                try expectSemicolon()
                continue
            }
            let start = current.pos
            var qualifier = GLSLTopLevel.Qualifier.none
            if isWord("uniform") { qualifier = .uniform; advance() }
            else if isWord("const") { qualifier = .const; advance() }
            else if isWord("varying") || isWord("attribute") || isWord("invariant") {
                throw GLSLMessage.unsupported(current.text).error(at: current.pos)
            }
            skipPrecision()
            guard let type = try typeIfPresent() else {
                throw GLSLMessage.expectedTopLevel(found: current).error(at: current.pos)
            }
            let nameToken = try name()
            if qualifier == .none && isSymbol("(") {
                items.append(.function(try function(type, nameToken)))
                continue
            }
            var declarators = [try declarator(nameToken)]
            while accept(",") { declarators.append(try declarator(try name())) }
            try expectSemicolon()
            items.append(.global(qualifier, type, declarators, start))
        }
        return items
    }

    private mutating func function(_ returnType: GLSLType, _ nameToken: GLSLToken) throws -> GLSLFunctionDecl {
        let open = advance()
        var params: [GLSLParam] = []
        if isWord("void") && peek(1).kind == .symbol && peek(1).text == ")" { advance() }
        if !isSymbol(")") {
            repeat {
                if isWord("const") { advance() }
                if isWord("in") { advance() }
                if isWord("out") || isWord("inout") { throw GLSLMessage.unsupportedParameters(current.text).error(at: current.pos) }
                skipPrecision()
                guard let type = try typeIfPresent() else { throw GLSLMessage.expectedType(found: current).error(at: current.pos) }
                let n = try name()
                if type == .void { throw GLSLMessage.voidVariable.error(at: n.pos) }
                if isSymbol("[") { throw GLSLMessage.unsupportedArrays.error(at: current.pos) }
                params.append(GLSLParam(type: type, name: n.text, pos: n.pos))
            } while accept(",")
        }
        try expectClose(")", of: open)
        if accept(";") {
            return GLSLFunctionDecl(returnType: returnType, name: nameToken.text, pos: nameToken.pos, params: params, body: nil)
        }
        guard isSymbol("{") else { throw GLSLMessage.expected("{", found: current).error(at: current.pos) }
        return GLSLFunctionDecl(returnType: returnType, name: nameToken.text, pos: nameToken.pos, params: params, body: try block())
    }

    private mutating func declarator(_ nameToken: GLSLToken) throws -> GLSLDeclarator {
        if isSymbol("[") { throw GLSLMessage.unsupportedArrays.error(at: current.pos) }
        var d = GLSLDeclarator(name: nameToken.text, pos: nameToken.pos, initializer: nil)
        if accept("=") { d.initializer = try assignment() }
        return d
    }

    // MARK: Statements (§6)

    private mutating func block() throws -> [GLSLStmt] {
        let open = advance()
        var statements: [GLSLStmt] = []
        while !isSymbol("}") {
            if current.kind == .end { throw GLSLMessage.unclosed("}", "{", line: open.pos.line, found: current).error(at: current.pos) }
            statements.append(try statement())
        }
        advance()
        return statements
    }

    /// Whether a declaration starts here: `const`, a precision, or a type followed by a name.
    private var atDeclaration: Bool {
        guard current.kind == .identifier else { return false }
        if current.text == "const" || Self.precisions.contains(current.text) { return true }
        let isType = GLSLType.names[current.text] != nil || GLSLType.unsupportedNames.contains(current.text)
        return isType && peek(1).kind == .identifier
    }

    private mutating func declaration() throws -> GLSLStmt {
        let start = current.pos
        let isConst = isWord("const")
        if isConst { advance() }
        skipPrecision()
        guard let type = try typeIfPresent() else { throw GLSLMessage.expectedType(found: current).error(at: current.pos) }
        var declarators = [try declarator(try name())]
        if type == .void { throw GLSLMessage.voidVariable.error(at: declarators[0].pos) }
        while accept(",") { declarators.append(try declarator(try name())) }
        try expectSemicolon()
        return GLSLStmt(kind: .declaration(type, isConst: isConst, declarators), pos: start)
    }

    private mutating func statement() throws -> GLSLStmt {
        let start = current.pos
        statementNesting += 1
        defer { statementNesting -= 1 }
        if statementNesting > Self.maximumBrackets || stack.isLow { throw GLSLMessage.tooDeep.error(at: start) }
        if isSymbol("{") { return GLSLStmt(kind: .block(try block()), pos: start) }
        if accept(";") { return GLSLStmt(kind: .empty, pos: start) }
        if atDeclaration { return try declaration() }
        if current.kind == .identifier {
            switch current.text {
            case "if":
                advance()
                let open = current
                try expect("(")
                let condition = try expression()
                try expectClose(")", of: open)
                let then = try statement()
                var otherwise: GLSLStmt?
                if isWord("else") { advance(); otherwise = try statement() }
                return GLSLStmt(kind: .ifElse(condition, then, otherwise), pos: start)
            case "for":
                advance()
                let open = current
                try expect("(")
                var initial: GLSLStmt?
                if !accept(";") {
                    if atDeclaration { initial = try declaration() }
                    else {
                        let p = current.pos
                        initial = GLSLStmt(kind: .expression(try expression()), pos: p)
                        try expectSemicolon()
                    }
                }
                var condition: GLSLExpr?
                if !isSymbol(";") { condition = try expression() }
                try expectSemicolon()
                var step: GLSLExpr?
                if !isSymbol(")") { step = try expression() }
                try expectClose(")", of: open)
                return GLSLStmt(kind: .forLoop(initial, condition, step, try statement()), pos: start)
            case "while":
                advance()
                let open = current
                try expect("(")
                let condition = try expression()
                try expectClose(")", of: open)
                return GLSLStmt(kind: .whileLoop(condition, try statement()), pos: start)
            case "do":
                advance()
                let body = try statement()
                guard isWord("while") else { throw GLSLMessage.expected("while", found: current).error(at: current.pos) }
                advance()
                let open = current
                try expect("(")
                let condition = try expression()
                try expectClose(")", of: open)
                try expectSemicolon()
                return GLSLStmt(kind: .doWhile(body, condition), pos: start)
            case "return":
                advance()
                var value: GLSLExpr?
                if !isSymbol(";") && !isSymbol("}") { value = try expression() }
                try expectSemicolon()
                return GLSLStmt(kind: .returnValue(value), pos: start)
            case "break", "continue", "discard":
                let word = advance().text
                try expectSemicolon()
                return GLSLStmt(kind: word == "break" ? .breakLoop : word == "continue" ? .continueLoop : .discard, pos: start)
            case "else":
                throw GLSLMessage.expectedExpression(found: current).error(at: current.pos)
            default: break
            }
        }
        if isSymbol("}") { throw GLSLMessage.unmatched("}", "{").error(at: current.pos) }
        let e = try expression()
        try expectSemicolon()
        return GLSLStmt(kind: .expression(e), pos: start)
    }

    // MARK: Expressions (§5.1 precedence, lowest first)

    private mutating func expression() throws -> GLSLExpr { try assignment() }

    /// §5.8: `=` and `op=`, right to left.
    private mutating func assignment() throws -> GLSLExpr {
        let lhs = try conditional()
        if current.kind == .symbol {
            switch current.text {
            case "=", "+=", "-=", "*=", "/=":
                let op = advance()
                return try node(.assign(op.text, lhs, try assignment()), pos: op.pos)
            case "%=", "<<=", ">>=", "&=", "|=", "^=":
                throw GLSLMessage.reservedOperator(current.text).error(at: current.pos)
            default: break
            }
        }
        return lhs
    }

    private mutating func conditional() throws -> GLSLExpr {
        let condition = try binary(1)
        guard isSymbol("?") else { return condition }
        let q = advance()
        let a = try expression()
        try expect(":")
        let b = try assignment()
        return try node(.conditional(condition, a, b), pos: q.pos)
    }

    /// §5.1: || ^^ && (== !=) (< > <= >=) (+ -) (* /), each left to right.
    static let precedence: [String: Int] = [
        "||": 1, "^^": 2, "&&": 3, "==": 4, "!=": 4, "<": 5, ">": 5, "<=": 5, ">=": 5, "+": 6, "-": 6, "*": 7, "/": 7,
    ]
    /// §5.1: reserved for future use; an error in GLSL ES 1.0.
    static let reservedBinary: Set<String> = ["%", "&", "|", "^", "<<", ">>"]

    private mutating func binary(_ minimum: Int) throws -> GLSLExpr {
        var lhs = try unary()
        while current.kind == .symbol {
            if Self.reservedBinary.contains(current.text) { throw GLSLMessage.reservedOperator(current.text).error(at: current.pos) }
            guard let p = Self.precedence[current.text], p >= minimum else { break }
            let op = advance()
            let rhs = try binary(p + 1)
            lhs = try node(.binary(op.text, lhs, rhs), pos: op.pos)
        }
        return lhs
    }

    private mutating func unary() throws -> GLSLExpr {
        expressionNesting += 1
        defer { expressionNesting -= 1 }
        if expressionNesting > Self.maximumDepth || stack.isLow { throw GLSLMessage.tooDeep.error(at: current.pos) }
        if current.kind == .symbol {
            switch current.text {
            case "-", "+", "!", "++", "--":
                let op = advance()
                return try node(.unary(op.text, try unary()), pos: op.pos)
            case "~":
                throw GLSLMessage.reservedOperator("~").error(at: current.pos)
            default: break
            }
        }
        return try postfix()
    }

    private mutating func postfix() throws -> GLSLExpr {
        var e = try primary()
        while current.kind == .symbol {
            if isSymbol(".") {
                advance()
                guard current.kind == .identifier else { throw GLSLMessage.expectedComponent(found: current).error(at: current.pos) }
                let m = advance()
                e = try node(.member(e, m.text), pos: m.pos)
            } else if isSymbol("[") {
                let open = advance()
                let i = try expression()
                try expectClose("]", of: open)
                e = try node(.index(e, i), pos: open.pos)
            } else if isSymbol("++") || isSymbol("--") {
                let op = advance()
                e = try node(.postfix(op.text, e), pos: op.pos)
            } else {
                break
            }
        }
        return e
    }

    private mutating func primary() throws -> GLSLExpr {
        let t = current
        switch t.kind {
        case .number:
            advance()
            return try node(.number(t.number), pos: t.pos)
        case .identifier:
            if t.text == "true" || t.text == "false" {
                advance()
                return try node(.boolean(t.text == "true"), pos: t.pos)
            }
            if peek(1).kind == .symbol && peek(1).text == "(" {
                if GLSLType.unsupportedNames.contains(t.text) { throw GLSLMessage.unsupported(t.text).error(at: t.pos) }
                advance()
                let open = advance()
                var args: [GLSLExpr] = []
                if isWord("void") && peek(1).kind == .symbol && peek(1).text == ")" { advance() }
                if !isSymbol(")") {
                    repeat {
                        // A missing ')' shows up as the next statement's token where ',' or ')' belongs.
                        args.append(try assignment())
                    } while accept(",")
                }
                try expectClose(")", of: open)
                return try node(.call(t.text, args), pos: t.pos)
            }
            if Self.keywords.contains(t.text) {
                if GLSLType.unsupportedNames.contains(t.text) { throw GLSLMessage.unsupported(t.text).error(at: t.pos) }
                throw GLSLMessage.expectedExpression(found: t).error(at: t.pos)
            }
            advance()
            return try node(.name(t.text), pos: t.pos)
        case .symbol where t.text == "(":
            let open = advance()
            let e = try expression()
            try expectClose(")", of: open)
            return e
        default:
            throw GLSLMessage.expectedExpression(found: t).error(at: t.pos)
        }
    }
}
