// Mirrors: Pro SwiftUI (seed 004) L386–409 — Text.frame(idealWidth: 300, idealHeight: 200).background(.red): the frame's ideal wins, its max comes from the text (95×20)
// Ours: a 240×160 ideal frame; the blow-by-blow reasoning is replayed with optionals.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello, tide!")
            .frame(idealWidth: 240, idealHeight: 160)
            .background(.red)
    }
}

let textMax = (width: 95.0, height: 20.0)
let frameIdeal: (width: Double?, height: Double?) = (240, 160)
let frameMax: (width: Double?, height: Double?) = (nil, nil)
let redWidth = frameMax.width ?? textMax.width
let redHeight = frameMax.height ?? textMax.height
print("ideal \(frameIdeal.width ?? 0) x \(frameIdeal.height ?? 0)")
print("red area \(redWidth) x \(redHeight)")
print(type(of: ContentView().body))

// expect: ideal 240.0 x 160.0
// expect: red area 95.0 x 20.0
// expect: ModifiedContent<ModifiedContent<Text, _FlexFrameLayout>, _BackgroundStyleModifier<Color>>
