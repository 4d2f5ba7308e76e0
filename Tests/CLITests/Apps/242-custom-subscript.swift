import SwiftUI

struct Matrix {
    let rows: Int
    let columns: Int
    private var grid: [Int]

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        self.grid = Array(repeating: 0, count: rows * columns)
    }

    subscript(row: Int, column: Int) -> Int {
        get { grid[row * columns + column] }
        set { grid[row * columns + column] = newValue }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

struct ContentView: View {
    @State private var matrix: Matrix = {
        var m = Matrix(rows: 3, columns: 3)
        for i in 0..<3 { m[i, i] = 1 }
        m[0, 2] = 7
        return m
    }()
    let labels = ["A", "B", "C"]

    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<matrix.rows, id: \.self) { r in
                HStack(spacing: 4) {
                    ForEach(0..<matrix.columns, id: \.self) { c in
                        Text("\(matrix[r, c])")
                            .frame(width: 36, height: 36)
                            .background(matrix[r, c] > 0 ? Color.blue.opacity(0.3) : Color.gray.opacity(0.1))
                            .onTapGesture { matrix[r, c] += 1 }
                    }
                }
            }
            Text("Label 5: \(labels[safe: 5] ?? "none"), label 1: \(labels[safe: 1] ?? "none")")
                .padding(.top)
        }
    }
}
