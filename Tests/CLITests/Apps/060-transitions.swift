import SwiftUI

struct ContentView: View {
    @State private var showBanner = false

    var body: some View {
        VStack {
            if showBanner {
                Text("Saved successfully!")
                    .padding()
                    .frame(maxWidth: .infinity)
                    .background(Color.green)
                    .foregroundColor(.white)
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
            Spacer()
            Button("Toggle banner") {
                withAnimation(.easeInOut) {
                    showBanner.toggle()
                }
            }
            .padding()
        }
    }
}
