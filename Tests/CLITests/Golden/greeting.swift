// A view with a conditional, an explicit id and a ForEach, for the tree goldens.
struct ContentView: View {
    let greeting: String? = nil
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "hand.wave")
                if let g = greeting { Text(g) } else { Text("Hello") }
            }
            Text(greeting ?? "Hi").id(greeting == nil)
            ForEach(["a", "b"], id: \.self) { item in
                Text(item).padding(4)
            }
        }
        .padding()
        .background(Color.teal)
    }
}
print(type(of: Text("Hi").padding().background(Color.red)))
