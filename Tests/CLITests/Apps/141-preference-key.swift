import SwiftUI

struct WidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct ContentView: View {
    @State private var maxWidth: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(["Short", "A bit longer", "The longest label here"], id: \.self) { s in
                Text(s)
                    .background(GeometryReader { g in
                        Color.clear.preference(key: WidthKey.self, value: g.size.width)
                    })
            }
            Text("Widest: \(Int(maxWidth)) pt")
                .font(.caption)
        }
        .onPreferenceChange(WidthKey.self) { maxWidth = $0 }
    }
}
