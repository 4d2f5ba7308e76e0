// Mirrors: Thinking in SwiftUI (seed 000) L1871–1890 — GeometryReader accepts the proposal, hands it to its closure as proxy.size, and places children top-leading
// Ours: a reader that shows its own size, and one measuring a label from a background without changing the layout.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width)) x \(Int(proxy.size.height))")
            }
            Text("Measured quietly")
                .background {
                    GeometryReader { proxy in
                        Color.clear
                            .onAppear {
                                print(proxy.size.width)
                            }
                    }
                }
        }
    }
}

let size = CGSize(width: 320.5, height: 480)
print("\(Int(size.width)) x \(Int(size.height))")

// expect: 320 x 480
