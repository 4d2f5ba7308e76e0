import SwiftUI
struct ContentView: View {
    @State private var choice = 0
    @State private var v = 0.5
    @State private var name = ""
    var body: some View {
        VStack {
            Picker(selection: $choice, label: Text("Pick")) {
                Text("A").tag(0)
                Text("B").tag(1)
            }
            Slider(value: $v, in: 0...1) { Text("Volume") }
            Slider(value: $v, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("V") }
            TextField("Name", text: $name, onCommit: { print("x") })
            Color(uiColor: .systemBackground)
        }
    }
}
