import ViewlabModel

/// swift-syntax's parser messages in Chinese (issue 14: every message viewlab writes, in both
/// languages). The parser builds its messages from parts ("expected ')' to end function call"), so
/// its forms are catalogue entries with placeholders (`Messages/SyntaxMessages.swift`), matched
/// against the English, and the parts it fills in are translated by the names of the syntax it uses.
/// A message of another form, or a name not below, stays in the parser's English.
package enum SyntaxMessageTranslation {
    /// The Chinese for one of the parser's messages or notes, or nil for a form not catalogued.
    package static func chinese(_ english: String) -> String? {
        for form in Message.syntax {
            guard let parts = form.values(in: english) else { continue }
            return spaced(form.filled(parts.map(chinesePart)).zh)
        }
        return nil
    }

    /// One of the parser's texts in both languages; the English twice for a form not catalogued.
    package static func bilingual(_ english: String) -> Bilingual { Bilingual(english, chinese(english) ?? english) }

    /// A part the parser filled in: quoted code stays, names of syntax are translated, a list
    /// ("value and ')'", "'{' or 'if'") is translated item by item.
    package static func chinesePart(_ part: String) -> String {
        for (separator, joiner) in [(", and ", "和"), (" and ", "和"), (" or ", "或"), (", ", "、")] where part.contains(separator) {
            return part.components(separatedBy: separator).map(chinesePart).joined(separator: joiner)
        }
        if part.hasPrefix("'"), part.hasSuffix("'"), part.count > 1 { return part }
        if let name = names[part] { return name }
        // "'if' statement", "'try' expression", "'catch' clause": the keyword stays.
        for (kind, word) in [(" statement", "语句"), (" expression", "表达式"), (" clause", "子句"), (" block", "代码块")]
        where part.hasPrefix("'") && part.hasSuffix(kind) {
            return String(part.dropLast(kind.count)) + " " + word
        }
        return part
    }

    /// The names of syntax the parser uses (generated/SyntaxKindNameForDiagnostics.swift and
    /// ChildNameForDiagnostics.swift) that learners' code meets, in the terms of Swift's Chinese
    /// documentation and of the glossary (Lessons/zh/GLOSSARY.md).
    package static let names: [String: String] = [
        "function call": "函数调用", "closure": "闭包", "trailing closure": "尾随闭包", "code block": "代码块",
        "member block": "成员块", "member list": "成员列表", "struct": "结构体", "class": "类", "enum": "枚举",
        "protocol": "协议", "extension": "扩展", "function": "函数", "initializer": "初始化器", "subscript": "下标",
        "variable": "变量", "parameter clause": "参数子句", "parameter": "参数", "parameter list": "参数列表",
        "closure parameter": "闭包参数", "closure signature": "闭包签名", "function signature": "函数签名",
        "string literal": "字符串字面量", "simple string literal": "字符串字面量", "integer literal": "整数字面量",
        "floating literal": "浮点数字面量", "array": "数组", "array element": "数组元素", "dictionary": "字典",
        "dictionary element": "字典元素", "tuple": "元组", "tuple type": "元组类型", "expression": "表达式",
        "type": "类型", "type annotation": "类型标注", "attribute": "特性", "attributes": "特性", "declaration": "声明",
        "statement": "语句", "switch case": "switch 分支", "accessor": "访问器", "member access": "成员访问",
        "key path": "键路径", "generic argument clause": "泛型实参子句", "generic parameter clause": "泛型形参子句",
        "generic parameter": "泛型形参", "generic argument": "泛型实参", "inheritance clause": "继承子句",
        "source file": "源文件", "pattern": "模式", "condition": "条件", "value": "值", "name": "名称",
        "identifier": "标识符", "label": "标签", "modifier": "修饰符", "optional type": "可选类型", "ternary expression": "三元表达式",
        "code": "代码", "brace": "花括号", "return type": "返回类型", "argument": "实参", "arguments": "实参",
        "member": "成员", "enum case": "枚举成员", "typealias declaration": "类型别名声明", "operator": "运算符",
        "optional binding": "可选绑定",
    ]

    /// A space between Chinese and Latin text, as Chinese technical writing sets them; none twice.
    package static func spaced(_ text: String) -> String {
        var result = ""
        var previous: Character?
        for c in text {
            if let p = previous, p != " ", c != " ", isChinese(p) != isChinese(c), isLatin(p) || isLatin(c) { result.append(" ") }
            result.append(c)
            previous = c
        }
        return result
    }

    private static func isChinese(_ c: Character) -> Bool {
        c.unicodeScalars.first.map { (0x4E00...0x9FFF).contains($0.value) } ?? false
    }
    private static func isLatin(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber || c == "'") }
}
