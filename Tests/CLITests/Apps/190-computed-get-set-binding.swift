import SwiftUI

struct Temperature {
    var celsius: Double

    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}

struct ContentView: View {
    @State private var temp = Temperature(celsius: 20)

    var body: some View {
        Form {
            Section("Celsius") {
                Slider(value: $temp.celsius, in: -20...40)
                Text("\(temp.celsius, specifier: "%.1f") °C")
            }
            Section("Fahrenheit") {
                Slider(value: $temp.fahrenheit, in: -4...104)
                Text("\(temp.fahrenheit, specifier: "%.1f") °F")
            }
            Button("Freezing") {
                temp.fahrenheit = 32
            }
        }
    }
}
