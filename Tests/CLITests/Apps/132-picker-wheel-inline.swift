import SwiftUI

struct ContentView: View {
    @State private var size = "M"
    @State private var flavor = 0
    let sizes = ["S", "M", "L", "XL"]
    let flavors = ["Vanilla", "Chocolate", "Strawberry"]

    var body: some View {
        Form {
            Picker("Size", selection: $size) {
                ForEach(sizes, id: \.self, content: Text.init)
            }
            .pickerStyle(.inline)
            Picker("Flavor", selection: $flavor) {
                ForEach(0..<flavors.count, id: \.self) { i in
                    Text(flavors[i])
                }
            }
            .pickerStyle(.wheel)
        }
    }
}
