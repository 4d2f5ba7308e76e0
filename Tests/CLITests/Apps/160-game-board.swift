import SwiftUI

enum Player: String {
    case x = "X", o = "O"
    var next: Player { self == .x ? .o : .x }
}

struct ContentView: View {
    @State private var board: [Player?] = Array(repeating: nil, count: 9)
    @State private var turn: Player = .x

    var winner: Player? {
        let lines = [[0,1,2],[3,4,5],[6,7,8],[0,3,6],[1,4,7],[2,5,8],[0,4,8],[2,4,6]]
        for line in lines {
            if let p = board[line[0]], board[line[1]] == p, board[line[2]] == p {
                return p
            }
        }
        return nil
    }

    var body: some View {
        VStack(spacing: 16) {
            Text(winner.map { "\($0.rawValue) wins!" } ?? "\(turn.rawValue)'s turn")
                .font(.title)
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(80)), count: 3), spacing: 8) {
                ForEach(0..<9, id: \.self) { i in
                    Button {
                        guard board[i] == nil, winner == nil else { return }
                        board[i] = turn
                        turn = turn.next
                    } label: {
                        Text(board[i]?.rawValue ?? "")
                            .font(.system(size: 40, weight: .bold))
                            .frame(width: 80, height: 80)
                            .background(Color.gray.opacity(0.15))
                    }
                }
            }
            Button("Reset") {
                board = Array(repeating: nil, count: 9)
                turn = .x
            }
        }
    }
}
