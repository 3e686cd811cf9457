#!/usr/bin/env python3
"""Benchmark: A/A of a distributed reference against itself (lib/DESIGN.md §17; issue 37's target: the
median ratio within ±5% at P = 2). Runs `python3 -m hpcabench.distributed aa` on each kernel --reps times
(fresh secrets each) and prints each ratio and the median.

    python3 tests/perf/distributed_aa.py [--kernels K1,K2] [--pes 2] [--reps 5] [--rounds 40]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
KERNELS = ["sc/dense_linear_algebra/dist_dot", "sc/structured_grids/dist_heat_2d", "sc/sparse_linear_algebra/dist_spmv_band"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kernels", default=",".join(KERNELS))
    ap.add_argument("--pes", type=int, default=2)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=40)
    a = ap.parse_args()
    env = dict(os.environ, PYTHONPATH=str(ROOT / "bindings" / "python"))
    worst = 0.0
    for k in a.kernels.split(","):
        ratios = []
        for _ in range(a.reps):
            r = subprocess.run([sys.executable, "-m", "hpcabench.distributed", "aa", k, "--pes", str(a.pes), "--rounds",
                                str(a.rounds), "--json"], capture_output=True, text=True, env=env, timeout=1200)
            if r.returncode != 0:
                print(f"{k}: failed: {r.stderr[-500:]}")
                return 1
            ratios.append(json.loads(r.stdout)["ratio"])
        med = statistics.median(ratios)
        worst = max(worst, max(abs(x - 1) for x in ratios))
        print(f"{k} P={a.pes}: A/A ratios {', '.join(f'{x:.4f}' for x in ratios)}; median {med:.4f}")
    print(f"largest deviation from 1: {100 * worst:.2f}% (target: within 5%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
