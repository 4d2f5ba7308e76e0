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
        return chosenLocale(environment).flatMap(DisplayLanguage.init(locale:)) ?? .en
    }

    /// Whether the language comes from a Traditional Chinese locale (`zh_TW`, `zh_HK`, `zh_MO`,
    /// `zh-Hant`): viewlab's Chinese is Simplified, which such a learner should be told once a
    /// command rather than find out (issue 25).
    public static func isTraditionalChinese(option: String?, environment: [String: String]) -> Bool {
        guard option == nil, let locale = chosenLocale(environment)?.lowercased(), DisplayLanguage(locale: locale) == .zh else { return false }
        return ["tw", "hk", "mo", "hant"].contains { locale.contains("_" + $0) || locale.contains("-" + $0) }
    }

    /// The first of `VIEWLAB_LANG`, `LC_ALL` and `LANG` that is set.
    private static func chosenLocale(_ environment: [String: String]) -> String? {
        ["VIEWLAB_LANG", "LC_ALL", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }
}
