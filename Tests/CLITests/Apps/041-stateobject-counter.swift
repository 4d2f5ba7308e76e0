import SwiftUI

final class CounterModel: ObservableObject {
    @Published var count = 0

    func increment() { count += 1 }
    func reset() { count = 0 }
}

struct ContentView: View {
    @StateObject private var model = CounterModel()

    var body: some View {
        VStack(spacing: 16) {
            Text("\(model.count)")
                .font(.system(size: 72, weight: .bold, design: .rounded))
            HStack {
                Button("Reset", action: model.reset)
                    .buttonStyle(.bordered)
                Button("Add") { model.increment() }
                    .buttonStyle(.borderedProminent)
            }
        }
    }
}
