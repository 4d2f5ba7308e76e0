import SwiftUI

// Progress, steppers and value labels, and a switch with its label hidden.
struct Gauges: View {
    @State private var cups = 2
    @State private var brightness = 40.0
    var body: some View {
        VStack(alignment: .leading) {
            Stepper("Cups: \(cups)", value: $cups, in: 0...8)
            Slider(value: $brightness, in: 0...100) {
                Text("Brightness")
            } minimumValueLabel: {
                Text("Dim")
            } maximumValueLabel: {
                Text("Bright")
            }
            ProgressView("Syncing", value: 3, total: 4)
            ProgressView()
            HStack {
                Text("Night mode")
                Spacer()
                Toggle("Night mode", isOn: .constant(false)).labelsHidden()
            }
        }
        .padding()
    }
}

#Preview { Gauges() }
