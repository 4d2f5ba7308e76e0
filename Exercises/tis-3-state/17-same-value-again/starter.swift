// How often does the label re-run when the value does not change?
// 值没有变化时，标签会重新执行多少次？
@Observable final class Thermostat {
    var target = 20
}

let thermostat = Thermostat()

struct TargetLabel: View {
    var thermostat: Thermostat
    var body: some View { Text("Target \(thermostat.target)") }
}

struct ContentView: View {
    var body: some View {
        VStack {
            TargetLabel(thermostat: thermostat)
            Button("Reset") { thermostat.target = 20 }
        }
    }
}

// TODO: the number of TargetLabel body runs after Reset.
// TODO：Reset 之后 TargetLabel 的 body 执行次数。
let predictedRuns = -1
