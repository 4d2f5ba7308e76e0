// How many Text views does the VStack lay out?
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

// TODO: replace 0 with your prediction.
let textCount = 0
