import SwiftUI

extension View {
    @ViewBuilder
    func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }

    func ifLet<V, T: View>(_ value: V?, transform: (Self, V) -> T) -> some View {
        Group {
            if let value {
                transform(self, value)
            } else {
                self
            }
        }
    }
}

struct ContentView: View {
    @State private var highlighted = true
    let badgeCount: Int? = 4

    var body: some View {
        VStack(spacing: 20) {
            Text("Inbox")
                .padding()
                .if(highlighted) { view in
                    view.background(Color.yellow.opacity(0.4))
                }
                .ifLet(badgeCount) { view, count in
                    view.overlay(alignment: .topTrailing) {
                        Text("\(count)").font(.caption2).padding(4).background(Circle().fill(.red))
                    }
                }
            Toggle("Highlight", isOn: $highlighted)
        }
        .padding()
    }
}
