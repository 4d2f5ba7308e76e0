import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 24) {
            Text("Bordered")
                .padding()
                .border(Color.blue, width: 2)
            Rectangle()
                .fill(LinearGradient(colors: [.red, .yellow], startPoint: .leading, endPoint: .trailing))
                .frame(width: 200, height: 60)
                .mask(Text("MASKED").font(.system(size: 40, weight: .black)))
            Text("Faded")
                .opacity(0.4)
            Capsule()
                .strokeBorder(Color.green, lineWidth: 3)
                .frame(width: 120, height: 40)
        }
    }
}
