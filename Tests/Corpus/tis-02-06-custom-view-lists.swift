// Mirrors: Thinking in SwiftUI (seed 000) L174–206 — Hello and Bye as separate views whose bodies are two-view lists, unfolded inside Greeting's HStack
// Ours: Arrival and Departure views, each a two-view body, placed around a Spacer.
import SwiftUI

struct Arrival: View {
    var body: some View {
        Image(systemName: "sunrise")
        Text("Good morning")
    }
}

struct Departure: View {
    var body: some View {
        Text("Good night")
        Image(systemName: "moon")
    }
}

struct ContentView: View {
    var body: some View {
        HStack(spacing: 16) {
            Arrival()
            Spacer()
            Departure()
        }
    }
}

print(type(of: Arrival().body))
print(type(of: Departure().body))

// expect: TupleView<(Image, Text)>
// expect: TupleView<(Text, Image)>
