import SwiftUI

// A card game's model and views in the style of course projects: an extension written before
// the type it extends, a view model's type alias, an extension of a nested type, a grid item
// changed after it is made, a colour made from a hex number, and a generic helper that names
// its type parameter.
extension Deck {
    init(pairs: Int) { self.init(cards: (0..<pairs * 2).map { Card(id: $0, symbol: $0 / 2) }) }
}

struct Deck {
    struct Card: Identifiable { let id: Int; let symbol: Int }
    enum Face { case up, down }
    var cards: [Card]
}

extension Deck.Face {
    var flipped: Deck.Face { self == .up ? .down : .up }
}

extension Color {
    init(hex: UInt, opacity: Double = 1) {
        self.init(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }
}

func kind<T>(of value: T) -> String { "\(T.self)" }

struct GameView: View {
    typealias Game = Deck
    let game = Game(pairs: 3)
    let face = Deck.Face.down.flipped

    private var columns: [GridItem] {
        var item = GridItem(.adaptive(minimum: 60))
        item.spacing = 0
        return [item]
    }

    var body: some View {
        VStack {
            Text("\(game.cards.count) cards of \(kind(of: game.cards)), face \(face == .up ? "up" : "down")")
            LazyVGrid(columns: columns) {
                ForEach(game.cards) { card in
                    Text("\(card.symbol)")
                        .frame(height: 40)
                        .background(Color(hex: 0xFF8800))
                }
            }
        }
    }
}

#Preview { GameView() }
