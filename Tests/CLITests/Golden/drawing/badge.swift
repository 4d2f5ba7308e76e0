// Shapes, strokes, gradients, a trimmed ring, text and effects in one picture.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Circle()
                    .fill(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
                Circle()
                    .trim(from: 0, to: 0.6)
                    .stroke(.red, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("60%")
                    .font(.title)
            }
            .frame(width: 120, height: 120)
            RoundedRectangle(cornerRadius: 12)
                .strokeBorder(.blue, style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
                .frame(width: 160, height: 44)
                .overlay(Text("Dashed border"))
            Text("A shadow under a card")
                .padding()
                .background(.white)
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .shadow(radius: 6, y: 3)
                .opacity(0.8)
        }
    }
}
