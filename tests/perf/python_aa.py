#!/usr/bin/env python3
"""Benchmark (issue 35): A/A of a Python artifact against itself through the real judge.

The same `.py` file is graded as the candidate and as the baseline (`--baseline FILE.py`): both sides
run in workers that embed CPython, the Numba function compiled once into the build cache. Every grade
is real: `--no-cache` and a fresh state directory (fresh secrets, fresh timed inputs). Under the null
the judge should credit 1: the issue asks ≤ 25% of inputs credited ≠ 1 and a median S in [0.98, 1.02]
over 10 grades. Also reports how long a grade's first build of the artifact takes (Numba compiles)
against a grade that finds it in the build cache.

  python3 tests/perf/python_aa.py [--reps 10] [--kernel llr/s000] [--candidate tests/zoo/python/honest_numba_s000.py]
                                  [--budget 0.5]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def grade(judge: Path, kernel: str, cand: str, state: str, budget: float) -> tuple[dict, float]:
    t0 = time.perf_counter()
    r = subprocess.run([str(judge), "grade", kernel, cand, "--baseline", cand, "--json", "--no-cache",
                        "--budget", str(budget), "--state-dir", state], capture_output=True, text=True, timeout=900)
    wall = time.perf_counter() - t0
    if not r.stdout:
        sys.exit(f"python_aa: the judge printed nothing: {r.stderr}")
    return json.loads(r.stdout), wall


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--kernel", default="llr/s000")
    ap.add_argument("--candidate", default=str(ROOT / "tests/zoo/python/honest_numba_s000.py"))
    ap.add_argument("--budget", type=float, default=0.5)
    a = ap.parse_args()
    judge = Path(os.environ.get("HPCABENCH_BUILD", ROOT / "build")) / "tools" / "hpcab-judge"
    speedups, ne1, inputs = [], 0, 0
    with tempfile.TemporaryDirectory(prefix="hpcab-python-aa-", dir=str(ROOT / "build")) as tmp:
        cache_state = os.path.join(tmp, "cache-probe")
        _, first = grade(judge, a.kernel, a.candidate, cache_state, 0.05)
        _, cached = grade(judge, a.kernel, a.candidate, cache_state, 0.05)
        print(f"# build: first grade {first:.1f} s (Numba compiles), same grade with the build cached {cached:.1f} s")
        print("# rep status S inputs_credited_ne1")
        for rep in range(a.reps):
            v, _ = grade(judge, a.kernel, a.candidate, os.path.join(tmp, f"s{rep}"), a.budget)
            credited = [i["credited"] for i in v["inputs"]]
            n = sum(1 for c in credited if c != 1)
            ne1 += n
            inputs += len(credited)
            speedups.append(v["speedup"] if v["speedup"] is not None else float("nan"))
            print(f"aa {rep} {v['status']} {v['speedup']} {n}/{len(credited)}")
    frac = ne1 / inputs if inputs else float("nan")
    med = statistics.median(speedups)
    print(f"# A/A {a.kernel} {Path(a.candidate).name}: {a.reps} grades, inputs credited != 1: {ne1}/{inputs} "
          f"({frac:.2f}, target <= 0.25), median S {med:.3f} (target [0.98, 1.02]), S range "
          f"[{min(speedups):.3f}, {max(speedups):.3f}]")
    return 0 if frac <= 0.25 and 0.98 <= med <= 1.02 else 1


if __name__ == "__main__":
    sys.exit(main())
