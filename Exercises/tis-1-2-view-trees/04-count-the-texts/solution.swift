// 1 title + 3 from ForEach + 2 from Group + 1 from the if = 7. ForEach, Group and the if add
// elements to the VStack's list; none of them is a node of its own.
// 1 个标题 + ForEach 的 3 个 + Group 的 2 个 + if 的 1 个 = 7。ForEach、
// Group 和 if 都是往 VStack 的列表里添加元素；它们自己都不是节点。
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
