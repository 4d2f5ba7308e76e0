import ViewlabLanguage

extension Session {
    /// A session of learner code that runs SwiftUI: its interpreter is given SwiftUI's vocabulary.
    public convenience init(budget: Budget = Budget(), output: @escaping (String) -> Void = { print($0, terminator: "") }) {
        self.init(library: SwiftUILibrary(), budget: budget, output: output)
    }
}
