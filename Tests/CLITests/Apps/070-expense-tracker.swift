import SwiftUI

struct Expense: Identifiable {
    let id = UUID()
    let title: String
    let amount: Double
    let isBusiness: Bool
}

struct ContentView: View {
    @State private var showBusinessOnly = false
    let expenses = [
        Expense(title: "Coffee", amount: 3.5, isBusiness: false),
        Expense(title: "Taxi", amount: 24.0, isBusiness: true),
        Expense(title: "Hotel", amount: 180.0, isBusiness: true),
        Expense(title: "Book", amount: 15.99, isBusiness: false)
    ]

    var visible: [Expense] {
        showBusinessOnly ? expenses.filter(\.isBusiness) : expenses
    }

    var total: Double {
        visible.map(\.amount).reduce(0, +)
    }

    var body: some View {
        NavigationStack {
            List {
                Toggle("Business only", isOn: $showBusinessOnly)
                ForEach(visible) { e in
                    HStack {
                        Text(e.title)
                        Spacer()
                        Text(e.amount, format: .currency(code: "USD"))
                    }
                }
                HStack {
                    Text("Total").bold()
                    Spacer()
                    Text(total, format: .currency(code: "USD")).bold()
                }
            }
            .navigationTitle("Expenses")
        }
    }
}
