import Testing
import ViewlabModel
@testable import ViewlabAnimation

/// Animatable data (§3.2).
struct AnimatableDataTests {
    @Test func geometryInterpolates() {
        let r = Rect(x: 0, y: 0, width: 10, height: 20).interpolated(towards: Rect(x: 10, y: 20, width: 30, height: 40), progress: 0.5)
        #expect(r == Rect(x: 5, y: 10, width: 20, height: 30))
        #expect(Point(x: 0, y: 0).interpolated(towards: Point(x: 4, y: -8), progress: 0.25) == Point(x: 1, y: -2))
        #expect(Angle(degrees: 0).interpolated(towards: Angle(degrees: 90), progress: 0.5).degrees == 45)
        let pair = AnimatablePair(AnimatablePair(1.0, 2.0), 3.0)
        #expect(AnimatablePair.interpolate(from: .zero, to: pair, progress: 2) == AnimatablePair(AnimatablePair(2.0, 4.0), 6.0))
        #expect(pair.magnitudeSquared == 14)
        let colour = ColorComponents.interpolate(from: ColorComponents(red: 1, green: 0, blue: 0), to: ColorComponents(red: 0, green: 1, blue: 0), progress: 0.5)
        #expect(colour == ColorComponents(red: 0.5, green: 0.5, blue: 0))
    }

    @Test func myOpacityLogGolden27() {
        // .linear(duration: 1) at 60 fps from 1.0 to 0.3: 61 samples in steps of −0.7/60.
        let a = Animation.linear(duration: 1)
        let samples = (0...60).map { Double.interpolate(from: 1, to: 0.3, progress: a.progress(at: Double($0) / 60)) }
        #expect(samples.count == 61)
        for (i, v) in [(0, 1.0), (1, 0.988333), (2, 0.976667), (3, 0.965), (57, 0.335), (58, 0.323333), (59, 0.311667), (60, 0.3)] {
            expectClose(samples[i], v, 1e-6, "frame \(i)")
        }
    }

    @Test func emptyAnimatableDataNeverMovesGolden29() {
        #expect(EmptyAnimatableData.interpolate(from: .zero, to: .zero, progress: 0.5) == EmptyAnimatableData())
    }

    @Test func whatInterpolates() {
        #expect(Interpolability.of(typeName: "Double") == .interpolates(as: "Double"))
        #expect(Interpolability.of(typeName: "CGRect") != .jumps(reason: ""))
        for name in ["Int", "String", "Bool", "Shake"] {
            if case .interpolates = Interpolability.of(typeName: name) { Issue.record("\(name) should not interpolate") }
        }
    }
}
