import Foundation
import Testing
import TestSupport

/// `viewlab animate CURVE --before A --after B`: animated layout (issue 6 item 5).
struct AnimatedLayoutCLITests {
    let cli = CLITests()

    func files(_ before: String, _ after: String) throws -> (String, String) {
        let dir = Scratch.url("viewlab-anim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let a = dir.appendingPathComponent("before.swift"), b = dir.appendingPathComponent("after.swift")
        try before.write(to: a, atomically: true, encoding: .utf8)
        try after.write(to: b, atomically: true, encoding: .utf8)
        return (a.path, b.path)
    }

    func rows(_ csv: String, time: String) -> [String] {
        csv.split(separator: "\n").map(String.init).filter { $0.hasPrefix(time + ",") }
    }

    /// The book's first example: a frame's width changes from 50 to 100, so the frame and the
    /// rectangle interpolate x and width; nothing is inserted.
    @Test func aChangedWidthInterpolates() throws {
        let (a, b) = try files("#Preview { Rectangle().frame(width: 50, height: 50) }", "#Preview { Rectangle().frame(width: 100, height: 50) }")
        let r = try cli.viewlab(["animate", ".easeInOut(duration: 1)", "--before", a, "--after", b, "--step", "0.25", "--format", "csv"])
        #expect(r.code == 0)
        #expect(r.stderr == "")
        // easeInOut at 0.25 s is progress 0.129161931: width 50 + 50 × p, x centred in 320.
        #expect(rows(r.stdout, time: "0.25") == [
            "0.25,0.129161931,frame,\"frame(width: 100, height: 50)\",interpolated,131.770952,215,56.4580966,50,1",
            "0.25,0.129161931,frame/Rectangle,\"Rectangle()\",interpolated,131.770952,215,56.4580966,50,1",
        ])
        let table = try cli.viewlab(["animate", ".linear(duration: 1)", "--before", a, "--after", b, "--step", "0.5"])
        #expect(table.stdout.contains("frame(width: 100, height: 50)  interpolates x, width"))
    }

    /// An if/else swaps branches: the new branch's view is inserted with its transition, the old
    /// one's is removed and drawn as a ghost (default `.opacity`) until the animation ends.
    @Test func branchesTransitionInAndOut() throws {
        let (a, b) = try files("""
            var on = false
            #Preview { HStack { if on { Text("on") } else { Text("off") } } }
            """, """
            var on = true
            #Preview { HStack { if on { Text("on").transition(.move(edge: .leading).combined(with: .opacity)) } else { Text("off") } } }
            """)
        let r = try cli.viewlab(["animate", ".linear(duration: 1)", "--before", a, "--after", b, "--step", "0.5", "--format", "csv"])
        #expect(r.code == 0)
        let half = rows(r.stdout, time: "0.5")
        // "on" is 12 wide at x 154: the move starts 12 to its left, so half way it is at 148, half opaque;
        // "off" (18 wide) stays where it was, at 151, fading.
        #expect(half.contains("0.5,0.5,HStack/transition[if],\"transition(.move(edge: .leading).combined(with: .opacity))\",inserted,148,231.5,12,17,0.5"))
        #expect(half.contains("0.5,0.5,HStack/Text[else],\"Text(\"\"off\"\")\",removed,151,231.5,18,17,0.5"))
        #expect(rows(r.stdout, time: "1").allSatisfy { !$0.contains("removed") })
        let table = try cli.viewlab(["animate", ".linear(duration: 1)", "--before", a, "--after", b, "--step", "0.5"])
        #expect(table.stdout.contains("removed, transition .opacity; ghost until 1.00 s"))
    }

    /// A changed `.id` is a new view: removal plus insertion, even though the type is the same.
    @Test func aChangedIDIsANewView() throws {
        let (a, b) = try files("#Preview { VStack { Text(\"A\").id(1) } }", "#Preview { VStack { Text(\"A\").id(2).transition(.scale) } }")
        let r = try cli.viewlab(["animate", ".linear(duration: 1)", "--before", a, "--after", b, "--step", "0.5", "--format", "csv"])
        #expect(rows(r.stdout, time: "0").contains { $0.contains("VStack/Text[id(1)],") && $0.contains("removed") })
        #expect(rows(r.stdout, time: "0.5").contains { $0.contains("VStack/transition[id(2)]") && $0.contains("inserted") })
    }

    @Test func jsonListsChangesAndFrames() throws {
        let (a, b) = try files("#Preview { VStack { Text(\"a\") } }", "#Preview { VStack { Text(\"a\"); Text(\"b\").transition(.slide) } }")
        let r = try cli.viewlab(["animate", ".linear(duration: 1)", "--before", a, "--after", b, "--step", "0.5", "--format", "json"])
        #expect(r.code == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let changes = try #require(json["changes"] as? [[String: Any]])
        #expect(changes.contains { $0["path"] as? String == "VStack/transition[1]" && $0["transition"] as? String == ".slide" })
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(frames.count == 3)
        #expect(frames[1]["progress"] as? Double == 0.5)
    }

    @Test func badInputExitsTwo() throws {
        let alone = try cli.viewlab(["animate", ".linear", "--before", "x.swift"])
        #expect(alone.code == 2)
        #expect(alone.stderr.contains("--before FILE and --after FILE go together"))
        let (a, b) = try files("#Preview { Text(\"a\") }", "#Preview { Text(\"b\") }")
        let svg = try cli.viewlab(["animate", ".linear", "--before", a, "--after", b, "--format", "svg"])
        #expect(svg.code == 2)
        let missing = try cli.viewlab(["animate", ".linear", "--before", a, "--after", "/nonexistent.swift"])
        #expect(missing.code == 2)
        #expect(missing.stderr.contains("cannot read '/nonexistent.swift'"))
    }
}
