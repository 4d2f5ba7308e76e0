import SwiftUI

struct Alarm: Identifiable {
    let id = UUID()
    let time: String
    var isOn: Bool
}

struct ContentView: View {
    @State private var alarms = [
        Alarm(time: "6:30", isOn: true),
        Alarm(time: "7:00", isOn: false),
        Alarm(time: "8:15", isOn: true)
    ]

    var activeCount: Int { alarms.filter(\.isOn).count }

    var body: some View {
        VStack {
            Text("\(activeCount) active alarms")
                .font(.headline)
            List {
                ForEach(alarms.indices, id: \.self) { i in
                    Toggle(isOn: $alarms[i].isOn) {
                        Text(alarms[i].time)
                            .font(.system(size: 40, weight: .light))
                    }
                }
            }
        }
    }
}
