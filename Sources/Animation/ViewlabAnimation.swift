/// # ViewlabAnimation: curves, springs and transactions
///
/// Pure, deterministic animation models: timing curves, springs, their composition (delay, speed,
/// repeat), transactions and interruption, evaluated at any time so that viewlab can tabulate the
/// value of every animatable property frame by frame. Source: *Thinking in SwiftUI* ch. 6 and
/// `shared/spec/environment-animation.md`.
public enum ViewlabAnimation {}
