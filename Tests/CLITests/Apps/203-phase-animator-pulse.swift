import SwiftUI

enum PulsePhase: CaseIterable {
    case rest, grow, fade

    var scale: CGFloat {
        switch self {
        case .rest: 1
        case .grow: 1.4
        case .fade: 1.1
        }
    }

    var opacity: Double {
        self == .fade ? 0.4 : 1
    }
}

struct ContentView: View {
    @State private var trigger = 0

    var body: some View {
        VStack(spacing: 30) {
            Image(systemName: "heart.fill")
                .font(.system(size: 60))
                .foregroundStyle(.red)
                .phaseAnimator(PulsePhase.allCases, trigger: trigger) { content, phase in
                    content
                        .scaleEffect(phase.scale)
                        .opacity(phase.opacity)
                } animation: { phase in
                    phase == .grow ? .spring(duration: 0.3) : .easeOut(duration: 0.2)
                }
            Button("Like") { trigger += 1 }
        }
    }
}
