import SwiftUI

struct ContentView: View {
    let rows = [("Mon", 8, 2), ("Tue", 6, 1), ("Wed", 9, 0), ("Thu", 7, 3)]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 20, verticalSpacing: 8) {
            GridRow {
                Text("Day").bold()
                Text("Hours").bold()
                Text("Breaks").bold()
            }
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            ForEach(rows, id: \.0) { row in
                GridRow {
                    Text(row.0)
                    Text("\(row.1)")
                        .gridColumnAlignment(.trailing)
                    Text("\(row.2)")
                }
            }
        }
        .padding()
    }
}
