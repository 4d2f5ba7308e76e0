import SwiftUI

// A photo slot that shows nothing until a picture is chosen, a tallest-row readout written with the
// closure in parentheses, and a grid that sizes its cells from the reader's width.
struct TallestKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

struct PhotoSlot: View {
    @Binding var picture: Image?
    var body: some View {
        VStack {
            picture?
                .resizable()
                .scaledToFit()
            Text(picture == nil ? "No photo yet" : "Photo")
                .preference(key: TallestKey.self, value: 24)
                .overlayPreferenceValue(TallestKey.self, { height in
                    Text("\(Int(height))").font(.caption)
                })
            GeometryReader { proxy in
                let cell = proxy.size.width / 8
                Text("\(Int(proxy.size.height / cell)) rows")
            }
        }
    }
}

#Preview {
    @State var picture: Image? = nil
    return PhotoSlot(picture: $picture)
}
