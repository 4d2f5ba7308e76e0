import SwiftUI

extension Binding where Value == String? {
    func orEmpty() -> Binding<String> {
        Binding<String>(
            get: { self.wrappedValue ?? "" },
            set: { self.wrappedValue = $0.isEmpty ? nil : $0 }
        )
    }
}

extension Binding {
    func onSet(_ action: @escaping (Value) -> Void) -> Binding<Value> {
        Binding(
            get: { wrappedValue },
            set: { newValue in
                wrappedValue = newValue
                action(newValue)
            }
        )
    }
}

struct ContentView: View {
    @State private var nickname: String? = nil
    @State private var darkMode = false
    @State private var changes = 0

    var body: some View {
        Form {
            TextField("Nickname", text: $nickname.orEmpty())
            Text(nickname.map { "Hi, \($0)" } ?? "No nickname set")
            Toggle("Dark mode", isOn: $darkMode.onSet { _ in changes += 1 })
            Text("Toggled \(changes) times")
            Toggle("Locked", isOn: .constant(true))
                .disabled(true)
        }
    }
}
