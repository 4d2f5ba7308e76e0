// Every message the shader compiler and runner give, in English and in Simplified Chinese
// (glossary: 着色器 shader, 统一变量 uniform, 函数 function, 语句 statement, 表达式 expression).

import ViewlabModel

struct GLSLPos: Sendable, Equatable {
    var line: Int
    var column: Int
}

struct GLSLMessage: Sendable {
    var en: String
    var zh: String

    func error(at pos: GLSLPos) -> ShaderError {
        ShaderError(.compile, line: pos.line, column: pos.column, message: en, messageZh: zh)
    }

    // MARK: Lexer

    static func unexpectedCharacter(_ c: String) -> GLSLMessage {
        GLSLMessage(en: "unexpected character '\(c)'", zh: "意外的字符 '\(c)'")
    }
    static func fullWidth(_ c: String, _ ascii: String) -> GLSLMessage {
        GLSLMessage(en: "'\(c)' is a full-width character; type '\(ascii)' instead",
                    zh: "'\(c)' 是全角字符，请改用半角的 '\(ascii)'")
    }
    static let unterminatedComment = GLSLMessage(
        en: "the '/*' comment is never closed with '*/'", zh: "注释 '/*' 没有用 '*/' 结束")
    static func preprocessor(_ directive: String) -> GLSLMessage {
        GLSLMessage(en: "viewlab does not support preprocessor directives such as '\(directive)' yet",
                    zh: "viewlab 暂不支持 '\(directive)' 等预处理指令")
    }
    static func floatSuffix(_ text: String) -> GLSLMessage {
        GLSLMessage(en: "a GLSL ES float literal has no 'f' suffix: write '\(text)'",
                    zh: "GLSL ES 的浮点数字面量不能带 'f' 后缀：请写 '\(text)'")
    }
    static func malformedNumber(_ text: String) -> GLSLMessage {
        GLSLMessage(en: "'\(text)' is not a valid number", zh: "'\(text)' 不是有效的数字")
    }

    // MARK: Parser

    static func describe(_ t: GLSLToken) -> (en: String, zh: String) {
        t.kind == .end ? ("the end of the shader", "着色器的末尾") : ("'\(t.text)'", "'\(t.text)'")
    }
    static let expectedSemicolon = GLSLMessage(en: "expected ';' after the statement", zh: "语句末尾缺少 ';'")
    static func expected(_ what: String, found t: GLSLToken) -> GLSLMessage {
        let f = describe(t)
        return GLSLMessage(en: "expected '\(what)' but found \(f.en)", zh: "这里应为 '\(what)'，却是 \(f.zh)")
    }
    static func unclosed(_ close: String, _ open: String, line: Int, found t: GLSLToken) -> GLSLMessage {
        let f = describe(t)
        return GLSLMessage(en: "expected '\(close)' to close the '\(open)' on line \(line), but found \(f.en)",
                           zh: "缺少 '\(close)'，无法与第 \(line) 行的 '\(open)' 配对（这里是 \(f.zh)）")
    }
    static func unmatched(_ close: String, _ open: String) -> GLSLMessage {
        GLSLMessage(en: "unexpected '\(close)' with no matching '\(open)'", zh: "多余的 '\(close)'：没有与之配对的 '\(open)'")
    }
    static func expectedExpression(found t: GLSLToken) -> GLSLMessage {
        let f = describe(t)
        return GLSLMessage(en: "expected an expression but found \(f.en)", zh: "这里应为表达式，却是 \(f.zh)")
    }
    static func expectedName(found t: GLSLToken) -> GLSLMessage {
        let f = describe(t)
        return GLSLMessage(en: "expected a name but found \(f.en)", zh: "这里应为名称，却是 \(f.zh)")
    }
    static func expectedType(found t: GLSLToken) -> GLSLMessage {
        let f = describe(t)
        return GLSLMessage(en: "expected a type such as 'float' or 'vec2' but found \(f.en)",
                           zh: "这里应为 'float'、'vec2' 等类型，却是 \(f.zh)")
    }
    static func expectedTopLevel(found t: GLSLToken) -> GLSLMessage {
        let f = describe(t)
        return GLSLMessage(en: "expected a function or a declaration at the top level of the shader, but found \(f.en)",
                           zh: "着色器的顶层应为函数或声明，却是 \(f.zh)")
    }
    static func expectedComponent(found t: GLSLToken) -> GLSLMessage {
        let f = describe(t)
        return GLSLMessage(en: "expected a component such as 'x' after '.', but found \(f.en)",
                           zh: "'.' 后面应为 'x' 等分量，却是 \(f.zh)")
    }
    static func reservedOperator(_ op: String) -> GLSLMessage {
        if op == "%" || op == "%=" {
            return GLSLMessage(en: "'\(op)' is reserved in GLSL ES 1.0; use mod(x, y)",
                               zh: "'\(op)' 在 GLSL ES 1.0 中是保留运算符；请用 mod(x, y)")
        }
        return GLSLMessage(en: "'\(op)' is reserved in GLSL ES 1.0 and does nothing",
                           zh: "'\(op)' 在 GLSL ES 1.0 中是保留运算符，不能使用")
    }
    static func reservedName(_ name: String) -> GLSLMessage {
        GLSLMessage(en: "'\(name)' is reserved in GLSL and can't be used as a name",
                    zh: "'\(name)' 是 GLSL 的保留字，不能用作名称")
    }
    static func unsupported(_ what: String) -> GLSLMessage {
        GLSLMessage(en: "viewlab does not support '\(what)' yet", zh: "viewlab 暂不支持 '\(what)'")
    }
    static func unsupportedParameters(_ qualifier: String) -> GLSLMessage {
        GLSLMessage(en: "viewlab does not support '\(qualifier)' parameters yet", zh: "viewlab 暂不支持 '\(qualifier)' 参数")
    }
    static let tooDeep = GLSLMessage(
        en: "the shader nests too deeply for viewlab; split the expression or the statements",
        zh: "着色器嵌套太深，viewlab 无法处理；请拆分表达式或语句")
    static let unsupportedArrays = GLSLMessage(en: "viewlab does not support arrays yet", zh: "viewlab 暂不支持数组")

    // MARK: Names

    static func unknownFunction(_ name: String, suggestion: String?) -> GLSLMessage {
        if let s = suggestion {
            return GLSLMessage(en: "unknown function '\(name)'; did you mean '\(s)'?",
                               zh: "未知的函数 '\(name)'；你是不是想写 '\(s)'？")
        }
        return GLSLMessage(en: "unknown function '\(name)'", zh: "未知的函数 '\(name)'")
    }
    static func unknownVariable(_ name: String, suggestion: String?) -> GLSLMessage {
        if let s = suggestion {
            return GLSLMessage(en: "unknown variable '\(name)'; did you mean '\(s)'?",
                               zh: "未知的变量 '\(name)'；你是不是想写 '\(s)'？")
        }
        return GLSLMessage(en: "unknown variable '\(name)'", zh: "未知的变量 '\(name)'")
    }
    static func notAFunction(_ name: String) -> GLSLMessage {
        GLSLMessage(en: "'\(name)' is a variable, not a function", zh: "'\(name)' 是变量，不是函数")
    }
    static func redeclared(_ name: String) -> GLSLMessage {
        GLSLMessage(en: "'\(name)' is already declared here", zh: "'\(name)' 已在此处声明过")
    }
    static func builtinRedeclared(_ name: String) -> GLSLMessage {
        GLSLMessage(en: "'\(name)' is built in and can't be declared again", zh: "'\(name)' 是内置的，不能再次声明")
    }
    static func noMain(suggestion: String?) -> GLSLMessage {
        if let s = suggestion {
            return GLSLMessage(en: "the shader has no 'void main()' function; is '\(s)' meant to be 'main'?",
                               zh: "着色器没有 'void main()' 函数；'\(s)' 是不是应该写成 'main'？")
        }
        return GLSLMessage(en: "the shader has no 'void main()' function", zh: "着色器没有 'void main()' 函数")
    }
    static let mainSignature = GLSLMessage(en: "'main' must be declared 'void main()'", zh: "'main' 必须声明为 'void main()'")

    // MARK: Types

    static func binaryMismatch(_ op: String, _ a: GLSLType, _ b: GLSLType) -> GLSLMessage {
        GLSLMessage(en: "can't apply '\(op)' to \(a) and \(b)", zh: "不能对 \(a) 和 \(b) 使用 '\(op)'")
    }
    static func unaryMismatch(_ op: String, _ a: GLSLType) -> GLSLMessage {
        GLSLMessage(en: "can't apply '\(op)' to a \(a)", zh: "不能对 \(a) 使用 '\(op)'")
    }
    static func initMismatch(_ target: GLSLType, _ value: GLSLType) -> GLSLMessage {
        GLSLMessage(en: "can't initialize a \(target) with a \(value)", zh: "不能用 \(value) 初始化 \(target) 变量")
    }
    static func assignMismatch(_ target: GLSLType, _ value: GLSLType) -> GLSLMessage {
        GLSLMessage(en: "can't assign a \(value) to a \(target)", zh: "不能把 \(value) 赋给 \(target)")
    }
    static func conditionType(_ t: GLSLType) -> GLSLMessage {
        GLSLMessage(en: "the condition must be a bool, not a \(t)", zh: "条件必须是 bool，而不是 \(t)")
    }
    static func branchMismatch(_ a: GLSLType, _ b: GLSLType) -> GLSLMessage {
        GLSLMessage(en: "the two sides of '?:' must have the same type, not \(a) and \(b)",
                    zh: "'?:' 两边的类型必须相同，这里是 \(a) 和 \(b)")
    }
    static func noComponents(_ t: GLSLType, _ member: String) -> GLSLMessage {
        GLSLMessage(en: "a \(t) has no component '.\(member)'", zh: "\(t) 没有分量 '.\(member)'")
    }
    static func noSuchComponent(_ t: GLSLType, _ c: Character) -> GLSLMessage {
        GLSLMessage(en: "a \(t) has no component '\(c)'", zh: "\(t) 没有分量 '\(c)'")
    }
    static func badSwizzle(_ s: String) -> GLSLMessage {
        GLSLMessage(en: "'\(s)' is not a valid swizzle: use up to four of xyzw, rgba or stpq",
                    zh: "'\(s)' 不是有效的分量选择：请使用 xyzw、rgba 或 stpq 中最多四个")
    }
    static func mixedSwizzle(_ s: String) -> GLSLMessage {
        GLSLMessage(en: "the swizzle '\(s)' mixes component sets (xyzw, rgba, stpq)",
                    zh: "分量选择 '\(s)' 混用了不同的分量组（xyzw、rgba、stpq）")
    }
    static func repeatedComponent(_ s: String) -> GLSLMessage {
        GLSLMessage(en: "can't assign to '.\(s)': a component appears twice", zh: "不能给 '.\(s)' 赋值：有分量出现了两次")
    }
    static func indexType(_ t: GLSLType) -> GLSLMessage {
        GLSLMessage(en: "an index must be a number, not a \(t)", zh: "下标必须是数字，而不是 \(t)")
    }
    static func indexRange(_ i: String, _ t: GLSLType) -> GLSLMessage {
        GLSLMessage(en: "index \(i) is out of range for a \(t)", zh: "下标 \(i) 超出了 \(t) 的范围")
    }
    static func notIndexable(_ t: GLSLType) -> GLSLMessage {
        GLSLMessage(en: "can't index a \(t) with '[ ]'", zh: "不能用 '[ ]' 取 \(t) 的下标")
    }
    static let voidVariable = GLSLMessage(en: "a variable can't be void", zh: "变量的类型不能是 void")

    // MARK: Assignment

    static func readOnlyBuiltin(_ name: String) -> GLSLMessage {
        GLSLMessage(en: "'\(name)' is read-only: SpriteKit sets it", zh: "'\(name)' 是只读的：它由 SpriteKit 设置")
    }
    static func readOnlyUniform(_ name: String) -> GLSLMessage {
        GLSLMessage(en: "'\(name)' is a uniform: the shader can read it but not change it",
                    zh: "'\(name)' 是统一变量：着色器只能读取它，不能修改")
    }
    static func readOnlyConst(_ name: String) -> GLSLMessage {
        GLSLMessage(en: "'\(name)' is a const and can't be changed", zh: "'\(name)' 是常量，不能修改")
    }
    static func notAssignable(_ op: String) -> GLSLMessage {
        GLSLMessage(en: "the left side of '\(op)' must be a variable", zh: "'\(op)' 的左边必须是变量")
    }
    static func constNeedsValue(_ name: String) -> GLSLMessage {
        GLSLMessage(en: "the const '\(name)' needs a constant initializer", zh: "常量 '\(name)' 需要用常量表达式初始化")
    }
    static let uniformInitializer = GLSLMessage(en: "a uniform can't have an initializer: SpriteKit supplies its value",
                                                zh: "统一变量不能有初始值：它的值由 SpriteKit 提供")
    static let samplerUse = GLSLMessage(en: "'u_texture' can only be passed to texture2D", zh: "'u_texture' 只能作为 texture2D 的参数")
    static func samplerArgument(_ f: String) -> GLSLMessage {
        GLSLMessage(en: "\(f)'s first argument must be u_texture", zh: "\(f) 的第一个参数必须是 u_texture")
    }

    // MARK: Calls

    /// `counts`: the numbers of arguments `f` takes, e.g. [1, 2] for atan.
    static func argumentCount(_ f: String, _ counts: [Int], _ got: Int) -> GLSLMessage {
        let en = counts.map(String.init).joined(separator: " or "), zh = counts.map(String.init).joined(separator: " 或 ")
        return GLSLMessage(en: "'\(f)' takes \(en) argument\(counts == [1] ? "" : "s"), not \(got)",
                           zh: "函数 '\(f)' 需要 \(zh) 个参数，这里给了 \(got) 个")
    }
    static func argumentTypes(_ f: String, _ types: [GLSLType]) -> GLSLMessage {
        let list = "(" + types.map(\.description).joined(separator: ", ") + ")"
        return GLSLMessage(en: "'\(f)' can't take \(list)", zh: "函数 '\(f)' 不接受参数类型 \(list)")
    }
    static func constructorTooFew(_ t: GLSLType, _ got: Int) -> GLSLMessage {
        GLSLMessage(en: "\(t) needs \(t.count) components but got \(got)", zh: "\(t) 需要 \(t.count) 个分量，这里只有 \(got) 个")
    }
    static func constructorTooMany(_ t: GLSLType) -> GLSLMessage {
        GLSLMessage(en: "too many arguments to \(t)", zh: "\(t) 的参数太多了")
    }
    static func voidValue(_ f: String) -> GLSLMessage {
        GLSLMessage(en: "'\(f)' returns nothing (void), so its value can't be used",
                    zh: "函数 '\(f)' 没有返回值（void），不能使用它的值")
    }
    static func redefinedFunction(_ f: String) -> GLSLMessage {
        GLSLMessage(en: "the function '\(f)' is already defined", zh: "函数 '\(f)' 已经定义过了")
    }
    static func overloadedFunction(_ f: String) -> GLSLMessage {
        GLSLMessage(en: "viewlab does not support two functions named '\(f)' with different parameters yet",
                    zh: "viewlab 暂不支持两个参数不同的同名函数 '\(f)'")
    }
    static func builtinFunctionRedefined(_ f: String) -> GLSLMessage {
        GLSLMessage(en: "'\(f)' is a built-in function and can't be defined again", zh: "'\(f)' 是内置函数，不能重新定义")
    }
    static func usedBeforeDeclared(_ f: String) -> GLSLMessage {
        GLSLMessage(en: "the function '\(f)' is used before it is declared; move it above, or declare it first",
                    zh: "函数 '\(f)' 在声明之前就被使用了；请把它移到前面，或者先声明它")
    }
    static func neverDefined(_ f: String) -> GLSLMessage {
        GLSLMessage(en: "the function '\(f)' is declared but never defined", zh: "函数 '\(f)' 声明了但没有定义")
    }
    static func recursion(_ f: String) -> GLSLMessage {
        GLSLMessage(en: "'\(f)' calls itself; GLSL ES does not allow recursion", zh: "函数 '\(f)' 调用了自身；GLSL ES 不允许递归")
    }

    // MARK: Statements

    static func returnMissing(_ f: String, _ t: GLSLType) -> GLSLMessage {
        GLSLMessage(en: "the function '\(f)' must return a \(t)", zh: "函数 '\(f)' 必须返回 \(t) 值")
    }
    static func returnType(_ f: String, _ expected: GLSLType, _ got: GLSLType) -> GLSLMessage {
        GLSLMessage(en: "'\(f)' must return a \(expected), not a \(got)", zh: "函数 '\(f)' 应返回 \(expected)，而不是 \(got)")
    }
    static func returnInVoid(_ f: String) -> GLSLMessage {
        GLSLMessage(en: "'\(f)' is void and can't return a value", zh: "函数 '\(f)' 是 void，不能返回值")
    }
    static func outsideLoop(_ word: String) -> GLSLMessage {
        GLSLMessage(en: "'\(word)' is only allowed inside a loop", zh: "'\(word)' 只能用在循环中")
    }

    // MARK: Runtime

    static func stepBudget(_ n: Int) -> GLSLMessage {
        GLSLMessage(en: "the shader ran more than \(n) steps for one pixel",
                    zh: "着色器在一个像素上运行了超过 \(n) 步（是不是有循环停不下来？）")
    }
}
