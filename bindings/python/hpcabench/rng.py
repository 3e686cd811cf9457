"""Seeded counter-based inputs (hpcab/rng.h): Philox4x32-10, keyed streams and the fills, written by
the library straight into numpy-owned memory (no copies)."""
from __future__ import annotations

import ctypes

import numpy as np

from . import _dtype
from ._lib import Error, call, lib
from ._random import RandomSource
from ._structs import FillSpec, Random, Stream as _StreamStruct

SEED_BYTES = 32
DISTS = {"uniform": 1, "normal": 2, "lognormal": 3}
DOMAINS = {None: 0, "any": 0, "positive": 1, "nonneg": 2, "negative": 3}


def philox4x32_10(counter, key) -> tuple[int, int, int, int]:
    """Philox4x32-10 of the 128-bit counter (4 words) under the 64-bit key (2 words): 4 output words."""
    ctr = (ctypes.c_uint32 * 4)(*counter)
    k = (ctypes.c_uint32 * 2)(*key)
    out = (ctypes.c_uint32 * 4)()
    lib.hpcab_philox4x32_10(ctr, k, out)
    return tuple(out)


def _spec(dist: str, domain) -> FillSpec:
    if dist not in DISTS:
        raise Error(f"unknown dist '{dist}' (uniform, normal or lognormal)", -1, "invalid")
    if isinstance(domain, (tuple, list)):
        lo, hi = map(float, domain)
        return FillSpec.new(dist=DISTS[dist], domain=4, lo=lo, hi=hi)
    if domain not in DOMAINS:
        raise Error(f"unknown domain '{domain}' (positive, nonneg, negative, (lo, hi) or None)", -1, "invalid")
    return FillSpec.new(dist=DISTS[dist], domain=DOMAINS[domain])


def _out(out, shape, dtype: str) -> np.ndarray:
    """A C-contiguous, writable numpy array of the hpcab dtype: `out` checked, or a new one."""
    want = _dtype.numpy_dtype(dtype)
    if out is None:
        if shape is None:
            raise Error("give a shape or an out array", -1, "invalid")
        return np.empty(shape, dtype=want)
    if not isinstance(out, np.ndarray) or out.dtype != want or not out.flags.c_contiguous or not out.flags.writeable:
        raise Error(f"out must be a writable C-contiguous numpy array of {want} for dtype {dtype}", -1, "invalid")
    return out


class Stream:
    """A keyed Philox stream (hpcab_stream). Stream.key(seed, kernel_id, draw_index, array_name)
    derives the stream of one array of one draw; derive(label, n) an independent sub-stream; the
    fill methods write arrays; as_random() makes it a sequential random source for size draws."""

    def __init__(self, struct: _StreamStruct):
        self._s = struct

    @classmethod
    def key(cls, seed: bytes, kernel_id: str, draw_index: int, array_name: str) -> "Stream":
        """The stream of (seed, kernel id, draw index, array name); seed is 32 bytes."""
        seed = bytes(seed)
        if len(seed) != SEED_BYTES:
            raise Error(f"a seed is {SEED_BYTES} bytes, not {len(seed)}", -1, "invalid")
        s = _StreamStruct.new()
        call("hpcab_stream_key", seed, kernel_id.encode(), draw_index, array_name.encode(), ctypes.byref(s))
        return cls(s)

    def derive(self, label: str, n: int = 0) -> "Stream":
        """The independent sub-stream named (label, n)."""
        s = _StreamStruct.new()
        call("hpcab_stream_derive", ctypes.byref(self._s), label.encode(), n, ctypes.byref(s))
        return Stream(s)

    @property
    def struct(self) -> _StreamStruct:
        return self._s

    key_words = property(lambda self: tuple(self._s.key), doc="The Philox key (2 words).")
    nonce = property(lambda self: tuple(self._s.nonce), doc="The counter nonce (2 words).")
    position = property(lambda self: int(self._s.position), doc="The next word of the sequential view.")

    def __eq__(self, other) -> bool:
        return isinstance(other, Stream) and (self.key_words, self.nonce, self.position) == (
            other.key_words, other.nonce, other.position)

    def __repr__(self) -> str:
        k, n = self.key_words, self.nonce
        return f"Stream(key={k[0]:08x}{k[1]:08x}, nonce={n[0]:08x}{n[1]:08x}, position={self.position})"

    def as_random(self) -> RandomSource:
        """A sequential hpcab_random over this stream (its position advances as words are taken)."""
        r = Random.new()
        call("hpcab_stream_random", ctypes.byref(self._s), ctypes.byref(r))
        return RandomSource(r, keepalive=self)

    # ---- fills ----
    def fill(self, shape=None, dtype: str = "f64", dist: str = "uniform", domain=None, *, out=None,
             threads: int = 0) -> np.ndarray:
        """An array of `shape` and `dtype` with values of `dist` folded into `domain` (None,
        "positive", "nonneg", "negative" or an interval (lo, hi)); into `out` when given.
        Element i depends only on (stream, dist, domain, dtype, i), on any thread count."""
        a = _out(out, shape, dtype)
        spec = _spec(dist, domain)
        call("hpcab_fill_array", ctypes.byref(self._s), ctypes.byref(spec), _dtype.code(dtype), a.ctypes.data, a.size,
             threads)
        return a

    def perturb(self, array: np.ndarray, dtype: str | None = None, *, threads: int = 0) -> np.ndarray:
        """Shrinks every nonzero finite element of a float or complex array in place by a fresh factor
        1 - h(1 + u), h from 2^-11 (f64) to 2^-3 (bf16) by the dtype's tolerance band (the timing
        perturbation); returns the array."""
        dt = dtype or _dtype.from_numpy(array.dtype)
        a = _out(array, None, dt)
        call("hpcab_fill_perturb", ctypes.byref(self._s), _dtype.code(dt), a.ctypes.data, a.size, threads)
        return a

    def permutation(self, n: int, dtype: str = "i64", *, out=None) -> np.ndarray:
        """A uniformly random permutation of 0..n-1 (i32, i64, u32 or u64)."""
        a = _out(out, (n,), dtype)
        call("hpcab_fill_permutation", ctypes.byref(self._s), _dtype.code(dtype), a.ctypes.data, a.size)
        return a

    def index(self, shape, m: int, dtype: str = "i64", *, out=None, threads: int = 0) -> np.ndarray:
        """Independent uniform integers in [0, m)."""
        a = _out(out, shape, dtype)
        call("hpcab_fill_index", ctypes.byref(self._s), _dtype.code(dtype), a.ctypes.data, a.size, m, threads)
        return a

    def spd(self, n: int, dtype: str = "f64", *, out=None, threads: int = 0) -> np.ndarray:
        """An n×n symmetric positive definite matrix (exact in double: machine-independent)."""
        a = _out(out, (n, n), dtype)
        call("hpcab_fill_spd", ctypes.byref(self._s), _dtype.code(dtype), a.ctypes.data, n, threads)
        return a

    def diag_dominant(self, n: int, dtype: str = "f64", *, out=None, threads: int = 0) -> np.ndarray:
        """An n×n strictly row-diagonally-dominant matrix."""
        a = _out(out, (n, n), dtype)
        call("hpcab_fill_diag_dominant", ctypes.byref(self._s), _dtype.code(dtype), a.ctypes.data, n, threads)
        return a

    def csr(self, rows: int, cols: int, nnz: int, idx_dtype: str = "i32", val_dtype: str = "f64",
            dist: str = "uniform", domain=None, *, threads: int = 0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """A rows×cols CSR matrix with nnz entries: (rowptr, colidx, values); columns sorted and
        distinct within each row."""
        rowptr = _out(None, (rows + 1,), idx_dtype)
        colidx = _out(None, (nnz,), idx_dtype)
        values = _out(None, (nnz,), val_dtype)
        spec = _spec(dist, domain)
        call("hpcab_fill_csr", ctypes.byref(self._s), rows, cols, nnz, _dtype.code(idx_dtype), rowptr.ctypes.data,
             colidx.ctypes.data, _dtype.code(val_dtype), values.ctypes.data, ctypes.byref(spec), threads)
        return rowptr, colidx, values


def zeros(shape, dtype: str = "f64", *, out=None) -> np.ndarray:
    """An array of zeros written by the library (hpcab_fill_zeros)."""
    a = _out(out, shape, dtype)
    call("hpcab_fill_zeros", _dtype.code(dtype), a.ctypes.data, a.size)
    return a
