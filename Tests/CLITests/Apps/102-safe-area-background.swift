import SwiftUI

struct ContentView: View {
    var body: some View {
        ZStack {
            Color.indigo
                .ignoresSafeArea()
            VStack {
                Text("Full bleed")
                    .font(.largeTitle)
                    .foregroundColor(.white)
                Spacer()
            }
            .padding(.top, 40)
        }
        .safeAreaInset(edge: .bottom) {
            Text("Bottom bar")
                .frame(maxWidth: .infinity)
                .padding()
                .background(.ultraThinMaterial)
        }
    }
}
