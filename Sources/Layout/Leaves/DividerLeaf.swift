import ViewlabModel

/// `Divider` (B1505): takes the proposed length along its line and is as thick as the line (1,
/// NIS) across it; in an HStack the line is vertical. A nil length gives 10 (NIS).
final class DividerLeaf: LayoutAlgorithm {
    /// The line runs across the enclosing stack: horizontal unless in an HStack.
    let lineAxis: Axis

    init(enclosingStack: Axis?) { lineAxis = enclosingStack == .horizontal ? .vertical : .horizontal }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let thickness = context.options.dividerThickness
        context.because(Message.dividerReports.filled(with: [lineAxis.word, formatNumber(thickness)]))
        return Size(lineAxis, main: proposal[lineAxis] ?? 10, cross: thickness)
    }
}
