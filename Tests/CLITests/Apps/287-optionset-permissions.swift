import SwiftUI

struct Permissions: OptionSet {
    let rawValue: Int

    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let share = Permissions(rawValue: 1 << 2)

    static let all: Permissions = [.read, .write, .share]
}

struct ContentView: View {
    @State private var granted: Permissions = [.read]

    func binding(for flag: Permissions) -> Binding<Bool> {
        Binding(
            get: { granted.contains(flag) },
            set: { isOn in
                if isOn { granted.insert(flag) } else { granted.remove(flag) }
            }
        )
    }

    var body: some View {
        Form {
            Toggle("Read", isOn: binding(for: .read))
            Toggle("Write", isOn: binding(for: .write))
            Toggle("Share", isOn: binding(for: .share))
            Text("Raw value: \(granted.rawValue)")
            Text(granted == .all ? "Full access" : granted.isEmpty ? "No access" : "Partial access")
        }
    }
}
