import SwiftUI

struct ContentView: View {
    let codes = ["US", "FR", "JP", "BR"]
    let names = ["United States", "France", "Japan", "Brazil"]

    var countries: [String: String] {
        Dictionary(uniqueKeysWithValues: zip(codes, names))
    }

    var byLength: [Int: [String]] {
        Dictionary(grouping: names, by: { $0.count })
    }

    var inverted: [String: String] {
        Dictionary(countries.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    var body: some View {
        List {
            Section("Codes") {
                ForEach(countries.keys.sorted(), id: \.self) { code in
                    LabeledContent(code, value: countries[code]!)
                }
            }
            Section("By name length") {
                ForEach(byLength.keys.sorted(by: >), id: \.self) { len in
                    Text("\(len): \(byLength[len]!.sorted().joined(separator: ", "))")
                }
            }
            Section("Reverse lookup") {
                Text("Japan → \(inverted["Japan"] ?? "?")")
            }
        }
    }
}
