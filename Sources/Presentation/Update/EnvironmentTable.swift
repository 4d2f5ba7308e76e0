import ViewlabModel

/// `viewlab env` and `:env`: the environment one view sees (issue 12 item 5), a value a line with
/// the modifier that wrote it, its view's identity path and its line, or "default".
///
///     Text at ContentView/VStack/Text
///     font                  .title       VStack.font(.title)  ContentView/VStack  line 4
///     lineLimit             nil          default
public struct EnvironmentTable {
    public var style: OutputStyle
    public init(style: OutputStyle = .plain) { self.style = style }

    public func text(_ listing: EnvironmentListing) -> String {
        var out = style.bold("\(listing.kind) at \(listing.path)") + "\n"
        let rows = listing.values + listing.objects
        let keyWidth = rows.map(\.key.displayWidth).max() ?? 0
        let valueWidth = rows.map(\.value.displayWidth).max() ?? 0
        let modifierWidth = rows.compactMap { $0.writer?.modifier.displayWidth }.max() ?? 0
        let pathWidth = rows.compactMap { $0.writer?.path.displayWidth }.max() ?? 0
        func line(_ entry: EnvironmentListing.Entry) -> String {
            let start = entry.key.padded(keyWidth + 2) + entry.value.padded(valueWidth + 2)
            guard let w = entry.writer else { return start + style.dim("default") }
            let place = w.line.map { w.path.padded(pathWidth + 2) + "line \($0)" } ?? w.path
            return start + w.modifier.padded(modifierWidth + 2) + place
        }
        out += listing.values.map(line).joined(separator: "\n") + "\n"
        if !listing.objects.isEmpty {
            out += style.bold("objects") + "\n" + listing.objects.map(line).joined(separator: "\n") + "\n"
        }
        return out.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingTrailingSpaces }.joined(separator: "\n")
    }
}

private extension Substring {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
