import SwiftUI

struct ContentView: View {
    @State private var expanded = false

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: expanded ? 40 : 8)
                .fill(expanded ? Color.purple : Color.blue)
                .frame(width: expanded ? 250 : 100, height: 100)
            Button(expanded ? "Shrink" : "Expand") {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
                    expanded.toggle()
                }
            }
        }
    }
}
