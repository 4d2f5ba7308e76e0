import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// The controls iOS draws as a row of a title and a widget at the trailing edge, and the buttons
/// that stand for a system action viewlab does not perform (sharing, editing a list). Each is
/// built from views viewlab already lays out and draws (an HStack of the title, a Spacer and the
/// widget), so its size is iOS's width and the widget's height; the widgets' sizes are viewlab's
/// model (KNOWN-GAPS.md), not measured.
extension Interpreter {
    /// `TextEditor(text:)`: its text, read as the editor reads its binding (not the body), in the room it is offered.
    func textEditor(_ r: inout ArgumentReader, at node: Syntax) throws -> (label: ViewValue, behavior: ControlBehavior) {
        let text = try bindingArgument(r.take("text"), at: node)
        let shown = withContext({ $0.readTracker = nil }) { text.map { describe($0.unboxed) } ?? "" }
        let behavior = ControlBehavior(type: text.map { binding in { [unowned self] typed in try self.write(.string(typed), to: binding, at: node) } })
        return (.text(TextValue(content: shown)), behavior)
    }

    /// `ColorPicker(_:selection:supportsOpacity:)`: the title, and a 28-pt well of the colour at the trailing edge.
    func colorPicker(title: ViewValue?, _ r: inout ArgumentReader, at node: Syntax) throws -> ViewValue {
        let selection = try bindingArgument(r.take("selection"), at: node)
        _ = r.take("supportsOpacity")
        let label = try title ?? builderContent(&r, at: node, label: "label")
        var well = ShapeValue(kind: .circle, label: "Circle()")
        well.drawing.mode = .fill(paint(of: withContext({ $0.readTracker = nil }) { selection?.unboxed }), evenOdd: false)
        return trailingRow(label, widgets: [sized(.shape(well), width: 28, height: 28)])
    }

    /// `DatePicker(_:selection:in:displayedComponents:)` in the compact style iOS gives it: the title,
    /// then the date (`Dec 2, 2026`) and the time (`9:41 AM`), each in its button.
    func datePicker(title: ViewValue?, _ r: inout ArgumentReader, at node: Syntax) throws -> ViewValue {
        let selection = try bindingArgument(r.take("selection"), at: node)
        _ = r.take("in")
        var fields: Set<String> = ["date", "hourAndMinute"]
        if let components = r.take("displayedComponents") {
            fields = []
            let written = describe(components.unboxed)
            if written.contains("date") { fields.insert("date") }
            if written.contains("hourAndMinute") { fields.insert("hourAndMinute") }
        }
        let label = try title ?? builderContent(&r, at: node, label: "label")
        let interval = withContext({ $0.readTracker = nil }) { selection.flatMap { dateInterval($0.unboxed) } } ?? 0
        let date = CalendarDate(timeIntervalSinceReferenceDate: interval)
        var buttons: [ViewValue] = []
        if fields.contains("date"), let text = date.fields(["year", "month", "day"]) { buttons.append(pill(text)) }
        if fields.contains("hourAndMinute"), let text = date.fields(["hour", "minute"]) { buttons.append(pill(text)) }
        return trailingRow(label, widgets: buttons)
    }

    /// `ShareLink(item:)` and its other forms: a button labelled as iOS labels it ("Share" and the
    /// share symbol) unless given a title or label; the share sheet is not modelled.
    func shareLinkLabel(title: ViewValue?, _ r: inout ArgumentReader, at node: Syntax) throws -> ViewValue {
        for label in ["item", "items", "subject", "message", "preview"] { _ = r.take(label) }
        let icon = ViewValue.image(ImageValue(name: "square.and.arrow.up", isSystemName: true))
        if let title { return labelRow(title: title, icon: icon) }
        let given = try builderContent(&r, at: node, label: "label")
        if case .empty = given { return labelRow(title: .text(TextValue(content: "Share")), icon: icon) }
        return given
    }

    /// `Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)` in iOS's
    /// default style: the label over a bar filled to the value's place in the range.
    func gauge(_ r: inout ArgumentReader, at node: Syntax) throws -> (label: ViewValue, value: () -> Double?, typeName: String) {
        let value = r.take("value"), range = r.take("in")
        let label = try labelView(&r, at: node) ?? builderContent(&r, at: node, label: "label")
        let current = try labelView(&r, "currentValueLabel", at: node) ?? .empty
        _ = try labelView(&r, "minimumValueLabel", at: node); _ = try labelView(&r, "maximumValueLabel", at: node)
        let bounds = range ?? .range(lower: .double(0), upper: .double(1), closed: true)
        return (.tuple([label, current]), { [unowned self] in value.flatMap { self.fraction(of: $0, in: bounds) } },
                "Gauge<\(label.typeName), \(current.typeName), EmptyView, EmptyView, EmptyView>")
    }

    /// A binding argument, with `.constant(value)` read as `Binding.constant`.
    func bindingArgument(_ value: Value?, at node: Syntax) throws -> Value? {
        guard case .implicitMember(let member, let args)? = value else { return value }
        return try staticSwiftUIMember("Binding", member, args, at: node)
    }

    /// A Label in iOS's default style (`TitleAndIconLabelStyle`): the icon, then the title, in a row
    /// centred across (viewlab's model: the standard spacing between them).
    func labelRow(title: ViewValue, icon: ViewValue) -> ViewValue {
        if case .empty = icon { return title }
        return .container(ContainerValue(kind: .hStack(alignment: .verticalCenter, spacing: nil), content: .tuple([icon, title]),
                                         typeName: "HStack", label: "HStack"))
    }

    /// The title leading, the widgets trailing: a Spacer between takes the rest of the width.
    private func trailingRow(_ label: ViewValue, widgets: [ViewValue]) -> ViewValue {
        .container(ContainerValue(kind: .hStack(alignment: .verticalCenter, spacing: nil), content: .tuple([label, .spacer(minLength: nil)] + widgets),
                                  typeName: "HStack", label: "HStack"))
    }

    private func sized(_ view: ViewValue, width: Double, height: Double) -> ViewValue {
        .modified(view, Modifier(kind: .frame(width: width, height: height, alignment: .center), typeName: "_FrameLayout", name: "frame",
                                 arguments: "width: \(formatNumber(width)), height: \(formatNumber(height))"))
    }

    /// A compact picker's button: its text inset 11 × 6 (viewlab's model of UIDatePicker's compact buttons).
    private func pill(_ text: String) -> ViewValue {
        .modified(.text(TextValue(content: text)), Modifier(kind: .padding(EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)),
                                                            typeName: "_PaddingLayout", name: "padding",
                                                            arguments: "EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)"))
    }
}

extension Interpreter {
    /// A `TextField(_:value:format:)`'s typing: the text read as a number in the en_US formats
    /// (`$1,234.50`, `12%`, `3.5`), written as the value's type (an Int stays an Int). Text that
    /// is not a number leaves the value as it was, as the field does when editing ends.
    func typeNumber(_ typed: String, into binding: Value, at node: Syntax) throws {
        let digits = typed.filter { !"$€£¥%, \u{00A0}".contains($0) }
        guard let number = Double(digits) else { return }
        let current = binding.unboxed
        let percent = typed.contains("%")
        if case .int = current {
            guard number == number.rounded(), abs(number) < 1e18 else { return }
            try write(.int(Int(number)), to: binding, at: node)
        } else {
            try write(.double(percent ? number / 100 : number), to: binding, at: node)
        }
    }
}
