// One ForEach, one Text per element; the strings are unique, so they can serve as ids.
// 一个 ForEach，每个元素一个 Text；这些字符串互不相同，所以可以用作 id。
let tags = ["swift", "layout", "trees"]

#Preview {
    HStack {
        ForEach(tags, id: \.self) { tag in
            Text(tag)
        }
    }
}
