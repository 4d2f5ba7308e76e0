// 1 title + 3 from ForEach + 2 from Group + 1 from the if = 7. ForEach, Group and the if add
// elements to the VStack's list; none of them is a node of its own.
let fruits = ["apple", "pear", "plum"]
let showFooter = true

#Preview {
    VStack {
        Text("Fruit")
        ForEach(fruits, id: \.self) { fruit in
            Text(fruit)
        }
        Group {
            Text("Total")
            Text("3")
        }
        if showFooter {
            Text("That's all")
        }
    }
}

let textCount = 7
