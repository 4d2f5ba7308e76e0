// Mirrors: Thinking in SwiftUI (seed 000) L1640–1675 — Color.secondary.aspectRatio(4/3, contentMode: .fit / .fill) at a 200×200 proposal
// Ours: a gray swatch at 5:4; the fitted and filling rectangles are computed in plain Swift.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Color.gray
                .aspectRatio(5/4, contentMode: .fit)
            Color.gray
                .aspectRatio(5/4, contentMode: .fill)
        }
    }
}

func fitted(ratio: Double, width: Double, height: Double) -> (Double, Double) {
    width / height > ratio ? (height * ratio, height) : (width, width / ratio)
}

func filling(ratio: Double, width: Double, height: Double) -> (Double, Double) {
    width / height > ratio ? (width, width / ratio) : (height * ratio, height)
}

let fit = fitted(ratio: 5.0 / 4.0, width: 200, height: 200)
let fill = filling(ratio: 5.0 / 4.0, width: 200, height: 200)
print("fit \(fit.0) x \(fit.1)")
print("fill \(fill.0) x \(fill.1)")
print(type(of: Color.gray.aspectRatio(5/4, contentMode: .fit)))

// expect: fit 200.0 x 160.0
// expect: fill 250.0 x 200.0
// expect: ModifiedContent<Color, _AspectRatioLayout>
