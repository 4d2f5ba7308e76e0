import SwiftUI

struct OnboardingView: View {
    @Binding var isPresented: Bool
    var body: some View {
        ZStack {
            Color.blue.ignoresSafeArea()
            VStack(spacing: 20) {
                Text("Welcome!")
                    .font(.largeTitle)
                    .foregroundColor(.white)
                Button("Get started") { isPresented = false }
                    .buttonStyle(.borderedProminent)
                    .tint(.white)
                    .foregroundColor(.blue)
            }
        }
    }
}

struct ContentView: View {
    @State private var showOnboarding = true

    var body: some View {
        Text("Main app")
            .fullScreenCover(isPresented: $showOnboarding) {
                OnboardingView(isPresented: $showOnboarding)
            }
    }
}
