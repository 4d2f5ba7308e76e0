import Foundation
import Testing
import TestSupport

/// Valid SwiftUI is never called wrong (issue 22): what viewlab simulates runs, what it does not is
/// "viewlab does not support … yet", and only a real mistake gets the compiler's kind of message,
/// with a "did you mean" from SwiftUI's real API. Each program in Golden/valid-code/ once drew a
/// false error; its `.txt` is its tree (`VIEWLAB_RECORD=1` rewrites them, to be reviewed).
struct ValidCodeCLITests {
    let cli = CLITests()
    static let folder = CLITests.golden.appendingPathComponent("valid-code")

    static var programs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }

    @Test(arguments: programs) func validCodeRuns(_ name: String) throws {
        let r = try cli.viewlab(["tree", Self.folder.appendingPathComponent(name + ".swift").path])
        #expect(r.code == 0, "\(r.stderr)")
        try CLITests.expectGolden(r.golden, in: Self.folder.appendingPathComponent(name + ".txt"))
    }

    /// SwiftUI's API that viewlab lacks is refused as such, at the call.
    @Test func realAPIViewlabLacksIsRefused() throws {
        let cases: [(String, String)] = [
            ("RenameButton()", "viewlab does not support 'RenameButton' yet"),
            ("Text(\"a\").privacySensitive()", "viewlab does not support the modifier '.privacySensitive' yet"),
            ("MultiDatePicker(\"Days\", selection: .constant([]))", "viewlab does not support 'MultiDatePicker' yet"),
        ]
        for (code, message) in cases {
            let r = try cli.viewlab(["tree", "-"], stdin: "import SwiftUI\n\(code)\n")
            #expect(r.code == 2)
            #expect(r.stderr.hasPrefix("<stdin>:2:1: error: \(message)\n"), "\(code): \(r.stderr)")
        }
    }

    /// Apple's API that viewlab lacks is refused as such however it is reached: a type's static
    /// member (of a type the learner extended too), an initializer or a property of a type viewlab
    /// writes in Swift, a UIKit view's inherited property, an AppKit bridge, a colour's method by its
    /// implicit member, a framework type's method named bare in its extension, a type named in a
    /// model's method, a `@Published` property's publisher, a widget's preview.
    @Test func apiOfOtherFrameworksIsRefusedWhereverItIsNamed() throws {
        let cases: [(code: String, line: Int, column: Int, message: String)] = [
            ("let filter = CIFilter.sepiaTone()", 2, 14, "viewlab does not support 'CIFilter' yet"),
            ("let styled = NSAttributedString(string: \"a\")", 2, 14, "viewlab does not support 'NSAttributedString(string:)' yet"),
            ("UITabBar.appearance().isHidden = true", 2, 1, "viewlab does not support 'UITabBar.isHidden' yet"),
            ("let blend: Color = .red.mix(with: .blue, by: 0.5)", 2, 20, "viewlab does not support the modifier '.mix' yet"),
            ("struct Field: NSViewRepresentable {}\nVStack { Field() }", 3, 10, "viewlab does not support 'NSViewRepresentable' yet"),
            ("extension Bundle { var appName: String { \"demo\" } }\nlet name = Bundle.main.appName", 3, 12,
             "viewlab does not support 'Bundle.main' yet"),
            ("extension UserDefaults { func hasBlob(_ key: String) -> Bool { data(forKey: key) != nil } }\nlet on = UserDefaults.standard.hasBlob(\"k\")",
             2, 64, "viewlab does not support 'UserDefaults.data' yet"),
            ("class Loader: ObservableObject { func load() { let f = NumberFormatter(); _ = f } }\nLoader().load()", 2, 56,
             "viewlab does not support 'NumberFormatter' yet"),
            ("class Doc: ObservableObject { @Published var title = \"a\" }\nText(\"x\").onReceive(Doc().$title) { _ in }", 3, 21,
             "viewlab does not support Combine's publisher '$title' yet"),
            ("let d = UIApplication.shared.delegate", 2, 9, "viewlab does not support 'UIApplication.delegate' yet"),
            ("#Preview(as: .systemSmall) { Text(\"w\") }", 2, 1, "viewlab does not support WidgetKit's '#Preview(as:)' yet"),
        ]
        for (code, line, column, message) in cases {
            let r = try cli.viewlab(["tree", "-"], stdin: "import SwiftUI\n\(code)\n")
            #expect(r.code == 2)
            #expect(r.stderr.hasPrefix("<stdin>:\(line):\(column): error: \(message)\n"), "\(code): \(r.stderr)")
        }
    }

    /// A real mistake keeps the compiler's message, its "did you mean" drawn from the real API.
    @Test func aRealMistakeIsStillOne() throws {
        let typo = try cli.viewlab(["tree", "-"], stdin: "Text(\"a\").paddding()\n")
        #expect(typo.code == 2)
        #expect(typo.stderr.contains("error: value of type 'some View' has no member 'paddding'\n"))
        #expect(typo.stderr.contains("note: did you mean 'padding'?\n"))
        let label = try cli.viewlab(["tree", "-"], stdin: "Picker(selection: .constant(1), lable: Text(\"x\")) { Text(\"a\") }\n")
        #expect(label.code == 2)
        #expect(label.stderr.contains("error: incorrect argument label in call to 'Picker' (have 'lable:')\n"))
        #expect(label.stderr.contains("note: did you mean 'label:'?\n"))
    }

    /// `-o` writes as a shell's redirection would: into a device or a pipe in place, through a
    /// symbolic link, and atomically over a regular file (keeping its permissions).
    @Test func outputFilesAreWrittenInPlaceThroughLinksAndAtomically() throws {
        let folder = Scratch.url("viewlab-o-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = folder.appendingPathComponent("p.swift")
        try "Text(\"a\").padding()\n".write(to: program, atomically: true, encoding: .utf8)

        let null = try cli.viewlab(["render", program.path, "--format", "svg", "-o", "/dev/null"])
        #expect(null.code == 0)
        let kind = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
        #expect(kind == .typeCharacterSpecial)

        let target = folder.appendingPathComponent("picture.svg"), link = folder.appendingPathComponent("link.svg")
        try "old".write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "picture.svg")
        let linked = try cli.viewlab(["render", program.path, "--format", "svg", "-o", link.path])
        #expect(linked.code == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "picture.svg")
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("<svg"))
        #expect(try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int == 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }
}

extension ValidCodeCLITests {
    /// Where SwiftUI has a newer form viewlab runs, the refusal names it, in both languages.
    @Test func aRefusalNamesWhatToUseInstead() throws {
        let source = "import SwiftUI\nText(\"a\").colorScheme(.dark)\n"
        let en = try cli.viewlab(["tree", "-"], stdin: source)
        #expect(en.stderr == "<stdin>:2:1: error: viewlab does not support the modifier '.colorScheme' yet\n2 | Text(\"a\").colorScheme(.dark)\n  | ^\nnote: instead, viewlab runs .preferredColorScheme(_:)\n")
        let zh = try cli.viewlab(["tree", "--lang", "zh", "-"], stdin: source)
        #expect(zh.stderr.hasPrefix("<stdin>:2:1: error: viewlab 还不支持修饰器 '.colorScheme'\n"))
    }
}
