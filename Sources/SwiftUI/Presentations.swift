import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// `.sheet`, `.fullScreenCover`, `.popover`, `.inspector` (`isPresented:` or `item:`, with
    /// `onDismiss:`), `.alert` and `.confirmationDialog` (a title, `isPresented:`, `presenting:`, the
    /// actions and message builders). The content is built only while presented, by the update
    /// cycle. iOS 13's `alert(isPresented:content:)`, `alert(item:content:)` and
    /// `actionSheet(isPresented:content:)` return an `Alert` or an `ActionSheet` (LegacyAlertPrelude.swift),
    /// shown as the same views.
    func presentationModifier(_ style: Presentation.Style, _ name: String, _ r: inout ArgumentReader, _ args: [Argument],
                              at node: Syntax) throws -> Modifier {
        let arguments = argumentText(args.filter { if case .function = $0.value { false } else { true } })
        let typeName = "_" + name.prefix(1).uppercased() + name.dropFirst() + "Modifier"
        let isPresented = r.take("isPresented"), item = r.take("item")
        let title = style.buttonsDismiss ? r.take(nil) : nil
        let presenting = r.take("presenting")
        let titleVisibility = r.take("titleVisibility")
        _ = r.take("attachmentAnchor"); _ = r.take("arrowEdge"); _ = r.take("error")
        let onDismiss = r.labelledClosure("onDismiss")
        let content = style.buttonsDismiss ? r.closure("actions") : r.closure("content")
        let message = style.buttonsDismiss ? r.labelledClosure("message") : nil
        // No title: iOS 13's form, whose content returns an `Alert` or `ActionSheet`.
        let isLegacy = style.buttonsDismiss && title == nil
        guard let binding = isPresented ?? item, case .binding(let b) = binding, let content else {
            r.takeAll()
            return Modifier(kind: .inert, typeName: typeName, name: name, arguments: arguments)
        }
        let isItem = item != nil
        let present: () throws -> Bool = {
            let value = try b.get().unboxed
            if isItem { if case .nilValue = value { return false } else { return true } }
            if case .bool(let on) = value { return on }
            return false
        }
        let build: () throws -> ViewValue = { [unowned self] in
            // `item:` gives the item to the content; `presenting:` gives its data to the actions and message.
            let given: [Argument] = isItem ? [Argument(label: nil, value: try b.get())] : presenting.map { [Argument(label: nil, value: $0)] } ?? []
            if isLegacy { return try legacyAlertViews(call(content, given, at: node), at: node) }
            var view = try viewValue(of: call(content, given, at: node, asBuilder: true), at: node)
            guard style.buttonsDismiss else { return view }
            // An alert with no buttons gets one "OK" that only dismisses it (Apple's documentation of `alert(_:isPresented:actions:)`).
            if case .empty = view {
                view = .container(ContainerValue(kind: .control(name: "Button", chrome: .none), content: .text(TextValue(content: "OK")),
                                                 typeName: "Button<Text>", label: "Button", behavior: ControlBehavior(tap: {})))
            }
            // On an iPhone an action sheet always offers Cancel: a dialog whose actions have no
            // cancel button gets one that only dismisses it (not in the books; UIKit's action sheet on
            // iPhone, which SwiftUI's dialog is, not verified on a device here).
            if style == .confirmationDialog, !view.listElements.contains(where: { Self.isCancelButton($0) }) {
                var cancel = ContainerValue(kind: .control(name: "Button", chrome: .none), content: .text(TextValue(content: "Cancel")),
                                            typeName: "Button<Text>", label: "Button(\"Cancel\", role: .cancel)", behavior: ControlBehavior(tap: {}))
                cancel.buttonRole = .cancel
                view = .tuple([view, .container(cancel)])
            }
            let heading: ViewValue = title.map { .text(TextValue(content: describe($0.unboxed))) } ?? .empty
            let body = try message.map { try viewValue(of: call($0, given, at: node, asBuilder: true), at: node) } ?? .empty
            return .tuple([heading, body, view])
        }
        var presentation = Presentation(
            style: style, isPresented: present, shownValue: { [unowned self] in describe(try b.get()) }, content: build,
            dismiss: { [unowned self] in try write(isItem ? .nilValue : .bool(false), to: binding, at: node) },
            onDismiss: onDismiss.map { action in { [unowned self] in try runAction(action, at: node) } })
        if style == .confirmationDialog {
            // An ActionSheet always shows its title.
            if isLegacy || { if case .implicitMember("visible", _)? = titleVisibility?.unboxed { true } else { false } }() {
                presentation.showsTitle = true
            } else {
                presentation.showsTitle = false
            }
        }
        return Modifier(kind: .presentation(presentation), typeName: typeName, name: name, arguments: arguments)
    }
}

extension Interpreter {
    /// An `Alert` or `ActionSheet` as the iOS 15 alert's and dialog's parts: its title, its message
    /// and a Button for each of its buttons, with its role, running its action.
    private func legacyAlertViews(_ alert: Value, at node: Syntax) throws -> ViewValue {
        guard case .instance(let a) = alert.unboxed, ["Alert", "ActionSheet"].contains(a.typeName) else {
            throw error(.castFailed, typeName(of: alert), "Alert", at: node)
        }
        let title = try a.fields["title"].map { try viewValue(of: $0, at: node) } ?? .empty
        let message = try a.fields["message"].flatMap { $0.unboxed.isNil ? nil : try viewValue(of: $0, at: node) } ?? .empty
        let buttons = try elements(of: a.fields["buttons"] ?? .array([]), at: node).map { button -> ViewValue in
            guard case .instance(let b) = button.unboxed else { return .empty }
            let label = try b.fields["label"].map { try viewValue(of: $0, at: node) } ?? .empty
            let action = b.fields["action"].flatMap { if case .function(let f) = $0.unboxed { f } else { nil } }
            var control = ContainerValue(kind: .control(name: "Button", chrome: .none), content: label, typeName: "Button<Text>",
                                         label: "Button(\(label.texts.first.map(swiftLiteral) ?? ""))",
                                         behavior: ControlBehavior(tap: { [unowned self] in if let action { _ = try self.call(action, [], at: node) } }))
            control.buttonRole = switch b.fields["role"].map({ describe($0.unboxed) }) {
            case "cancel": .cancel
            case "destructive": .destructive
            default: nil
            }
            return .container(control)
        }
        return .tuple([title, message, .tuple(buttons)])
    }

    /// Whether a dialog's action is a Button with the cancel role, under any modifiers.
    static func isCancelButton(_ view: ViewValue) -> Bool {
        switch view {
        case .container(let c): c.buttonRole == .cancel
        case .modified(let content, _): isCancelButton(content)
        default: false
        }
    }

    /// `.presentationDetents([.medium, .large])` (with or without `selection:`),
    /// `.presentationDragIndicator(.visible)`, `.presentationCornerRadius(20)`: read here so that the
    /// sheet around the content is laid out and drawn as they ask. A value known only when the app
    /// runs (a detent of the learner's own type) leaves the modifier without effect.
    func presentationSettingModifier(_ name: String, _ type: InertTypeName, _ r: inout ArgumentReader, _ args: [Argument],
                                     at node: Syntax) throws -> Modifier {
        let first = r.take(nil)?.unboxed
        r.takeAll()
        let setting: PresentationSetting? = switch (name, first) {
        case ("presentationDetents", .array(let items)?):
            items.compactMap { detent($0.unboxed) }.count == items.count ? .detents(items.compactMap { detent($0.unboxed) }) : nil
        case ("presentationDragIndicator", .implicitMember(let visibility, _)?):
            .dragIndicator(visibility == "visible" ? true : visibility == "hidden" ? false : nil)
        case ("presentationCornerRadius", let radius?):
            .cornerRadius(number(radius))
        default: nil
        }
        let typeName = inertTypeName(type, args, at: node)
        return Modifier(kind: setting.map { .presentationSetting($0) } ?? .inert, typeName: typeName, name: name, arguments: argumentText(args))
    }

    private func detent(_ value: Value) -> PresentationDetent? {
        switch value {
        case .implicitMember("large", nil): .large
        case .implicitMember("medium", nil): .medium
        case .implicitMember("fraction", let args?): args.first.flatMap { number($0.value) }.map { .fraction($0) }
        case .implicitMember("height", let args?): args.first.flatMap { number($0.value) }.map { .height($0) }
        default: nil
        }
    }
}
