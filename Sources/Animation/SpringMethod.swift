/// How merging springs are computed: the closed form of environment-animation.md §3.10 (the
/// default, which the spec's golden tables use), or SwiftUI's 300 Hz integration (`FluidSpring`,
/// anchors.md §D). `interpolatingSpring` is closed-form either way, as in SwiftUI.
public enum SpringMethod: String, CaseIterable, Sendable {
    case closedForm = "closed"
    case fluid
}
