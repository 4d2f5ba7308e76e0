// Mirrors: Thinking in SwiftUI (seed 000) L1489–1509 — leaf views: Color fills like a Rectangle, Image is fixed until .resizable(), Divider and Spacer
// Ours: a poster image made resizable and scaled to fit (the book's `.scaleToFit` is spelled `.scaledToFit()` here), a color bar, a divider and a spacer.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Image("poster")
            Image("poster")
                .resizable()
                .scaledToFit()
            Color.purple
                .frame(height: 8)
            Divider()
            HStack {
                Text("Left")
                Divider()
                Text("Right")
            }
            Spacer()
        }
    }
}

print(type(of: Image("poster").resizable().scaledToFit()))
print(type(of: Color.purple.frame(height: 8)))

// expect: ModifiedContent<Image, _AspectRatioLayout>
// expect: ModifiedContent<Color, _FrameLayout>
