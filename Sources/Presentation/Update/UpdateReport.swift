import ViewlabModel

/// The update cycle's record in the book's terms (view-trees-state.md §2.2, §2.6): for each event,
/// the state slots before → after, what the program printed, each pass with the bodies that ran
/// and why, the render-tree diff and the lifecycle actions, the texts of the tagged views, and the
/// tree after.
///
///     ▸ tap "Increment: 0"
///       state     Counter _value: 0 → 1
///       printed   Counter: _value changed.
///       pass 1    body      Counter  (_value)
///       texts     label = "Increment: 1"
public struct UpdateReport {
    public var style: OutputStyle
    /// Draws the tree after each event.
    public var showsTree: Bool
    public var language: DisplayLanguage
    public init(style: OutputStyle = .plain, language: DisplayLanguage = .en, showsTree: Bool = true) {
        self.style = style; self.language = language; self.showsTree = showsTree
    }

    /// The records, with the animation engine's tables under the passes they belong to.
    public func text(_ records: [UpdateRecord], tables: [PassTable] = []) -> String {
        records.enumerated().map { i, record in text(record, tables: tables.filter { $0.event == i }) }.joined(separator: "\n")
    }

    public func text(_ record: UpdateRecord, tables: [PassTable] = []) -> String {
        let arrow = style.ascii ? "->" : "→"
        func say(_ message: Message, _ values: String...) -> String { message.filled(values)(language) }
        let event = record.event == "initial" ? say(.initialEvent) : record.event
        var lines = [style.bold((style.ascii ? "> " : "▸ ") + event)]
        func section(_ title: Message, _ rows: [String], values: [String] = []) {
            let title = title.filled(values)(language)
            for (i, row) in rows.enumerated() { lines.append("  " + pad(i == 0 ? title : "", 10) + row) }
        }
        func row(_ kind: Message, _ text: String) -> String { pad(say(kind), 10) + text }
        // Each gesture callback the touch ran, with its value (cli-contract.md `update`).
        section(.gesturesSection, alignedGestures(record.gestures))
        section(.stateSection, record.stateChanges.map {
            "\($0.path) \($0.property): \($0.before ?? say(.newState)) \(arrow) \($0.after ?? say(.destroyedState))"
        })
        section(.printedSection, record.output)
        for (i, pass) in record.passes.enumerated() {
            var rows = pass.animation.map { [row(.animatedRow, "withAnimation(\($0))")] } ?? []
            rows += pass.implicitAnimations.map {
                row(.animatedRow, say(.animatedBy, $0.path.description, $0.modifier)) + ($0.modifier.hasPrefix(".transaction") ? " → \($0.animation)" : "")
            }
            rows += pass.bodies.map { row(.bodyRow, "\($0.path)  (\($0.reasons.isEmpty ? "unchanged" : $0.reasons.joined(separator: ", ")))") }
            if !pass.inserted.isEmpty { rows.append(row(.insertedRow, pass.inserted.map(\.description).joined(separator: ", "))) }
            if !pass.removed.isEmpty { rows.append(row(.removedRow, pass.removed.map(\.description).joined(separator: ", "))) }
            rows += pass.lifecycle.map { row(.ranRow, $0) }
            rows += pass.warnings.map { row(.warningRow, $0) }
            if rows.isEmpty { rows.append(say(.noBodyRan)) }
            for table in tables where table.pass == i {
                rows += table.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            }
            section(.passSection, rows, values: ["\(i + 1)"])
        }
        if record.passes.isEmpty { section(.passesSection, [say(.noPass)]) }
        section(.scrolledSection, record.scrolls.map { say(.scrolledTo, $0.path.description, formatNumber($0.offset), $0.cause, $0.id) })
        section(.textsSection, record.texts.map { "\($0.identifier) = \"\($0.text)\"" })
        if showsTree {
            let tree = TreeDiagram(style: style).render(record.tree).split(separator: "\n").map(String.init)
            section(.treeSection, tree)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Card  DragGesture  onChanged  translation (30.0, 0.0), location (90.0, 40.0)`: the view, the
    /// gesture, its callbacks and the value, the columns aligned.
    private func alignedGestures(_ calls: [GestureCallRecord]) -> [String] {
        let pathWidth = (calls.map(\.path.description.count).max() ?? 0) + 2
        let nameWidth = (calls.map(\.gesture.count).max() ?? 0) + 2
        let callbackWidth = (calls.map(\.callbacks.count).max() ?? 0) + 2
        return calls.map { pad($0.path.description, pathWidth) + pad($0.gesture, nameWidth) + pad($0.callbacks, callbackWidth) + $0.value }
    }

    /// Padded by display width, so Chinese titles keep the rows aligned.
    private func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(1, width - text.displayWidth)) }

    /// The JSON of cli-contract.md `update`. Extensions (fields may be added): top-level `platform`,
    /// `state`, `gestures` (each `{gesture, path, callbacks, value}`) and `scrolled` (each `{path, id,
    /// offset}`, what `ScrollViewProxy.scrollTo` scrolled) per event; `animation`, `implicitAnimations`, `warnings`, `phaseAnimators` (each `{path,
    /// phases, animations, values}`) and `keyframeAnimators` (each `{path, tracks, values}`) per pass,
    /// values as `animate --phases`/`--keyframes --format json` print them; and for an
    /// animated pass `frames`, the animated views' table as `animate --before --after --format json`
    /// prints it, and `implicitFrames`, one such table per `.animation(_:value:)` that fired.
    public func json(_ records: [UpdateRecord], platform: String, tables: [PassTable] = []) -> String {
        var out = "{\n  \"platform\": \(JSONText.string(platform)),\n  \"events\": [\n"
        out += records.enumerated().map { i, record in json(record, tables: tables.filter { $0.event == i }) }.joined(separator: ",\n")
        return out + "\n  ]\n}\n"
    }

    private func json(_ record: UpdateRecord, tables: [PassTable]) -> String {
        let i = "      "
        var fields = ["\(i)\"event\": \(JSONText.string(record.event))"]
        fields.append("\(i)\"output\": [" + record.output.map { JSONText.string($0) }.joined(separator: ", ") + "]")
        fields.append("\(i)\"texts\": {" + record.texts.map { "\(JSONText.string($0.identifier)): \(JSONText.string($0.text))" }.joined(separator: ", ") + "}")
        fields.append("\(i)\"gestures\": [" + record.gestures.map {
            "{\"gesture\": \(JSONText.string($0.gesture)), \"path\": \(JSONText.string($0.path.description)), \"callbacks\": \(JSONText.string($0.callbacks)), \"value\": \(JSONText.string($0.value))}"
        }.joined(separator: ", ") + "]")
        fields.append("\(i)\"state\": [" + record.stateChanges.map {
            "{\"path\": \(JSONText.string($0.path.description)), \"property\": \(JSONText.string($0.property)), \"before\": \(JSONText.string($0.before)), \"after\": \(JSONText.string($0.after))}"
        }.joined(separator: ", ") + "]")
        fields.append("\(i)\"scrolled\": [" + record.scrolls.map {
            "{\"path\": \(JSONText.string($0.path.description)), \"id\": \(JSONText.string($0.id)), \"offset\": \(formatNumber($0.offset))}"
        }.joined(separator: ", ") + "]")
        let passes = record.passes.enumerated().map { index, pass in
            let bodies = pass.bodies.map {
                "{\"view\": \(JSONText.string($0.view)), \"path\": \(JSONText.string($0.path.description)), \"reasons\": [" + $0.reasons.map { JSONText.string($0) }.joined(separator: ", ") + "]}"
            }
            return "\(i)  {\"bodies\": [" + bodies.joined(separator: ", ") + "],\n"
                + "\(i)   \"inserted\": " + strings(pass.inserted.map(\.description)) + ", \"removed\": " + strings(pass.removed.map(\.description))
                + ", \"lifecycle\": " + strings(pass.lifecycle) + ", \"walked\": \(pass.walked), \"animation\": " + JSONText.string(pass.animation?.description)
                + ", \"implicitAnimations\": [" + pass.implicitAnimations.map { "{\"path\": \(JSONText.string($0.path.description)), \"animation\": \(JSONText.string($0.animation.description))}" }.joined(separator: ", ") + "]"
                + ", \"warnings\": " + strings(pass.warnings)
                + (tables.first { $0.pass == index && $0.kind == .frames }.map { ", \"frames\": " + $0.json } ?? "")
                + ", \"implicitFrames\": [" + tables.filter { $0.pass == index && $0.kind == .implicitFrames }.map(\.json).joined(separator: ", ") + "]"
                + ", \"phaseAnimators\": [" + tables.filter { $0.pass == index && $0.kind == .phaseAnimator }.map(\.json).joined(separator: ", ") + "]"
                + ", \"keyframeAnimators\": [" + tables.filter { $0.pass == index && $0.kind == .keyframeAnimator }.map(\.json).joined(separator: ", ") + "]"
                + "}"
        }
        fields.append("\(i)\"passes\": [\n" + passes.joined(separator: ",\n") + "\n\(i)]")
        return "    {\n" + fields.joined(separator: ",\n") + "\n    }"
    }

    private func strings(_ items: [String]) -> String { "[" + items.map { JSONText.string($0) }.joined(separator: ", ") + "]" }
}
