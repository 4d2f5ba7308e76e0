import SwiftUI

enum FetchError: Error {
    case offline, notFound(String)
}

func fetchScore(for user: String) -> Result<Int, FetchError> {
    switch user {
    case "": return .failure(.notFound("empty name"))
    case "ghost": return .failure(.offline)
    default: return .success(user.count * 10)
    }
}

struct ContentView: View {
    let users = ["sam", "ghost", "", "alexandra"]

    func describe(_ result: Result<String, FetchError>) -> String {
        switch result {
        case .success(let text): return text
        case .failure(.offline): return "Offline"
        case .failure(.notFound(let reason)): return "Not found: \(reason)"
        }
    }

    var body: some View {
        List(users, id: \.self) { user in
            let result = fetchScore(for: user).map { "\($0) points" }
            HStack {
                Text(user.isEmpty ? "(blank)" : user)
                Spacer()
                Text(describe(result))
                    .foregroundStyle((try? result.get()) == nil ? .red : .primary)
            }
        }
    }
}
