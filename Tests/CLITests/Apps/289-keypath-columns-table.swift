import SwiftUI

struct Employee: Identifiable {
    let id = UUID()
    var name: String
    var team: String
    var city: String
}

struct ContentView: View {
    let people = [
        Employee(name: "Ines", team: "Mobile", city: "Lisbon"),
        Employee(name: "Tomas", team: "Web", city: "Prague"),
        Employee(name: "Yuki", team: "Data", city: "Osaka")
    ]
    let columns: [(title: String, path: KeyPath<Employee, String>)] = [
        ("Name", \.name),
        ("Team", \.team),
        ("City", \.city)
    ]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 20, verticalSpacing: 8) {
            GridRow {
                ForEach(columns, id: \.title) { column in
                    Text(column.title).font(.headline)
                }
            }
            ForEach(people) { person in
                GridRow {
                    ForEach(columns, id: \.title) { column in
                        Text(person[keyPath: column.path])
                    }
                }
            }
        }
        .padding()
    }
}
