import SwiftUI

struct ContentView: View {
    let length = 100

    var body: some View {
        VStack(spacing: 20) {
            HStack(alignment: .bottom, spacing: 2) {
                ForEach(Array(stride(from: 0, through: length, by: 5)), id: \.self) { mark in
                    Rectangle()
                        .frame(width: 1, height: mark % 10 == 0 ? 20 : 10)
                }
            }
            HStack {
                ForEach(Array(stride(from: 0.0, to: 1.0, by: 0.25)), id: \.self) { value in
                    Text(value, format: .percent)
                        .font(.caption)
                        .frame(maxWidth: .infinity)
                }
            }
            Text("Countdown: " + stride(from: 10, to: 0, by: -3).map(String.init).joined(separator: ", "))
        }
        .padding()
    }
}
