import SwiftUI

struct ContentView: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(height: 200)
            VStack(alignment: .leading) {
                Text("Summer Sale")
                    .font(.largeTitle.bold())
                    .foregroundColor(.white)
                Text("Up to 50% off")
                    .foregroundColor(.white.opacity(0.8))
            }
            .padding()
        }
        .clipShape(RoundedRectangle(cornerRadius: 20))
        .padding()
    }
}
