# A class-heavy program: 1,200,000 method calls on 100 objects, each keeping a history (classes.swift).
class Account:
    def __init__(self):
        self.balance = 0
        self.history = []

    def deposit(self, amount):
        self.balance += amount
        self.history.append(amount)


accounts = []
for _ in range(100):
    accounts.append(Account())
for i in range(1_200_000):
    accounts[i % 100].deposit(i % 10)
total = 0
for account in accounts:
    total += account.balance
print(total, len(accounts[3].history))
