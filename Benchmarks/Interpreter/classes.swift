// A class-heavy program: 1,200,000 method calls on 100 objects, each keeping a history.
class Account {
    var balance = 0
    var history: [Int] = []

    func deposit(_ amount: Int) {
        balance += amount
        history.append(amount)
    }
}

var accounts: [Account] = []
for _ in 0..<100 { accounts.append(Account()) }
for i in 0..<1_200_000 {
    accounts[i % 100].deposit(i % 10)
}
var sum = 0
for account in accounts { sum += account.balance }
print(sum, accounts[3].history.count)
