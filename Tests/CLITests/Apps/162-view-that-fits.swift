import SwiftUI

struct ContentView: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Image(systemName: "square.and.arrow.down")
                Text("Download the full report now")
            }
            Image(systemName: "square.and.arrow.down")
        }
        .frame(maxWidth: 180)
        .padding()
        .border(Color.gray)
    }
}
