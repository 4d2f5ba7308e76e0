import SwiftUI

class Animal {
    let name: String
    init(name: String) { self.name = name }
    func sound() -> String { "..." }
    var description: String { "\(name) says \(sound())" }
}

final class Dog: Animal {
    override func sound() -> String { "Woof" }
}

final class Cat: Animal {
    let lives: Int
    init(name: String, lives: Int = 9) {
        self.lives = lives
        super.init(name: name)
    }
    override func sound() -> String { "Meow" }
    override var description: String { super.description + " (\(lives) lives)" }
}

struct ContentView: View {
    let animals: [Animal] = [Dog(name: "Rex"), Cat(name: "Tom"), Animal(name: "Fish")]

    var body: some View {
        List(animals, id: \.name) { animal in
            HStack {
                Text(animal is Dog ? "🐶" : animal is Cat ? "🐱" : "🐟")
                Text(animal.description)
                if let cat = animal as? Cat, cat.lives > 1 {
                    Spacer()
                    Text("\(cat.lives)").foregroundStyle(.secondary)
                }
            }
        }
    }
}
