import ViewlabModel

/// swift-syntax's parser messages, which viewlab shows as the parser writes them: the forms
/// learners meet, so that `SyntaxMessageTranslation` can write them in Chinese. Each English text is
/// the parser's own (SwiftParserDiagnostics 603.0.1: MissingNodesError.swift,
/// ParserDiagnosticMessages.swift); `%1`, `%2` stand for the parts it fills in. More specific forms
/// come first: the first that matches is used.
extension Message {
    package static let syntaxToEnd = Message("viewlab.syntax.error",
        en: "expected %1 to end %2",
        zh: "缺少用来结束%2的 %1")
    package static let syntaxToStart = Message("viewlab.syntax.error",
        en: "expected %1 to start %2",
        zh: "缺少用来开始%2的 %1")
    package static let syntaxExpectedIn = Message("viewlab.syntax.error",
        en: "expected %1 in %2",
        zh: "%2中缺少%1")
    package static let syntaxExpectedAfter = Message("viewlab.syntax.error",
        en: "expected %1 after %2",
        zh: "%2 之后缺少%1")
    package static let syntaxExpected = Message("viewlab.syntax.error",
        en: "expected %1",
        zh: "缺少%1")
    package static let syntaxUnexpectedCodeIn = Message("viewlab.syntax.error",
        en: "unexpected code %1 in %2",
        zh: "%2中有多余的代码 %1")
    package static let syntaxUnexpectedCodeBefore = Message("viewlab.syntax.error",
        en: "unexpected code %1 before %2",
        zh: "%2之前有多余的代码 %1")
    package static let syntaxUnexpectedIn = Message("viewlab.syntax.error",
        en: "unexpected %1 in %2",
        zh: "%2中有多余的%1")
    package static let syntaxUnexpected = Message("viewlab.syntax.error",
        en: "unexpected %1",
        zh: "多余的%1")
    package static let syntaxExtraneousAtTop = Message("viewlab.syntax.error",
        en: "extraneous %1 at top level",
        zh: "顶层有多余的%1")
    package static let syntaxConsecutiveStatements = Message("viewlab.syntax.error",
        en: "consecutive statements on a line must be separated by newline or ';'",
        zh: "同一行上的多条语句必须用换行或 ';' 分开")
    package static let syntaxConsecutiveDeclarations = Message("viewlab.syntax.error",
        en: "consecutive declarations on a line must be separated by newline or ';'",
        zh: "同一行上的多个声明必须用换行或 ';' 分开")
    package static let syntaxCaseOutside = Message("viewlab.syntax.error",
        en: "'case' can only appear inside a 'switch' statement or 'enum' declaration",
        zh: "'case' 只能出现在 'switch' 语句或 'enum' 声明里")
    package static let syntaxSwitchCovered = Message("viewlab.syntax.error",
        en: "all statements inside a switch must be covered by a 'case' or 'default' label",
        zh: "switch 里的每条语句都必须在某个 'case' 或 'default' 标签之下")
    package static let syntaxSingleQuoted = Message("viewlab.syntax.error",
        en: "Single-quoted string literal found, use '\"'",
        zh: "发现了单引号字符串字面量，请用 '\"'")
    package static let syntaxUnterminatedComment = Message("viewlab.syntax.error",
        en: "unterminated '/*' comment",
        zh: "'/*' 注释没有结束")
    package static let syntaxExtraneousWhitespaceAfter = Message("viewlab.syntax.error",
        en: "extraneous whitespace after %1 is not permitted",
        zh: "%1 之后不允许有多余的空白")
    package static let syntaxExtraneousWhitespaceBefore = Message("viewlab.syntax.error",
        en: "extraneous whitespace before %1 is not permitted",
        zh: "%1 之前不允许有多余的空白")
    package static let syntaxNotIdentifier = Message("viewlab.syntax.error",
        en: "keyword %1 cannot be used as an identifier here",
        zh: "关键字 %1 不能在这里用作标识符")
    package static let syntaxInvalidDigit = Message("viewlab.syntax.error",
        en: "%1 is not a valid digit in integer literal",
        zh: "%1 不是整数字面量中合法的数字")

    // The notes and fix-its under them.
    package static let syntaxMatchOpening = Message("viewlab.syntax.note",
        en: "to match this opening %1",
        zh: "与这里开头的 %1 配对")
    package static let syntaxFixIt = Message("viewlab.syntax.note",
        en: "fix-it: %1",
        zh: "修复建议：%1")
    package static let syntaxInsertNewline = Message("viewlab.syntax.note",
        en: "insert newline",
        zh: "插入换行")
    package static let syntaxInsert = Message("viewlab.syntax.note",
        en: "insert %1",
        zh: "插入%1")
    package static let syntaxRemove = Message("viewlab.syntax.note",
        en: "remove %1",
        zh: "删除%1")
    package static let syntaxReplace = Message("viewlab.syntax.note",
        en: "replace %1 with %2",
        zh: "把 %1 替换为 %2")

    package static let syntax: [Message] = [
        syntaxToEnd, syntaxToStart, syntaxExpectedIn, syntaxExpectedAfter, syntaxExpected,
        syntaxUnexpectedCodeIn, syntaxUnexpectedCodeBefore, syntaxUnexpectedIn, syntaxUnexpected, syntaxExtraneousAtTop,
        syntaxConsecutiveStatements, syntaxConsecutiveDeclarations, syntaxCaseOutside, syntaxSwitchCovered, syntaxSingleQuoted,
        syntaxUnterminatedComment, syntaxExtraneousWhitespaceAfter, syntaxExtraneousWhitespaceBefore, syntaxNotIdentifier, syntaxInvalidDigit,
        syntaxMatchOpening, syntaxFixIt, syntaxInsertNewline, syntaxInsert, syntaxRemove, syntaxReplace,
    ]
}
