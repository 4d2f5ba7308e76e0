import SwiftUI

enum LoadState {
    case idle
    case loading(progress: Double)
    case failed(String)
    case done(items: [String])
}

struct ContentView: View {
    @State private var state: LoadState = .loading(progress: 0.4)

    var progressText: String {
        guard case .loading(let progress) = state else {
            return "Not loading"
        }
        return "\(Int(progress * 100))% loaded"
    }

    var isFailed: Bool {
        if case .failed = state { return true }
        return false
    }

    var body: some View {
        VStack(spacing: 12) {
            Text(progressText)
            if case .loading(let p) = state {
                ProgressView(value: p)
            }
            if case let .done(items) = state {
                ForEach(items, id: \.self) { Text($0) }
            }
            Text(isFailed ? "Something went wrong" : "All good")
                .foregroundStyle(isFailed ? .red : .green)
            Button("Finish") {
                state = .done(items: ["Alpha", "Beta"])
            }
        }
        .padding()
    }
}
