/// SwiftUI's named colours as an iPhone draws them in light mode: the system colours of Apple's
/// Human Interface Guidelines ("Color", Specifications, iOS default light), and the fixed ones.
/// Not in the books (they print in black and white); viewlab draws with these values.
public enum NamedColors {
    public static let light: [String: RGBA] = [
        "red": RGBA(255, 59, 48), "orange": RGBA(255, 149, 0), "yellow": RGBA(255, 204, 0),
        "green": RGBA(52, 199, 89), "mint": RGBA(0, 199, 190), "teal": RGBA(48, 176, 199),
        "cyan": RGBA(50, 173, 230), "blue": RGBA(0, 122, 255), "indigo": RGBA(88, 86, 214),
        "purple": RGBA(175, 82, 222), "pink": RGBA(255, 45, 85), "brown": RGBA(162, 132, 94),
        "gray": RGBA(142, 142, 147), "black": RGBA(0, 0, 0), "white": RGBA(255, 255, 255),
        "clear": .clear,
        // The label colours: primary is black; secondary is #3C3C43 at 60% (UIColor.secondaryLabel).
        "primary": RGBA(0, 0, 0), "secondary": RGBA(60, 60, 67, opacity: 0.6),
        "accentColor": RGBA(0, 122, 255),
    ]

    /// The colour a `ColorValue` names: a system colour, or `Color(red:green:blue:)` and the like
    /// when the value was built with its components; nil for an asset colour (`Color("brand")`).
    /// UIKit's named colours (Apple's `UIColor` documentation), which SpriteKit's `SKColor` is:
    /// `backgroundColor = .blue` in a scene is pure blue, not SwiftUI's system blue. UIKit's
    /// `.systemBlue` and the other system colours are SwiftUI's.
    public static let uiKit: [String: RGBA] = [
        "red": RGBA(red: 1, green: 0, blue: 0), "green": RGBA(red: 0, green: 1, blue: 0), "blue": RGBA(red: 0, green: 0, blue: 1),
        "cyan": RGBA(red: 0, green: 1, blue: 1), "yellow": RGBA(red: 1, green: 1, blue: 0), "magenta": RGBA(red: 1, green: 0, blue: 1),
        "orange": RGBA(red: 1, green: 0.5, blue: 0), "purple": RGBA(red: 0.5, green: 0, blue: 0.5), "brown": RGBA(red: 0.6, green: 0.4, blue: 0.2),
        "white": RGBA(red: 1, green: 1, blue: 1), "black": RGBA(red: 0, green: 0, blue: 0), "gray": RGBA(red: 0.5, green: 0.5, blue: 0.5),
        "lightGray": RGBA(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3), "darkGray": RGBA(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
        "clear": .clear,
    ]

    /// A colour as UIKit draws it: the components given, UIKit's named colours, or its system colours.
    public static func uiKitRGBA(_ color: ColorValue) -> RGBA? {
        if let rgba = color.rgba { return rgba }
        let name = color.name.hasPrefix(".") ? String(color.name.dropFirst()) : color.name
        if let known = uiKit[name] { return known }
        if name.hasPrefix("system"), let first = name.dropFirst(6).first {
            return light[first.lowercased() + name.dropFirst(7)]
        }
        return rgba(color)
    }

    public static func rgba(_ color: ColorValue) -> RGBA? {
        color.rgba ?? light[color.name.hasPrefix(".") ? String(color.name.dropFirst()) : color.name]
    }

    /// The name of the system colour (or white or black) nearest to an opaque colour, for checks
    /// that ask what is drawn at a point.
    public static func nearest(to color: RGBA) -> String {
        let candidates = light.filter { $0.value.opacity == 1 && !["primary", "accentColor"].contains($0.key) }
        func distance(_ c: RGBA) -> Double {
            let dr = c.red - color.red, dg = c.green - color.green, db = c.blue - color.blue
            return dr * dr + dg * dg + db * db
        }
        return candidates.min { (distance($0.value), $0.key) < (distance($1.value), $1.key) }!.key
    }
}
