/// A mistake in a lesson or exercise file, reported with the file and line to fix (authors get
/// the same kind of message learners get for their Swift).
public struct CourseFileError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String
    public init(file: String, line: Int, _ message: String) {
        self.file = file; self.line = line; self.message = message
    }
    public var description: String { "\(file):\(line): error: \(message)" }
}

/// A learner's request the course cannot serve (an unknown id, a solution not yet unlocked).
public struct CourseError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { "error: " + message }
}
