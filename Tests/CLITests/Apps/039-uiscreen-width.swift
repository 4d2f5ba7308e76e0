import SwiftUI

struct ContentView: View {
    let screenWidth = UIScreen.main.bounds.width

    var body: some View {
        VStack(spacing: 12) {
            Rectangle()
                .fill(Color.pink)
                .frame(width: screenWidth * 0.8, height: 100)
            Text("Screen width: \(Int(screenWidth)) pt")
        }
    }
}
