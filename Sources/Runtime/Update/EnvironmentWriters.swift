import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

extension Reconciliation {
    /// A modifier that sets an environment value or object, as `viewlab env` names it: written on
    /// the view it modifies (`VStack.font(.title)`), with that view's identity path.
    func environmentWriter(_ modifier: Modifier, on content: ViewValue, _ context: Context) -> EnvironmentListing.Writer {
        var view = content
        while case .modified(let inner, _) = view { view = inner }
        return EnvironmentListing.Writer(modifier: view.kindName + modifier.label, path: context.path(view.kindName).description,
                                         line: modifier.writtenOnLine?() ?? nil)
    }
}

/// The view `viewlab env` lists the environment of: the root, the view tagged
/// `.accessibilityIdentifier(name)`, or the one at an identity path (`tree --identity` lists them).
public enum EnvironmentTarget: Equatable {
    case root
    case identifier(String)
    case path(String)
}

extension RenderTree {
    /// The environment a view saw in the last pass: each value its ancestors wrote, nearest first,
    /// and the defaults of the keys nobody wrote (the common keys and the learner's own).
    public func environment(of target: EnvironmentTarget) throws -> EnvironmentListing {
        let live = nodes.values.filter(\.isAlive).sorted { $0.order < $1.order }
        let found: RenderNode? = switch target {
        case .root: live.first
        case .identifier(let name): live.first { $0.identifier == name }
        case .path(let path): live.first { $0.path.description == path }
        }
        guard let node = found, let context = node.context else {
            let paths = live.map { "  " + $0.path.description }.joined(separator: "\n")
            switch target {
            case .root: throw UpdateFailure(.noViewAtRoot, paths)
            case .identifier(let name): throw UpdateFailure(.noViewWithIdentifier, name, paths)
            case .path(let path): throw UpdateFailure(.noViewAtPath, path, paths)
            }
        }
        let writers = context.environmentWriters
        // A learner's keys are stored by key type and listed by property, read through its getter.
        let written = context.environment.learnerValues.keys.filter { !interpreter.isEnvironmentKeyType($0) }
        let defaults = session.environmentDefaults()
        let keys = Set(written).union(defaults.map(\.key))
        let values = try keys.map { key in
            let value = try interpreter.readEnvironment(key, in: context.environment) ?? defaults.first { $0.key == key }!.value
            return EnvironmentListing.Entry(key: key, value: session.environmentText(value), writer: writers[key])
        }
        let objects = context.environmentObjects.map { type, object in
            EnvironmentListing.Entry(key: type, value: session.environmentText(object), writer: writers["object " + type])
        }
        return EnvironmentListing(kind: node.kind, path: node.path.description,
                                  values: values.sorted { $0.key < $1.key }, objects: objects.sorted { $0.key < $1.key })
    }
}
