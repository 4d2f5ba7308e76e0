import SwiftUI

struct ContentView: View {
    @Namespace private var ns
    @State private var selected = "Day"
    let tabs = ["Day", "Week", "Month"]

    var body: some View {
        HStack {
            ForEach(tabs, id: \.self) { tab in
                Text(tab)
                    .padding(.vertical, 8)
                    .padding(.horizontal, 16)
                    .background {
                        if selected == tab {
                            Capsule()
                                .fill(Color.accentColor.opacity(0.2))
                                .matchedGeometryEffect(id: "pill", in: ns)
                        }
                    }
                    .onTapGesture {
                        withAnimation(.snappy) { selected = tab }
                    }
            }
        }
    }
}
