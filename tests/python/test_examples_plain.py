"""examples/harness.c reads plainly (issue 31): one statement a line, no comma operator packing several
calls (or a call and an exit code) into one expression to save lines."""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
# ") , call(" or ") , 2;": a comma operator after a call, not a comma between arguments
COMMA_OPERATOR = re.compile(r"\)\s*,\s*(?:hpcab_\w+\(|\d+\s*;)")


def test_the_example_harness_packs_no_statements_with_comma_operators():
    text = (ROOT / "examples" / "harness.c").read_text()
    packed = [f"{i}: {line.strip()}" for i, line in enumerate(text.splitlines(), 1) if COMMA_OPERATOR.search(line)]
    assert not packed, "comma operators in examples/harness.c:\n" + "\n".join(packed)
