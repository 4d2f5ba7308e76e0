import SwiftUI

struct Version: Comparable, CustomStringConvertible {
    let major: Int
    let minor: Int

    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    var description: String { "\(major).\(minor)" }
}

struct ContentView: View {
    let versions = [Version(major: 2, minor: 1), Version(major: 1, minor: 9), Version(major: 2, minor: 0)]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Latest: \(versions.max()!.description)")
                .font(.headline)
            ForEach(versions.sorted(), id: \.description) { v in
                Text("v\(v.description)")
            }
        }
    }
}
