import Foundation
import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// Colours built from components, which carry them (`ColorValue.rgba`) so that they are drawn as
/// written, and a colour's `opacity(_:)`. Not in source: Apple's documentation of `Color`'s
/// initializers; the diagram's text of each is as viewlab wrote it before colours were drawn.
extension Interpreter {
    /// `Color("brand")`, `Color(red:green:blue:opacity:)`, `Color(.sRGB, red:…)`,
    /// `Color(white:opacity:)`, `Color(hue:saturation:brightness:opacity:)`.
    func colorValue(_ r: inout ArgumentReader, _ args: [Argument]) -> ColorValue {
        let first = r.take(nil)
        if let first, case .implicitMember(let space, nil) = first.unboxed, Self.colorSpaces.contains(space) {
            let labelled = args.dropFirst().map { "\($0.label ?? "_"): \(describe($0.value))" }
            return ColorValue("Color(.\(space), \(labelled.joined(separator: ", ")))", rgba: components(&r, space: space))
        }
        // `Color(uiColor:)` (iOS 15) and `Color(_:)` of a UIColor: one of UIKit's colours, drawn as an
        // iPhone in light mode draws it.
        if let ui = r.take("uiColor") ?? first.flatMap({ isUIColor($0) ? $0 : nil }) {
            var color = ui
            if case .implicitMember(let name, nil) = ui.unboxed, let member = try? staticMember(of: "UIColor", name, at: currentNode, hint: .none, allowMissing: true) {
                color = member
            }
            let label = "Color(" + (args.first?.label.map { $0 + ": " } ?? "") + (args.first?.syntax.map { sourceText($0) } ?? describe(ui)) + ")"
            guard case .instance(let i) = color.unboxed, i.typeName == "UIColor",
                  let red = i.fields["red"].flatMap(toDouble), let green = i.fields["green"].flatMap(toDouble),
                  let blue = i.fields["blue"].flatMap(toDouble), let alpha = i.fields["alpha"].flatMap(toDouble) else {
                return ColorValue(label)
            }
            return ColorValue(label, rgba: RGBA(red: red, green: green, blue: blue, opacity: alpha))
        }
        if let first { return ColorValue("Color(\(describe(first, quoted: true)))") }
        let parts = args.map { "\($0.label ?? "_"): \(describe($0.value))" }.joined(separator: ", ")
        return ColorValue("Color(\(parts))", rgba: components(&r, space: "sRGB"))
    }

    private func isUIColor(_ value: Value) -> Bool {
        if case .instance(let i) = value.unboxed { return i.typeName == "UIColor" }
        return false
    }

    /// `Color.RGBColorSpace`'s cases. Display P3 is drawn as sRGB (the components read as sRGB's:
    /// a little less saturated than on an iPhone's screen).
    private static let colorSpaces: Set<String> = ["sRGB", "sRGBLinear", "displayP3"]

    /// The components the arguments give, in sRGB; nil when they name none of the three forms.
    private func components(_ r: inout ArgumentReader, space: String) -> RGBA? {
        func take(_ label: String) -> Double? { r.take(label).flatMap(toDouble) }
        let opacity = take("opacity") ?? 1
        if let red = take("red"), let green = take("green"), let blue = take("blue") {
            // Linear components made sRGB by its transfer function (IEC 61966-2-1).
            func encoded(_ c: Double) -> Double {
                guard space == "sRGBLinear" else { return c }
                return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
            }
            return RGBA(red: encoded(red), green: encoded(green), blue: encoded(blue), opacity: opacity)
        }
        if let white = take("white") { return RGBA(red: white, green: white, blue: white, opacity: opacity) }
        if let hue = take("hue"), let saturation = take("saturation"), let brightness = take("brightness") {
            return RGBA(hue: hue, saturation: saturation, brightness: brightness, opacity: opacity)
        }
        for label in ["red", "green", "blue", "white", "hue", "saturation", "brightness"] { _ = r.take(label) }
        return nil
    }

    /// `Color.red.opacity(0.5)` is still a `Color` (*Pro SwiftUI* L1648–1667), with its
    /// components' opacity multiplied; an asset colour keeps none.
    func colorWithOpacity(_ color: ColorValue, _ opacity: Value?) -> ColorValue {
        var c = color
        if let factor = opacity.flatMap(toDouble), let components = NamedColors.rgba(color) {
            c.rgba = components.multiplyingOpacity(by: factor)
        }
        return c
    }
}
