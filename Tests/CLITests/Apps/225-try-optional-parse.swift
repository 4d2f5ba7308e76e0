import SwiftUI

struct ParseError: Error {}

func parsePair(_ text: String) throws -> (Int, Int) {
    let parts = text.split(separator: "x")
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
        throw ParseError()
    }
    return (w, h)
}

struct ContentView: View {
    let inputs = ["1920x1080", "800x600", "oops", "12x", "3840x2160"]

    var body: some View {
        List(inputs, id: \.self) { input in
            HStack {
                Text(input)
                Spacer()
                if let (w, h) = try? parsePair(input) {
                    Text("\(w * h) px")
                        .foregroundStyle(.green)
                } else {
                    Text("invalid")
                        .foregroundStyle(.red)
                }
            }
        }
    }
}
