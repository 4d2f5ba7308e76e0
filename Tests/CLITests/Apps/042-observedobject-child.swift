import SwiftUI

class Timer2Model: ObservableObject {
    @Published var seconds: Int = 90
    var formatted: String {
        String(format: "%02d:%02d", seconds / 60, seconds % 60)
    }
}

struct TimerDisplay: View {
    @ObservedObject var model: Timer2Model
    var body: some View {
        Text(model.formatted)
            .font(.largeTitle.monospacedDigit())
    }
}

struct ContentView: View {
    @StateObject var model = Timer2Model()

    var body: some View {
        VStack {
            TimerDisplay(model: model)
            Stepper("Seconds", value: $model.seconds, in: 0...600, step: 15)
                .padding()
        }
    }
}
