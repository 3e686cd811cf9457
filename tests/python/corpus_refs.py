"""Calls corpus references through ctypes at any precision of their manifest, for the numpy cross-checks
(tests/python/test_corpus_*.py).

    refs(kernel, prec, **named) -> dict of every array after the call

Each reference is compiled once per (kernel, precision) per test session with the judge's defines
(gcc -std=c17 -O2 -DHPCAB_PREC_<P>) and called with its manifest's `args` order. Named values:
  - arrays of dtype `real`: float arrays (any float dtype); they are rounded to the run precision (f16 and
    bf16 round to nearest even, as HPCAB_ST does) and stored as the kernel's real_t; an `out` array may be
    given as a shape tuple instead. The returned dict holds every array decoded to float64.
  - integer/other arrays: numpy arrays, converted to the manifest dtype;
  - sizes: ints; params: Python numbers (a `real` param is rounded to the run precision).
rnd(x, prec) gives the float64 values the kernel sees for x, so a numpy check computes on exactly the
kernel's inputs. tol(prec) is the comparison band used by close().
With HPCAB_CORPUS_REFS_LOG=FILE set, every call appends "kernel precision" to FILE (the validation table).
"""
import ctypes
import os
import shutil
import subprocess
import threading

import numpy as np
import pytest

yaml = pytest.importorskip("yaml")
if shutil.which("gcc") is None:
    pytest.skip("gcc is needed", allow_module_level=True)

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

NP = {"f64": np.float64, "f32": np.float32, "i8": np.int8, "u8": np.uint8, "i16": np.int16, "u16": np.uint16,
      "i32": np.int32, "i64": np.int64, "u32": np.uint32, "u64": np.uint64, "bool": np.bool_}
CT = {"f64": ctypes.c_double, "f32": ctypes.c_float, "f16": ctypes.c_uint16, "bf16": ctypes.c_uint16,
      "i32": ctypes.c_int32, "i64": ctypes.c_int64}
# relative band of a check at each precision (inputs are rounded identically on both sides, so the bands
# cover the kernel's own rounding: f64/f32 arithmetic, or f32 arithmetic and one rounding of the output)
RTOL = {"f64": 1e-11, "f32": 2e-5, "f16": 4e-3, "bf16": 3e-2}


def bf16_bits(x):
    """bfloat16 bits of float values, rounding to nearest even (from the float32 value; NaN stays NaN)."""
    b = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32).astype(np.uint64)
    r = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)
    nan = np.isnan(np.asarray(x, dtype=np.float32))
    return np.where(nan, np.uint16(0x7FC0), r).astype(np.uint16)


def bf16_value(bits):
    return (np.asarray(bits, dtype=np.uint32) << 16).view(np.float32).astype(np.float64)


def encode(x, prec):
    """Storage of float values x at precision prec (float64, float32, or uint16 bits)."""
    x = np.asarray(x, dtype=np.float64)
    if prec == "f64":
        return np.ascontiguousarray(x)
    if prec == "f32":
        return np.ascontiguousarray(x.astype(np.float32))
    if prec == "f16":
        return np.ascontiguousarray(x.astype(np.float16).view(np.uint16))
    return np.ascontiguousarray(bf16_bits(x.astype(np.float32)))


def decode(buf, prec):
    if prec in ("f64", "f32"):
        return np.asarray(buf, dtype=np.float64)
    if prec == "f16":
        return buf.view(np.float16).astype(np.float64)
    return bf16_value(buf)


def rnd(x, prec):
    """The float64 values x takes at precision prec (same shape; a Python float for a scalar)."""
    r = decode(encode(x, prec), prec).reshape(np.shape(x))
    return float(r) if r.ndim == 0 else r


def tol(prec):
    return RTOL[prec]


def close(got, want, prec, rtol=None, atol=None, scale=None, err=""):
    """Asserts |got - want| <= atol + rtol |want| elementwise; by default rtol = tol(prec) and atol = rtol
    times the largest |want| (or scale). NaN/Inf positions must match."""
    got, want = np.asarray(got, dtype=np.float64), np.asarray(want, dtype=np.float64)
    assert got.shape == want.shape, (got.shape, want.shape)
    rtol = tol(prec) if rtol is None else rtol
    if atol is None:
        m = np.max(np.abs(want[np.isfinite(want)])) if np.isfinite(want).any() else 0.0
        atol = rtol * (m if scale is None else scale)
    np.testing.assert_allclose(got, want, rtol=rtol, atol=atol, err_msg=err)


class Refs:
    """Compiles and calls references; one instance per test session (see the `refs` fixture)."""

    def __init__(self, tmpdir):
        self.tmp = tmpdir
        self.libs, self.manifests = {}, {}
        self.lock = threading.Lock()

    def manifest(self, kernel):
        if kernel not in self.manifests:
            with open(os.path.join(TOP, "kernels", kernel, "kernel.yaml")) as f:
                self.manifests[kernel] = yaml.safe_load(f)
        return self.manifests[kernel]

    def lib(self, kernel, prec):
        key = (kernel, prec)
        if key not in self.libs:
            m = self.manifest(kernel)
            src = os.path.join(TOP, "kernels", kernel, m["reference"])
            so = os.path.join(self.tmp, kernel.replace("/", "_") + f"_{prec}.so")
            cmd = ["gcc", "-std=c17", "-O2", "-fPIC", "-shared", "-I", os.path.join(TOP, "include"),
                   f"-DHPCAB_PREC_{prec.upper()}", src, "-o", so, "-lm"]
            subprocess.run(cmd, check=True)
            self.libs[key] = ctypes.CDLL(so)
        return self.libs[key]

    def prebuild(self, kernels, precs=None, jobs=2):
        """Compiles several references at once (two at a time) before the tests call them."""
        import concurrent.futures
        todo = [(k, p) for k in kernels for p in (precs or self.manifest(k)["precisions"])
                if p in self.manifest(k)["precisions"] and (k, p) not in self.libs]
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
            list(ex.map(lambda kp: self.lib(*kp), todo))

    def __call__(self, kernel, prec="f64", **named):
        m = self.manifest(kernel)
        assert prec in m["precisions"], f"{kernel} has no {prec}"
        fn = getattr(self.lib(kernel, prec), m["symbol"])
        arrays, sizes, params = m["arrays"], m["sizes"], m.get("params") or {}
        bufs, args, types = {}, [], []
        for a in m["args"]:
            if a in arrays:
                spec = arrays[a]
                v = named[a]
                dt = spec["dtype"]
                if isinstance(v, tuple):
                    assert spec["intent"] == "out", f"{kernel}: {a} is not an out array"
                    if dt == "real":
                        buf = np.full(v, np.nan, dtype=np.float64)
                        buf = encode(buf, prec)
                    else:
                        buf = np.zeros(v, dtype=NP[dt])
                elif dt == "real":
                    buf = encode(v, prec).copy()
                else:
                    buf = np.ascontiguousarray(np.asarray(v).astype(NP[dt]))
                bufs[a] = buf
                args.append(buf.ctypes.data_as(ctypes.c_void_p))
                types.append(ctypes.c_void_p)
            elif a in sizes:
                args.append(int(named[a]))
                types.append(ctypes.c_int64)
            else:
                dt = params[a].get("dtype", "real")
                v = named[a] if a in named else params[a]["value"]
                if dt == "real":
                    t = CT[prec]
                    v = encode(np.array([v]), prec)[0].item()
                else:
                    t = CT[dt]
                args.append(t(v))
                types.append(t)
        fn.argtypes, fn.restype = types, None
        fn(*args)
        if os.environ.get("HPCAB_CORPUS_REFS_LOG"):
            with self.lock, open(os.environ["HPCAB_CORPUS_REFS_LOG"], "a") as f:
                f.write(f"{kernel} {prec}\n")
        out = {}
        for a, buf in bufs.items():
            out[a] = decode(buf, prec) if arrays[a]["dtype"] == "real" else buf
        return out


_session = {}


@pytest.fixture(scope="session")
def refs(tmp_path_factory):
    """The session's Refs (shared by every corpus test module that imports this fixture)."""
    if "refs" not in _session:
        _session["refs"] = Refs(str(tmp_path_factory.mktemp("corpus_refs")))
    return _session["refs"]


def precisions(kernel):
    """The precisions of a kernel's manifest (for parametrizing tests)."""
    with open(os.path.join(TOP, "kernels", kernel, "kernel.yaml")) as f:
        return yaml.safe_load(f)["precisions"]
