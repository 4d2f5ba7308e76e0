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
        // Materials as their light-mode tint over what is behind, without the blur (viewlab's model:
        // white at rising opacity from the ultra-thin to the ultra-thick material; `.bar` as UIKit's bars).
        "ultraThinMaterial": RGBA(255, 255, 255, opacity: 0.35), "thinMaterial": RGBA(255, 255, 255, opacity: 0.55),
        "regularMaterial": RGBA(255, 255, 255, opacity: 0.72), "thickMaterial": RGBA(255, 255, 255, opacity: 0.85),
        "ultraThickMaterial": RGBA(255, 255, 255, opacity: 0.93), "bar": RGBA(249, 249, 249, opacity: 0.94),
    ]

    /// The colour a `ColorValue` names: a system colour, or `Color(red:green:blue:)` and the like
    /// when the value was built with its components; nil for an asset colour (`Color("brand")`).
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
