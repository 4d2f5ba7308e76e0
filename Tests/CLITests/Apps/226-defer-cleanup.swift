import SwiftUI

struct Processor {
    var log: [String] = []

    mutating func run(_ job: String) -> Bool {
        log.append("start \(job)")
        defer { log.append("end \(job)") }
        guard !job.isEmpty else { return false }
        log.append("working on \(job)")
        return true
    }
}

struct ContentView: View {
    @State private var processor = Processor()

    var body: some View {
        VStack(alignment: .leading) {
            Button("Run job") {
                _ = processor.run("export")
            }
            ForEach(Array(processor.log.enumerated()), id: \.offset) { item in
                Text(item.element)
                    .font(.caption.monospaced())
            }
        }
        .padding()
    }
}
