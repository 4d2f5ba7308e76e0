// Mirrors: Pro SwiftUI (seed 004) L1190–1238 — custom Bézier curves in an Animation extension (a static property plus a duration method), used with .repeatForever(autoreverses:)
// Ours: a `seesaw` curve (timingCurve 0, 1, 1, 0) and `overshoot`, driving a bobbing label.
import SwiftUI

extension Animation {
    static var seesaw: Animation {
        Animation.timingCurve(0, 1, 1, 0)
    }

    static func seesaw(duration: Double = 0.2) -> Animation {
        Animation.timingCurve(0, 1, 1, 0, duration: duration)
    }

    static var overshoot: Animation {
        Animation.timingCurve(0.5, -0.5, 0.5, 1.5)
    }
}

struct ContentView: View {
    @State private var drop = 0.0
    var body: some View {
        Text("Bobbing")
            .offset(y: drop)
            .animation(.seesaw(duration: 2).repeatForever(autoreverses: true), value: drop)
            .onTapGesture {
                drop = 150
            }
    }
}

// A cubic Bézier's y at parameter t with control points y1 and y2.
func bezierY(_ t: Double, _ y1: Double, _ y2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t
}
print(bezierY(0, 1, 0))
print(bezierY(0.5, 1, 0))
print(bezierY(1, 1, 0))

// expect: 0.0
// expect: 0.5
// expect: 1.0
