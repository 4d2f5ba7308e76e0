import SwiftUI

struct ContentView: View {
    @State private var showHelp = false

    var body: some View {
        HStack {
            Text("Password strength")
            Button {
                showHelp = true
            } label: {
                Image(systemName: "questionmark.circle")
            }
            .popover(isPresented: $showHelp) {
                Text("Use at least 12 characters with numbers and symbols.")
                    .padding()
                    .frame(width: 240)
            }
        }
    }
}
