import ViewlabPresentation

extension Workbench {
    /// The course's Markdown (lessons, exercise tasks) as this output shows it. A link to another
    /// lesson names the command that opens it and a web link its address; a link to an exercise
    /// shows its title alone, since the lesson prints the command that starts it right after.
    var markdown: TerminalMarkdown {
        let spelling = spelling
        return TerminalMarkdown(style: style) { target in
            if target.hasPrefix("http://") || target.hasPrefix("https://") { return target }
            let file = target.split(separator: "/").last.map(String.init) ?? target
            guard !target.contains("Exercises/"), file.hasSuffix(".md"), let first = file.first, first.isNumber else { return nil }
            return spelling.lesson(String(file.dropLast(3)))
        }
    }
}
