import Foundation

/// Times as an instructor reads them: in their own time zone (the machine's, `TZ`), which the
/// board, the roster and the reports name beside them.
extension DateFormatter {
    /// "2026-05-04 14:05" in `zone`.
    public static func minutes(in zone: TimeZone) -> DateFormatter { formatter("yyyy-MM-dd HH:mm", zone) }

    /// "14:05:09" in `zone`.
    public static func clock(in zone: TimeZone) -> DateFormatter { formatter("HH:mm:ss", zone) }

    private static func formatter(_ format: String, _ zone: TimeZone) -> DateFormatter {
        let f = DateFormatter()
        f.dateFormat = format
        f.timeZone = zone
        f.locale = Locale(identifier: "en_US_POSIX")
        return f
    }
}
