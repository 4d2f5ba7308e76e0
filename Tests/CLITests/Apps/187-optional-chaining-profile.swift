import SwiftUI

struct Address {
    var city: String
    var zip: String?
}

struct User {
    var name: String
    var nickname: String?
    var address: Address?
}

struct ContentView: View {
    let users = [
        User(name: "Ada Lovelace", nickname: "Ada", address: Address(city: "London", zip: "NW1")),
        User(name: "Grace Hopper", nickname: nil, address: Address(city: "Arlington", zip: nil)),
        User(name: "Alan Turing", nickname: nil, address: nil)
    ]

    var body: some View {
        List(users, id: \.name) { user in
            VStack(alignment: .leading) {
                Text(user.nickname ?? user.name)
                    .font(.headline)
                Text(user.address?.city ?? "Unknown city")
                Text("ZIP: \(user.address?.zip ?? "—")")
                    .font(.caption)
                if let count = user.address?.city.count {
                    Text("City name has \(count) letters")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}
