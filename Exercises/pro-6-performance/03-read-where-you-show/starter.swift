// Each point re-runs the whole game screen. Make it re-run only the score label.
// 每得一分，整个游戏页面都会重新执行。让它只重新执行分数标签。
@Observable final class Game {
    var player = "Ada"
    var score = 0
}

struct PlayerLabel: View {
    var game: Game
    var body: some View { Text(game.player).accessibilityIdentifier("player") }
}

struct ScoreLabel: View {
    // TODO: read the score here, from the game, instead of receiving it.
    // TODO：在这里从 game 读取分数，而不是接收一个分数。
    var score: Int
    var body: some View { Text("Score: \(score)").accessibilityIdentifier("score") }
}

struct PointButton: View {
    var game: Game
    var body: some View { Button("Point") { game.score += 1 } }
}

struct Board: View {
    var body: some View { Text("Board").font(.largeTitle) }
}

struct ContentView: View {
    @State private var game = Game()
    var body: some View {
        VStack {
            PlayerLabel(game: game)
            ScoreLabel(score: game.score)
            Board()
            PointButton(game: game)
        }
    }
}
