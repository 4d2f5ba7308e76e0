/// Foundation's `UserDefaults` (Apple's documentation), kept in memory: each run starts with none
/// stored, as a freshly installed app does, and nothing is written to disk. `@AppStorage` keeps its
/// own value (KNOWN-GAPS.md).
package let userDefaultsPreludeSource = """
final class UserDefaults {
    static let standard = UserDefaults()
    private var values: [String: Any] = [:]
    private var registered: [String: Any] = [:]
    init() {}
    init?(suiteName: String?) {}
    func set(_ value: Any?, forKey key: String) { values[key] = value }
    func object(forKey key: String) -> Any? { values[key] ?? registered[key] }
    func string(forKey key: String) -> String? { object(forKey: key) as? String }
    func integer(forKey key: String) -> Int { object(forKey: key) as? Int ?? 0 }
    func double(forKey key: String) -> Double { object(forKey: key) as? Double ?? 0 }
    func float(forKey key: String) -> Double { object(forKey: key) as? Double ?? 0 }
    func bool(forKey key: String) -> Bool { object(forKey: key) as? Bool ?? false }
    func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }
    func stringArray(forKey key: String) -> [String]? { object(forKey: key) as? [String] }
    func dictionary(forKey key: String) -> [String: Any]? { object(forKey: key) as? [String: Any] }
    func removeObject(forKey key: String) { values[key] = nil }
    func register(defaults: [String: Any]) { for (key, value) in defaults { registered[key] = value } }
    func synchronize() -> Bool { true }
}
"""
