// Mirrors: Thinking in SwiftUI (seed 000) L1531–1544 — padding subtracts from the proposal and adds to the size; EdgeInsets, (edges, length) and default forms
// Ours: a tag padded three ways; the EdgeInsets arithmetic is printed.
import SwiftUI

struct ContentView: View {
    let insets = EdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 10)
    var body: some View {
        VStack {
            Text("sale")
                .padding(insets)
                .background(Color.yellow)
            Text("sale")
                .padding(.horizontal, 14)
                .padding(.vertical)
            Text("sale")
                .padding()
        }
    }
}

let insets = EdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 10)
print(insets.leading + insets.trailing)
print(insets.top + insets.bottom)
print(type(of: Text("sale").padding(insets).padding(.horizontal, 14).padding()))

// expect: 20.0
// expect: 10.0
// expect: ModifiedContent<ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _PaddingLayout>, _PaddingLayout>
