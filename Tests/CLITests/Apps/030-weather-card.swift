import SwiftUI

struct ContentView: View {
    let temperature = 21.6
    let high = 24
    let low = 14

    var body: some View {
        VStack(spacing: 4) {
            Text("San Francisco")
                .font(.title3)
            Image(systemName: "cloud.sun.fill")
                .symbolRenderingMode(.multicolor)
                .font(.system(size: 56))
            Text("\(Int(temperature.rounded()))°")
                .font(.system(size: 64, weight: .thin))
            Text("H:\(high)° L:\(low)°")
                .font(.subheadline)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity)
        .padding(.vertical, 30)
        .background(
            LinearGradient(gradient: Gradient(colors: [.blue, .cyan]), startPoint: .top, endPoint: .bottom)
        )
        .cornerRadius(24)
        .padding()
    }
}
