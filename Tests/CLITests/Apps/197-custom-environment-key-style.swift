import SwiftUI

enum Density {
    case compact, regular, spacious

    var spacing: CGFloat {
        switch self {
        case .compact: return 2
        case .regular: return 8
        case .spacious: return 16
        }
    }
}

private struct DensityKey: EnvironmentKey {
    static let defaultValue: Density = .regular
}

extension EnvironmentValues {
    var density: Density {
        get { self[DensityKey.self] }
        set { self[DensityKey.self] = newValue }
    }
}

extension View {
    func density(_ value: Density) -> some View {
        environment(\.density, value)
    }
}

struct InfoList: View {
    @Environment(\.density) private var density
    var body: some View {
        VStack(alignment: .leading, spacing: density.spacing) {
            Text("One"); Text("Two"); Text("Three")
        }
        .border(.gray)
    }
}

struct ContentView: View {
    var body: some View {
        HStack(alignment: .top, spacing: 20) {
            InfoList().density(.compact)
            InfoList()
            InfoList().density(.spacious)
        }
        .padding()
    }
}
