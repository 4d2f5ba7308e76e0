import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// Foundation's `Date` with viewlab's fixed "now", 2023-09-18 09:41:00 UTC (Prelude.swift). Text
/// expectations were produced by swift-foundation in en_US and UTC on Linux (times put U+202F
/// before AM/PM, as iOS 17 does).
struct DateTests {
    @Test(arguments: [
        ("print(Date.now)", "2023-09-18 09:41:00 +0000"),
        ("print(Date.now.timeIntervalSinceReferenceDate)", "716722860.0"),         // Pro SwiftUI L3048
        ("print(Date() == Date.now, Date().timeIntervalSince1970)", "true 1695030060.0"),
        ("let d = Date.now.addingTimeInterval(90)\nprint(d.timeIntervalSince(Date.now), d.timeIntervalSinceNow, d > Date.now)", "90.0 90.0 true"),
        ("var d = Date.now + 3600\nd.addTimeInterval(-60)\nprint(d, d - 60 < d)", "2023-09-18 10:40:00 +0000 true"),
        ("print(Date(timeIntervalSince1970: 0), Date(timeIntervalSinceNow: -86400))", "1970-01-01 00:00:00 +0000 2023-09-17 09:41:00 +0000"),
        ("print(Date.distantPast, Date.distantFuture)", "0001-01-01 00:00:00 +0000 4001-01-01 00:00:00 +0000"),
        ("print(type(of: Date.now))", "Date"),
        ("print(Date.now.formatted())", "9/18/2023, 9:41\u{202F}AM"),
        ("print(Date.now.formatted(.dateTime.hour().minute()))", "9:41\u{202F}AM"),
        ("print(Date.now.formatted(.dateTime.year().month().day()))", "Sep 18, 2023"),
        ("print(Date.now.formatted(.dateTime.weekday().month().day()))", "Mon, Sep 18"),
        ("print(Date.now.formatted(.dateTime.month().day().hour().minute()))", "Sep 18 at 9:41\u{202F}AM"),
        ("print(Date.now.addingTimeInterval(5 * 3600).formatted(.dateTime.hour()))", "2\u{202F}PM"),
    ])
    func datesBehaveAsFoundations(_ source: String, _ expected: String) {
        let (output, error) = run(source)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == expected + "\n")
    }

    @Test func textShowsADateInAStyle() throws {
        let view = try root("VStack { Text(Date.now, style: .time); Text(Date.now, style: .date); Text(Date.now, format: .dateTime) }")
        #expect(view.texts == ["9:41\u{202F}AM", "September 18, 2023", "9/18/2023, 9:41\u{202F}AM"])
    }

    @Test(arguments: [
        ("Text(Date.now, style: .relative)", "viewlab does not support Text(_:style: .relative) yet"),
        ("Text(Date.now, style: .timer)", "viewlab does not support Text(_:style: .timer) yet"),
        ("Text(1.5, style: .time)", "Text(_:style:) shows a Date"),
        ("Text(Date.now, format: .dateTime.day(.twoDigits))", "viewlab does not support the date field width in .day(…) yet"),
        ("Text(Date.now, format: .dateTime.day().hour())", "viewlab does not support the date fields .dateTime.day().hour() yet"),
    ])
    func unsupportedDateFormsSaySo(_ source: String, _ message: String) {
        #expect(run(source).error?.message == message)
    }
}
