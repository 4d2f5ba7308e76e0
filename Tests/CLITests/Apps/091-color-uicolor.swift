import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Primary background")
                .frame(maxWidth: .infinity, minHeight: 60)
                .background(Color(uiColor: .systemBackground))
            Text("Grouped background")
                .frame(maxWidth: .infinity, minHeight: 60)
                .background(Color(uiColor: .systemGroupedBackground))
            Text("Label color")
                .foregroundColor(Color(uiColor: .secondaryLabel))
                .frame(maxWidth: .infinity, minHeight: 60)
                .background(Color(UIColor.tertiarySystemFill))
        }
    }
}
