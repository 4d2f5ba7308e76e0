import SwiftUI

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        let factor = pow(10.0, Double(places))
        return (self * factor).rounded() / factor
    }

    var asPercentString: String {
        "\(Int((self * 100).rounded()))%"
    }
}

struct ContentView: View {
    let value = 3.14159265
    let ratios: [Double] = [0.125, 0.5, 0.999, 0.0049]

    var body: some View {
        List {
            Section("π") {
                ForEach(0..<5) { places in
                    Text("\(places) places: \(value.rounded(toPlaces: places))")
                }
                Text("floor \(value.rounded(.down)), ceil \(value.rounded(.up))")
                Text("truncated Int: \(Int(value))")
            }
            Section("Ratios") {
                ForEach(ratios, id: \.self) { r in
                    Text(r.asPercentString)
                }
            }
        }
    }
}
