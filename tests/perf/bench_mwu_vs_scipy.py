#!/usr/bin/env python3
"""Benchmark (not a timed test): hpcab_mwu_test (through ctypes) against scipy.stats.mannwhitneyu, exact
method, U at the middle of its range (the worst case), side by side in one run. scipy keeps the
distribution of the last sizes per thread; "scipy cold" clears it before each call, as a first call
or a call with new sizes sees it. Prints medians over repetitions and the ratios.
Run: HPCABENCH_LIB=build/lib/libhpcabench.so python3 tests/perf/bench_mwu_vs_scipy.py"""
import ctypes
import os
import statistics
import sys
import time

import numpy as np
import scipy.stats as ss
from scipy.stats import _mannwhitneyu as smw


class Result(ctypes.Structure):
    _fields_ = [("size", ctypes.c_size_t), ("u1", ctypes.c_double), ("p", ctypes.c_double),
                ("method", ctypes.c_int), ("ties", ctypes.c_bool)]


lib = ctypes.CDLL(os.environ.get("HPCABENCH_LIB", "build/lib/libhpcabench.so"))
dp = ctypes.POINTER(ctypes.c_double)
lib.hpcab_mwu_test.argtypes = [dp, ctypes.c_size_t, dp, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_bool,
                          ctypes.POINTER(Result)]


def hpcab(x, y):
    r = Result(ctypes.sizeof(Result))
    assert lib.hpcab_mwu_test(x.ctypes.data_as(dp), len(x), y.ctypes.data_as(dp), len(y), 0, 1, True, ctypes.byref(r)) == 0
    return r.p


def med_time(fn, reps):
    ts = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t0)
    return statistics.median(ts)


reps = int(sys.argv[1]) if len(sys.argv) > 1 else 7
print("%-9s %12s %14s %14s %12s %12s" % ("n1 x n2", "hpcab_us", "scipy_warm_us", "scipy_cold_us", "warm/hpcab", "cold/hpcab"))
for n1, n2 in [(8, 8), (30, 30), (50, 50), (100, 100), (10, 200)]:
    x = np.array([2.0 * i * n2 / n1 + 0.5 for i in range(n1)])
    y = np.array([2.0 * i + 1.0 for i in range(n2)])
    assert abs(hpcab(x, y) - ss.mannwhitneyu(x, y, method="exact").pvalue) < 1e-10
    th = med_time(lambda: hpcab(x, y), reps * 5)
    tw = med_time(lambda: ss.mannwhitneyu(x, y, method="exact"), reps)

    def cold():
        if hasattr(smw._mwu_state, "s"):
            del smw._mwu_state.s
        ss.mannwhitneyu(x, y, method="exact")

    tc = med_time(cold, reps)
    print("%-9s %12.1f %14.1f %14.1f %12.1f %12.1f" % ("%dx%d" % (n1, n2), th * 1e6, tw * 1e6, tc * 1e6, tw / th, tc / th))
