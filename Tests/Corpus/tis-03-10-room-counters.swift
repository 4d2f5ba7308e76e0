// Mirrors: Thinking in SwiftUI (seed 000) L920–976 — people counter per room: a shared model hands out CounterModel objects and @ObservedObject re-points when the room changes
// Ours: seats per train car; the book's segmented Picker is replaced by a ForEach of Buttons (Picker is outside our subset).
import SwiftUI

final class SeatCounter: ObservableObject {
    @Published var seats = 0
}

final class Train {
    static let shared = Train()
    var counters: [String: SeatCounter] = [:]

    func counter(for car: String) -> SeatCounter {
        if let existing = counters[car] { return existing }
        let made = SeatCounter()
        counters[car] = made
        return made
    }
}

struct SeatView: View {
    @ObservedObject var counter: SeatCounter
    var body: some View {
        Button("Seats taken: \(counter.seats)") {
            counter.seats += 1
        }
    }
}

struct ContentView: View {
    @State private var car = "Front"
    var body: some View {
        VStack {
            HStack {
                ForEach(["Front", "Dining", "Rear"], id: \.self) { name in
                    Button(name) { car = name }
                }
            }
            SeatView(counter: Train.shared.counter(for: car))
        }
    }
}

Train.shared.counter(for: "Dining").seats += 2
Train.shared.counter(for: "Rear").seats += 1
Train.shared.counter(for: "Dining").seats += 1
print(Train.shared.counter(for: "Dining").seats)
print(Train.shared.counter(for: "Rear").seats)
print(Train.shared.counter(for: "Front").seats)
print(Train.shared.counters.count)

// expect: 3
// expect: 1
// expect: 0
// expect: 3
