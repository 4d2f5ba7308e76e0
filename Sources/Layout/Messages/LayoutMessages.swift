import ViewlabModel

extension Message {
    /// Every reason the layout engine records in a trace, for the catalogue's test.
    static let layout: [Message] = trace + modifiers + passThrough + containers + leaves + controls + navigation + warnings
}
