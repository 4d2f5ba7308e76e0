#!/usr/bin/env python3
"""Extract a catalogue of SwiftUI's public API from Apple's textual module
interfaces (``SwiftUI.swiftinterface`` / ``SwiftUICore.swiftinterface``).

Standard library only.  See README.md beside this file for where the inputs
come from, how to run it and what the output means.

Usage:

    extract.py --source 18=/path/SwiftUI.swiftinterface \\
               --source 18=/path/SwiftUICore.swiftinterface \\
               --source 26=/path/SwiftUI.swiftinterface ... \\
               [--cite TEXT ...] [--date YYYY-MM-DD] [-o OUTPUT]

Each ``--source`` is ``<iOS version>=<path>``: the version is the iOS SDK the
file comes from.  It is only used when a declaration carries no iOS
``@available`` version of its own and is missing from every older source:
it is then recorded as introduced in that SDK's version.
"""

import argparse
import datetime
import os
import re
import sys

# ---------------------------------------------------------------------------
# Low level scanning helpers
# ---------------------------------------------------------------------------

OPEN = {"(": ")", "[": "]", "{": "}"}
CLOSE = {")", "]", "}"}


def strip_directives(text):
    """Resolve ``#if`` / ``#elseif`` / ``#else`` / ``#endif`` blocks.

    Interfaces guard declarations with ``#if compiler(>=5.3) && $Feature``;
    the ``#else`` branch only repeats the same declarations for older
    compilers, so the first branch of every block is kept.
    """
    out = []
    stack = []  # per open #if: True while the current branch is kept
    for line in text.split("\n"):
        s = line.strip()
        if s.startswith("#if ") or s == "#if" or s.startswith("#if("):
            stack.append(all(stack) if stack else True)
            continue
        if s.startswith("#elseif") or s == "#else":
            if stack:
                stack[-1] = False
            continue
        if s.startswith("#endif"):
            if stack:
                stack.pop()
            continue
        if stack and not all(stack):
            continue
        out.append(line)
    return "\n".join(out)


def skip_string(text, i):
    """``text[i]`` is a quote; return the index just past the literal."""
    if text.startswith('"""', i):
        j = text.find('"""', i + 3)
        return len(text) if j < 0 else j + 3
    j = i + 1
    n = len(text)
    while j < n:
        c = text[j]
        if c == "\\":
            if j + 1 < n and text[j + 1] == "(":
                # string interpolation: skip balanced parentheses
                j = skip_balanced(text, j + 1, "(", ")")
                continue
            j += 2
            continue
        if c == '"':
            return j + 1
        if c == "\n":
            return j  # unterminated: stop at end of line
        j += 1
    return n


def strip_comments(text):
    """Remove ``//`` and ``/* */`` comments, leaving string literals alone."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = skip_string(text, i)
            out.append(text[i:j])
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def split_top(s, sep=","):
    """Split ``s`` on ``sep`` outside (), [], {}, <> and string literals."""
    parts = []
    depth = 0
    angle = 0
    cur = []
    i = 0
    n = len(s)
    while i < n:
        c = s[i]
        if c == '"':
            j = skip_string(s, i)
            cur.append(s[i:j])
            i = j
            continue
        if s.startswith("->", i):
            cur.append("->")
            i += 2
            continue
        if c in OPEN:
            depth += 1
        elif c in CLOSE:
            depth -= 1
        elif c == "<":
            angle += 1
        elif c == ">" and angle > 0:
            angle -= 1
        if c == sep and depth == 0 and angle == 0:
            parts.append("".join(cur))
            cur = []
            i += 1
            continue
        cur.append(c)
        i += 1
    parts.append("".join(cur))
    return parts


def find_matching(s, i):
    """``s[i]`` is an opening bracket; return index of its partner."""
    want = OPEN[s[i]] if s[i] in OPEN else ">"
    opener = s[i]
    depth = 0
    j = i
    n = len(s)
    while j < n:
        c = s[j]
        if c == '"':
            j = skip_string(s, j)
            continue
        if opener == "<" and s.startswith("->", j):
            j += 2
            continue
        if c == opener:
            depth += 1
        elif c == want:
            depth -= 1
            if depth == 0:
                return j
        j += 1
    return n - 1


# ---------------------------------------------------------------------------
# Attributes and availability
# ---------------------------------------------------------------------------

ATTR_RE = re.compile(r"@[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")


def _attr_end(s, end):
    """Extend an attribute match over generic arguments and an argument list
    (``@KeyframesBuilder<Value>``, ``@available(...)``)."""
    if end < len(s) and s[end] == "<":
        end = find_matching(s, end) + 1
    if end < len(s) and s[end] == "(":
        end = find_matching(s, end) + 1
    return end


def take_attributes(s):
    """Split leading ``@attr`` / ``@attr(...)`` tokens off ``s``."""
    attrs = []
    s = s.lstrip()
    while s.startswith("@"):
        m = ATTR_RE.match(s)
        if not m:
            break
        end = _attr_end(s, m.end())
        attrs.append(s[:end])
        s = s[end:].lstrip()
    return attrs, s


def norm_version(v):
    v = v.strip()
    if not re.match(r"^\d+(\.\d+)*$", v):
        return None
    if "." not in v:
        v += ".0"
    return v


def vkey(v):
    if v is None or v == "-":
        return (1 << 30,)
    return tuple(int(x) for x in v.split("."))


class Avail:
    """iOS availability gathered from a declaration's attributes."""

    __slots__ = ("introduced", "unavailable", "deprecated", "spi")

    def __init__(self):
        self.introduced = None
        self.unavailable = False
        self.deprecated = False
        self.spi = False


IOS_PLATFORMS = ("iOS",)
DEBUG = bool(os.environ.get("SWIFTUI_API_DEBUG"))


def parse_availability(attrs):
    a = Avail()
    for attr in attrs:
        name = attr.split("(", 1)[0]
        if name.startswith("@_spi") and not name.startswith("@_spi_available"):
            a.spi = True
            continue
        if name not in ("@available", "@_spi_available"):
            continue
        if "(" not in attr:
            continue
        body = attr[attr.index("(") + 1:-1]
        items = [x.strip() for x in split_top(body)]
        if not items:
            continue
        head = items[0]
        if head == "*":
            if any(x == "unavailable" for x in items[1:]):
                a.unavailable = True
            if any(x.startswith("deprecated") for x in items[1:]):
                a.deprecated = True
            continue
        if head in IOS_PLATFORMS:
            rest = items[1:]
            for x in rest:
                if x == "unavailable":
                    a.unavailable = True
                elif x.startswith("introduced:"):
                    v = norm_version(x.split(":", 1)[1])
                    if v:
                        a.introduced = v
                elif x.startswith("deprecated"):
                    a.deprecated = True
                elif x.startswith("obsoleted:"):
                    a.unavailable = True
            continue
        # shorthand form: @available(iOS 17.0, macOS 14.0, *)
        for x in items:
            m = re.match(r"^iOS\s+([0-9.]+)$", x)
            if m:
                v = norm_version(m.group(1))
                if v:
                    a.introduced = v
    return a


# ---------------------------------------------------------------------------
# Declaration parsing
# ---------------------------------------------------------------------------

MODIFIERS = {
    "public", "open", "internal", "private", "fileprivate", "package",
    "nonisolated", "final", "static", "class", "override", "convenience",
    "required", "mutating", "nonmutating", "indirect", "lazy", "dynamic",
    "optional", "weak", "unowned", "__consuming", "consuming", "borrowing",
    "isolated", "distributed", "prefix", "postfix", "infix", "unowned(safe)",
    "unowned(unsafe)", "nonisolated(unsafe)", "__setter_access",
}
TYPE_KEYWORDS = {"struct", "enum", "class", "protocol", "actor"}
DECL_KEYWORDS = TYPE_KEYWORDS | {
    "extension", "typealias", "associatedtype", "func", "init", "deinit",
    "var", "let", "case", "subscript", "macro", "operator",
    "precedencegroup", "import",
}
IDENT = r"(?:`[^`]+`|[A-Za-z_][A-Za-z0-9_]*)"


def split_modifiers(s):
    """Return (modifiers, keyword, rest) for a declaration header."""
    mods = []
    s = s.strip()
    while True:
        m = re.match(r"([A-Za-z_][A-Za-z0-9_]*)(\([a-z]+\))?", s)
        if not m:
            return mods, None, s
        word = m.group(1)
        if word in DECL_KEYWORDS:
            # `class` may be a modifier (class func / class var)
            if word == "class":
                after = s[m.end():].lstrip()
                nxt = re.match(r"[A-Za-z_][A-Za-z0-9_]*", after)
                if nxt and nxt.group(0) in ("func", "var", "let", "subscript",
                                            "final", "override", "public",
                                            "open", "nonisolated"):
                    mods.append("class")
                    s = after
                    continue
            return mods, word, s[m.end():].strip()
        if word in MODIFIERS or m.group(0) in MODIFIERS:
            mods.append(word if not m.group(2) else m.group(0))
            s = s[m.end():].lstrip()
            continue
        return mods, None, s


def unbacktick(name):
    return name[1:-1] if name.startswith("`") and name.endswith("`") else name


def is_closure_type(t):
    """Is the parameter type (without default) a function type?"""
    t = t.strip()
    changed = True
    while changed:
        changed = False
        attrs, t2 = take_attributes(t)
        if attrs:
            t = t2
            changed = True
        for kw in ("inout ", "sending ", "__owned ", "__shared ", "borrowing ",
                   "consuming ", "some ", "any "):
            if t.startswith(kw) and kw not in ("some ", "any "):
                t = t[len(kw):].lstrip()
                changed = True
    # strip trailing optionality and balanced outer parentheses
    while True:
        t = t.strip()
        if t.endswith("?") or t.endswith("!"):
            t = t[:-1]
            continue
        m = re.match(r"(?:Swift\.)?Optional<", t)
        if m and find_matching(t, m.end() - 1) == len(t) - 1:
            t = t[m.end():-1]
            continue
        if t.startswith("(") and find_matching(t, 0) == len(t) - 1:
            inner = t[1:-1]
            # a single parenthesised element, not a tuple / parameter list
            if len(split_top(inner)) == 1 and "->" in inner:
                t = inner
                attrs, t = take_attributes(t.strip())
                continue
        break
    # a top-level arrow (outside any bracket) means a function type
    depth = 0
    i = 0
    while i < len(t):
        c = t[i]
        if c == '"':
            i = skip_string(t, i)
            continue
        if t.startswith("->", i):
            if depth == 0:
                return True
            i += 2
            continue
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            depth -= 1
        i += 1
    return False


def split_default(p):
    """Split ``name: Type = default`` at the top-level ``=``."""
    depth = 0
    i = 0
    n = len(p)
    while i < n:
        c = p[i]
        if c == '"':
            i = skip_string(p, i)
            continue
        if p.startswith("->", i):
            i += 2
            continue
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            depth -= 1
        elif c == "=" and depth == 0:
            prev = p[i - 1] if i else ""
            nxt = p[i + 1] if i + 1 < n else ""
            if prev not in "=!<>" and nxt != "=":
                return p[:i], p[i + 1:]
        i += 1
    return p, None


def parse_params(plist, subscript=False):
    """Parse a parameter clause body; return (labels, flags) or None."""
    plist = plist.strip()
    if not plist:
        return [], ""
    labels = []
    flags = []
    for raw in split_top(plist):
        raw = raw.strip()
        if not raw:
            continue
        # find the first top-level colon
        depth = 0
        colon = -1
        for i, c in enumerate(raw):
            if c in "([{<":
                depth += 1
            elif c in ")]}>":
                depth -= 1
            elif c == ":" and depth == 0:
                colon = i
                break
        if colon < 0:
            return None
        names = raw[:colon]
        rest = raw[colon + 1:]
        _, names = take_attributes(names)
        toks = names.split()
        toks = [t for t in toks if t not in ("isolated", "sending", "inout")]
        if not toks:
            return None
        toks = [unbacktick(t) for t in toks]
        if subscript:
            label = toks[0] if len(toks) >= 2 else "_"
        else:
            label = toks[0]
        typ, default = split_default(rest)
        closure = is_closure_type(typ)
        if closure:
            flags.append("C" if default is not None else "c")
        else:
            flags.append("1" if default is not None else "0")
        labels.append(label)
    return labels, "".join(flags)


def selector(labels, flags):
    return "".join(l + ":" for l in labels) + "|" + flags


def strip_modules(name, modules):
    """``SwiftUICore.Text.DateStyle`` -> ``Text.DateStyle``."""
    name = name.strip()
    # drop generic arguments from every component
    out = []
    i = 0
    depth = 0
    for c in name:
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
        elif depth == 0:
            out.append(c)
    name = "".join(out).strip()
    parts = [unbacktick(p) for p in name.split(".") if p]
    while len(parts) > 1 and parts[0] in modules:
        parts = parts[1:]
    return ".".join(parts)


def is_private_name(name):
    return any(part.startswith("_") for part in name.split("."))


# ---------------------------------------------------------------------------
# The interface walker
# ---------------------------------------------------------------------------


class Scope:
    __slots__ = ("kind", "name", "avail", "skip", "is_protocol", "public")

    def __init__(self, kind, name, avail, skip, is_protocol=False,
                 public=True):
        self.kind = kind
        self.name = name
        self.avail = avail
        self.skip = skip
        self.is_protocol = is_protocol
        self.public = public


def next_header(text, i):
    """Read one declaration header starting at ``i``.

    Returns (header, end_index, opens_body): the header stops at a newline
    outside brackets, or at a ``{`` outside brackets (then opens_body).
    """
    n = len(text)
    depth = 0
    j = i
    while j < n:
        c = text[j]
        if c == '"':
            j = skip_string(text, j)
            continue
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "{":
            if depth == 0:
                return text[i:j], j, True
            depth += 1
        elif c == "}":
            if depth == 0:
                return text[i:j], j, False
            depth -= 1
        elif c == "\n" and depth <= 0:
            return text[i:j], j + 1, False
        j += 1
    return text[i:n], n, False


def skip_body(text, j):
    """``text[j]`` is ``{``; return index just past the matching ``}``."""
    return skip_balanced(text, j, "{", "}")


def skip_balanced(text, j, opening, closing):
    """``text[j]`` is ``opening``; return the index just past its matching ``closing``, strings skipped."""
    depth = 0
    n = len(text)
    while j < n:
        c = text[j]
        if c == '"':
            j = skip_string(text, j)
            continue
        if c == opening:
            depth += 1
        elif c == closing:
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return n


class Catalogue:
    def __init__(self):
        # key -> [version, flags]
        self.entries = {}
        self.types = {}

    def add_type(self, qname, kind, version):
        cur = self.types.get(qname)
        if cur is None:
            self.types[qname] = [kind, version]
        else:
            if vkey(version) < vkey(cur[1]):
                cur[1] = version

    def add(self, key, version, flags=None):
        cur = self.entries.get(key)
        if cur is None:
            self.entries[key] = [version, flags]
            return
        if vkey(version) < vkey(cur[0]):
            cur[0] = version
        if flags is not None and cur[1] is not None:
            cur[1] = merge_flags(cur[1], flags)


def merge_flags(a, b):
    if len(a) != len(b):
        return a
    out = []
    for x, y in zip(a, b):
        closure = x in "cC" or y in "cC"
        default = x in "1C" or y in "1C"
        if closure:
            out.append("C" if default else "c")
        else:
            out.append("1" if default else "0")
    return "".join(out)


def walk_interface(text, tag, modules, sink):
    """Parse one interface and feed declarations to ``sink(kind, ...)``."""
    text = strip_comments(strip_directives(text))
    n = len(text)
    i = 0
    stack = []
    pending = []  # attributes seen on their own lines

    def current_owner():
        return stack[-1] if stack else None

    def inherited_avail():
        intro = None
        for sc in stack:
            if sc.avail.introduced:
                intro = sc.avail.introduced
        return intro

    while i < n:
        # skip whitespace
        while i < n and text[i] in " \t\r\n;":
            i += 1
        if i >= n:
            break
        if text[i] == "}":
            if stack:
                stack.pop()
            i += 1
            continue
        header, end, opens = next_header(text, i)
        header = header.strip()
        attrs, rest = take_attributes(header)
        if not rest:
            # attribute-only line: keep for the next declaration
            pending.extend(attrs)
            if opens:
                i = skip_body(text, end)
            else:
                i = end
            continue
        attrs = pending + attrs
        pending = []
        mods, kw, rest = split_modifiers(rest)
        owner = current_owner()
        in_protocol = owner is not None and owner.is_protocol
        av = parse_availability(attrs)
        parent_skip = owner.skip if owner else False
        visible = ("public" in mods or "open" in mods or
                   (kw == "case" and owner is not None) or
                   (in_protocol and kw not in ("extension",)) or
                   kw == "extension")
        if "package" in mods or "internal" in mods or "private" in mods or \
                "fileprivate" in mods:
            visible = False
        skip = parent_skip or av.unavailable or av.spi or not visible

        # ---- scopes -----------------------------------------------------
        if kw in TYPE_KEYWORDS or kw == "extension":
            m = re.match(r"(" + IDENT + r"(?:\s*\.\s*" + IDENT + r")*)", rest)
            raw = m.group(1).replace(" ", "") if m else "?"
            if kw == "extension":
                qname = strip_modules(raw, modules)
            else:
                base = unbacktick(raw)
                qname = (owner.name + "." + base) if owner and owner.name \
                    else base
            if is_private_name(qname):
                skip = True
            version = av.introduced or (None if kw == "extension"
                                        else inherited_avail())
            if kw != "extension" and not skip:
                sink("type", qname, kw, None, None, version, av, tag)
            if opens:
                stack.append(Scope(kw, qname, av, skip,
                                   is_protocol=(kw == "protocol")))
                i = end + 1
            else:
                i = end
            continue

        # ---- members ----------------------------------------------------
        if opens:
            body_end = skip_body(text, end)
        else:
            body_end = end
        i = body_end

        if kw is None and DEBUG:
            sys.stderr.write("unrecognised: %r\n" % header[:160])
        if skip or kw is None:
            continue
        oname = owner.name if owner else None
        version = av.introduced or inherited_avail()
        static = "static" in mods or "class" in mods

        if kw == "typealias":
            m = re.match(IDENT, rest)
            if not m:
                continue
            nm = unbacktick(m.group(0))
            if nm.startswith("_"):
                continue
            qname = (oname + "." + nm) if oname else nm
            if is_private_name(qname):
                continue
            sink("type", qname, "typealias", None, None, version, av, tag)
        elif kw == "case":
            if oname is None:
                continue
            for part in split_top(rest):
                m = re.match(r"\s*(" + IDENT + r")", part)
                if m:
                    nm = unbacktick(m.group(1))
                    if not nm.startswith("_"):
                        sink("case", oname, nm, None, None, version, av, tag)
        elif kw in ("var", "let"):
            for part in split_top(rest):
                m = re.match(r"\s*(" + IDENT + r")", part)
                if not m:
                    continue
                nm = unbacktick(m.group(1))
                if nm.startswith("_") or nm.startswith("$"):
                    continue
                sink("var", oname or "(global)", nm, None, None, version, av,
                     tag, static)
        elif kw in ("func", "init", "subscript", "macro"):
            if kw == "init":
                m = re.match(r"[?!]?\s*", rest)
                nm = "init"
                pos = m.end()
            elif kw == "subscript":
                nm = "subscript"
                pos = 0
            else:
                m = re.match(r"(" + IDENT + r")\s*", rest)
                if not m:
                    continue  # operator
                nm = unbacktick(m.group(1))
                pos = m.end()
            if nm.startswith("_"):
                continue
            s = rest[pos:].lstrip()
            if s.startswith("<"):
                close = find_matching(s, 0)
                s = s[close + 1:].lstrip()
            if not s.startswith("("):
                continue
            close = find_matching(s, 0)
            parsed = parse_params(s[1:close], subscript=(kw == "subscript"))
            if parsed is None:
                continue
            labels, flags = parsed
            if any(l.startswith("_") and l != "_" for l in labels):
                continue
            sel = selector(labels, flags)
            if kw == "init":
                if oname is None:
                    continue
                sink("init", oname, None, sel, flags, version, av, tag)
            elif kw == "macro":
                sink("func", "(macro)", nm, sel, flags, version, av, tag)
            else:
                sink("func", oname or "(global)", nm, sel, flags, version, av,
                     tag, static)
        # associatedtype, deinit, operator, import ... are not recorded
    if DEBUG:
        sys.stderr.write("end of %s: open scopes %d\n" % (
            tag, len(stack)))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--source", action="append", required=True,
                    metavar="VERSION=PATH",
                    help="an interface file tagged with the iOS SDK version "
                         "it comes from (repeatable)")
    ap.add_argument("--cite", action="append", default=[],
                    help="a provenance line for the header (repeatable)")
    ap.add_argument("--date", default=None,
                    help="date written in the header (default: "
                         "$SOURCE_DATE_EPOCH or today)")
    ap.add_argument("-o", "--output", default=None,
                    help="output file (default: "
                         "Sources/SwiftUI/Catalog/API/SwiftUIAPI.txt "
                         "in the repository)")
    args = ap.parse_args(argv)

    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(os.path.dirname(here))
    out_path = args.output or os.path.join(
        repo, "Sources", "Language", "SwiftUI", "Catalog", "API",
        "SwiftUIAPI.txt")

    sources = []
    for spec in args.source:
        if "=" not in spec:
            ap.error("--source wants VERSION=PATH, got %r" % spec)
        ver, path = spec.split("=", 1)
        ver = norm_version(ver)
        if ver is None:
            ap.error("bad version in %r" % spec)
        sources.append((ver, path))
    # oldest SDK first, so "first seen" versions are meaningful
    sources.sort(key=lambda s: vkey(s[0]))

    cat = Catalogue()
    first_seen = {}

    for tag, path in sources:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        modules = {"Swift", "SwiftUI", "SwiftUICore", "_Concurrency",
                   "Foundation", "CoreGraphics", "CoreFoundation", "UIKit",
                   "Combine", "Observation", "CoreTransferable",
                   "DeveloperToolsSupport", "Spatial", "Symbols",
                   "UniformTypeIdentifiers", "CoreData", "os", "OSLog",
                   "Accessibility", "CoreText", "QuartzCore", "Darwin",
                   "_StringProcessing", "Dispatch", "ObjectiveC"}
        for m in re.finditer(r"^\s*(?:@_exported\s+)?import\s+(?:[a-z]+\s+)?"
                             r"([A-Za-z_][A-Za-z0-9_]*)", text, re.M):
            modules.add(m.group(1))
        mm = re.search(r"-module-name\s+(\S+)", text)
        if mm:
            modules.add(mm.group(1))

        def sink(kind, owner, name, sel, flags, version, av, tag_,
                 static=False):
            if kind == "type":
                key = ("type", owner)
                first_seen.setdefault(key, tag_)
                cat.add_type(owner, name, version or "-")
                return
            if kind == "init":
                key = ("init", owner, sel.split("|")[0])
            elif kind == "func":
                key = ("func", owner, name, sel.split("|")[0], static)
            elif kind == "var":
                key = ("var", owner, name, static)
            else:
                key = ("case", owner, name)
            first_seen.setdefault(key, tag_)
            cat.add(key, version or "-", flags)

        walk_interface(text, tag, modules, sink)

    oldest = sources[0][0]

    def resolve(key, version):
        if version != "-":
            return version
        seen = first_seen.get(key, oldest)
        return seen if seen != oldest else "-"

    lines = set()
    for qname, (kind, version) in cat.types.items():
        v = resolve(("type", qname), version)
        lines.add("type\t%s\t%s\t%s" % (qname, kind, v))
    for key, (version, flags) in cat.entries.items():
        v = resolve(key, version)
        kind = key[0]
        if kind == "init":
            lines.add("init\t%s\t%s|%s\t%s" % (key[1], key[2], flags, v))
        elif kind == "func":
            line = "func\t%s\t%s\t%s|%s\t%s" % (key[1], key[2], key[3], flags,
                                                v)
            if key[4]:
                line += "\tstatic"
            lines.add(line)
        elif kind == "var":
            line = "var\t%s\t%s\t%s" % (key[1], key[2], v)
            if key[3]:
                line += "\tstatic"
            lines.add(line)
        else:
            lines.add("case\t%s\t%s\t%s" % (key[1], key[2], v))

    if args.date:
        date = args.date
    elif os.environ.get("SOURCE_DATE_EPOCH"):
        date = datetime.datetime.utcfromtimestamp(
            int(os.environ["SOURCE_DATE_EPOCH"])).strftime("%Y-%m-%d")
    else:
        date = datetime.date.today().isoformat()

    header = [
        "# SwiftUI public API catalogue (iOS), one declaration per line, "
        "tab-separated.",
        "# Generated by Scripts/swiftui-api/extract.py on %s; do not edit by "
        "hand." % date,
        "# Format: see Scripts/swiftui-api/README.md",
        "#   type\t<QualifiedName>\t<kind>\t<iOS>",
        "#   init\t<QualifiedName>\t<labels>|<defaults>\t<iOS>",
        "#   func\t<QualifiedName>\t<name>\t<labels>|<defaults>\t<iOS>"
        "\t[static]",
        "#   var\t<QualifiedName>\t<name>\t<iOS>\t[static]",
        "#   case\t<QualifiedName>\t<name>\t<iOS>",
        "# Sources (Apple SDK module interfaces, iOS SDK version = tag):",
    ]
    for tag, path in sources:
        header.append("#   iOS %s: %s" % (tag, os.path.basename(path)))
    for c in args.cite:
        header.append("#   " + c)

    body = sorted(lines)
    os.makedirs(os.path.dirname(out_path), exist_ok=True)
    with open(out_path, "w", encoding="utf-8") as f:
        f.write("\n".join(header) + "\n")
        f.write("\n".join(body) + "\n")

    counts = {}
    for l in body:
        k = l.split("\t", 1)[0]
        counts[k] = counts.get(k, 0) + 1
    modifiers = sum(1 for l in body if l.startswith("func\tView\t"))
    sys.stderr.write("wrote %s: %s; View modifiers: %d\n" % (
        out_path, ", ".join("%s=%d" % kv for kv in sorted(counts.items())),
        modifiers))
    return 0


if __name__ == "__main__":
    sys.exit(main())
