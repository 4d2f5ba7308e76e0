import SwiftUI

struct ContentView: View {
    @State private var liked = false
    @State private var message = "Double-tap the heart"

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: liked ? "heart.fill" : "heart")
                .font(.system(size: 80))
                .foregroundColor(liked ? .red : .gray)
                .onTapGesture(count: 2) {
                    liked.toggle()
                }
                .onLongPressGesture(minimumDuration: 1) {
                    message = "Long pressed!"
                }
            Text(message)
        }
    }
}
