import SwiftUI

struct ContentView: View {
    @State private var kilometers = 5.0

    var distance: Measurement<UnitLength> {
        Measurement(value: kilometers, unit: .kilometers)
    }

    var body: some View {
        VStack(spacing: 12) {
            Text(distance.formatted())
                .font(.largeTitle)
            Text(distance.converted(to: .miles).formatted(.measurement(width: .wide)))
            Slider(value: $kilometers, in: 0...42.2)
        }
        .padding()
    }
}
