// Recursive calls: fib(31) makes 3,524,577 calls.
func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    return fib(n - 1) + fib(n - 2)
}
print(fib(31))
