import SwiftUI

struct ContentView: View {
    let names = ["Red", "Green", "Blue"]
    let colors: [Color] = [.red, .green, .blue]

    var body: some View {
        VStack(spacing: 20) {
            HStack {
                ForEach(Array(zip(names, colors)), id: \.0) { name, color in
                    Text(name)
                        .padding(8)
                        .background(color.opacity(0.3))
                }
            }
            HStack(spacing: 4) {
                ForEach(Array(stride(from: 0, to: 100, by: 20)), id: \.self) { v in
                    Rectangle()
                        .frame(width: 20, height: CGFloat(v) + 10)
                }
            }
        }
    }
}
