import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// The modifiers that write an environment value, and the type names SwiftUI gives them.
extension Interpreter {
    /// On a non-Text view, `.font(.title)` is `environment(\.font, .title)` (*Pro SwiftUI* L1670–1705).
    func environmentModifier(_ build: EnvironmentValueBuild, _ name: String, _ r: inout ArgumentReader, _ args: [Argument],
                             at node: Syntax) throws -> Modifier {
        let v = r.take(nil)
        let write: EnvironmentWrite
        switch build {
        case .font: write = .font(v.flatMap(toFont))
        case .foregroundStyle: write = .foregroundColor(v.flatMap(toColor))
        case .lineLimit:
            let reserves = r.take("reservesSpace").map { if case .bool(let b) = $0.unboxed { b } else { false } } ?? false
            var limit: Int?
            if case .int(let i)? = v?.unboxed { limit = i }
            if case .range(_, let upper, let closed)? = v?.unboxed, case .int(let u) = upper { limit = closed ? u : u - 1 }
            // Not in source: SwiftUI puts no bound on the number; as UIKit's `numberOfLines`, 0 (or
            // less) sets no limit, which is what Apple's own WatchLandmarks tutorial writes it for.
            write = .lineLimit(limit.flatMap { $0 > 0 ? $0 : nil }, reservesSpace: reserves)
        case .truncationMode:
            guard case .implicitMember(let m, nil)? = v?.unboxed else { throw error(.truncationModeArgument, at: node) }
            write = .truncationMode(TruncationMode(rawValue: m) ?? .tail)
        case .minimumScaleFactor:
            guard let f = v.flatMap(toDouble), f > 0, f <= 1 else { throw error(.minimumScaleFactorRange, at: node) }
            write = .minimumScaleFactor(f)
        case .lineSpacing:
            write = .lineSpacing(v.flatMap(toDouble) ?? 0)
        case .multilineTextAlignment:
            guard case .implicitMember(let m, nil)? = v?.unboxed else { throw error(.multilineTextAlignmentArgument, at: node) }
            write = .multilineTextAlignment(TextAlignment(rawValue: m) ?? .leading)
        case .textCase:
            let textCase: TextCase? = switch v?.unboxed {
            case .implicitMember(let m, nil)?: TextCase(rawValue: m)
            case .enumCase(let c)?: TextCase(rawValue: c.name)
            default: nil
            }
            write = .textCase(textCase)
        }
        return Modifier(kind: .environment(write), typeName: "_EnvironmentKeyWritingModifier<\(build.valueType)>", name: name,
                        arguments: argumentText(args), environmentEntry: build.isReadable ? (name, v?.unboxed ?? .nilValue) : nil)
    }

    /// The type name of a modifier with no effect on layout (`InertTypeName`).
    /// `.listStyle(.plain)`, `.pickerStyle(SegmentedPickerStyle())`: the style, by its name as written,
    /// written into the environment of the views below; one viewlab does not know changes nothing.
    func styleModifier(_ name: String, _ r: inout ArgumentReader, _ args: [Argument], type suffix: String,
                       write: (String) -> EnvironmentWrite?) -> Modifier {
        let written = r.take(nil).map { value in
            switch value.unboxed {
            case .implicitMember(let name, _): name
            case .instance(let i): i.typeName
            default: "\(value.unboxed)"
            }
        }
        r.takeAll()
        let type = inertTypeName(.style("_\(suffix)Modifier<", suffix: suffix), args, at: r.node)
        return Modifier(kind: written.flatMap(write).map(ModifierKind.environment) ?? .inert, typeName: type, name: name, arguments: argumentText(args))
    }

    func inertTypeName(_ type: InertTypeName, _ args: [Argument], at node: Syntax) -> String {
        switch type {
        case .named(let name):
            return name
        case .ofArgument(let prefix, let label):
            let argument = args.first { $0.label == label }.map { a in
                if case .metatype(let t) = a.value { return t }
                return typeName(of: a.value.unboxed)
            }
            return prefix + (argument ?? "Bool") + ">"
        case .style(let prefix, let suffix):
            return prefix + styleName(args, suffix: suffix) + ">"
        case .shapeArgument(let prefix):
            return prefix + (args.first.flatMap { try? viewValue(of: $0.value, at: node) }?.typeName ?? "Rectangle") + ">"
        }
    }
}
