"""The named kernel sets of kernels/sets/ (hpcab-run's `kernels: {set: NAME}`): each is one id a line
after a header saying how it was chosen; every id is a kernel of the corpus, once; each has its size and
track; the mechanical ones are what tools/make-sets.py's rules give."""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SETS = ROOT / "kernels" / "sets"
EXPECTED = {"focus40": (40, {"llr"}), "scicomp35": (35, {"sc"}), "mlscale20": (20, {"ml"}),
            "harness20": (20, {"llr", "sc", "ml"}), "repeat3": (3, {"llr", "sc", "ml"})}


def ids(name):
    return [ln.strip() for ln in (SETS / f"{name}.txt").read_text().splitlines() if ln.strip() and not ln.startswith("#")]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_set_names_distinct_kernels_of_its_tracks_in_its_number(name):
    got = ids(name)
    count, tracks = EXPECTED[name]
    assert len(got) == count and len(set(got)) == count
    assert {k.split("/")[0] for k in got} == tracks
    missing = [k for k in got if not (ROOT / "kernels" / k / "kernel.yaml").is_file()]
    assert not missing


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_set_says_how_it_was_chosen(name):
    head = [ln for ln in (SETS / f"{name}.txt").read_text().splitlines() if ln.startswith("#")]
    assert any("How chosen" in ln for ln in head)


def test_scicomp35_covers_every_dwarf():
    assert len({k.split("/")[1] for k in ids("scicomp35")}) == 13


def test_the_mechanical_sets_are_what_their_rules_give():
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "make-sets.py"), "--check"], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout
