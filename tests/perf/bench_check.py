#!/usr/bin/env python3
"""Benchmark of hpcab_check_arrays (tests/perf; not a timed test).

Checks two 2^26-element f64 arrays (1 GiB read per check) on one thread and prints GB/s beside
memcmp of the same arrays (made bitwise equal, so memcmp reads all of both) and numpy.allclose,
all measured in this run, interleaved round by round; medians of --rounds rounds. GB/s counts the
two arrays once (16 bytes per element) for every method.

  python3 tests/perf/bench_check.py [--log2n 26] [--rounds 5]     (HPCABENCH_LIB selects the library)

Rows: `check` is hpcab_check_arrays with max|ref| given (spec.ref_absmax); `check, max|ref| found` lets
the call find max|ref| itself: here the √ℓ rule leaves atol at the band (ℓ = 1), so it is found on the
way and the arrays are still read once; `check, l=1e12` makes the rule raise atol, which needs
max|ref| before the comparison (one more read of ref); `check (equal)` runs on the bitwise-equal arrays.
"""
import argparse
import ctypes
import ctypes.util
import os
import statistics
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import hpcab_check_ctypes as hc  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--log2n", type=int, default=26)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    n = 1 << args.log2n
    lib = hc.load()
    libc = ctypes.CDLL(ctypes.util.find_library("c"))
    libc.memcmp.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t]
    libc.memcmp.restype = ctypes.c_int

    rng = np.random.default_rng(42)
    ref = rng.standard_normal(n)
    got = np.empty_like(ref)
    rtol, atol = 1e-9, 1e-11
    shape = (ctypes.c_int64 * 1)(n)
    absmax = ctypes.c_double(float(np.abs(ref).max()))

    def check(with_absmax, ell=1):
        spec = hc.CheckSpec(ctypes.sizeof(hc.CheckSpec), hc.DTYPES["f64"], hc.DTYPES["f64"], 1, shape, ell, 1,
                            ctypes.pointer(absmax) if with_absmax else None)
        rep = hc.CheckReport()
        rep.size = ctypes.sizeof(hc.CheckReport)
        assert lib.hpcab_check_arrays(ctypes.byref(spec), ref.ctypes.data, got.ctypes.data, ctypes.byref(rep)) == 0
        assert rep.passed
        return rep

    def timed(fn):
        t0 = time.perf_counter()
        fn()
        return time.perf_counter() - t0

    times = {k: [] for k in ("memcmp", "check", "check, max|ref| found", "check, l=1e12", "check (equal)",
                             "numpy.allclose")}
    for _ in range(args.rounds):
        np.multiply(ref, 1 + 3e-12, out=got)  # within the f64 band everywhere (no third array)
        times["check"].append(timed(lambda: check(True)))
        times["check, max|ref| found"].append(timed(lambda: check(False)))
        times["check, l=1e12"].append(timed(lambda: check(False, 10 ** 12)))
        times["numpy.allclose"].append(timed(lambda: np.allclose(got, ref, rtol=rtol, atol=atol)))
        np.copyto(got, ref)
        times["memcmp"].append(timed(lambda: libc.memcmp(ref.ctypes.data, got.ctypes.data, ref.nbytes)))
        times["check (equal)"].append(timed(lambda: check(True)))

    gb = 2 * ref.nbytes / 1e9
    base = statistics.median(times["memcmp"])
    print(f"f64 arrays of 2^{args.log2n} elements, one thread, median of {args.rounds} rounds")
    print(f"{'method':<22} {'ms':>9} {'GB/s':>7} {'vs memcmp':>10}")
    for k, v in times.items():
        m = statistics.median(v)
        print(f"{k:<22} {m * 1e3:9.1f} {gb / m:7.2f} {base / m:10.2f}")
    ac = statistics.median(times["numpy.allclose"]) / statistics.median(times["check"])
    print(f"check is {ac:.1f}x numpy.allclose")


if __name__ == "__main__":
    main()
