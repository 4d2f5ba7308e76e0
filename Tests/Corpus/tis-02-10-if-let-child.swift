// Mirrors: Thinking in SwiftUI (seed 000) L231–261 — `if let g = greeting { Text(g) }`: same shape as `if`; the render tree only has the Text while greeting is non-nil
// Ours: a nickname that may be nil; the static type is the same for nil and non-nil.
import SwiftUI

struct Nameplate: View {
    var nickname: String?

    @ViewBuilder var content: some View {
        Image(systemName: "person.crop.circle")
        if let n = nickname {
            Text(n)
        }
    }

    var body: some View {
        HStack {
            content
        }
    }
}

struct ContentView: View {
    var body: some View {
        Nameplate(nickname: nil)
    }
}

print(type(of: Nameplate(nickname: nil).content))
print(type(of: Nameplate(nickname: "Kit").content))
let shown = [nil, "Kit", "Bo"].map { (n: String?) -> Int in n == nil ? 1 : 2 }
print(shown)

// expect: TupleView<(Image, Optional<Text>)>
// expect: TupleView<(Image, Optional<Text>)>
// expect: [1, 2, 2]
