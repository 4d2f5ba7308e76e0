import Foundation
import ViewlabPresentation

/// What the REPL borrows from the command line it was started by, so that its commands share the
/// CLI's options: where the course and progress live (the root command's `--course`, `--db`,
/// `--learner`, `--workshop`), and how `viewlab animate` reads its arguments.
public struct REPLServices {
    /// Opens the course and the progress database.
    public var openCourse: () throws -> CourseContext
    /// Runs `viewlab animate` with these arguments, in this style: `:animate`.
    public var animate: ([String], OutputStyle) -> CommandOutput

    public init(openCourse: @escaping () throws -> CourseContext = { try CourseContext(course: nil, db: nil, learner: nil, workshop: nil) },
                animate: @escaping ([String], OutputStyle) -> CommandOutput = { _, _ in
                    CommandOutput(stderr: "error: :animate needs the viewlab binary\n", exitCode: CommandOutput.badInput)
                }) {
        self.openCourse = openCourse
        self.animate = animate
    }
}
