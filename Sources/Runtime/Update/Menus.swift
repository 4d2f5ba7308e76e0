import ViewlabModel

extension Reconciliation {
    /// A Menu: a tap opens it, or closes it again; with a primary action a tap runs that and a
    /// long press opens it. While it is open its items are walked, at `….menu`, and take taps; an
    /// item tapped closes it once its action has run (UIKit's menus). The open menu is not drawn.
    mutating func menu(_ items: ViewValue, of node: RenderNode, behavior: inout ControlBehavior?, _ context: Context) throws -> ViewValue {
        let isOpen = node.ui.isMenuOpen
        node.ownReads.append { [unowned node] in node.ui.isMenuOpen != isOpen }
        let open: () -> Void = { [unowned node] in node.ui.isMenuOpen.toggle() }
        if let primary = behavior?.tap {
            let press = Gesture(kind: .longPress(minimumDuration: Self.menuPress, maximumDistance: 10), name: "Menu", endedCallbacks: ["open"],
                                ended: { _ in open() })
            let tap = Gesture(kind: .tap(count: 1, spatial: false), name: "Menu", endedCallbacks: ["primaryAction"], ended: { _ in try primary() })
            behavior = ControlBehavior(gesture: (Gesture(kind: .exclusive(press, tap), name: "Menu"), .normal))
        } else {
            behavior = ControlBehavior(tap: open)
        }
        guard isOpen else { return items }
        var inner = context.step(.secondary("menu"))
        inner.closesMenu = node
        var ignored: [RenderNode] = []
        return try resolve(items, inner, heads: &ignored)
    }

    /// `.contextMenu { … }`: a long press on the view opens its items, walked at `….contextMenu`
    /// while open; an item tapped closes it. The menu and the lifted preview are not drawn.
    mutating func contextMenu(_ items: ViewValue, on head: RenderNode, _ view: ViewValue, _ context: Context) throws -> ViewValue {
        let isOpen = head.ui.isMenuOpen
        head.ownReads.append { [unowned head] in head.ui.isMenuOpen != isOpen }
        if !context.isHidden {
            let press = Gesture(kind: .longPress(minimumDuration: Self.menuPress, maximumDistance: 10), name: "contextMenu", endedCallbacks: ["open"],
                                ended: { [unowned head] _ in head.ui.isMenuOpen = true })
            controls.append(ControlEntry(path: head.path, name: "contextMenu", label: view.texts.joined(separator: " "),
                                         behavior: ControlBehavior(gesture: (press, .simultaneous)), isDisabled: context.isDisabled,
                                         identifiers: context.identifiers, view: view, ignoresTouches: context.ignoresTouches))
        }
        guard isOpen else { return items }
        var inner = context.step(.secondary("contextMenu"))
        inner.closesMenu = head
        var ignored: [RenderNode] = []
        return try resolve(items, inner, heads: &ignored)
    }

    /// How long a press opens a menu (UIKit's context menu interaction, about half a second; viewlab's model).
    static let menuPress = 0.5
}
