import ViewlabModel

/// `viewlab env` and `:env`: the environment one view sees (issue 12 item 5), a value a line with
/// the modifier that wrote it, its view's identity path and its line, or "default".
///
///     Text at ContentView/VStack/Text
///     font                  .title       VStack.font(.title)  ContentView/VStack  line 4
///     lineLimit             nil          default
public struct EnvironmentTable {
    public var style: OutputStyle
    public var language: DisplayLanguage
    public init(style: OutputStyle = .plain, language: DisplayLanguage = .en) { self.style = style; self.language = language }

    public func text(_ listing: EnvironmentListing) -> String {
        var out = style.bold(Message.environmentOf.filled([listing.kind, listing.path.description])(language)) + "\n"
        let rows = listing.values + listing.objects
        let keyWidth = rows.map(\.key.displayWidth).max() ?? 0
        let valueWidth = rows.map(\.value.displayWidth).max() ?? 0
        let modifierWidth = rows.compactMap { $0.writer?.modifier.displayWidth }.max() ?? 0
        let pathWidth = rows.compactMap { $0.writer?.path.displayWidth }.max() ?? 0
        func line(_ entry: EnvironmentListing.Entry) -> String {
            let start = entry.key.padded(keyWidth + 2) + entry.value.padded(valueWidth + 2)
            guard let w = entry.writer else { return start + style.dim(Message.environmentDefault.filled([])(language)) }
            let place = w.line.map { w.path.padded(pathWidth + 2) + Message.environmentLine.filled(["\($0)"])(language) } ?? w.path
            return start + w.modifier.padded(modifierWidth + 2) + place
        }
        out += listing.values.map(line).joined(separator: "\n") + "\n"
        if !listing.objects.isEmpty {
            out += style.bold(Message.environmentObjects.filled([])(language)) + "\n" + listing.objects.map(line).joined(separator: "\n") + "\n"
        }
        return out.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingTrailingSpaces }.joined(separator: "\n")
    }
}

