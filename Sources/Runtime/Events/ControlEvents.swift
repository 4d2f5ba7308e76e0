import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// Finding the control or scroll view an event names.
extension RenderTree {
    /// The control `target` names that takes this event, or the error that lists the controls there are.
    func control<T>(for target: ControlTarget, _ verb: ControlVerb, _ handler: (ControlBehavior) -> T?) throws -> (ControlEntry, T) {
        let matching = reachableControls.filter { matches($0, target) }
        guard let control = matching.first(where: { handler($0.behavior) != nil }) else { throw failure(target, verb, matching.first) }
        if control.isDisabled { throw UpdateFailure(.controlDisabled, control.name, control.label, control.path) }
        if control.ignoresTouches { throw UpdateFailure(.controlIgnoresTouches, control.name, control.label, control.path) }
        return (control, handler(control.behavior)!)
    }

    /// The controls that take touches: while a presentation is up (it is modal), only those in the top one.
    var reachableControls: [ControlEntry] {
        presentations.last.map { top in controls.filter { top.path.contains($0.path) } } ?? controls
    }

    func matches(_ control: ControlEntry, _ target: ControlTarget) -> Bool {
        switch target {
        case .label(let text): control.label == text
        case .identifier(let name): control.identifiers.contains(name)
        }
    }

    /// The error for an event no control takes: the one TARGET names cannot take it, or none is named so.
    func failure(_ target: ControlTarget, _ verb: ControlVerb, _ named: ControlEntry?) -> UpdateFailure {
        let controls = reachableControls
        let listing = controls.isEmpty ? Message.noControls.filled([])
            : Message.controlsAre.filled(with: [Bilingual(controls.map { "  " + $0.listing.en }.joined(separator: "\n"),
                                                          controls.map { "  " + $0.listing.zh }.joined(separator: "\n"))])
        guard let other = named else { return UpdateFailure(.noControlMatches, target, listing) }
        switch verb {
        case .type: return UpdateFailure(.cannotTypeInto, other.name, other.label, other.path, listing)
        case .pick: return UpdateFailure(.cannotPickFrom, other.name, other.label, other.path, listing)
        case .tap, .doubleTap, .longPress, .drag, .magnify, .rotate, .swipe, .toggle, .increment, .decrement:
            return UpdateFailure(.cannotAct, verb.rawValue, other.name, other.label, other.path, listing)
        }
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
