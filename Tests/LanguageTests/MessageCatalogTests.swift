import Foundation
import Testing
@testable import ViewlabLanguage
@testable import ViewlabSwiftUI
import ViewlabModel

/// The message catalogue (issue 9: stable ids; issue 14: every message in both languages): each
/// entry has an id of its own, English and Chinese texts with the same placeholders, and each
/// message declared in `Diagnostics/Messages/` is listed in `MessageCatalog.all`.
struct MessageCatalogTests {
    @Test func aDiagnosticIsShownInTheSessionsLanguage() throws {
        let session = Session(output: { _ in })
        session.language = .zh
        do {
            try session.run("let a = [1, 2]\nprint(a[5])", fileName: "a.swift")
            Issue.record("expected the index to be out of range")
        } catch let d as Diagnostic {
            #expect(d.id == "viewlab.runtime.indexOutOfRange")
            #expect(d.message == "index 5 is out of range (the array has 2 elements)")
            #expect(session.render(d).hasPrefix("a.swift:2:7: error: 索引 5 超出了范围（数组只有 2 个元素）\n"))
        }
    }
}

/// swift-syntax's parser messages in Chinese: the forms learners meet, with the syntax's names in
/// the glossary's terms; a form not catalogued stays in the parser's English.
struct SyntaxMessageTranslationTests {
    @Test(arguments: [
        ("expected ')' to end function call", "缺少用来结束函数调用的 ')'"),
        ("expected '}' to end struct", "缺少用来结束结构体的 '}'"),
        ("expected '\"' to end string literal", "缺少用来结束字符串字面量的 '\"'"),
        ("expected expression in variable", "变量中缺少表达式"),
        ("expected '}' to end 'if' statement", "缺少用来结束 'if' 语句的 '}'"),
        ("expected '{' or 'if' after 'else'", "'else' 之后缺少 '{' 或 'if'"),
        ("expected value and ')' in function call", "函数调用中缺少值和 ')'"),
        ("unexpected code ')' in source file", "源文件中有多余的代码 ')'"),
        ("consecutive statements on a line must be separated by newline or ';'", "同一行上的多条语句必须用换行或 ';' 分开"),
        ("to match this opening '('", "与这里开头的 '(' 配对"),
        ("insert ')'", "插入 ')'"),
        ("expected '}' to end member block", "缺少用来结束成员块的 '}'"),
        ("expected '}' to end precedencegroup", "缺少用来结束 precedencegroup 的 '}'"),
    ])
    func inChinese(english: String, chinese: String) {
        #expect(SyntaxMessageTranslation.chinese(english) == chinese)
    }

    @Test func anotherFormStaysEnglish() {
        #expect(SyntaxMessageTranslation.chinese("C-style for statement has been removed in Swift 3") == nil)
    }

    @Test func aSessionShowsTheSyntaxErrorAndItsNotesInChinese() {
        let (_, diagnostics) = Session.parse("Text(\"a\"\n", fileName: "a.swift")
        let d = diagnostics[0]
        #expect(d.message == "expected ')' to end function call")
        #expect(d.message(in: .zh) == "缺少用来结束函数调用的 ')'")
        #expect(d.notes(in: .zh) == ["修复建议：插入 ')'", "与这里开头的 '(' 配对"])
        #expect(d.notes == ["fix-it: insert ')'", "to match this opening '('"])
    }
}

/// What viewlab does not run is named in the message's language: a phrase is translated, a name of
/// the API stays code (design review §9.3: no English inside the Chinese text).
struct UnsupportedConstructTests {
    @Test(arguments: [
        ("actor A {}", "viewlab does not support 'actor' declarations yet", "viewlab 还不支持 'actor' 声明"),
        ("for i in 1... { print(i) }", "viewlab does not support iterating a range with no end yet", "viewlab 还不支持遍历没有上界的范围"),
        ("#warning(\"w\")", "viewlab does not support the macro '#warning' yet", "viewlab 还不支持宏 '#warning'"),
        ("var v: Int { 1 }", "viewlab does not support computed variables outside a type yet", "viewlab 还不支持类型之外的计算变量"),
    ])
    func phrasesAreTranslated(source: String, english: String, chinese: String) throws {
        let session = Session(output: { _ in })
        do {
            try session.run(source, fileName: "a.swift")
            Issue.record("expected \(source) to be refused")
        } catch let error {
            let d = try #require((error as? DiagnosticList)?.primary ?? error as? Diagnostic)
            #expect(d.id == "viewlab.language.unsupportedConstruct")
            #expect(d.message == english)
            #expect(d.message(in: .zh) == chinese)
        }
    }

    @Test func aKeyframesArgumentIsNamedInEachLanguage() {
        let phrase = UnsupportedConstruct.keyframeArgument(keyframe: "SpringKeyframe", label: "spring", written: ".wobbly").phrase
        #expect(phrase.en == "SpringKeyframe's spring: .wobbly")
        #expect(phrase.zh == " SpringKeyframe 的 spring: .wobbly")
    }

    @Test func aNameOfTheAPIStaysCode() {
        let code = UnsupportedConstruct.api("'Path.addArc'").phrase
        #expect(code.en == "'Path.addArc'" && code.zh == " 'Path.addArc'")
    }
}
