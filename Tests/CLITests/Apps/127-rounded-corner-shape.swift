import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 20) {
            Text("Top corners only")
                .padding()
                .frame(maxWidth: .infinity)
                .background(Color.cyan)
                .clipShape(UnevenRoundedRectangle(topLeadingRadius: 20, topTrailingRadius: 20))
            Ellipse()
                .fill(Color.mint)
                .frame(width: 160, height: 80)
            RoundedRectangle(cornerRadius: 25, style: .continuous)
                .fill(Color.pink.gradient)
                .frame(width: 100, height: 100)
        }
        .padding()
    }
}
