import SwiftUI

enum LengthUnit: String, CaseIterable, Identifiable {
    case meters, kilometers, feet, miles
    var id: String { self.rawValue }

    var inMeters: Double {
        switch self {
        case .meters: return 1
        case .kilometers: return 1000
        case .feet: return 0.3048
        case .miles: return 1609.34
        }
    }
}

struct ContentView: View {
    @State private var input = 1.0
    @State private var from: LengthUnit = .kilometers
    @State private var to: LengthUnit = .miles

    var output: Double {
        input * from.inMeters / to.inMeters
    }

    var body: some View {
        Form {
            Section("Input") {
                TextField("Value", value: $input, format: .number)
                Picker("From", selection: $from) {
                    ForEach(LengthUnit.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
            }
            Section("Output") {
                Picker("To", selection: $to) {
                    ForEach(LengthUnit.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
                Text(output.formatted(.number.precision(.fractionLength(3))))
            }
        }
    }
}
