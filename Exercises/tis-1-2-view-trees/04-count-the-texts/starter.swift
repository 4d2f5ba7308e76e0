// How many Text views does the VStack lay out?
// VStack 布局了多少个 Text 视图？
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
// TODO：把 0 换成你的预测。
let textCount = 0
