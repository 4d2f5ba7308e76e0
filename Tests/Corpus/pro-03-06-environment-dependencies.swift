// Mirrors: Pro SwiftUI (seed 004) L1789–1855 — two keys (stroke width and title font); CirclesView prints in body and re-runs only when the key it reads changes
// Ours: outline width and heading font keys; a Stepper replaces the book's Slider (outside our subset).
import SwiftUI

struct OutlineWidthKey: EnvironmentKey {
    static let defaultValue = 2.0
}

struct HeadingFontKey: EnvironmentKey {
    static let defaultValue = Font.title
}

extension EnvironmentValues {
    var outlineWidth: Double {
        get { self[OutlineWidthKey.self] }
        set { self[OutlineWidthKey.self] = newValue }
    }

    var headingFont: Font {
        get { self[HeadingFontKey.self] }
        set { self[HeadingFontKey.self] = newValue }
    }
}

extension View {
    func outlineWidth(_ width: Double) -> some View {
        environment(\.outlineWidth, width)
    }

    func headingFont(_ font: Font) -> some View {
        environment(\.headingFont, font)
    }
}

struct RingsView: View {
    @Environment(\.outlineWidth) var outlineWidth

    var body: some View {
        print("In RingsView.body")
        return ForEach(0..<3) { _ in
            Circle()
                .stroke(.red, lineWidth: outlineWidth)
        }
    }
}

struct ContentView: View {
    @State private var width = 2.0
    @State private var headingFont = HeadingFontKey.defaultValue

    var body: some View {
        VStack {
            Text("Rings")
                .font(headingFont)
            RingsView()
            Stepper("Width \(Int(width))", value: $width, in: 1...10)
            Button("Large Font") {
                headingFont = .largeTitle
            }
            Button("Default Font") {
                headingFont = HeadingFontKey.defaultValue
            }
        }
        .outlineWidth(width)
        .headingFont(headingFont)
    }
}

let rings = RingsView()
let _ = rings.body

// expect: In RingsView.body
