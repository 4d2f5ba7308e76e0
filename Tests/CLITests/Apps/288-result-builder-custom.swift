import SwiftUI

@resultBuilder
enum LinesBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ line: String) -> [String] { [line] }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    static func buildEither(first: [String]) -> [String] { first }
    static func buildEither(second: [String]) -> [String] { second }
}

func makeReceipt(premium: Bool, @LinesBuilder _ content: () -> [String]) -> [String] {
    var lines = content()
    if premium { lines.append("★ Premium member") }
    return lines
}

struct ContentView: View {
    @State private var express = true

    var receipt: [String] {
        makeReceipt(premium: true) {
            "Order #1042"
            "2 × Notebook"
            if express {
                "Express shipping"
            } else {
                "Standard shipping"
            }
            "Thank you!"
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Toggle("Express", isOn: $express)
            ForEach(receipt, id: \.self) { Text($0) }
        }
        .padding()
    }
}
