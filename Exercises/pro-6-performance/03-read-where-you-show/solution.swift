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

// An @Observable object records which body read which property. Read here, `score` makes
// only this body depend on it. Read in the parent's body (to pass it down), it made the parent
// depend on it too, and every point re-ran the whole screen.
// @Observable 对象会记下哪个 body 读了哪个属性。在这里读取，`score` 只让这个 body 依赖它。
// 在父视图的 body 里读取（为了往下传），父视图也依赖了它，于是每得一分整个页面都会重新执行。
struct ScoreLabel: View {
    var game: Game
    var body: some View { Text("Score: \(game.score)").accessibilityIdentifier("score") }
}

// The button writes the score but never reads it in its body, so it does not re-run either.
// 按钮写入分数，但它的 body 从不读取分数，所以它也不会重新执行。
struct PointButton: View {
    var game: Game
    var body: some View { Button("Point") { game.score += 1 } }
}

struct Board: View {
    var body: some View { Text("Board").font(.largeTitle) }
}

// The screen passes the same object every time and reads none of its properties.
// 页面每次传的都是同一个对象，而且不读取它的任何属性。
struct ContentView: View {
    @State private var game = Game()
    var body: some View {
        VStack {
            PlayerLabel(game: game)
            ScoreLabel(game: game)
            Board()
            PointButton(game: game)
        }
    }
}
