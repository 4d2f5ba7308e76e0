/// Where the interactive REPL keeps its history: `$VIEWLAB_HISTORY` when set (empty turns history
/// off), else `$XDG_STATE_HOME/viewlab/history`, with XDG's default `~/.local/state`.
public enum HistoryLocation {
    public static func path(environment: [String: String]) -> String? {
        if let explicit = environment["VIEWLAB_HISTORY"] { return explicit.isEmpty ? nil : explicit }
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/viewlab/history" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.local/state/viewlab/history"
    }
}
