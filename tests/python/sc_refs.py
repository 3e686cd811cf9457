"""Calling corpus references through ctypes, for the numpy/scipy cross-checks of the sc track
(tests/python/test_corpus_sc_*.py).

A test asks the `ref` fixture to run one kernel's reference at one precision:

    o = ref("sc/dense_linear_algebra/atax", prec, A=A, x=x, M=5, N=7)
    close(o["y"], A.T @ (A @ x), prec)

- every size and param in the manifest's `args` is given by name (derived sizes may be left out: they
  are computed from their `expr`);
- every `in`/`inout` array is given; `real` arrays are converted to the run precision (pass values that
  are already representable, e.g. through q(prec, ...), when the expected result is computed from
  them), other dtypes must match the manifest exactly; every array's element count is checked against
  its declared shape;
- `out` arrays may be left out: they are allocated and poisoned (NaN, or 0x5A bytes for integers), so
  an element the reference forgets to write shows up in the comparison;
- after the call, every `in` array is checked to be bitwise unchanged.
The reference is compiled once per (kernel, precision) with -DHPCAB_PREC_<P> and the exact prototype
the library derives from the manifest (hpcab_manifest_prototype, through the binding) force-included, so an argument list that disagrees
with the manifest fails to compile instead of corrupting memory. Returns a dict of every array passed.

The numpy side of each test must be written from the kernel's definition, never by transliterating
reference.c.
"""
import ctypes
import functools
import os
import shutil
import subprocess
import sys

import numpy as np
import pytest

if shutil.which("gcc") is None:
    pytest.skip("gcc is needed", allow_module_level=True)

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(TOP, "bindings", "python"))
hb = pytest.importorskip("hpcabench")  # the manifests as the library loads them

NP = {"f64": np.float64, "f32": np.float32, "i8": np.int8, "i16": np.int16, "i32": np.int32,
      "i64": np.int64, "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64,
      "bool": np.bool_, "c64": np.complex64, "c128": np.complex128}
CT = {"f64": ctypes.c_double, "f32": ctypes.c_float, "i32": ctypes.c_int32, "i64": ctypes.c_int64}
# comparison bands of the cross-checks (looser than the judge's own bands would need: the numpy side
# sums in another order); atol is relative to the largest expected magnitude
BANDS = {"f64": (1e-10, 1e-12), "f32": (2e-3, 1e-4)}


@functools.lru_cache(maxsize=None)
def manifest(kernel):
    return hb.Manifest(os.path.join(TOP, "kernels", kernel))


def precisions(kernel):
    """The run precisions a kernel's manifest lists (the parametrization of its cross-check)."""
    return list(manifest(kernel).precisions)


def dtype_of(decl, prec):
    return NP[prec if decl == "real" else decl]


def q(prec, *arrays):
    """float64 copies of the arrays holding values representable at `prec` (f32: rounded to float)."""
    out = [np.asarray(a, dtype=NP[prec]).astype(np.float64) for a in arrays]
    return out[0] if len(out) == 1 else out


def close(got, want, prec, rtol=None, atol=None):
    """Elementwise |got - want| <= atol * max(1, max|want|) + rtol * |want| at the precision's band."""
    r0, a0 = BANDS[prec]
    kind = np.complex128 if np.iscomplexobj(want) or np.iscomplexobj(got) else np.float64
    want = np.asarray(want, dtype=kind)
    scale = max(1.0, float(np.max(np.abs(want)))) if want.size else 1.0
    np.testing.assert_allclose(np.asarray(got, dtype=kind), want, rtol=rtol if rtol is not None else r0,
                               atol=(atol if atol is not None else a0) * scale)


class Refs:
    def __init__(self, tmpdir):
        self.tmp = tmpdir
        self.libs = {}

    def lib(self, kernel, prec):
        key = (kernel, prec)
        if key not in self.libs:
            m = manifest(kernel)
            base = os.path.join(self.tmp, kernel.replace("/", "_") + "_" + prec)
            with open(base + ".h", "w") as f:
                f.write('#include "hpcab/kernel.h"\n' + m.prototype(prec) + "\n")
            src = os.path.join(TOP, "kernels", kernel, m.reference)
            cmd = ["gcc", "-std=c17", "-O1", "-Wall", "-Wextra", "-Werror", "-fPIC", "-shared",
                   "-I", os.path.join(TOP, "include"), f"-DHPCAB_PREC_{prec.upper()}", "-include", base + ".h",
                   src, "-o", base + ".so", "-lm"]
            r = subprocess.run(cmd, capture_output=True, text=True)
            assert r.returncode == 0, f"compiling {kernel} ({prec}) failed:\n{r.stderr}"
            self.libs[key] = ctypes.CDLL(base + ".so")
        return self.libs[key]

    def __call__(self, kernel, prec="f64", **named):
        m = manifest(kernel)
        assert prec in m.precisions, f"{kernel} has no {prec}"
        sizes, arrays, params = m.sizes, m.arrays, m.params
        given = {}
        for s, spec in sizes.items():
            if s in named:
                given[s] = int(named[s])
            elif spec.kind != "expr":
                raise AssertionError(f"{kernel}: size {s} not given")
        env = dict(m.sizes_of(given))  # derived sizes computed by the library
        bufs, before = {}, {}
        for a, spec in arrays.items():
            dt = dtype_of(spec.dtype, prec)
            dims = list(m.array_shape(a, env))
            count = int(np.prod(dims))
            if a in named:
                v = named[a]
                if spec.dtype == "real":
                    v = np.ascontiguousarray(v, dtype=dt)
                else:
                    v = np.asarray(v)
                    assert v.dtype == dt, f"{kernel}: array {a} is {v.dtype}, the manifest says {spec.dtype}"
                    v = np.ascontiguousarray(v)
                if spec.intent != "in" or v is named[a]:
                    v = v.copy()
                assert v.size == count, f"{kernel}: array {a} has {v.size} elements, its shape gives {count}"
            else:
                assert spec.intent == "out", f"{kernel}: {spec.intent} array {a} not given"
                v = np.empty(count, dtype=dt)
                if np.issubdtype(dt, np.floating):
                    v.fill(np.nan)
                else:
                    v.view(np.uint8).fill(0x5A)
            bufs[a] = v.reshape(dims)
            if spec.intent == "in":
                before[a] = v.tobytes()
        args, types = [], []
        for a in (arg.name for arg in m.args):
            if a in arrays:
                args.append(bufs[a].ctypes.data_as(ctypes.c_void_p))
                types.append(ctypes.c_void_p)
            elif a in sizes:
                args.append(env[a])
                types.append(ctypes.c_int64)
            else:
                t = params[a].dtype
                ct = CT[prec if t == "real" else t]
                args.append(named[a])
                types.append(ct)
        if os.environ.get("HPCAB_SC_REFS_LOG"):  # which (kernel, precision) pairs the cross-checks exercised
            with open(os.environ["HPCAB_SC_REFS_LOG"], "a") as log:
                log.write(f"{kernel} {prec}\n")
        fn = getattr(self.lib(kernel, prec), m.symbol)
        fn.argtypes = types
        fn.restype = None
        fn(*args)
        for a, b in before.items():
            assert bufs[a].tobytes() == b, f"{kernel}: the reference changed its input {a}"
        return bufs


@pytest.fixture(scope="module")
def ref(tmp_path_factory):
    return Refs(str(tmp_path_factory.mktemp("screfs")))


DTYPE_ENUM = {np.float64: 1, np.float32: 2, np.int8: 5, np.int16: 6, np.int32: 7, np.int64: 8, np.uint8: 9, np.uint32: 11, np.uint64: 12}


class InitCtx(ctypes.Structure):
    """hpcab_init_ctx of include/hpcab/rng.h (the argument of a custom initializer)."""
    _fields_ = [("size", ctypes.c_size_t), ("n_sizes", ctypes.c_size_t), ("size_names", ctypes.POINTER(ctypes.c_char_p)),
                ("size_values", ctypes.POINTER(ctypes.c_int64)), ("n_arrays", ctypes.c_size_t),
                ("array_names", ctypes.POINTER(ctypes.c_char_p)), ("arrays", ctypes.POINTER(ctypes.c_void_p)),
                ("array_dtypes", ctypes.POINTER(ctypes.c_int)), ("array_counts", ctypes.POINTER(ctypes.c_size_t)),
                ("target", ctypes.c_size_t), ("next_u64", ctypes.c_void_p), ("rng", ctypes.c_void_p)]


def run_initializers(lib, sizes, arrays, seed=1):
    """Fills arrays the way the library does for `{function: NAME}` inits, outside the library (to check
    what an initializer draws): `arrays` lists (name, numpy dtype, count, NAME or a numpy array) in manifest
    order; each initializer sees the sizes, the arrays before it and a 64-bit generator (an LCG here).
    Returns {name: array}."""
    state = [seed]

    @ctypes.CFUNCTYPE(ctypes.c_uint64, ctypes.c_void_p)
    def next_u64(_):
        state[0] = (state[0] * 6364136223846793005 + 1442695040888963407) % 2 ** 64
        return state[0] ^ (state[0] >> 29)
    names = list(sizes)
    bufs = [np.zeros(c, dtype=dt) if isinstance(f, str) else np.ascontiguousarray(f, dtype=dt) for _, dt, c, f in arrays]
    c_snames = (ctypes.c_char_p * len(names))(*[s.encode() for s in names])
    c_svals = (ctypes.c_int64 * len(names))(*[sizes[s] for s in names])
    c_anames = (ctypes.c_char_p * len(arrays))(*[a[0].encode() for a in arrays])
    c_ptrs = (ctypes.c_void_p * len(arrays))()
    c_dtypes = (ctypes.c_int * len(arrays))(*[DTYPE_ENUM[np.dtype(a[1]).type] for a in arrays])
    c_counts = (ctypes.c_size_t * len(arrays))(*[a[2] for a in arrays])
    for t, (name, _, _, f) in enumerate(arrays):
        for i in range(t + 1):
            c_ptrs[i] = bufs[i].ctypes.data
        if isinstance(f, str):
            ctx = InitCtx(ctypes.sizeof(InitCtx), len(names), c_snames, c_svals, len(arrays), c_anames, c_ptrs, c_dtypes,
                          c_counts, t, ctypes.cast(next_u64, ctypes.c_void_p), None)
            fn = getattr(lib, f)
            fn.restype = ctypes.c_int
            assert fn(ctypes.byref(ctx)) == 0, f"initializer {f} failed"
    return {a[0]: b for a, b in zip(arrays, bufs)}
