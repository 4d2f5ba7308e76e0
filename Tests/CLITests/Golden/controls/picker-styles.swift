// A Picker as each style shows it: in a Form row, a menu picker's label leads and its selection with
// the up-down chevron stands at the row's end; a navigationLink picker adds a chevron; a
// LabeledContent's value is at the row's end too. Outside a Form, a menu picker is its selection and
// chevron alone; segmented options share the width in a 32-point control; a wheel is 216 points tall.
// The options of a ForEach are tagged with their ids.
import SwiftUI

enum Period: String, CaseIterable { case day, week, month }

struct Settings: View {
    @State private var flavor = "Chocolate"
    @State private var size = 2
    let flavors = ["Vanilla", "Chocolate", "Strawberry"]
    var body: some View {
        Form {
            Picker("Flavor", selection: $flavor) { ForEach(flavors, id: \.self) { Text($0) } }
            Picker("Size", selection: $size) { Text("Small").tag(1); Text("Large").tag(2) }
                .pickerStyle(.navigationLink)
            LabeledContent("Total", value: 9.5, format: .currency(code: "USD"))
        }
    }
}

struct ContentView: View {
    @State private var period = Period.week
    @State private var count = 1
    var body: some View {
        VStack {
            Picker("Period", selection: $period) {
                ForEach(Period.allCases, id: \.self) { Text($0.rawValue.capitalized) }
            }
            .pickerStyle(.segmented)
            Picker("Count", selection: $count) { Text("One").tag(1); Text("Two").tag(2) }
            Picker("Wheel", selection: $count) { Text("One").tag(1); Text("Two").tag(2) }.pickerStyle(.wheel)
            Settings().frame(height: 150)
        }
        .padding()
    }
}
