#!/usr/bin/env python3
"""Writes the named kernel sets of kernels/sets/ (hpcab-run's `kernels: {set: NAME}`) by the rules each
file's header states, so that every set can be rebuilt and checked (tests/python/test_kernel_sets.py):

    tools/make-sets.py            rewrite kernels/sets/{scicomp35,mlscale20,harness20,repeat3}.txt
    tools/make-sets.py --check    exit 1 when a file differs from what the rules give

focus40.txt (the llr set) is kept as it is: its own header states its rule. Distributed kernels
(`dist_*`) are left out of every set: their grades need MPI.
"""
import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SETS = ROOT / "kernels" / "sets"


def kernels(track: str) -> list[str]:
    """Kernel ids of a track, sorted, without the distributed ones."""
    out = []
    for y in sorted((ROOT / "kernels" / track).rglob("kernel.yaml")):
        kid = str(y.parent.relative_to(ROOT / "kernels"))
        if not y.parent.name.startswith("dist_"):
            out.append(kid)
    return sorted(out)


def read_set(name: str) -> list[str]:
    return [ln.strip() for ln in (SETS / f"{name}.txt").read_text().splitlines() if ln.strip() and not ln.startswith("#")]


def scicomp35() -> list[str]:
    by_dwarf: dict[str, list[str]] = {}
    for k in kernels("sc"):
        by_dwarf.setdefault(k.split("/")[1], []).append(k)
    out: list[str] = []
    depth = 0
    while len(out) < 35:
        for dwarf in sorted(by_dwarf):
            if depth < len(by_dwarf[dwarf]) and len(out) < 35:
                out.append(by_dwarf[dwarf][depth])
        depth += 1
    return out


def mlscale20() -> list[str]:
    ml = kernels("ml")
    step = len(ml) // 20
    return ml[::step][:20]


def harness20() -> list[str]:
    return read_set("focus40")[::6][:7] + scicomp35()[:7] + mlscale20()[::3][:6]


RULES = {
    "scicomp35": ("35 kernels of the sc track for agent experiments.",
                  "How chosen (mechanically, tools/make-sets.py): the dwarfs in sorted order, round-robin, each\n"
                  "# time the next kernel of each dwarf in sorted order of its name, until 35 (13 dwarfs: 3 rounds).",
                  scicomp35),
    "mlscale20": ("20 kernels of the ml track for agent experiments.",
                  "How chosen (mechanically, tools/make-sets.py): the ml kernels in sorted order, every\n"
                  "# (count // 20)-th one, the first 20.", mlscale20),
    "harness20": ("20 kernels over the three tracks, for comparing harnesses.",
                  "How chosen (mechanically, tools/make-sets.py): every 6th kernel of focus40 (the first 7),\n"
                  "# the first 7 of scicomp35, every 3rd kernel of mlscale20 (the first 6).", harness20),
    "repeat3": ("3 kernels for run-to-run studies (the same episode repeated).",
                "How chosen (by hand, for distinct characters and quick grades): a memory-bound loop\n"
                "# (llr/s000), a compute-bound dense kernel (sc/dense_linear_algebra/gemm) and an ML operator with\n"
                "# a reduction (ml/softmax).",
                lambda: ["llr/s000", "sc/dense_linear_algebra/gemm", "ml/softmax"]),
}


def text(name: str) -> str:
    what, how, rule = RULES[name]
    ids = rule()
    return f"# {name}: {what} (hpcab-run's `kernels: {{set: {name}}}`)\n# {how}\n" + "".join(f"{k}\n" for k in ids)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    bad = 0
    for name in RULES:
        path = SETS / f"{name}.txt"
        want = text(name)
        if a.check:
            if not path.is_file() or path.read_text() != want:
                print(f"make-sets: {path} differs from its rule (rerun tools/make-sets.py)")
                bad += 1
        else:
            path.write_text(want)
            print(f"wrote {path.relative_to(ROOT)}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
