import SwiftUI

@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

struct Settings {
    @Clamped(0...10) var brightness: Int = 5
    @Clamped(1...3) var columns: Int = 7
}

struct ContentView: View {
    @State private var settings = Settings()

    var body: some View {
        VStack(spacing: 12) {
            Text("Brightness \(settings.brightness)")
            Text("Columns \(settings.columns)")
            HStack {
                Button("+5") { settings.brightness += 5 }
                Button("-5") { settings.brightness -= 5 }
            }
        }
        .padding()
    }
}
