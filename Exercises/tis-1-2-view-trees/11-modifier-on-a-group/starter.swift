#Preview {
    VStack {
        Group {
            Text("one")
            Text("two")
            Text("three")
        }
        .padding()
        Text("four").padding()
    }
}

// TODO: how many padding nodes are laid out?
let paddingCount = 0
