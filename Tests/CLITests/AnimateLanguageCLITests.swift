import Foundation
import Testing

/// Every text table of `viewlab animate` in English and under `--lang zh` (issue 25: Chinese
/// wherever the teaching happens): a curve's value table, a comparison, `--interrupt`, `--phases`,
/// `--keyframes`, `--view` and `--before --after`. Each case's English output is Golden/animate/NAME.txt
/// and its Chinese output NAME-zh.txt beside it.
/// `VIEWLAB_RECORD=1` rewrites them.
struct AnimateLanguageCLITests {
    let cli = CLITests()
    static let folder = CLITests.golden.appendingPathComponent("animate")

    /// A golden's name and the command that makes it; `GOLDEN/` stands for this folder.
    static let cases: [(name: String, arguments: [String])] = [
        ("bouncy", ["animate", ".bouncy", "--until", "0.6", "--step", "0.1"]),
        ("undershoot", ["animate", ".timingCurve(0.5, -0.5, 0.5, 1.5, duration: 1)", "--step", "0.25"]),
        ("repeat-forever", ["animate", ".linear(duration: 1).repeatForever(autoreverses: true)", "--step", "0.5", "--until", "1"]),
        ("compare", ["animate", ".easeInOut(duration: 0.5)", "--compare", ".spring", "--step", "0.1", "--until", "0.5"]),
        ("interrupt", ["animate", ".default", "--interrupt", "0.2=0", "--interrupt", "0.4=50 none", "--step", "0.1", "--until", "0.6"]),
        ("interrupt-additive", ["animate", ".easeInOut(duration: 1)", "--interrupt", "0.5=0", "--step", "0.25"]),
        ("phases", ["animate", ".linear(duration: 0.5)", "--phases", "0,-20,20", "--step", "0.25"]),
        ("phases-loop", ["animate", "--phases", "1,1.3", "--loop", "--until", "1", "--step", "0.5"]),
        ("keyframes", ["animate", "--keyframes", "offset: cubic(-30, duration: 0.25) cubic(30, duration: 0.5) cubic(0, duration: 0.25)",
                       "--keyframes", "rotation: linear(10, duration: 0.5)", "--step", "0.25"]),
        ("view", ["animate", ".linear", "--view", "GOLDEN/shake.swift", "--state", "taps", "--from", "0", "--to", "1", "--step", "0.25"]),
        ("before-after", ["animate", ".linear(duration: 1)", "--before", "GOLDEN/branch-before.swift", "--after", "GOLDEN/branch-after.swift",
                          "--step", "0.5"]),
    ]

    func run(_ name: String, _ extra: [String]) throws -> String {
        let folder = Self.folder.path + "/"
        let arguments = try #require(Self.cases.first { $0.name == name }).arguments.map { $0.replacingOccurrences(of: "GOLDEN/", with: folder) }
        let r = try cli.viewlab(arguments + extra)
        #expect(r.code == 0, "\(r.stderr)")
        return r.golden.replacingOccurrences(of: folder, with: "")
    }

    @Test(arguments: cases.map(\.name)) func inEnglish(_ name: String) throws {
        try CLITests.expectGolden(try run(name, []), in: Self.folder.appendingPathComponent(name + ".txt"))
    }

    @Test(arguments: cases.map(\.name)) func inChinese(_ name: String) throws {
        try CLITests.expectGolden(try run(name, ["--lang", "zh"]), in: Self.folder.appendingPathComponent(name + "-zh.txt"))
    }
}
