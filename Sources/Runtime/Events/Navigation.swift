import ViewlabModel

extension RenderTree {
    /// `back`: inside the top presentation (or the screen, when nothing is presented), the deepest
    /// NavigationStack with a page pushed pops it, as its back button does; with none, the
    /// presentation is dismissed (a sheet swiped down, an alert's cancel).
    func goBack() throws {
        let top = presentations.last
        let stacks = navigationStacks.filter { stack in
            (top.map { $0.path.contains(stack.path) } ?? true) && ((try? stack.ui.navigation.pages().isEmpty) == false)
        }
        if let stack = stacks.last {
            try stack.ui.navigation.pop()
        } else if let top {
            try top.presentation.dismiss()
        } else {
            let listing = navigationStacks.isEmpty ? Message.noNavigationStacks.filled([])
                : Message.navigationStacksAre.filled([navigationStacks.map(\.path.description).joined(separator: ", ")])
            throw UpdateFailure(.nothingToGoBackFrom, listing)
        }
    }
}
