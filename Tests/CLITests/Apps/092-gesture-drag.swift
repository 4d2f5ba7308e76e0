import SwiftUI

struct ContentView: View {
    @State private var offset: CGSize = .zero

    var body: some View {
        Circle()
            .fill(Color.red)
            .frame(width: 80, height: 80)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation
                    }
                    .onEnded { _ in
                        withAnimation(.spring()) {
                            offset = .zero
                        }
                    }
            )
    }
}
