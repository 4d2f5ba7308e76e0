import ViewlabAnimation
import ViewlabLayout
import ViewlabModel

/// An animated update pass as the animation engine sees it: the layouts before and after the pass,
/// matched by identity, under the transaction's animation (`withAnimation`, `$x.animation(_:)`). Its
/// table is the one `animate --before --after` prints, with only the views that change.
public struct AnimatedPass {
    /// Which event (0 is the first render) and which of its passes.
    public var event: Int
    public var pass: Int
    public var layout: AnimatedLayout
    public var animation: Animation
    public var times: [Double]

    public init(event: Int, pass: Int, before: LayoutResult, after: LayoutResult, animation: Animation, step: Double = 0.1) {
        self.event = event; self.pass = pass; self.animation = animation
        var layout = AnimatedLayout(before: before, after: after)
        layout.tracks = layout.tracks.filter { $0.change != .unchanged }
        self.layout = layout
        times = SampleGrid.times(step: step, until: ValueTable.defaultEnd(animation, step: step))
    }
}
