/// Foundation's `Calendar`, `DateComponents`, `DateFormatter`, `Locale`, `TimeZone`, and the
/// `KeyPathComparator` and `SortDescriptor` that `sorted(using:)` reads (SequenceMethods.swift) (Apple's
/// documentation), as far as views use them: the Gregorian calendar in UTC and en_US text, as
/// viewlab's `Date` is (Dates.swift, DateFormatting.swift). A locale or a time zone is accepted and
/// changes nothing: a simulated device is in UTC and speaks en_US. The `_viewlab…` functions are
/// viewlab's own arithmetic (Builtins/Functions.swift).
package let foundationPreludeSource = """
struct Locale: Equatable, Hashable {
    struct Currency: Equatable, Hashable {
        var identifier: String
        init(_ identifier: String) { self.identifier = identifier }
    }
    struct Region: Equatable, Hashable {
        var identifier: String
        init(_ identifier: String) { self.identifier = identifier }
    }
    var identifier: String
    init(identifier: String) { self.identifier = identifier }
    var currency: Currency? { Currency("USD") }
    var currencyCode: String? { "USD" }
    var currencySymbol: String? { "$" }
    var region: Region? { Region("US") }
    var regionCode: String? { "US" }
    var languageCode: String? { "en" }
    var decimalSeparator: String? { "." }
    var groupingSeparator: String? { "," }
    static var current: Locale { Locale(identifier: "en_US") }
    static var autoupdatingCurrent: Locale { Locale(identifier: "en_US") }
}
struct TimeZone: Equatable, Hashable {
    var identifier: String
    init?(identifier: String) { self.identifier = identifier }
    init?(abbreviation: String) { identifier = abbreviation }
    init?(secondsFromGMT seconds: Int) { identifier = "GMT" }
    static var current: TimeZone { TimeZone(identifier: "UTC")! }
    static var autoupdatingCurrent: TimeZone { TimeZone(identifier: "UTC")! }
    static var gmt: TimeZone { TimeZone(identifier: "GMT")! }
    func secondsFromGMT(for date: Date = Date()) -> Int { 0 }
}
struct DateComponents: Equatable, Hashable {
    var calendar: Calendar? = nil
    var timeZone: TimeZone? = nil
    var era: Int? = nil
    var year: Int? = nil
    var month: Int? = nil
    var day: Int? = nil
    var hour: Int? = nil
    var minute: Int? = nil
    var second: Int? = nil
    var nanosecond: Int? = nil
    var weekday: Int? = nil
    var weekdayOrdinal: Int? = nil
    var quarter: Int? = nil
    var weekOfMonth: Int? = nil
    var weekOfYear: Int? = nil
    var yearForWeekOfYear: Int? = nil
    var date: Date? { (calendar ?? Calendar.current).date(from: self) }
}
struct Calendar: Equatable, Hashable {
    enum Identifier: Equatable, Hashable {
        case gregorian, iso8601
    }
    enum Component: Equatable, Hashable {
        case era, year, month, day, hour, minute, second, nanosecond, weekday, weekOfYear, weekOfMonth, dayOfYear, calendar, timeZone
    }
    var identifier: Identifier = .gregorian
    var locale: Locale? = nil
    var timeZone: TimeZone = TimeZone.current
    var firstWeekday: Int = 1
    init(identifier: Identifier) { self.identifier = identifier }
    static var current: Calendar { Calendar(identifier: .gregorian) }
    static var autoupdatingCurrent: Calendar { Calendar(identifier: .gregorian) }
    var monthSymbols: [String] { ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] }
    var shortMonthSymbols: [String] { monthSymbols.map { String($0.prefix(3)) } }
    var veryShortMonthSymbols: [String] { monthSymbols.map { String($0.prefix(1)) } }
    var weekdaySymbols: [String] { ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] }
    var shortWeekdaySymbols: [String] { weekdaySymbols.map { String($0.prefix(3)) } }
    var veryShortWeekdaySymbols: [String] { weekdaySymbols.map { String($0.prefix(1)) } }

    func component(_ component: Component, from date: Date) -> Int {
        let f = _viewlabDateFields(date.timeIntervalSinceReferenceDate)
        switch component {
        case .era: return 1
        case .year: return f[0]
        case .month: return f[1]
        case .day: return f[2]
        case .hour: return f[3]
        case .minute: return f[4]
        case .second: return f[5]
        case .weekday: return f[6]
        case .dayOfYear: return Int((date.timeIntervalSinceReferenceDate - _viewlabDateInterval(f[0], 1, 1, 0, 0, 0)) / 86400) + 1
        case .weekOfMonth: return (f[2] + _viewlabDateFields(_viewlabDateInterval(f[0], f[1], 1, 0, 0, 0))[6] - 2) / 7 + 1
        case .weekOfYear: return (component(.dayOfYear, from: date) + _viewlabDateFields(_viewlabDateInterval(f[0], 1, 1, 0, 0, 0))[6] - 2) / 7 + 1
        default: return 0
        }
    }
    func dateComponents(_ components: Set<Component>, from date: Date) -> DateComponents {
        var result = DateComponents()
        if components.contains(.year) { result.year = component(.year, from: date) }
        if components.contains(.month) { result.month = component(.month, from: date) }
        if components.contains(.day) { result.day = component(.day, from: date) }
        if components.contains(.hour) { result.hour = component(.hour, from: date) }
        if components.contains(.minute) { result.minute = component(.minute, from: date) }
        if components.contains(.second) { result.second = component(.second, from: date) }
        if components.contains(.weekday) { result.weekday = component(.weekday, from: date) }
        if components.contains(.weekOfYear) { result.weekOfYear = component(.weekOfYear, from: date) }
        return result
    }
    /// The difference in whole units, the largest asked for first (Foundation's answer for `from:to:`).
    func dateComponents(_ components: Set<Component>, from start: Date, to end: Date) -> DateComponents {
        var result = DateComponents()
        var cursor = start
        let forward = end >= start
        let sign = forward ? 1 : -1
        if components.contains(.year) || components.contains(.month) {
            var months = (component(.year, from: end) - component(.year, from: start)) * 12 + component(.month, from: end) - component(.month, from: start)
            while months != 0, let moved = date(byAdding: .month, value: months, to: start), forward ? moved > end : moved < end { months -= sign }
            if components.contains(.year) {
                result.year = months / 12
                if components.contains(.month) { result.month = months % 12 } else { months = months / 12 * 12 }
            } else {
                result.month = months
            }
            cursor = date(byAdding: .month, value: months, to: start) ?? start
        }
        var seconds = end.timeIntervalSinceReferenceDate - cursor.timeIntervalSinceReferenceDate
        func take(_ unit: Double) -> Int {
            let n = Int(seconds / unit)
            seconds -= Double(n) * unit
            return n
        }
        if components.contains(.weekOfYear) { result.weekOfYear = take(604800) }
        if components.contains(.day) { result.day = take(86400) }
        if components.contains(.hour) { result.hour = take(3600) }
        if components.contains(.minute) { result.minute = take(60) }
        if components.contains(.second) { result.second = take(1) }
        return result
    }
    func date(from components: DateComponents) -> Date? {
        let t = _viewlabDateInterval(components.year ?? 2000, components.month ?? 1, components.day ?? 1,
                                     components.hour ?? 0, components.minute ?? 0, components.second ?? 0)
        return Date(timeIntervalSinceReferenceDate: t)
    }
    func date(byAdding component: Component, value: Int, to date: Date, wrappingComponents: Bool = false) -> Date? {
        let f = _viewlabDateFields(date.timeIntervalSinceReferenceDate)
        switch component {
        case .year, .month:
            let months = component == .year ? value * 12 : value
            // A day the new month lacks becomes its last day (Jan 31 + 1 month is Feb 28).
            let first = _viewlabDateInterval(f[0], f[1] + months, 1, f[3], f[4], f[5])
            let day = min(f[2], _viewlabDateFields(first)[7])
            return Date(timeIntervalSinceReferenceDate: first + Double(day - 1) * 86400)
        case .day, .weekday, .dayOfYear: return date.addingTimeInterval(Double(value) * 86400)
        case .weekOfYear, .weekOfMonth: return date.addingTimeInterval(Double(value) * 604800)
        case .hour: return date.addingTimeInterval(Double(value) * 3600)
        case .minute: return date.addingTimeInterval(Double(value) * 60)
        case .second: return date.addingTimeInterval(Double(value))
        case .nanosecond: return date.addingTimeInterval(Double(value) / 1000000000)
        default: return date
        }
    }
    func date(byAdding components: DateComponents, to date: Date, wrappingComponents: Bool = false) -> Date? {
        var result = date
        if let years = components.year { result = self.date(byAdding: .year, value: years, to: result) ?? result }
        if let months = components.month { result = self.date(byAdding: .month, value: months, to: result) ?? result }
        if let days = components.day { result = result.addingTimeInterval(Double(days) * 86400) }
        if let hours = components.hour { result = result.addingTimeInterval(Double(hours) * 3600) }
        if let minutes = components.minute { result = result.addingTimeInterval(Double(minutes) * 60) }
        if let seconds = components.second { result = result.addingTimeInterval(Double(seconds)) }
        return result
    }
    func date(bySettingHour hour: Int, minute: Int, second: Int, of date: Date) -> Date? {
        let f = _viewlabDateFields(date.timeIntervalSinceReferenceDate)
        return Date(timeIntervalSinceReferenceDate: _viewlabDateInterval(f[0], f[1], f[2], hour, minute, second))
    }
    func startOfDay(for date: Date) -> Date { self.date(bySettingHour: 0, minute: 0, second: 0, of: date)! }
    func isDate(_ date1: Date, inSameDayAs date2: Date) -> Bool { startOfDay(for: date1) == startOfDay(for: date2) }
    func isDateInToday(_ date: Date) -> Bool { isDate(date, inSameDayAs: Date()) }
    func isDateInYesterday(_ date: Date) -> Bool { isDate(date, inSameDayAs: Date().addingTimeInterval(-86400)) }
    func isDateInTomorrow(_ date: Date) -> Bool { isDate(date, inSameDayAs: Date().addingTimeInterval(86400)) }
    func isDateInWeekend(_ date: Date) -> Bool { component(.weekday, from: date) == 1 || component(.weekday, from: date) == 7 }
    func isDate(_ date1: Date, equalTo date2: Date, toGranularity component: Component) -> Bool {
        switch component {
        case .year: return self.component(.year, from: date1) == self.component(.year, from: date2)
        case .month: return self.component(.year, from: date1) == self.component(.year, from: date2) && self.component(.month, from: date1) == self.component(.month, from: date2)
        default: return isDate(date1, inSameDayAs: date2)
        }
    }
    func range(of smaller: Component, in larger: Component, for date: Date) -> Range<Int>? {
        switch (smaller, larger) {
        case (.day, .month): return 1..<(_viewlabDateFields(date.timeIntervalSinceReferenceDate)[7] + 1)
        case (.month, .year): return 1..<13
        case (.hour, .day): return 0..<24
        case (.weekday, .weekOfYear), (.weekday, .weekOfMonth): return 1..<8
        default: return nil
        }
    }
}
enum SortOrder: Equatable, Hashable {
    case forward, reverse
}
struct KeyPathComparator<Compared>: Equatable {
    let keyPath: Any
    var order: SortOrder
    init(_ keyPath: Any, order: SortOrder = .forward) { self.keyPath = keyPath; self.order = order }
}
struct SortDescriptor<Compared>: Equatable {
    let keyPath: Any
    var order: SortOrder
    init(_ keyPath: Any, order: SortOrder = .forward) { self.keyPath = keyPath; self.order = order }
}
final class DateFormatter {
    enum Style: Equatable {
        case none, short, medium, long, full
    }
    var dateStyle: Style = .none
    var timeStyle: Style = .none
    var dateFormat: String = ""
    var locale: Locale? = nil
    var timeZone: TimeZone? = nil
    var calendar: Calendar? = nil
    var doesRelativeDateFormatting = false
    init() {}
    func setLocalizedDateFormatFromTemplate(_ template: String) { dateFormat = template }
    func string(from date: Date) -> String {
        _viewlabFormatDate(date.timeIntervalSinceReferenceDate, "\\(dateStyle)", "\\(timeStyle)", dateFormat)
    }
    func date(from string: String) -> Date? {
        guard let t = _viewlabParseDate(string, dateFormat) else { return nil }
        return Date(timeIntervalSinceReferenceDate: t)
    }
    static func localizedString(from date: Date, dateStyle: Style, timeStyle: Style) -> String {
        _viewlabFormatDate(date.timeIntervalSinceReferenceDate, "\\(dateStyle)", "\\(timeStyle)", "")
    }
}
"""
