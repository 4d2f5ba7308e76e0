import SwiftUI

struct PointValue { var x = 0 }
final class PointRef { var x = 0 }

struct ContentView: View {
    var results: [String] {
        var a = PointValue()
        var b = a
        b.x = 10

        let c = PointRef()
        let d = c
        d.x = 10

        return [
            "struct original: \(a.x)",
            "struct copy: \(b.x)",
            "class original: \(c.x)",
            "class alias: \(d.x)",
            "same object: \(c === d)"
        ]
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(results, id: \.self) { line in
                Text(line).font(.body.monospaced())
            }
        }
        .padding()
    }
}
