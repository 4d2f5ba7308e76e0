// The group hands .padding() to each of its three texts; the fourth text has its own: 4.
// Group 把 .padding() 交给它的三个文本中的每一个；第四个文本有自己的内边距：共 4 个。
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

let paddingCount = 4
