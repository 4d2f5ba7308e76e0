import Foundation
import Testing

/// What `--lang zh` teaches in Chinese beyond the lessons (issue 25): the sweep's table and
/// captions, the warnings layout gives, the caption under `render`'s picture, the animation tables
/// under an update pass, and where a text's font was written. Each case runs a program of
/// Golden/ with `--lang zh`; its expected output (stdout, then stderr and the exit code when there
/// are any) is Golden/zh/NAME.txt, beside the English goldens. `VIEWLAB_RECORD=1` rewrites them.
struct ChineseOutputCLITests {
    let cli = CLITests()
    static let folder = CLITests.golden.appendingPathComponent("zh")

    /// A golden's name and the command that makes it; `GOLDEN/` stands for the Golden folder.
    static let cases: [(name: String, arguments: [String])] = [
        ("favorite.sweep", ["explain", "GOLDEN/favorite.swift", "--sweep", "25x50,50x50,100x50"]),
        ("favorite.render", ["render", "GOLDEN/favorite.swift"]),
        ("unregistered-image.layout", ["layout", "GOLDEN/zh/unregistered-image.swift"]),
        ("nearest-writer.explain", ["explain", "GOLDEN/environment/nearest-writer.swift"]),
        ("animated-pass.update", ["update", "GOLDEN/update/animated-pass.swift", "toggle \"Animated\""]),
        ("book-modifier-transition-fade.update", ["update", "GOLDEN/update/book-modifier-transition-fade.swift", "tap \"Toggle\"", "tap \"Toggle\""]),
        ("phase-animator.update", ["update", "GOLDEN/update/phase-animator.swift", "tap \"Shake\""]),
        ("keyframe-animator-repeating.update", ["update", "GOLDEN/update/keyframe-animator-repeating.swift"]),
    ]

    @Test(arguments: cases.map(\.name)) func inChinese(_ name: String) throws {
        let golden = CLITests.golden.path + "/"
        let arguments = try #require(Self.cases.first { $0.name == name }).arguments.map { $0.replacingOccurrences(of: "GOLDEN/", with: golden) }
        var r = try cli.viewlab(arguments + ["--lang", "zh"])
        r.stderr = r.stderr.replacingOccurrences(of: golden, with: "")
        try CLITests.expectGolden(r.golden, in: Self.folder.appendingPathComponent(name + ".txt"))
    }
}
