import SwiftUI

enum TrafficLight: CaseIterable {
    case red, yellow, green

    mutating func advance() {
        let all = Self.allCases
        let index = all.firstIndex(of: self)!
        self = all[(index + 1) % all.count]
    }

    var color: Color {
        switch self {
        case .red: .red
        case .yellow: .yellow
        case .green: .green
        }
    }
}

struct ContentView: View {
    @State private var light = TrafficLight.red

    var body: some View {
        VStack(spacing: 12) {
            ForEach(TrafficLight.allCases, id: \.self) { l in
                Circle()
                    .fill(l == light ? l.color : l.color.opacity(0.2))
                    .frame(width: 60, height: 60)
            }
            Button("Next") {
                light.advance()
            }
            .padding(.top)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 20).fill(.black.opacity(0.85)))
    }
}
