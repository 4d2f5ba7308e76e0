import SwiftUI

struct ContentView: View {
    let csv = """
    name,role,years
    Amara,Engineer,4
    Bo,Designer,2
    Cleo,Manager,9
    """

    var rows: [[String]] {
        csv.components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .map { $0.components(separatedBy: ",") }
    }

    var body: some View {
        let header = rows.first ?? []
        let data = Array(rows.dropFirst())
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            GridRow {
                ForEach(header, id: \.self) { Text($0.capitalized).bold() }
            }
            Divider()
            ForEach(data, id: \.self) { row in
                GridRow {
                    ForEach(row.indices, id: \.self) { i in
                        Text(row[i])
                    }
                }
            }
        }
        .padding()
    }
}
