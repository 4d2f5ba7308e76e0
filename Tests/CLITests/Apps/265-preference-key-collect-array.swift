import SwiftUI

struct SectionHeight: Equatable {
    let name: String
    let height: CGFloat
}

struct SectionHeightsKey: PreferenceKey {
    static var defaultValue: [SectionHeight] = []
    static func reduce(value: inout [SectionHeight], nextValue: () -> [SectionHeight]) {
        value.append(contentsOf: nextValue())
    }
}

extension View {
    func reportHeight(_ name: String) -> some View {
        background(
            GeometryReader { geo in
                Color.clear.preference(key: SectionHeightsKey.self,
                                       value: [SectionHeight(name: name, height: geo.size.height)])
            }
        )
    }
}

struct ContentView: View {
    @State private var heights: [SectionHeight] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Short").reportHeight("short")
            Text("A much longer paragraph that wraps over a couple of lines on narrow phones.")
                .reportHeight("long")
            Image(systemName: "photo").font(.system(size: 50)).reportHeight("image")
            Divider()
            ForEach(heights, id: \.name) { h in
                Text("\(h.name): \(Int(h.height)) pt").font(.caption)
            }
        }
        .onPreferenceChange(SectionHeightsKey.self) { heights = $0 }
        .padding()
    }
}
