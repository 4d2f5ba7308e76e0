# String building: 1,500,000 appends of a digit, a line break after every 50 (strings.swift). In a
# function: CPython appends to a local string in place, to a module's global it copies the string.
def build():
    text = ""
    for i in range(1_500_000):
        text += str(i % 10)
        if i % 50 == 49:
            text += "\n"
    return text


print(len(build()))
