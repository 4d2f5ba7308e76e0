# A 1,000-row view list with modifiers (views.swift), modelled as the objects viewlab builds: view
# values that keep their content and modifiers, a ForEach that calls its content closure for every
# element (viewlab's ForEach is eager), and the SwiftUI type name the Swift program prints.


class Text:
    def __init__(self, content):
        self.content = content
        self.modifiers = []

    # Text's own modifiers return Text, as in SwiftUI.
    def font(self, font):
        self.modifiers.append(("font", font))
        return self

    def foreground_color(self, color):
        self.modifiers.append(("foregroundColor", color))
        return self

    def type_name(self):
        return "Text"


class Spacer:
    def type_name(self):
        return "Spacer"


class TupleView:
    def __init__(self, *views):
        self.views = views

    def type_name(self):
        return "TupleView<(" + ", ".join(v.type_name() for v in self.views) + ")>"


class HStack:
    def __init__(self, *views):
        self.content = TupleView(*views)

    def padding(self, edges, length):
        return ModifiedContent(self, PaddingLayout(edges, length))

    def type_name(self):
        return f"HStack<{self.content.type_name()}>"


class PaddingLayout:
    def __init__(self, edges, length):
        self.edges = edges
        self.length = length

    def type_name(self):
        return "_PaddingLayout"


class ModifiedContent:
    def __init__(self, content, modifier):
        self.content = content
        self.modifier = modifier

    def type_name(self):
        return f"ModifiedContent<{self.content.type_name()}, {self.modifier.type_name()}>"


class ForEach:
    def __init__(self, data, content):
        self.rows = [(element, content(element)) for element in data]

    def type_name(self):
        return f"ForEach<Range<Int>, Int, {self.rows[0][1].type_name()}>"


class List:
    def __init__(self, content):
        self.content = content

    def type_name(self):
        return f"List<Never, {self.content.type_name()}>"


def body():
    return List(ForEach(range(1_000), lambda i: HStack(
        Text(f"Row {i}").font("headline"),
        Spacer(),
        Text("detail").foreground_color("gray"),
    ).padding("vertical", 4)))


print(body().type_name())
