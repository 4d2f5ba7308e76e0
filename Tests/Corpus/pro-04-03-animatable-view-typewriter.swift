// Mirrors: Pro SwiftUI (seed 004) L1116–1189 — Animatable works on plain Views too: a number view and a TypewriterText typed out with withAnimation(.linear(duration: 2))
// Ours: a Teletype view whose animatableData is a Double rounded to a character count; `.hidden()` in the book's sizing copy becomes opacity(0).
import SwiftUI

struct Teletype: View, Animatable {
    var message: String
    var shown: Int

    var animatableData: Double {
        get { Double(shown) }
        set { shown = Int(newValue) }
    }

    var body: some View {
        ZStack {
            Text(message)
                .opacity(0)
                .overlay(alignment: .topLeading) {
                    Text(String(message.prefix(shown)))
                }
        }
    }
}

struct ContentView: View {
    @State private var shown = 0
    let message = "Signal received."

    var body: some View {
        VStack {
            Teletype(message: message, shown: shown)
            Button("Type!") {
                withAnimation(.linear(duration: 2)) {
                    shown = message.count
                }
            }
            Button("Reset") {
                shown = 0
            }
        }
    }
}

var tt = Teletype(message: "Signal received.", shown: 0)
tt.animatableData = 6.7
print(tt.shown)
print(String(tt.message.prefix(tt.shown)))

// expect: 6
// expect: Signal
