import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Flexible")
                .frame(minWidth: 100, idealWidth: 200, maxWidth: .infinity, minHeight: 44)
                .background(Color.blue.opacity(0.2))
            Text("Fixed ideal")
                .frame(idealWidth: 150, idealHeight: 40)
                .fixedSize()
                .background(Color.green.opacity(0.2))
            Color.red
                .aspectRatio(16/9, contentMode: .fit)
                .frame(maxWidth: 240)
        }
        .padding()
    }
}
