import SwiftUI

extension Color {
    init(hex: UInt, alpha: Double = 1) {
        self.init(
            .sRGB,
            red: Double((hex >> 16) & 0xff) / 255,
            green: Double((hex >> 8) & 0xff) / 255,
            blue: Double(hex & 0xff) / 255,
            opacity: alpha
        )
    }
}

struct ContentView: View {
    let palette: [UInt] = [0xFF6B6B, 0xFFD93D, 0x6BCB77, 0x4D96FF]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(palette, id: \.self) { hex in
                Color(hex: hex)
                    .frame(height: 80)
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .padding()
    }
}
