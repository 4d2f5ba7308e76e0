// Mirrors: Pro SwiftUI (seed 004) L136–158 — a custom ViewModifier applied with .modifier(CustomFont()) gives ModifiedContent<Text, CustomFont>
// Ours: a Headline modifier that sets a large title font and a color; ModifiedContent(content:modifier:) built directly is left out (outside our subset).
import SwiftUI

struct Headline: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.largeTitle)
            .foregroundColor(.purple)
    }
}

struct ContentView: View {
    var body: some View {
        Text("Chapter One")
            .modifier(Headline())
            .onTapGesture {
                print(type(of: self.body))
            }
    }
}

print(type(of: Text("Chapter One").modifier(Headline())))
print(type(of: ContentView().body))

// expect: ModifiedContent<Text, Headline>
// expect: ModifiedContent<ModifiedContent<Text, Headline>, AddGestureModifier<_EndedGesture<TapGesture>>>
