// Mirrors: Thinking in SwiftUI (seed 000) L1383–1400 — .fixedSize() proposes nil×nil, so Text becomes its ideal size and overflows small proposals
// Ours: "Hello, Lisbon!" fixed inside a 30×50 frame.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello, Lisbon!")
            .fixedSize()
            .frame(width: 30, height: 50)
            .border(.red)
    }
}

let fixed = Text("Hello, Lisbon!").fixedSize().frame(width: 30, height: 50)
print(type(of: fixed))

// expect: ModifiedContent<ModifiedContent<Text, _FixedSizeLayout>, _FrameLayout>
