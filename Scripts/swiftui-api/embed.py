#!/usr/bin/env python3
"""Writes a catalogue text file (SwiftUIAPI.txt, UIKitFoundationAPI.txt) into the Swift source that
holds it as a string literal, so the binary carries the catalogue with nothing to find at run time.

    python3 Scripts/swiftui-api/embed.py TEXT_FILE SWIFT_FILE CONSTANT_NAME
"""
import sys

def main():
    text_path, swift_path, name = sys.argv[1:4]
    text = open(text_path, encoding="utf-8").read()
    assert '"""#' not in text, "the text would end the raw string literal"
    with open(swift_path, "w", encoding="utf-8") as out:
        out.write(f"// Generated from {text_path.split('/')[-1]} by Scripts/swiftui-api/embed.py; edit the text file, not this one.\n")
        out.write(f"let {name} = #\"\"\"\n{text.rstrip()}\n\"\"\"#\n")

if __name__ == "__main__":
    main()
