import SwiftSyntax

/// Foundation's `Date` as text. The type itself is Swift in the prelude (Prelude.swift), with a fixed
/// "now" (2023-09-18 09:41:00 UTC) so that every run prints the same. Not in source: the books only
/// read `Date.now` (*Pro SwiftUI* L3048, L3169); what iOS shows is Foundation's en_US formatting
/// (checked against swift-foundation on Linux), in UTC here because a simulated device has no time
/// zone of its own.
package struct CalendarDate {
    package var year, month, day, hour, minute, second: Int
    /// 0 is Sunday.
    package var weekday: Int

    /// The UTC calendar date of a `timeIntervalSinceReferenceDate` (2001-01-01 00:00:00 UTC is 0).
    package init(timeIntervalSinceReferenceDate t: Double) {
        let unix = (t + 978_307_200).rounded(.down)
        let safe = Swift.min(Swift.max(unix, -1e15), 1e15)
        let days = Int((safe / 86_400).rounded(.down))
        let seconds = Int(safe) - days * 86_400
        hour = seconds / 3_600; minute = seconds % 3_600 / 60; second = seconds % 60
        weekday = ((days + 4) % 7 + 7) % 7 // 1970-01-01 was a Thursday
        if days < -141_427 {
            // Before 1582-10-15 Foundation's Gregorian calendar is Julian (Date.distantPast is 0001-01-01).
            let c = days + 2_440_588 + 32_082
            let d = (4 * c + 3) / 1_461, e = c - 1_461 * d / 4, m = (5 * e + 2) / 153
            day = e - (153 * m + 2) / 5 + 1; month = m + 3 - 12 * (m / 10); year = d - 4_800 + m / 10
            return
        }
        // Days to civil date: Howard Hinnant's algorithm (proleptic Gregorian calendar).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    package static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]
    package static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    private func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// What `print(date)` shows: `2023-09-18 09:41:00 +0000`.
    package var description: String {
        let y = String(year)
        return String(repeating: "0", count: Swift.max(0, 4 - y.count)) + y + "-\(twoDigits(month))-\(twoDigits(day)) "
            + "\(twoDigits(hour)):\(twoDigits(minute)):\(twoDigits(second)) +0000"
    }

    /// en_US times since iOS 17 (CLDR 42) put a narrow no-break space (U+202F) before AM/PM.
    package func time(minute showMinute: Bool = true, second showSecond: Bool = false) -> String {
        let h = hour % 12 == 0 ? 12 : hour % 12
        var t = String(h)
        if showMinute { t += ":" + twoDigits(minute) }
        if showSecond { t += ":" + twoDigits(second) }
        return t + "\u{202F}" + (hour < 12 ? "AM" : "PM")
    }

    /// `Text(date, style: .date)`: the long date style, `September 18, 2023`.
    package var longDate: String { "\(Self.monthNames[month - 1]) \(day), \(year)" }

    /// `.dateTime` with no fields: `9/18/2023, 9:41 AM`.
    package var numericDateTime: String { "\(month)/\(day)/\(year), " + time() }

    /// A month or a weekday at a `Date.FormatStyle` width: `.wide` (`September`, `Monday`),
    /// `.abbreviated` (`Sep`, `Mon`), `.narrow` (`S`, `M`), a weekday's `.short` (`Mo`), a month's
    /// `.twoDigits` (`09`) and `.defaultDigits` (`9`); nil for a width the field does not have.
    package static func name(width: String, field: String, of date: CalendarDate) -> String? {
        let name = field == "month" ? monthNames[date.month - 1] : field == "weekday" ? weekdayNames[date.weekday] : nil
        guard let name else { return nil }
        switch (width, field) {
        case ("wide", _): return name
        case ("abbreviated", _): return String(name.prefix(3))
        case ("narrow", _): return String(name.prefix(1))
        case ("short", "weekday"): return String(name.prefix(2))
        case ("twoDigits", "month"): return date.month < 10 ? "0\(date.month)" : "\(date.month)"
        case ("defaultDigits", "month"): return String(date.month)
        default: return nil
        }
    }

    /// `.dateTime.year().month().day()…`: en_US patterns for the fields asked for (months and
    /// weekdays abbreviated, as Date.FormatStyle's defaults are), checked against swift-foundation's
    /// ICU: `Sep 18, 2023`, `Mon, Sep 18 at 9:41 AM`. Nil for a combination viewlab does not know
    /// (ICU joins a time to a date without a month irregularly: `18, 9 AM`, `Mon 9:41 AM`).
    package func fields(_ requested: Set<String>, widths: [String: String] = [:]) -> String? {
        let dateFields = requested.intersection(["year", "month", "day", "weekday"])
        let timeFields = requested.intersection(["hour", "minute", "second"])
        guard dateFields.isEmpty || timeFields.isEmpty || dateFields.contains("month") else { return nil }
        let month = widths["month"].flatMap { Self.name(width: $0, field: "month", of: self) } ?? String(Self.monthNames[self.month - 1].prefix(3))
        let weekday = widths["weekday"].flatMap { Self.name(width: $0, field: "weekday", of: self) } ?? String(Self.weekdayNames[self.weekday].prefix(3))
        let date: String?
        switch dateFields {
        case []: date = nil
        case ["year"]: date = String(year)
        case ["month"]: date = month
        case ["day"]: date = String(day)
        case ["weekday"]: date = weekday
        case ["month", "day"]: date = "\(month) \(day)"
        case ["year", "month"]: date = "\(month) \(year)"
        case ["year", "month", "day"]: date = "\(month) \(day), \(year)"
        case ["weekday", "month", "day"]: date = "\(weekday), \(month) \(day)"
        case ["weekday", "year", "month", "day"]: date = "\(weekday), \(month) \(day), \(year)"
        default: return nil
        }
        let time: String?
        switch timeFields {
        case []: time = nil
        case ["hour"]: time = self.time(minute: false)
        case ["minute"]: time = String(minute)
        case ["second"]: time = String(second)
        case ["hour", "minute"]: time = self.time()
        case ["hour", "minute", "second"]: time = self.time(second: true)
        case ["minute", "second"]: time = "\(twoDigits(minute)):\(twoDigits(second))"
        default: return nil
        }
        if let date, let time { return "\(date) at \(time)" }
        return date ?? time
    }
}

extension Interpreter {
    /// The seconds since the reference date of a prelude `Date`, or nil for any other value.
    package func dateInterval(_ value: Value) -> Double? {
        guard case .instance(let i) = value.unboxed, i.typeName == "Date" else { return nil }
        return i.fields["timeIntervalSinceReferenceDate"].flatMap(number)
    }

    /// `Text(date, style: .time)` (SwiftUI's Text.DateStyle). The styles that count live on a
    /// device (`.relative`, `.offset`, `.timer`) are not simulated.
    package func dateStyleText(_ interval: Double, style: Value, at node: some SyntaxProtocol) throws -> String {
        let date = CalendarDate(timeIntervalSinceReferenceDate: interval)
        switch style.unboxed {
        case .implicitMember("time", nil): return date.time()
        case .implicitMember("date", nil): return date.longDate
        case .implicitMember(let name, nil) where ["relative", "offset", "timer"].contains(name):
            throw unsupported(.api("Text(_:style: .\(name))"), at: node)
        default: throw error(.dateStyle, at: node)
        }
    }
}
