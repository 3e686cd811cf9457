"""One input draw of a kernel (hpcab/draw.h): sizes, params and every array's contents for (manifest,
run precision, secret seed, draw index, purpose). The library writes the arrays straight into
numpy-owned memory: nothing is copied."""
from __future__ import annotations

import ctypes
import os

import numpy as np

from . import _dtype
from ._lib import Error, call, lib
from ._structs import RESOLVE_FN, DrawLimits

PURPOSES = {"test": 1, "correctness": 2, "timed": 3}
_PURPOSE_NAMES = {v: k for k, v in PURPOSES.items()}
_INTENTS = {1: "in", 2: "out", 3: "inout"}


def seed_bytes(seed) -> bytes:
    """A 32-byte secret seed from bytes (32 of them) or a non-negative int (little-endian)."""
    if isinstance(seed, (bytes, bytearray, memoryview)):
        b = bytes(seed)
    elif isinstance(seed, (int, np.integer)) and not isinstance(seed, bool) and seed >= 0:
        b = int(seed).to_bytes(32, "little") if int(seed) < 1 << 256 else b""
    elif isinstance(seed, str) and len(seed) == 64:
        b = bytes.fromhex(seed)
    else:
        b = b""
    if len(b) != 32:
        raise Error("a seed is 32 bytes (bytes, 64 hex digits or an int below 2**256)", -1, "invalid")
    return b


def _resolver(library):
    """A hpcab_draw_resolve_fn over a shared object (path or ctypes.CDLL) or a callable name -> address."""
    if library is None:
        return None, None
    if isinstance(library, (str, os.PathLike)):
        library = ctypes.CDLL(os.fspath(library))
    if isinstance(library, ctypes.CDLL):
        dll = library

        def find(name: str):
            try:
                return ctypes.cast(getattr(dll, name), ctypes.c_void_p).value
            except AttributeError:
                return None
    elif callable(library):
        find = library
    else:
        raise Error("initializers: pass a shared object path, a ctypes.CDLL or a callable name -> address", -1,
                    "invalid")

    def resolve(_ctx, symbol):
        try:
            return find(symbol.decode())
        except Exception:  # noqa: BLE001 - an unresolved symbol is reported by the library
            return None

    cb = RESOLVE_FN(resolve)
    return cb, (cb, library)


class Draw:
    """One draw: `sizes` and `params` (dicts), `arrays` (name -> numpy array; out arrays zero-filled,
    bf16 as uint16 bit patterns), `dtypes` (name -> hpcab dtype), `intents`. perturb(name, round) makes
    the array of a timing round. `precision` takes a libhpcabench name or a numpy dtype (np.float32,
    "float32"). A context manager: `with m.draw(seed, 0, "test", "f32") as d: ...` frees the library's
    handle at the end (the arrays stay)."""

    def __init__(self, manifest, seed, index: int = 0, purpose: str = "timed", precision: str = "f64", *,
                 footprint_cap: int = 0, max_tries: int = 0, limits_precision: str | None = None,
                 sizes=None, initializers=None, threads: int = 0, fill: bool = True):
        if purpose not in PURPOSES:
            raise Error(f"unknown purpose '{purpose}' (test, correctness or timed)", -1, "invalid")
        precision = _dtype.canonical(precision)
        self.manifest = manifest
        self._h = ctypes.c_void_p()
        limits = None
        if footprint_cap or max_tries or limits_precision:
            limits = DrawLimits.new(footprint_cap=footprint_cap, max_tries=max_tries,
                                    precision=0 if limits_precision is None else _dtype.code(limits_precision))
        if sizes is not None:  # given sizes (the D draws of one timed input share theirs)
            given = manifest.sizes_of(sizes)
            call("hpcab_draw_new_sized", manifest.handle, _dtype.code(precision), seed_bytes(seed), index,
                 PURPOSES[purpose], given.handle, ctypes.byref(self._h))
        else:
            call("hpcab_draw_new", manifest.handle, _dtype.code(precision), seed_bytes(seed), index,
                 PURPOSES[purpose], None if limits is None else ctypes.byref(limits), ctypes.byref(self._h))
        self._resolve, self._keep = _resolver(initializers)
        if self._resolve is not None:
            call("hpcab_draw_set_resolver", self._h, self._resolve, None)
        h, m = self._h, manifest
        self.index, self.purpose, self.precision = index, purpose, precision
        s = lib.hpcab_draw_sizes(h)
        self.sizes = {n: int(lib.hpcab_sizes_get(s, i)) for i, n in enumerate(m.sizes)}
        self.params = {}
        for i, n in enumerate(m.params):
            v = lib.hpcab_draw_param(h, i)
            self.params[n] = int(v) if _dtype.is_integer(m.param_dtype(n, precision)) else v
        self.dtypes, self.intents, self.arrays = {}, {}, {}
        # The library remembers the last buffer each array was written to and hands those to custom
        # initializers: keep every such buffer alive here, whatever the caller does with `arrays`.
        self._held: dict[str, np.ndarray] = {}
        for i, n in enumerate(m.arrays):
            self.dtypes[n] = _dtype.name(lib.hpcab_draw_array_dtype(h, i))
            self.intents[n] = _INTENTS.get(lib.hpcab_draw_array_intent(h, i), "invalid")
            shape = m.array_shape(n, self.sizes)
            self.arrays[n] = np.zeros(shape, _dtype.numpy_dtype(self.dtypes[n]))
            assert self.arrays[n].nbytes == lib.hpcab_draw_array_bytes(h, i)
        if fill:
            self.fill(threads=threads)

    def close(self) -> None:
        """Frees the draw's library handle now (also done when it is garbage-collected); the numpy
        arrays in `arrays` stay usable."""
        if getattr(self, "_h", None) and self._h.value and lib is not None:
            lib.hpcab_draw_free(self._h)
            self._h = ctypes.c_void_p()

    __del__ = close

    def __enter__(self) -> "Draw":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    @property
    def handle(self) -> ctypes.c_void_p:
        """The hpcab_draw pointer (for calls this binding does not wrap)."""
        if not self._h.value:
            raise Error("the draw was closed", -17, "state")
        return self._h

    def _i(self, name: str) -> int:
        names = list(self.arrays)
        if name not in self.arrays:
            raise Error(f"{self.manifest.id}: no array '{name}'", -7, "notfound")
        return names.index(name)

    def fill(self, names=None, *, threads: int = 0) -> "Draw":
        """(Re)fills the in/inout arrays (all, or those named), in manifest order, into `arrays`."""
        for n in (list(self.arrays) if names is None else names):
            a = self.arrays[n]
            if not isinstance(a, np.ndarray) or a.dtype != _dtype.numpy_dtype(self.dtypes[n]) or \
                    not a.flags.c_contiguous or not a.flags.writeable or \
                    a.nbytes != lib.hpcab_draw_array_bytes(self.handle, self._i(n)):
                raise Error(f"arrays['{n}'] is no longer a writable C-contiguous {self.dtypes[n]} array of "
                            "the draw's size", -11, "mismatch")
            self._held[n] = a
            call("hpcab_draw_fill", self.handle, self._i(n), a.ctypes.data if a.nbytes else None, threads)
        return self

    def call(self, library: ctypes.CDLL, symbol: str | None = None,
             arrays: dict | None = None) -> dict[str, np.ndarray]:
        """Calls a kernel's C entry point (`symbol`, default the manifest's) in `library` (a ctypes.CDLL)
        with this draw's sizes and params and `arrays` (default: copies of the draw's arrays), in the
        manifest's `args` order, and returns the arrays as the call left them."""
        arrays = {n: a.copy() for n, a in self.arrays.items()} if arrays is None else arrays
        scalar = {"f64": ctypes.c_double, "f32": ctypes.c_float, "i32": ctypes.c_int32, "i64": ctypes.c_int64}
        values, types = [], []
        for a in self.manifest.args:
            if a.kind == "array":
                values.append(arrays[a.name].ctypes.data_as(ctypes.c_void_p))
                types.append(ctypes.c_void_p)
            elif a.kind == "size":
                values.append(ctypes.c_int64(self.sizes[a.name]))
                types.append(ctypes.c_int64)
            else:
                t = scalar[self.manifest.param_dtype(a.name, self.precision)]
                values.append(t(self.params[a.name]))
                types.append(t)
        fn = getattr(library, symbol or self.manifest.symbol)
        fn.argtypes, fn.restype = types, None
        fn(*values)
        return arrays

    def perturbable(self, name: str) -> bool:
        """Whether perturb() changes array `name` (every input of at least one element but zeros)."""
        return bool(lib.hpcab_draw_perturbable(self.handle, self._i(name)))

    def perturb(self, name: str, round: int, *, out: np.ndarray | None = None, threads: int = 0) -> np.ndarray:
        """Array `name` of timing round `round`: fresh values keeping the init's property (hpcab/draw.h).
        Written into `out` (default: a new array); the draw's own `arrays` entry is not changed."""
        ref = self.arrays[name]
        if out is None:
            out = np.empty_like(ref)
        elif out.shape != ref.shape or out.dtype != ref.dtype or not out.flags.c_contiguous:
            raise Error(f"out must be a C-contiguous {ref.dtype} array of shape {ref.shape}", -11, "mismatch")
        self._held[name] = out
        call("hpcab_draw_perturb", self.handle, self._i(name), out.ctypes.data if out.nbytes else None, round, threads)
        return out

    def __repr__(self) -> str:
        return (f"Draw({self.manifest.id!r}, index={self.index}, purpose={self.purpose!r}, "
                f"precision={self.precision!r}, sizes={self.sizes})")
