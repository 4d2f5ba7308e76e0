// Mirrors: Pro SwiftUI (seed 004) L1715–1762 — a custom EnvironmentKey (FormElementIsRequiredKey), an EnvironmentValues property, a `required()` View extension, and a field that shows an asterisk
// Ours: a MandatoryKey and a LabeledValue row (TextField, Form and imageScale are outside our subset; a Text row and a VStack stand in).
import SwiftUI

struct MandatoryKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var mandatory: Bool {
        get { self[MandatoryKey.self] }
        set { self[MandatoryKey.self] = newValue }
    }
}

extension View {
    func mandatory(_ makeMandatory: Bool = true) -> some View {
        environment(\.mandatory, makeMandatory)
    }
}

struct LabeledValue: View {
    var label: String
    @Environment(\.mandatory) var mandatory

    var body: some View {
        HStack {
            Text(label)
            if mandatory {
                Image(systemName: "asterisk")
                    .foregroundColor(.red)
            }
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            LabeledValue(label: "Name")
            LabeledValue(label: "Email")
        }
        .mandatory()
    }
}

print(MandatoryKey.defaultValue)
print(type(of: LabeledValue(label: "Name")))

// expect: false
// expect: LabeledValue
