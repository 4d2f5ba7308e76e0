import SwiftUI

struct ContentView: View {
    enum Tab: String, CaseIterable, Identifiable {
        case all = "All", unread = "Unread", flagged = "Flagged"
        var id: Self { self }
    }

    @State private var selected: Tab = .all
    @Namespace private var underline

    var body: some View {
        VStack {
            HStack(spacing: 0) {
                ForEach(Tab.allCases) { tab in
                    VStack(spacing: 4) {
                        Text(tab.rawValue)
                            .fontWeight(selected == tab ? .bold : .regular)
                        if selected == tab {
                            Capsule()
                                .fill(.blue)
                                .frame(height: 3)
                                .matchedGeometryEffect(id: "underline", in: underline)
                        } else {
                            Color.clear.frame(height: 3)
                        }
                    }
                    .frame(maxWidth: .infinity)
                    .onTapGesture {
                        withAnimation(.snappy) { selected = tab }
                    }
                }
            }
            Spacer()
            Text("Showing \(selected.rawValue.lowercased()) messages")
            Spacer()
        }
        .padding()
    }
}
