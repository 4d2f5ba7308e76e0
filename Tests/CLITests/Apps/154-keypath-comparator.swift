import SwiftUI

struct Employee: Identifiable {
    let id = UUID()
    let name: String
    let salary: Int
}

struct ContentView: View {
    @State private var sortBySalary = false
    let staff = [
        Employee(name: "Noor", salary: 72_000),
        Employee(name: "Ezra", salary: 91_000),
        Employee(name: "Ivy", salary: 65_000)
    ]

    var sorted: [Employee] {
        sortBySalary
            ? staff.sorted(using: KeyPathComparator(\.salary, order: .reverse))
            : staff.sorted(using: KeyPathComparator(\.name))
    }

    var body: some View {
        VStack {
            Toggle("Sort by salary", isOn: $sortBySalary).padding()
            List(sorted) { e in
                LabeledContent(e.name, value: e.salary, format: .currency(code: "USD"))
            }
        }
    }
}
