import ViewlabModel

extension Interpreter {
    /// A GeometryReader's content as the update cycle builds it at the reader's node, for the proxy
    /// a layout placed the reader with: what its closure reads is recorded in `tracker` (a change
    /// builds it again), and the custom views in it are left for the runtime, as in a body.
    public func readerContent(_ reader: GeometryReaderValue, for proxy: GeometryProxyValue, tracker: ReadTracker) throws -> ViewValue {
        try builtContent(tracker: tracker) { try reader.makeContent(proxy) }
    }

    /// Content the update cycle builds outside a body (a reader's, a presentation's, a pushed
    /// value's destination), as a body builds its views: reads go to `tracker`, custom views wait for the runtime.
    public func builtContent(tracker: ReadTracker, _ make: () throws -> ViewValue) throws -> ViewValue {
        try withContext({ $0.readTracker = tracker; $0.defersBodies = true }, make)
    }
}
