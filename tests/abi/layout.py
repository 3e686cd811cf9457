#!/usr/bin/env python3
"""The layout of every public struct and union of libhpcabench: sizeof, and offsetof of every member.

Parses the `typedef struct hpcab_X { ... } hpcab_X;` (and union) definitions of include/hpcab/*.h,
writes a C program that prints sizeof/offsetof for each, compiles it with the C compiler ($CC, else
cc) against include/, runs it, and prints the table:

    hpcab_build_options 88
      size 0
      cache_dir 8
      ...

Usage:
  layout.py [--include DIR]                 print the table
  layout.py --check LAYOUT.txt [--include DIR]  compare with a checked-in table; exit 1 on any difference
  layout.py --write LAYOUT.txt [--include DIR]  rewrite it (tools/abi-update.sh does this)

A layout change is as visible as a symbol change: tests/abi/layout.txt is compared in the abi suite.
Members are added only at the end of a struct (the size-field rule of lib/DESIGN.md §3).
"""
import argparse
import difflib
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_INCLUDE = os.path.normpath(os.path.join(HERE, "..", "..", "include"))


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def split_top(text, sep):
    """Splits text at sep outside parentheses and brackets."""
    out, depth, cur = [], 0, []
    for ch in text:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == sep and depth == 0:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    out.append("".join(cur))
    return out


def member_names(decl):
    """The member names of one declaration (`double a, b[4]`, `int (*fn)(void *)`)."""
    decl = " ".join(decl.split())
    if not decl:
        return []
    m = re.search(r"\(\s*\*\s*(\w+)\s*\)\s*\(", decl)
    if m:  # a function pointer
        return [m.group(1)]
    parts = split_top(decl, ",")
    names = []
    for i, p in enumerate(parts):
        p = re.sub(r"\[[^\]]*\]", "", p).strip()  # arrays
        p = p.split(":")[0].strip()  # bit-fields
        m = re.search(r"(\w+)\s*$", p)
        if not m:
            raise ValueError("cannot read a member name in: " + decl)
        names.append(m.group(1))
    return names


def public_types(include):
    """[(kind, name, [members])] for every typedef'd public struct/union, in header order."""
    types = []
    hdir = os.path.join(include, "hpcab")
    for fn in sorted(os.listdir(hdir)):
        if not fn.endswith(".h"):
            continue
        text = strip_comments(open(os.path.join(hdir, fn), encoding="utf-8").read())
        for m in re.finditer(r"typedef\s+(struct|union)\s+(hpcab_\w+)\s*\{", text):
            kind, name = m.group(1), m.group(2)
            depth, i = 1, m.end()
            while depth:
                depth += {"{": 1, "}": -1}.get(text[i], 0)
                i += 1
            body = text[m.end():i - 1]
            if "{" in body:
                raise ValueError(f"{fn}: {name} has a nested struct or union; name it and typedef it")
            members = [n for d in body.split(";") for n in member_names(d)]
            types.append((kind, name, members))
    return types


def measure(include):
    types = public_types(include)
    lines = ["#include <stddef.h>", "#include <stdio.h>", '#include "hpcab.h"', "int main(void) {"]
    for _, name, members in types:
        lines.append(f'  printf("%s %zu\\n", "{name}", sizeof({name}));')
        for mem in members:
            lines.append(f'  printf("  %s %zu\\n", "{mem}", offsetof({name}, {mem}));')
    lines += ["  return 0;", "}"]
    cc = os.environ.get("CC", "cc")
    with tempfile.TemporaryDirectory() as tmp:
        src, exe = os.path.join(tmp, "layout.c"), os.path.join(tmp, "layout")
        open(src, "w").write("\n".join(lines) + "\n")
        subprocess.run([cc, "-std=c17", "-I", include, src, "-o", exe], check=True)
        return subprocess.run([exe], check=True, capture_output=True, text=True).stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--include", default=DEFAULT_INCLUDE)
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--check", metavar="LAYOUT")
    g.add_argument("--write", metavar="LAYOUT")
    a = ap.parse_args()
    table = measure(a.include)
    if a.write:
        open(a.write, "w").write(table)
        print(f"wrote the layout of {sum(1 for l in table.splitlines() if not l.startswith(' '))} public types to {a.write}")
        return 0
    if a.check:
        expected = open(a.check).read()
        if expected == table:
            print(f"ABI: the layout of every public struct matches {a.check}")
            return 0
        sys.stderr.write(f"ABI: public struct layouts differ from {a.check} (- expected, + built):\n")
        sys.stderr.writelines(difflib.unified_diff(expected.splitlines(True), table.splitlines(True), "expected", "built"))
        sys.stderr.write("Members go at the end of a struct. If the change is deliberate, run tools/abi-update.sh and commit.\n")
        return 1
    sys.stdout.write(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
