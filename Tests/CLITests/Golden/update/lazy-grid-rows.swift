// A LazyVGrid in a ScrollView makes the cells of the lines on screen, a line at a time: three
// columns of 100-point cells in 480 points make lines 0–4 (cells 0–14); scrolled 100 points, line 5
// comes on screen and its three cells are made.
// event: scroll 100
import SwiftUI

struct Tile: View {
    let number: Int
    var body: some View { Text("\(number)").frame(height: 100) }
}

struct ContentView: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 0) {
                ForEach(0..<60, id: \.self) { Tile(number: $0) }
            }
        }
    }
}
