import SwiftUI

struct ContentView: View {
    @State private var searchText = ""
    let cities = ["Amsterdam", "Berlin", "Lisbon", "London", "Madrid", "Paris", "Rome"]

    var filtered: [String] {
        if searchText.isEmpty { return cities }
        return cities.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List(filtered, id: \.self) { city in
                Text(city)
            }
            .searchable(text: $searchText, prompt: "Find a city")
            .navigationTitle("Cities")
        }
    }
}
