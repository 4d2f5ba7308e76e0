// A 1,000-row view list with modifiers: evaluating the body builds every row (ForEach is eager in
// viewlab), and printing its type shows what was built.
struct ContentView: View {
    var body: some View {
        List {
            ForEach(0..<1_000, id: \.self) { i in
                HStack {
                    Text("Row \(i)").font(.headline)
                    Spacer()
                    Text("detail").foregroundColor(.gray)
                }
                .padding(.vertical, 4)
            }
        }
    }
}
print(type(of: ContentView().body))
