import SwiftUI

struct ContentView: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { timeline in
            let seconds = Int(timeline.date.timeIntervalSince1970) % 60
            VStack(spacing: 16) {
                ZStack {
                    Circle()
                        .stroke(.gray.opacity(0.3), lineWidth: 8)
                    Circle()
                        .trim(from: 0, to: CGFloat(seconds) / 60)
                        .stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Text(String(format: "%02d", seconds))
                        .font(.system(size: 40, weight: .bold, design: .monospaced))
                }
                .frame(width: 160, height: 160)
                Text(timeline.date, style: .time)
            }
        }
    }
}
