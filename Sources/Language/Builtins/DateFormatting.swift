import SwiftSyntax

/// Foundation's `DateFormatter` and `Calendar` arithmetic for the prelude (FoundationPrelude.swift),
/// in en_US and UTC as the rest of viewlab's dates (Dates.swift). The styles' texts are CLDR 42's
/// en_US patterns, which iOS 17 uses: a short date `9/18/23`, medium `Sep 18, 2023`, long
/// `September 18, 2023`, full `Monday, September 18, 2023`; a short time `9:41 AM`, medium
/// `9:41:00 AM`, long `9:41:00 AM UTC`, full `9:41:00 AM Coordinated Universal Time`; a date and a
/// time joined by ", " after a short date and by " at " after the others.
extension CalendarDate {
    /// The seconds since the reference date of a UTC calendar date; months and days out of range
    /// carry into the next (as `Calendar.date(from:)` and `date(byAdding:)` do).
    package static func interval(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Double {
        let months = year * 12 + (month - 1)
        let y = Int((Double(months) / 12).rounded(.down)), m = months - y * 12 + 1
        // Civil date to days: Howard Hinnant's algorithm (proleptic Gregorian calendar).
        let yy = m <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468 + (day - 1)
        return Double(days) * 86_400 + Double(hour * 3_600 + minute * 60 + second) - 978_307_200
    }

    /// How many days the date's month has.
    package var daysInMonth: Int {
        let next = CalendarDate(timeIntervalSinceReferenceDate: Self.interval(year: year, month: month + 1, day: 1, hour: 0, minute: 0, second: 0) - 1)
        return next.day
    }

    private func pad(_ n: Int, _ width: Int) -> String {
        let s = String(n)
        return String(repeating: "0", count: Swift.max(0, width - s.count)) + s
    }

    /// `DateFormatter.dateStyle` and `timeStyle` (`none`, `short`, `medium`, `long`, `full`).
    package func styled(date dateStyle: String, time timeStyle: String) -> String {
        let month = Self.monthNames[self.month - 1], weekday = Self.weekdayNames[self.weekday]
        let date: String? = switch dateStyle {
        case "short": "\(self.month)/\(day)/\(pad(year % 100, 2))"
        case "medium": "\(month.prefix(3)) \(day), \(year)"
        case "long": "\(month) \(day), \(year)"
        case "full": "\(weekday), \(month) \(day), \(year)"
        default: nil
        }
        let time: String? = switch timeStyle {
        case "short": self.time()
        case "medium": self.time(second: true)
        case "long": self.time(second: true) + " UTC"
        case "full": self.time(second: true) + " Coordinated Universal Time"
        default: nil
        }
        guard let date, let time else { return date ?? time ?? "" }
        return date + (dateStyle == "short" ? ", " : " at ") + time
    }

    /// `DateFormatter.dateFormat`: Unicode's date field symbols (`yyyy-MM-dd HH:mm`, `EEEE, MMM d`,
    /// `h:mm a`), text in single quotes as it is; a letter viewlab does not know stays as written.
    package func formatted(_ pattern: String) -> String {
        var out = "", chars = Array(pattern), i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "'" {
                var j = i + 1
                if j < chars.count && chars[j] == "'" { out += "'"; i += 2; continue }
                while j < chars.count && chars[j] != "'" { out.append(chars[j]); j += 1 }
                i = j + 1
                continue
            }
            guard c.isLetter, c.isASCII else { out.append(c); i += 1; continue }
            var n = 1
            while i + n < chars.count && chars[i + n] == c { n += 1 }
            i += n
            out += field(c, n) ?? String(repeating: c, count: n)
        }
        return out
    }

    private func field(_ c: Character, _ n: Int) -> String? {
        let month = Self.monthNames[self.month - 1], weekday = Self.weekdayNames[self.weekday]
        switch c {
        case "y": return n == 2 ? pad(year % 100, 2) : pad(year, n)
        case "M", "L": return n >= 4 ? month : n == 3 ? String(month.prefix(3)) : n == 5 ? String(month.prefix(1)) : pad(self.month, n)
        case "d": return pad(day, n)
        case "E": return n >= 4 ? weekday : n == 5 ? String(weekday.prefix(1)) : String(weekday.prefix(3))
        case "H": return pad(hour, n)
        case "h": return pad(hour % 12 == 0 ? 12 : hour % 12, n)
        case "m": return pad(minute, n)
        case "s": return pad(second, n)
        case "S": return String(repeating: "0", count: n)
        case "a": return hour < 12 ? "AM" : "PM"
        case "Z": return n >= 4 ? "GMT" : "+0000"
        case "z": return n >= 4 ? "Coordinated Universal Time" : "UTC"
        default: return nil
        }
    }

    /// `DateFormatter.date(from:)` for a numeric pattern (`yyyy-MM-dd`, `dd/MM/yyyy HH:mm`): the
    /// date, or nil when the text does not follow the pattern (as Foundation answers).
    package static func parse(_ text: String, pattern: String) -> Double? {
        var fields: [Character: Int] = [:]
        let t = Array(text), p = Array(pattern)
        var i = 0, j = 0
        while j < p.count {
            let c = p[j]
            if c.isLetter && c.isASCII {
                var n = 1
                while j + n < p.count && p[j + n] == c { n += 1 }
                j += n
                var digits = ""
                while i < t.count, t[i].isNumber, digits.count < Swift.max(n, c == "y" ? 4 : 2) { digits.append(t[i]); i += 1 }
                guard let value = Int(digits), "yMdHhms".contains(c) else { return nil }
                fields[c] = value
            } else {
                guard i < t.count, t[i] == c else { return nil }
                i += 1; j += 1
            }
        }
        guard i == t.count else { return nil }
        return interval(year: fields["y"] ?? 2000, month: fields["M"] ?? 1, day: fields["d"] ?? 1,
                        hour: fields["H"] ?? fields["h"] ?? 0, minute: fields["m"] ?? 0, second: fields["s"] ?? 0)
    }
}

extension Interpreter {
    /// `date.formatted(date: .abbreviated, time: .shortened)` (Date.FormatStyle's date and time
    /// styles): `.numeric` is `9/18/2023`, `.abbreviated` `Sep 18, 2023`, `.long` and `.complete` the
    /// long and full styles; `.shortened` is `9:41 AM`, `.standard` `9:41:00 AM`, `.complete` with
    /// the zone. Nil when the call has no `date:` or `time:`.
    package func dateStyled(_ target: Value, _ args: [Argument], at node: some SyntaxProtocol) throws -> String? {
        let labels = Set(args.compactMap(\.label))
        guard labels.contains("date") || labels.contains("time"), let interval = dateInterval(target) else { return nil }
        func style(_ label: String) throws -> String {
            guard let arg = args.first(where: { $0.label == label }) else { return "none" }
            guard case .implicitMember(let name, nil) = arg.value.unboxed else { throw unsupported(.formatStyle, at: node) }
            let styles = label == "date"
                ? ["omitted": "none", "numeric": "numeric", "abbreviated": "medium", "long": "long", "complete": "full"]
                : ["omitted": "none", "shortened": "short", "standard": "medium", "complete": "long"]
            guard let style = styles[name] else { throw unsupported(.formatStyle, at: node) }
            return style
        }
        let date = CalendarDate(timeIntervalSinceReferenceDate: interval)
        let dateStyle = try style("date"), timeStyle = try style("time")
        guard dateStyle == "numeric" else { return date.styled(date: dateStyle, time: timeStyle) }
        let time = timeStyle == "none" ? "" : ", " + date.styled(date: "none", time: timeStyle)
        return "\(date.month)/\(date.day)/\(date.year)" + time
    }
}
