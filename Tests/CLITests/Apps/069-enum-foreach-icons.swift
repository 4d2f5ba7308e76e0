import SwiftUI

enum Category: String, CaseIterable {
    case food = "Food"
    case travel = "Travel"
    case shopping = "Shopping"

    var icon: String {
        switch self {
        case .food: return "fork.knife"
        case .travel: return "airplane"
        case .shopping: return "bag"
        }
    }

    var color: Color {
        switch self {
        case .food: .orange
        case .travel: .blue
        case .shopping: .pink
        }
    }
}

struct ContentView: View {
    var body: some View {
        List(Category.allCases, id: \.self) { category in
            Label(category.rawValue, systemImage: category.icon)
                .foregroundStyle(category.color)
        }
    }
}
