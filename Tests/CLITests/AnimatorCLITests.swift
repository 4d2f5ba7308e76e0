import Foundation
import Testing

/// `--phases` and `--keyframes`: animators tabulated like curves.
struct AnimatorCLITests {
    let cli = CLITests()

    @Test func keyframeTracksInParallel() throws {
        let r = try cli.viewlab(["animate", "--keyframes", "offset: cubic(-30, duration: 0.25) cubic(30, duration: 0.5) cubic(0, duration: 0.25)",
                                 "--keyframes", "rotation: linear(10, duration: 0.5)", "--step", "0.25", "--format", "csv"])
        #expect(r.code == 0)
        #expect(r.stdout == "time,offset,rotation\n0,0,0\n0.25,-30,5\n0.5,0,10\n0.75,30,10\n1,0,10\n")
    }

    @Test func phasesStepWithTheCurve() throws {
        let r = try cli.viewlab(["animate", ".linear(duration: 0.5)", "--phases", "0,-20,20", "--step", "0.25", "--format", "csv"])
        #expect(r.stdout == "time,value\n0,0\n0.25,-10\n0.5,-20\n0.75,0\n1,20\n1.25,10\n1.5,0\n")
        let loop = try cli.viewlab(["animate", "--phases", "1,1.3", "--loop"])
        #expect(loop.code == 2)
        #expect(loop.stderr == "error: --loop never ends; give --until\n")
        let table = try cli.viewlab(["animate", "--phases", "1,1.3", "--loop", "--until", "5", "--step", "0.5"])
        #expect(table.stdout.contains("  5.00 |"))
    }

    @Test func missingCurve() throws {
        let r = try cli.viewlab(["animate"])
        #expect(r.code == 2)
        #expect(r.stderr == "error: missing CURVE, e.g. viewlab animate .easeInOut --from 0 --to 100\n")
    }
}
