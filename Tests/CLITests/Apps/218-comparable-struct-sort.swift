import SwiftUI

struct Version: Comparable, CustomStringConvertible {
    let major: Int
    let minor: Int
    let patch: Int

    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    var description: String { "\(major).\(minor).\(patch)" }
}

struct ContentView: View {
    let versions = [
        Version(major: 2, minor: 0, patch: 1),
        Version(major: 1, minor: 12, patch: 0),
        Version(major: 2, minor: 0, patch: 0),
        Version(major: 1, minor: 2, patch: 9)
    ]

    var body: some View {
        let sorted = versions.sorted()
        VStack(alignment: .leading, spacing: 6) {
            ForEach(sorted, id: \.description) { v in
                HStack {
                    Text(v.description)
                    if v == sorted.last {
                        Text("latest").font(.caption).foregroundStyle(.green)
                    }
                }
            }
            Text("Oldest: \(sorted.first?.description ?? "-")")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
