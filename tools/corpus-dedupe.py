#!/usr/bin/env python3
"""Finds kernels of the corpus that duplicate another under a new name, by comparing outputs on shared
draws (issue 34: "no kernel duplicates another").

    tools/corpus-dedupe.py [--precision f64] [--draws 2] [KERNEL_OR_DIR...]   (default: the whole corpus)

Kernels are grouped by their call signature: the kinds of their arguments in order, each array's dtype,
rank and intent, each scalar's dtype. Within a group, every pair is compared on draws of the first
kernel (a fixed seed, its `test` sizes and one larger random draw): the second kernel's sizes are the
first's, position by position, and where its shapes then agree with the first's arrays both C
references run on copies of the same inputs. A pair whose every output agrees within the judge's bands
on every draw is reported as a duplicate, unless it is known: two TSVC-2 loops (the suite states some
computations in several source forms on purpose), a variant on other inputs (another init or size
range), or a pair from two suites in KNOWN; distributed kernels (reference_mpi.c) are left out. Each comparison runs in a child process (a reference fed
another kernel's inputs may fault: that pair is then no duplicate). Prints one line per duplicate pair
and a summary; exit 0 when there is none beyond KNOWN, 1 otherwise.
"""
from __future__ import annotations

import argparse
import ctypes
import importlib.util
import re
import sys
import tempfile
from pathlib import Path

import numpy as np
import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bindings" / "python"))

from hpcabench.correctness import check  # noqa: E402
from hpcabench.draw import Draw  # noqa: E402
from hpcabench.manifest import Manifest  # noqa: E402

SEED = 20261205

# TSVC-2 states some computations several times on purpose, in the source forms a compiler must see
# through (a reversed loop, a subroutine call, an EQUIVALENCE, a PARAMETER, a wraparound variable): a
# pair of TSVC-2 loops under their own names is reported as known, not as a duplicate.
TSVC = re.compile(r"llr/(s\d+|v[a-z]+)$")
# pairs from two source suites, each under the name its suite gives it
KNOWN = {
    frozenset(("llr/lfk11_first_sum", "sc/mapreduce/prefix_scan")):
        "Livermore loop 11 (first sum) is the prefix sum of the mapreduce dwarf",
}


def input_spec(d: Path) -> tuple:
    """What the kernel's inputs are, position by position: each array's init and distribution, each
    size's range. Two kernels with one computation and other inputs are variants, not duplicates (the
    `_rand` twins gather through a random permutation where TSVC's loop uses its own index pattern)."""
    y = yaml.safe_load((d / "kernel.yaml").read_text())
    arrays = [{k: v for k, v in spec.items() if k not in ("shape",)} for spec in y.get("arrays", {}).values()]
    sizes = [{k: v for k, v in spec.items() if k != "test"} for spec in y.get("sizes", {}).values()]
    return repr(arrays), repr(sizes)


def _spec_check():
    """tools/corpus-spec-check.py as a module (kernel_dirs, build_c)."""
    spec = importlib.util.spec_from_file_location("corpus_spec_check", ROOT / "tools" / "corpus-spec-check.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def signature(m: Manifest, precision: str) -> tuple:
    """The kernel's call signature: what a caller must pass, position by position."""
    out = []
    for a in m.args:
        if a.kind == "array":
            spec = m.arrays[a.name]
            out.append(("array", m.array_dtype(a.name, precision), len(spec.shape), spec.intent))
        elif a.kind == "size":
            out.append(("size",))
        else:
            out.append(("param", m.param_dtype(a.name, precision)))
    return tuple(out)


def same_outputs(ma: Manifest, la: ctypes.CDLL, mb: Manifest, lb: ctypes.CDLL, precision: str, draws: int) -> bool:
    """True when the two references compute the same outputs on every draw of `ma` (False as soon as a
    draw cannot be shared: other shapes, a size the other rejects)."""
    for i in range(draws):
        purpose = "test" if i == 0 else "correctness"
        try:
            d = Draw(ma, SEED, i, purpose, precision, initializers=la)
        except Exception:  # noqa: BLE001 - a draw the first kernel cannot make: nothing to compare
            return False
        size_names_a = [a.name for a in ma.args if a.kind == "size"]
        size_names_b = [a.name for a in mb.args if a.kind == "size"]
        sizes_b = {nb: d.sizes[na] for na, nb in zip(size_names_a, size_names_b)}
        arrays_a = [a.name for a in ma.args if a.kind == "array"]
        arrays_b = [a.name for a in mb.args if a.kind == "array"]
        try:
            for na, nb in zip(arrays_a, arrays_b):
                if mb.array_shape(nb, sizes_b) != tuple(d.arrays[na].shape):
                    return False
        except Exception:  # noqa: BLE001 - sizes the other manifest cannot take
            return False
        got_a = {n: x.copy() for n, x in d.arrays.items()}
        d.call(la, ma.symbol, got_a)
        got_b = {n: x.copy() for n, x in d.arrays.items()}
        d.call(lb, mb.symbol, got_b)  # positional: the same arguments in the same places
        for na in arrays_a:
            if ma.arrays[na].intent == "in":
                continue
            want, got = got_a[na], got_b[na]
            if want.dtype.kind in "iub":
                if not np.array_equal(want, got):
                    return False
            elif not check(want, got, precision, max(1, ma.accumulate(na, d.sizes))).passed:
                return False
    return True


def same_outputs_isolated(ma, la, mb, lb, precision: str, draws: int) -> bool:
    """same_outputs both ways, in a child process: a fault or a corrupted heap there is no duplicate."""
    import os

    pid = os.fork()
    if pid == 0:
        try:
            same = same_outputs(ma, la, mb, lb, precision, draws) and same_outputs(mb, lb, ma, la, precision, draws)
        except BaseException:  # noqa: BLE001 - anything that goes wrong: not a duplicate
            same = False
        os._exit(0 if same else 1)
    _, status = os.waitpid(pid, 0)
    return os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("kernels", nargs="*", default=[str(ROOT / "kernels")])
    ap.add_argument("--precision", default="f64")
    ap.add_argument("--draws", type=int, default=2)
    a = ap.parse_args(argv)
    sc = _spec_check()
    groups: dict[tuple, list] = {}
    for d in sc.kernel_dirs(a.kernels or [str(ROOT / "kernels")]):
        m = Manifest(str(d / "kernel.yaml"))
        if not m.has_precision(a.precision) or (d / "reference_mpi.c").is_file():
            continue  # a distributed kernel is its shared-memory kernel's computation by design
        groups.setdefault(signature(m, a.precision), []).append((d, m))
    pairs, dups = 0, []
    with tempfile.TemporaryDirectory(prefix="hpcab-dedupe-") as tmp:
        libs: dict[Path, ctypes.CDLL | None] = {}

        def lib_of(d: Path, m: Manifest):
            if d not in libs:
                try:
                    libs[d] = sc.build_c(d, m, a.precision, Path(tmp) / f"{len(libs)}.so")
                except Exception:  # noqa: BLE001 - a reference that does not build here: left out
                    libs[d] = None
            return libs[d]

        for members in groups.values():
            for i, (da, ma) in enumerate(members):
                for db, mb in members[i + 1:]:
                    la, lb = lib_of(da, ma), lib_of(db, mb)
                    if la is None or lb is None:
                        continue
                    pairs += 1
                    if not same_outputs_isolated(ma, la, mb, lb, a.precision, a.draws):
                        continue
                    known = KNOWN.get(frozenset((ma.id, mb.id)))
                    if not known and TSVC.match(ma.id) and TSVC.match(mb.id):
                        known = "two TSVC-2 loops: one computation in two source forms, as the suite states it"
                    if not known and input_spec(da) != input_spec(db):
                        known = "a variant: the same computation on other inputs"
                    if known:
                        print(f"known     {ma.id} {mb.id}: {known}")
                    else:
                        dups.append((ma.id, mb.id))
                        print(f"duplicate {ma.id} {mb.id}: the same outputs on shared draws")
    print(f"corpus-dedupe: {len(dups)} duplicate pair(s) among {pairs} pairs of kernels with the same signature")
    return 1 if dups else 0


if __name__ == "__main__":
    sys.exit(main())
