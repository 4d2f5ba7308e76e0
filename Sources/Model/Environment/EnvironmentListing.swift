/// What `viewlab env` shows for one view (issue 12 item 5): each environment value the view sees,
/// with the writer that set it, or none for the key's default; and the objects set by type.
public struct EnvironmentListing {
    /// A modifier that wrote a value: as written on the view it modifies (`VStack.font(.title)`),
    /// the identity path of the view it stands in, and its source line.
    public struct Writer: Sendable {
        public let modifier: String
        public let path: String
        public let line: Int?
        public init(modifier: String, path: String, line: Int?) { self.modifier = modifier; self.path = path; self.line = line }
    }

    public struct Entry: Sendable {
        public let key: String
        public let value: String
        public let writer: Writer?
        public init(key: String, value: String, writer: Writer?) { self.key = key; self.value = value; self.writer = writer }
    }

    /// The view's kind and identity path.
    public let kind: String
    public let path: String
    public let values: [Entry]
    /// `.environmentObject(_:)` and `.environment(_:)` objects, keyed by type.
    public let objects: [Entry]
    public init(kind: String, path: String, values: [Entry], objects: [Entry]) {
        self.kind = kind; self.path = path; self.values = values; self.objects = objects
    }
}
