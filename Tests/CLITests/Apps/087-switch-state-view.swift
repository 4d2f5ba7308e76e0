import SwiftUI

enum LoadState {
    case idle
    case loading
    case loaded([String])
    case failed(String)
}

struct ContentView: View {
    @State private var state: LoadState = .loaded(["One", "Two", "Three"])

    var body: some View {
        VStack {
            switch state {
            case .idle:
                Text("Tap to load")
            case .loading:
                ProgressView()
            case .loaded(let items):
                List(items, id: \.self) { Text($0) }
            case .failed(let message):
                Label(message, systemImage: "exclamationmark.triangle")
                    .foregroundColor(.red)
            }
            Button("Fail") { state = .failed("Network unavailable") }
        }
    }
}
