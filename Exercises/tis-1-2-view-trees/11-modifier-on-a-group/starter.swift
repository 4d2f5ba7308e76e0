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
// TODO：布局了多少个内边距节点？
let paddingCount = 0
