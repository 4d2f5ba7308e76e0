import Foundation
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel
import ViewlabRuntime

/// Issue 10's target (release build): a `ForEach` of 1,000 custom row views, each with its own
/// `@State`; one tap changes one row, re-runs that one body, and its update pass (the event, the
/// pass, the lifecycle) finishes in under 5 ms (issue 26: under 3 ms). Prints the median and the best of many taps on
/// different rows of one live view, as the REPL keeps one, and checks that one body ran each time.
enum UpdatePass {
    static let source = """
        struct Item: Identifiable {
            var id: Int
            var title: String
        }

        struct Row: View {
            var item: Item
            @State private var taps = 0
            var body: some View {
                HStack {
                    Text(item.title)
                    Spacer()
                    Button("Tap: \\(taps)") { taps += 1 }
                        .accessibilityIdentifier("row\\(item.id)")
                }
            }
        }

        struct ContentView: View {
            @State private var items = (0..<1000).map { Item(id: $0, title: "Row \\($0)") }
            var body: some View {
                ScrollView {
                    VStack {
                        ForEach(items) { item in
                            Row(item: item)
                        }
                    }
                }
            }
        }
        """

    static func report(taps: Int) throws {
        let session = Session(output: { _ in })
        try session.run(source, fileName: "rows.swift")
        let live = LiveView(session: session, preview: nil, platform: .default)
        let first = DispatchTime.now().uptimeNanoseconds
        if let failure = live.run([]).failure { throw failure }
        let render = Double(DispatchTime.now().uptimeNanoseconds - first) / 1e6
        var times: [Double] = []
        for i in 0..<taps {
            let text = "tap #row\(i * 7 % 1000)"
            let event = try UpdateEvent.parse(text)
            let start = DispatchTime.now().uptimeNanoseconds
            let (records, failure) = live.run([(text, event)])
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            if let failure { throw failure }
            let bodies = records.last?.passes.flatMap(\.bodies).count ?? 0
            guard bodies == 1 else { throw UpdateFailure("\(text) re-ran \(bodies) bodies, not 1") }
        }
        times.sort()
        Results.add(section: "views", work: "update pass, 1,000 rows, one tap", figure: times[times.count / 2], unit: "ms", target: "<=3")
        print("update pass, 1,000 custom rows: first render \(String(format: "%.1f", render)) ms; one tap re-runs one body: "
              + "median \(String(format: "%.2f", times[times.count / 2])) ms, best \(String(format: "%.2f", times[0])) ms over \(taps) taps (target < 3 ms)")
    }
}
