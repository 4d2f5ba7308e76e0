import SwiftUI

struct ContentView: View {
    @State private var board: [[Bool]] = Array(repeating: Array(repeating: false, count: 5), count: 5)

    func toggle(_ r: Int, _ c: Int) {
        for (dr, dc) in [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)] {
            let nr = r + dr, nc = c + dc
            if (0..<5).contains(nr) && (0..<5).contains(nc) {
                board[nr][nc].toggle()
            }
        }
    }

    var litCount: Int { board.joined().filter { $0 }.count }

    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<5, id: \.self) { r in
                HStack(spacing: 4) {
                    ForEach(0..<5, id: \.self) { c in
                        Rectangle()
                            .fill(board[r][c] ? Color.yellow : Color.gray.opacity(0.3))
                            .frame(width: 44, height: 44)
                            .onTapGesture { toggle(r, c) }
                    }
                }
            }
            Text("\(litCount) lights on")
                .padding(.top)
        }
    }
}
