# Struct creation with map, filter and reduce: 400,000 objects (structs.swift). A plain class with
# __slots__ is Python's closest to a struct; map, filter and reduce as the Swift program calls them.
from functools import reduce


class Item:
    __slots__ = ("id", "price", "in_stock")

    def __init__(self, id, price, in_stock):
        self.id = id
        self.price = price
        self.in_stock = in_stock


items = list(map(lambda i: Item(i, i % 100 * 3, i % 3 != 0), range(400_000)))
total = reduce(lambda a, b: a + b, map(lambda item: item.price, filter(lambda item: item.in_stock, items)), 0)
print(len(items), total)
