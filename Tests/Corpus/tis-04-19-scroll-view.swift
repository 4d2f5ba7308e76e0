// Mirrors: Thinking in SwiftUI (seed 000) L1846–1869 — ScrollView proposes nil along its axis; several children form an implicit VStack; a shape inside is 10 points tall
// Ours: a logo and a caption in a ScrollView (the book's OCR `.aspectRatio(.fit)` is written `.aspectRatio(contentMode: .fit)`), plus a wrapped caption made full width.
import SwiftUI

struct Article: View {
    @ViewBuilder var items: some View {
        Image("logo")
            .resizable()
            .aspectRatio(contentMode: .fit)
        Text("A caption that is long enough to wrap")
            .frame(maxWidth: .infinity)
    }

    var body: some View {
        ScrollView {
            items
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Article()
            ScrollView {
                Rectangle()
            }
        }
    }
}

print(type(of: Article().items))

// expect: TupleView<(ModifiedContent<Image, _AspectRatioLayout>, ModifiedContent<Text, _FlexFrameLayout>)>
