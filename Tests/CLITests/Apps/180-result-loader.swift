import SwiftUI

enum FetchError: Error {
    case offline
}

struct ContentView: View {
    @State private var result: Result<[String], FetchError> = .success(["Alpha", "Beta"])

    var body: some View {
        VStack {
            switch result {
            case .success(let names):
                List(names, id: \.self) { Text($0) }
            case .failure(let error):
                Text("Failed: \(String(describing: error))")
                    .foregroundColor(.red)
            }
            Button("Simulate offline") {
                result = .failure(.offline)
            }
            .padding()
        }
    }
}
