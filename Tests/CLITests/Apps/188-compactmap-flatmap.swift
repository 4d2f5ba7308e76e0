import SwiftUI

struct Team {
    let name: String
    let members: [String]
}

struct ContentView: View {
    let rawAges = ["34", "x", "27", "", "41", "nine"]
    let teams = [
        Team(name: "Design", members: ["Ana", "Ben"]),
        Team(name: "Core", members: ["Cy", "Dee", "Eli"]),
        Team(name: "Ops", members: [])
    ]

    var ages: [Int] { rawAges.compactMap { Int($0) } }
    var everyone: [String] { teams.flatMap { $0.members }.sorted() }
    var averageAge: Double {
        ages.isEmpty ? 0 : Double(ages.reduce(0, +)) / Double(ages.count)
    }

    var body: some View {
        Form {
            Section("Parsed ages") {
                Text(ages.map(String.init).joined(separator: " · "))
                Text("Average \(averageAge, specifier: "%.1f")")
            }
            Section("Everyone (\(everyone.count))") {
                ForEach(everyone, id: \.self) { name in
                    Text(name)
                }
            }
        }
    }
}
