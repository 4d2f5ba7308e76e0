import SwiftUI

struct RadialLayout: Layout {
    var startAngle: Angle = .degrees(-90)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.width, bounds.height) / 2 - 24
        let step = 2 * Double.pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = startAngle.radians + step * Double(index)
            let point = CGPoint(x: bounds.midX + radius * cos(angle),
                                y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct ContentView: View {
    @State private var count = 8

    var body: some View {
        VStack {
            RadialLayout {
                ForEach(0..<count, id: \.self) { i in
                    Text("\(i + 1)")
                        .frame(width: 36, height: 36)
                        .background(Circle().fill(.teal.opacity(0.3)))
                }
            }
            .frame(width: 260, height: 260)
            Stepper("Items: \(count)", value: $count, in: 3...12)
                .padding()
        }
    }
}
