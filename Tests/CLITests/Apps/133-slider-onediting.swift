import SwiftUI

struct ContentView: View {
    @State private var speed = 50.0
    @State private var isEditing = false

    var body: some View {
        VStack {
            Slider(value: $speed, in: 0...100) {
                Text("Speed")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            } onEditingChanged: { editing in
                isEditing = editing
            }
            Text("\(speed, specifier: "%.0f")")
                .foregroundColor(isEditing ? .red : .blue)
        }
        .padding()
    }
}
