struct ContentView: View {
    var body: some View {
        HStack {
            Text("A")
            zzz()
        }
    }
}
