// Issue 26's big list: 10,000 rows built and laid out, whole process (`viewlab layout`).
struct ContentView: View {
    var body: some View {
        VStack {
            ForEach(0..<10_000, id: \.self) { i in
                HStack {
                    Text("Row \(i)")
                    Spacer()
                    Text("detail").foregroundColor(.gray)
                }
            }
        }
    }
}
