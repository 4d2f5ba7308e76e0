import SwiftUI

struct ContentView: View {
    var body: some View {
        Grid(horizontalSpacing: 8, verticalSpacing: 8) {
            GridRow {
                Color.red.frame(height: 60)
                Color.green.frame(height: 60)
            }
            GridRow {
                Color.blue
                    .frame(height: 60)
                    .gridCellColumns(2)
            }
            GridRow {
                Text("Left")
                Text("Right")
            }
        }
        .padding()
    }
}
