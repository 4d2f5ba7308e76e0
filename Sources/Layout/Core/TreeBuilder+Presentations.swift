import ViewlabModel

extension TreeBuilder {
    /// A presentation modifier: the presenting view, and while the update cycle says it is
    /// presented, the layer above the window (PresentationLayout.swift).
    func presentation(_ view: ViewValue, _ label: String, _ presentation: Presentation, content: ViewValue, _ env: Environment) -> LayoutNode {
        var children = [single(content, env)]
        if let presented = presentation.presented {
            var inner = env
            inner.stackAxis = nil
            inner.relativeContainer = nil
            children.append(layer(presented, presentation, inner))
        }
        return node(view, label, PresentationLayout(window: window), children: children)
    }

    private func layer(_ presented: ViewValue, _ presentation: Presentation, _ env: Environment) -> LayoutNode {
        switch presentation.style {
        case .sheet, .popover, .inspector:
            // iOS shows a popover and an inspector as a sheet in a compact width (Apple's
            // documentation of `popover(isPresented:…)` and `inspector(isPresented:content:)`).
            var detents: [PresentationDetent] = [], indicator: Bool?, radius: Double?
            for setting in Self.presentationSettings(presented) {
                switch setting {
                case .detents(let d): if detents.isEmpty { detents = d }
                case .dragIndicator(let v): indicator = indicator ?? v
                case .cornerRadius(let r): radius = radius ?? r
                }
            }
            // With no detents a sheet is large; the grabber shows by default when it can be resized
            // (Apple's documentation of `presentationDragIndicator(_:)`).
            let kind = PresentedLayerLayout.Kind.sheet(detents.isEmpty ? [.large] : detents, grabber: indicator ?? (Set(detents.map(PresentedLayerLayout.name)).count > 1),
                                                       cornerRadius: radius ?? PresentedLayerLayout.sheetCornerRadius)
            return node(presented, kind: "presented", "[presented] \(presentation.style.rawValue)",
                        PresentedLayerLayout(kind: kind, style: presentation.style), children: [build(presented, env)])
        case .fullScreenCover:
            return node(presented, kind: "presented", "[presented] fullScreenCover",
                        PresentedLayerLayout(kind: .cover, style: .fullScreenCover), children: [build(presented, env)])
        case .alert, .confirmationDialog:
            return card(presented, presentation, env)
        }
    }

    /// An alert's or a dialog's card: its title and message in their fonts, then its buttons.
    private func card(_ presented: ViewValue, _ presentation: Presentation, _ env: Environment) -> LayoutNode {
        let isAlert = presentation.style == .alert
        guard case .tuple(let sections) = presented, sections.count == 3 else {
            return node(presented, kind: "presented", "[presented] \(presentation.style.rawValue)",
                        PresentedLayerLayout(kind: .cover, style: presentation.style), children: [build(presented, env)])
        }
        func styled(_ style: TextStyle, weight: String? = nil) -> Environment {
            var e = env
            e.values.font = Font(.style(style), weight: weight)
            return e
        }
        var children: [LayoutNode] = [], parts: [PresentedLayerLayout.Part] = []
        if presentation.showsTitle {
            let title = styled(isAlert ? .headline : .footnote, weight: isAlert ? nil : "semibold")
            for (view, part) in [(sections[0], PresentedLayerLayout.Part.title), (sections[1], .message)] {
                for element in view.listElements {
                    // An action sheet's title and message are grey (UIKit's secondary label colour).
                    var shown = element
                    if !isAlert, case .text(var t) = element, t.foreground == nil {
                        t.foreground = ColorValue("secondary")
                        shown = .text(t)
                    }
                    children.append(self.element(shown, part == .title ? title : styled(.footnote)))
                    parts.append(part)
                }
            }
        }
        // UIKit draws the cancel action bold; an action sheet's buttons are 20 points (title3).
        let body: TextStyle = isAlert ? .body : .title3
        for button in sections[2].listElements {
            let cancels = Self.role(of: button) == .cancel
            children.append(element(button, styled(body, weight: cancels ? "semibold" : nil)))
            parts.append(cancels ? .cancelButton : .button)
        }
        let kind: PresentedLayerLayout.Kind = isAlert ? .alert(parts) : .dialog(parts)
        return node(presented, kind: "presented", "[presented] \(presentation.style.rawValue)",
                    PresentedLayerLayout(kind: kind, style: presentation.style), children: children)
    }

    /// A button's role, under any modifiers on it.
    private static func role(of view: ViewValue) -> ButtonRole? {
        switch view {
        case .container(let c): c.buttonRole
        case .modified(let content, _): role(of: content)
        default: nil
        }
    }

    /// What a sheet's content asks of its sheet (`.presentationDetents`, …), outermost first,
    /// a NavigationStack inside the sheet included.
    private static func presentationSettings(_ view: ViewValue) -> [PresentationSetting] {
        preferenceModifiers(view, depth: 0, throughStacks: true) { if case .presentationSetting = $0 { true } else { false } }
            .compactMap { if case .presentationSetting(let s) = $0 { s } else { nil } }
    }
}
