import SwiftUI

struct Avatar: View {
    let name: String
    var size: CGFloat = 44

    private var initials: String {
        name.split(separator: " ")
            .compactMap { $0.first }
            .map { String($0) }
            .joined()
    }

    var body: some View {
        Text(initials)
            .font(.system(size: size * 0.4, weight: .semibold, design: .rounded))
            .foregroundColor(.white)
            .frame(width: size, height: size)
            .background(Circle().fill(Color.teal))
    }
}

struct ContentView: View {
    let people = ["Grace Hopper", "Alan Turing", "Katherine Johnson"]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(people, id: \.self) { person in
                HStack {
                    Avatar(name: person)
                    Text(person)
                }
            }
            Avatar(name: "Big Avatar", size: 88)
        }
    }
}
