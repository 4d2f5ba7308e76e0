import Foundation
import Testing
import TestSupport

/// `viewlab animate` as scripts drive it (cli-contract.md `animate`).
struct AnimateCLITests {
    let cli = CLITests()

    @Test func csvHeaderAndRowsAreExact() throws {
        let r = try cli.viewlab(["animate", ".linear(duration: 1)", "--from", "-50", "--to", "50", "--step", "0.25", "--format", "csv"])
        #expect(r.code == 0)
        #expect(r.stdout == "time,value\n0,-50\n0.25,-25\n0.5,0\n0.75,25\n1,50\n")
        #expect(r.stderr == "")
    }

    @Test func negativeValuesInBothSpellings() throws {
        let spaced = try cli.viewlab(["animate", ".easeInOut", "--from", "-50", "--to", "-150", "--format", "csv"])
        let joined = try cli.viewlab(["animate", ".easeInOut", "--from=-50", "--to=-150", "--format", "csv"])
        #expect(spaced.code == 0)
        #expect(spaced.stdout == joined.stdout)
        #expect(spaced.stdout.hasPrefix("time,value\n0,-50\n"))
        #expect(spaced.stdout.hasSuffix("\n0.35,-150\n"))
    }

    @Test func csvHasSixSignificantDigits() throws {
        let r = try cli.viewlab(["animate", ".bouncy", "--fps", "60", "--until", "0.1", "--format", "csv"])
        let rows = Array(r.stdout.split(separator: "\n").dropFirst())
        #expect(rows.count == 7)
        #expect(rows.dropFirst().allSatisfy { $0.split(separator: ",")[1].filter(\.isNumber).count >= 6 })
        #expect(rows[1] == "0.016666667,1.98658468")
    }

    @Test func defaultTableNamesTheModelAndItsConstants() throws {
        let r = try cli.viewlab(["animate", ".bouncy"])
        #expect(r.code == 0)
        #expect(r.stdout.hasPrefix("animation .bouncy ≡ spring(mass: 1, stiffness: 157.9137, damping: 17.5929)   value 0 → 100\n"))
        #expect(r.stdout.contains("response 0.5, dampingFraction 0.7, bounce 0.3"))
        #expect(r.stdout.contains("overshoot 4.60% (value 104.60) at 0.350 s"))
        // Rows run until the spring settles, on the 0.05 s grid.
        #expect(r.stdout.contains("  0.85 |"))
        #expect(!r.stdout.contains("  0.90 |"))
    }

    @Test func jsonFields() throws {
        let r = try cli.viewlab(["animate", ".spring(duration: 0.5, bounce: 0.3)", "--format", "json", "--step", "0.1"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(object["animation"] as? String == ".spring(duration: 0.5, bounce: 0.3)")
        let model = try #require(object["model"] as? [String: Any])
        let constants = try #require(model["constants"] as? [String: Double])
        #expect(abs(constants["stiffness"]! - 157.914) < 0.001)
        #expect(abs(constants["damping"]! - 17.593) < 0.001)
        let samples = try #require(object["samples"] as? [[String: Double]])
        #expect(samples.first == ["time": 0, "progress": 0, "value": 0])
        #expect(object["completion"] is [String: Any])
    }

    @Test func platformSwitch() throws {
        let r = try cli.viewlab(["animate", ".default", "--platform", "ios16", "--format", "csv", "--step", "0.05"])
        #expect(r.stdout.contains("\n0.35,100\n"))
        let s = try cli.viewlab(["animate", ".default", "--semantics", "ios17", "--until", "0.2", "--step", "0.1"])
        #expect(s.stdout.contains("  0.20 |   0.6656 |   66.56 |"))
    }

    @Test func fluidSprings() throws {
        let r = try cli.viewlab(["animate", ".spring", "--springs", "fluid", "--step", "0.1", "--until", "0.3", "--format", "csv"])
        #expect(r.stdout == "time,value\n0,0\n0.1,40.7970183\n0.2,80.5948479\n0.3,96.4493878\n")
        let table = try cli.viewlab(["animate", ".bouncy", "--springs", "fluid"])
        #expect(table.stdout.contains("model spring (integrated at 300 Hz like SwiftUI): response 0.5, dampingFraction 0.7"))
        #expect(try cli.viewlab(["animate", ".bouncy", "--springs", "euler"]).stderr == "error: unknown spring method 'euler'; expected closed or fluid\n")
    }

    @Test func compareAndInterrupt() throws {
        let c = try cli.viewlab(["animate", ".easeInOut", "--compare", ".spring", ".bouncy", "--format", "csv"])
        #expect(c.stdout.hasPrefix("time,.easeInOut,.spring,.bouncy\n0,0,0,0\n"))
        let i = try cli.viewlab(["animate", ".easeInOut(duration: 1)", "--interrupt", "0.5=0", "--step", "0.1", "--format", "csv"])
        #expect(i.stdout.contains("\n0.7,73.0"))
    }

    @Test func svgToAFile() throws {
        let path = Scratch.url("anim-\(UUID()).svg")
        let r = try cli.viewlab(["animate", ".snappy", "--format", "svg", "-o", path.path])
        #expect(r.code == 0 && r.stdout == "")
        #expect(try String(contentsOf: path, encoding: .utf8).hasPrefix("<svg "))
    }

    @Test func badInputExitsTwoWithACaret() throws {
        let r = try cli.viewlab(["animate", ".linear(duration: -1)"])
        #expect(r.code == 2)
        #expect(r.stdout == "")
        #expect(r.stderr == "error: duration must not be negative, got -1 (column 19)\n  .linear(duration: -1)\n                    ^\n")
        for args in [["animate", ".bouncey"], ["animate", ".spring(response: 0)"], ["animate", ".easeIn(duration: .nan)"],
                     ["animate", ".easeIn", "--step", "0"], ["animate", ".easeIn", "--step", "0.1", "--fps", "60"],
                     ["animate", ".easeIn", "--format", "xml"], ["animate", ".easeIn", "--platform", "ios15"],
                     ["animate", ".easeIn", "--interrupt", "soon"], ["animate", ".easeIn", "--from", "x"],
                     ["animate", ".easeIn", "--until", "1e9"], ["animate", "--keyframes", "x: linear(1, duration: 1)", "--until", "1e9"],
                     ["animate", "--phases", "0,,1"], ["animate", "--keyframes", "x: cubc(1, duration: 1)"]] {
            let bad = try cli.viewlab(args)
            #expect(bad.code == 2, "\(args)")
            #expect(bad.stderr.contains("rror"), "\(args)")
        }
        #expect(try cli.viewlab(["animate", ".bouncey"]).stderr.contains("did you mean '.bouncy'?"))
    }
}
