import SwiftUI

struct ContentView: View {
    @State private var brightness: Double = 40

    var body: some View {
        VStack(spacing: 20) {
            Text("Brightness: \(Int(brightness))%")
                .font(.headline)
            Slider(value: $brightness, in: 0...100, step: 5) {
                Text("Brightness")
            } minimumValueLabel: {
                Image(systemName: "sun.min")
            } maximumValueLabel: {
                Image(systemName: "sun.max.fill")
            }
            .padding(.horizontal)
        }
        .padding()
    }
}
