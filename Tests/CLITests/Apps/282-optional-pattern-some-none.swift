import SwiftUI

struct ContentView: View {
    let responses: [Int?] = [200, nil, 404, 500, nil, 301]

    func describe(_ code: Int?) -> String {
        switch code {
        case .none:
            return "No response"
        case .some(200..<300):
            return "Success"
        case .some(let c) where c >= 500:
            return "Server error \(c)"
        case let c?:
            return "Other (\(c))"
        }
    }

    var body: some View {
        List {
            ForEach(responses.indices, id: \.self) { i in
                HStack {
                    Text("#\(i)")
                    Spacer()
                    Text(describe(responses[i]))
                }
            }
            Text("Answered: \(responses.compactMap { $0 }.count) of \(responses.count)")
        }
    }
}
