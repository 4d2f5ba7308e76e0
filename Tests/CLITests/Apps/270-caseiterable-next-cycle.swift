import SwiftUI

extension CaseIterable where Self: Equatable {
    func next() -> Self {
        let all = Array(Self.allCases)
        let idx = all.firstIndex(of: self)!
        return all[(idx + 1) % all.count]
    }
}

enum RepeatMode: String, CaseIterable {
    case off, all, one

    var icon: String {
        switch self {
        case .off: "repeat"
        case .all: "repeat"
        case .one: "repeat.1"
        }
    }
}

enum Speed: Double, CaseIterable {
    case half = 0.5, normal = 1, fast = 1.5, double = 2
}

struct ContentView: View {
    @State private var mode = RepeatMode.off
    @State private var speed = Speed.normal

    var body: some View {
        HStack(spacing: 30) {
            Button {
                mode = mode.next()
            } label: {
                Image(systemName: mode.icon)
                    .foregroundStyle(mode == .off ? .gray : .accentColor)
            }
            Button("\(speed.rawValue, specifier: "%g")×") {
                speed = speed.next()
            }
            Text(mode.rawValue)
        }
        .font(.title2)
        .padding()
    }
}
