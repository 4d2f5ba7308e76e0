import SwiftUI

struct ContentView: View {
    @State private var minutes = 15
    let options = [5, 10, 15, 30, 60]

    var body: some View {
        Form {
            Picker("Reminder", selection: $minutes) {
                ForEach(options, id: \.self) { m in
                    Text("\(m) min").tag(m)
                }
            }
            .pickerStyle(.menu)
            Text("You will be reminded \(minutes) minutes before.")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}
