// Thinking in SwiftUI L3599–3660 (with the layout helpers of L3384–3407): a flow layout without
// the Layout protocol. A zero-height GeometryReader measures the width into state (onAppearOrChange,
// L3503), each item measures itself into a preference, and alignment guides move the items.
extension Array where Element == CGRect {
    func union() -> CGRect {
        guard let first = first else { return .zero }
        return dropFirst().reduce(first) { $0.union($1) }
    }
}
func layout(
    sizes: [CGSize],
    spacing: CGSize = .init(width: 10, height: 10),
    containerWidth: CGFloat
) -> [CGRect] {
    var result: [CGRect] = []
    var currentPosition: CGPoint = .zero

    func startNewline() {
        if currentPosition.x == 0 { return }
        currentPosition.x = 0
        currentPosition.y = result.union().maxY + spacing.height
    }

    for size in sizes {
        if currentPosition.x + size.width > containerWidth {
            startNewline()
        }
        result.append(CGRect(origin: currentPosition, size: size))
        currentPosition.x += size.width + spacing.width
    }
    return result
}
struct SizeKey: PreferenceKey {
    static var defaultValue: [CGSize] = []

    static func reduce(value: inout [CGSize], nextValue: () -> [CGSize]) {
        value.append(contentsOf: nextValue())
    }
}

extension View {
  func measureSize() -> some View {
    overlay {
      GeometryReader { proxy in
        Color.clear
          .preference(key: SizeKey.self, value: [proxy.size])
      }
    }
  }
}
extension View {
    func onAppearOrChange<Value: Equatable>(of value: Value,
        perform: @escaping (Value) -> ()
    ) -> some View {
        self
            .onAppear { perform(value) }
            .onChange(of: value, perform: perform)
    }
}

struct ZStackFlowLayoutExample: View {
    @State private var containerWidth: CGFloat?
    var body: some View {
        ZStack {
            GeometryReader { proxy in
                let width: CGFloat = proxy.size.width
                Color.clear
                .onAppearOrChange(of: width) { containerWidth = $0 }
            }
            .frame(height: 0)
            ZStackFlowLayout(containerWidth: containerWidth ?? 0)
                .frame(minWidth: 0, maxWidth: .infinity)
        }
    }
}

struct ZStackFlowLayout: View {
    @State private var sizes: [CGSize]? = nil
    var containerWidth: CGFloat
    let subviewCount = 5

    func subview(for index: Int) -> some View {
        Text("Item \(index)" + String(repeating: "\n", count: index/2))
            .padding()
            .background {
                RoundedRectangle(cornerRadius: 5)
                    .fill(Color(hue: .init(index)/10, saturation: 0.8, brightness: 0.8))
            }
    }

    var body: some View {
        let offsets = sizes.map {
            layout(sizes: $0, containerWidth: containerWidth).map { $0.origin }
        } ?? Array(repeating: .zero, count: subviewCount)

        ZStack(alignment: .topLeading) {
            ForEach(0..<subviewCount, id: \.self) { ix in
                subview(for: ix)
                    .fixedSize()
                    .measureSize()
                    .alignmentGuide(.leading) { _ in -offsets[ix].x }
                    .alignmentGuide(.top) { _ in -offsets[ix].y }
            }
        }
        .onPreferenceChange(SizeKey.self) { sizes = $0 }
    }
}

#Preview {
    ZStackFlowLayoutExample()
}
