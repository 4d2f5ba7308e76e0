import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// Finding the control or scroll view an event names.
extension RenderTree {
    /// The control `target` names that takes this event, or the error that lists the controls there are.
    func control<T>(for target: ControlTarget, _ verb: ControlVerb, _ handler: (ControlBehavior) -> T?) throws -> (ControlEntry, T) {
        // A presentation is modal: while one is up, only the controls in the top one take touches.
        let controls = presentations.last.map { top in self.controls.filter { top.path.contains($0.path) } } ?? self.controls
        let matching = controls.filter { control in
            switch target {
            case .label(let text): control.label == text
            case .identifier(let name): control.identifiers.contains(name)
            }
        }
        guard let control = matching.first(where: { handler($0.behavior) != nil }) else {
            let listing = controls.isEmpty ? Message.noControls.filled([])
                : Message.controlsAre.filled(with: [Bilingual(controls.map { "  " + $0.listing.en }.joined(separator: "\n"),
                                                              controls.map { "  " + $0.listing.zh }.joined(separator: "\n"))])
            if let other = matching.first {
                switch verb {
                case .type: throw UpdateFailure(.cannotTypeInto, other.name, other.label, other.path, listing)
                case .pick: throw UpdateFailure(.cannotPickFrom, other.name, other.label, other.path, listing)
                case .tap, .doubleTap, .longPress, .drag, .magnify, .rotate, .swipe, .toggle, .increment, .decrement:
                    throw UpdateFailure(.cannotAct, verb.rawValue, other.name, other.label, other.path, listing)
                }
            }
            throw UpdateFailure(.noControlMatches, target, listing)
        }
        if control.isDisabled { throw UpdateFailure(.controlDisabled, control.name, control.label, control.path) }
        return (control, handler(control.behavior)!)
    }

    func act<T>(on target: ControlTarget, _ verb: ControlVerb, _ handler: (ControlBehavior) -> T?) throws -> T {
        try control(for: target, verb, handler).1
    }

    /// The scroll view a `scroll` event names (`#id`), or the first one.
    func scrollView(_ target: ControlTarget?) throws -> ScrollViewEntry {
        let found: ScrollViewEntry?
        switch target {
        case nil: found = scrollViews.first
        case .identifier(let name): found = scrollViews.first { $0.identifiers.contains(name) }
        case .label: throw UpdateFailure(.scrollViewHasNoLabel)
        }
        guard let found else {
            let listing = scrollViews.isEmpty ? Message.noScrollViews.filled([])
                : Message.scrollViewsAre.filled([scrollViews.map { $0.path.description + ($0.identifiers.isEmpty ? "" : " #" + $0.identifiers.joined(separator: " #")) }
                    .joined(separator: ", ")])
            guard let target else { throw UpdateFailure(.noScrollViews) }
            throw UpdateFailure(.noScrollViewMatches, target, listing)
        }
        return found
    }
}
