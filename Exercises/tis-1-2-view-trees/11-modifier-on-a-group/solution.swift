// The group hands .padding() to each of its three texts; the fourth text has its own: 4.
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
