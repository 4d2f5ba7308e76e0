import SwiftUI

enum ShapeKind: String, CaseIterable, Identifiable {
    case circle, square, capsule, rounded
    var id: String { rawValue }

    var shape: AnyShape {
        switch self {
        case .circle: AnyShape(Circle())
        case .square: AnyShape(Rectangle())
        case .capsule: AnyShape(Capsule())
        case .rounded: AnyShape(RoundedRectangle(cornerRadius: 12))
        }
    }
}

struct ContentView: View {
    @State private var kind = ShapeKind.circle

    var body: some View {
        VStack(spacing: 24) {
            kind.shape
                .fill(.purple.gradient)
                .frame(width: 140, height: 100)
            Picker("Shape", selection: $kind) {
                ForEach(ShapeKind.allCases) { k in
                    Text(k.rawValue.capitalized).tag(k)
                }
            }
            .pickerStyle(.segmented)
        }
        .padding()
    }
}
