// A learner's EnvironmentValues property runs its own accessors: the setter decides which key is
// written, the getter what a reader gets (TiS L2308–L2346; SwiftUI shows "hey! HEY! Celsius").
struct FirstKey: EnvironmentKey { static let defaultValue = "a" }
struct SecondKey: EnvironmentKey { static let defaultValue = "b" }

extension EnvironmentValues {
    var crossed: String { get { self[FirstKey.self] } set { self[SecondKey.self] = newValue } }
    var shout: String { get { self[FirstKey.self].uppercased() } set { self[FirstKey.self] = newValue + "!" } }
    var fixed: String { get { "Celsius" } set { } }
}

struct Readout: View {
    @Environment(\.crossed) private var crossed
    @Environment(\.shout) private var shout
    @Environment(\.fixed) private var fixed
    var body: some View { Text("\(crossed) \(shout) \(fixed)") }
}

#Preview {
    Readout()
        .environment(\.crossed, "one")
        .environment(\.shout, "hey")
        .environment(\.fixed, "F")
}
