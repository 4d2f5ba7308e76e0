import SwiftUI

struct ContentView: View {
    @State private var onboarding = true
    var body: some View {
        Text("Library")
            .fullScreenCover(isPresented: $onboarding) {
                VStack {
                    Text("Welcome")
                    Button("Start") { onboarding = false }
                }
            }
    }
}
