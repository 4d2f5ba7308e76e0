/// The language viewlab writes lessons, exercises, hints, feedback and messages in
/// (cli-contract.md "Languages"). Swift code, type names, JSON keys and CSV columns never change
/// with it; English is the default and the fallback for anything not translated.
public enum DisplayLanguage: String, CaseIterable, Sendable {
    case en, zh

    /// `en` or `zh`, or a locale such as `zh_CN.UTF-8` or `zh-Hans`; nil for anything else.
    public init?(locale text: String) {
        let code = text.lowercased().prefix { $0.isLetter }
        switch code {
        case "en", "c", "posix": self = .en
        case "zh": self = .zh
        default: return nil
        }
    }

    /// `--lang` when given, else `VIEWLAB_LANG`, else the locale in `LC_ALL`, else in `LANG`;
    /// Chinese for a `zh` locale, English otherwise.
    public static func resolve(option: String?, environment: [String: String]) -> DisplayLanguage {
        if let option, let language = DisplayLanguage(rawValue: option) { return language }
        for name in ["VIEWLAB_LANG", "LC_ALL", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return DisplayLanguage(locale: value) ?? .en
        }
        return .en
    }
}
