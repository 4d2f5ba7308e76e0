// Mirrors: Pro SwiftUI (seed 004) L625–682 — identity is in the type: VStack { if Bool.random() { Text } else { Text } } prints _ConditionalContent<Text, Text>
// Ours: a heads/tails label chosen from a stored flag; both values give the same static type.
import SwiftUI

struct CoinView: View {
    var heads: Bool
    var body: some View {
        VStack {
            if heads {
                Text("Heads")
            } else {
                Text("Tails")
            }
        }
        .onTapGesture {
            print(type(of: self.body))
        }
    }
}

struct ContentView: View {
    var body: some View {
        CoinView(heads: true)
    }
}

print(type(of: CoinView(heads: true).body))
print(type(of: CoinView(heads: false).body))

// expect: ModifiedContent<VStack<_ConditionalContent<Text, Text>>, AddGestureModifier<_EndedGesture<TapGesture>>>
// expect: ModifiedContent<VStack<_ConditionalContent<Text, Text>>, AddGestureModifier<_EndedGesture<TapGesture>>>
