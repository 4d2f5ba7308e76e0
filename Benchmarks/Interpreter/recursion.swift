// Recursive calls: fib(28) makes 832,039 calls.
func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    return fib(n - 1) + fib(n - 2)
}
print(fib(28))
