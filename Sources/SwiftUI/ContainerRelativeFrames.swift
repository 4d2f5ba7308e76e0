import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// `.containerRelativeFrame(.horizontal)`: the container's length; `count: 3, span: 2, spacing:
    /// 10`: `span` of `count` equal parts with `spacing` between them, (length − spacing·(count − 1)) ÷
    /// count · span + spacing · (span − 1); a closure: what it returns for the container's length and
    /// the axis (Apple's documentation of the three forms).
    func containerRelativeFrameModifier(_ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        guard let axes = r.take(nil).flatMap(toEdgeSetAxes), !axes.isEmpty else {
            throw error(.drawingArguments, "containerRelativeFrame", "_ axes: Axis.Set, alignment: Alignment", at: node)
        }
        let alignment = r.take("alignment").flatMap(toAlignment) ?? .center
        let count = r.take("count").flatMap(toDouble), span = r.take("span").flatMap(toDouble) ?? 1
        let spacing = r.take("spacing").flatMap(toDouble) ?? 0
        let closure = r.closure("length")
        let length: (Double, Axis) throws -> Double
        if let closure {
            length = { [unowned self] available, axis in
                let axisValue = Value.implicitMember(axis == .horizontal ? "horizontal" : "vertical", nil)
                let result = try call(closure, [Argument(label: nil, value: .double(available)), Argument(label: nil, value: axisValue)], at: node)
                return toDouble(result) ?? 0
            }
        } else if let count, count > 0 {
            length = { available, _ in (available - spacing * (count - 1)) / count * span + spacing * (span - 1) }
        } else {
            length = { available, _ in available }
        }
        return Modifier(kind: .containerRelativeFrame(ContainerRelativeFrame(axes: axes, alignment: alignment, length: length)),
                        typeName: "_ContainerRelativeFrameModifier", name: "containerRelativeFrame",
                        arguments: argumentText(args.filter { if case .function = $0.value { false } else { true } }))
    }
}
