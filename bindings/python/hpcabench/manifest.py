"""Kernel manifests (hpcab/manifest.h): Manifest with every field as a property, size values, size and
parameter draws, shapes, footprints, cost, prototypes and the content hash."""
from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass
from typing import Iterator, Mapping

from . import _dtype
from ._lib import Error, call, cstr, lib, text
from ._random import as_random
from ._structs import DrawLimits

_SIZE_KINDS = {1: "range", 2: "values", 3: "expr"}
_INTENTS = {1: "in", 2: "out", 3: "inout"}
_INITS = {0: "none", 1: "default", 2: "dist", 3: "permutation", 4: "index", 5: "spd", 6: "diag_dominant",
          7: "zeros", 8: "function", 9: "csr"}
_DISTS = {0: None, 1: "uniform", 2: "normal", 3: "lognormal"}
_DOMAINS = {0: None, 1: "positive", 2: "nonneg", 3: "negative"}
_CSR_PARTS = {1: "rowptr", 2: "colidx", 3: "values"}
_ARG_KINDS = {1: "array", 2: "size", 3: "param"}
PURPOSES = {"test": 1, "correctness": 2, "timed": 3}


@dataclass(frozen=True)
class SizeSpec:
    """One entry of `sizes`: kind "range" (log-uniform in `range`), "values" (one of `values`) or
    "expr" (derived from `expr`); `test` is the fixed small value (None for a derived size)."""
    name: str
    kind: str
    range: tuple[int, int] | None = None
    values: tuple[int, ...] | None = None
    test: int | None = None
    expr: str | None = None


@dataclass(frozen=True)
class ParamSpec:
    """One entry of `params`: dtype ("real" = the run precision, or a dtype name) and either a
    `range` (uniform draw) or a fixed `value`."""
    name: str
    dtype: str
    range: tuple[float, float] | None = None
    value: float | None = None


@dataclass(frozen=True)
class CsrInit:
    """A CSR part init: which part, the matrix it belongs to and the expressions of rows and cols."""
    part: str
    matrix: str
    rows: str
    cols: str


@dataclass(frozen=True)
class ArraySpec:
    """One entry of `arrays`. `dtype` is "real" or a dtype name; `shape` the expression text of each
    dimension; `init` one of none, default, dist, permutation, index, spd, diag_dominant, zeros,
    function, csr, with its details in dist/domain (a name or a (lo, hi) interval), index (the bound's
    expression), function (the initializer's symbol) or csr."""
    name: str
    dtype: str
    shape: tuple[str, ...]
    intent: str
    accumulate: str | None
    init: str
    dist: str | None = None
    domain: str | tuple[float, float] | None = None
    index: str | None = None
    function: str | None = None
    csr: CsrInit | None = None


@dataclass(frozen=True)
class Arg:
    """One kernel argument in C order: its name and kind ("array", "size" or "param")."""
    name: str
    kind: str


@dataclass(frozen=True)
class Cost:
    """The `cost` expressions: minimum bytes moved and flops."""
    bytes: str
    flops: str


def _precision_code(precision: str | int | None) -> int:
    return 0 if precision is None else _dtype.code(precision)


class Manifest:
    """A loaded, validated kernel manifest: Manifest(path) takes a kernel directory or its kernel.yaml.
    Raises Error (status "io", "parse" or "manifest") with one "path:line:col: message" line per
    problem."""

    def __init__(self, path: str | os.PathLike, *, _handle=None):
        self._h = ctypes.c_void_p()
        if _handle is not None:
            self._h = _handle
        else:
            call("hpcab_manifest_load", cstr(path), ctypes.byref(self._h))
        self._cache: dict[str, object] = {}

    @classmethod
    def from_string(cls, yaml: str | bytes, display_path: str | None = None,
                    dir: str | os.PathLike | None = None) -> "Manifest":
        """Loads a manifest from YAML text. `display_path` names it in messages; `dir` is the kernel
        directory its reference and baseline are looked up in (None: not checked)."""
        data = yaml.encode() if isinstance(yaml, str) else bytes(yaml)
        h = ctypes.c_void_p()
        call("hpcab_manifest_load_string", data, len(data), cstr(display_path), cstr(dir), ctypes.byref(h))
        return cls("", _handle=h)

    def close(self) -> None:
        """Frees the manifest now (also done when it is garbage-collected)."""
        if getattr(self, "_h", None) and self._h.value and lib is not None:
            lib.hpcab_manifest_free(self._h)
            self._h = ctypes.c_void_p()

    __del__ = close

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    @property
    def handle(self) -> ctypes.c_void_p:
        """The hpcab_manifest pointer (for calls this binding does not wrap)."""
        if not self._h.value:
            raise Error("the manifest was closed", -17, "state")
        return self._h

    def __repr__(self) -> str:
        return f"Manifest({self.id!r})" if self._h.value else "Manifest(<closed>)"

    # ---- identity ----
    def _str(self, fn: str) -> str | None:
        return text(getattr(lib, fn)(self.handle))

    id = property(lambda self: self._str("hpcab_manifest_id"), doc="The kernel id (e.g. 'llr/s000').")
    name = property(lambda self: self._str("hpcab_manifest_name"), doc="The `name` field.")
    title = property(lambda self: self._str("hpcab_manifest_title"), doc="The `title` field ('' if absent).")
    symbol = property(lambda self: self._str("hpcab_manifest_symbol"), doc="The C symbol kernels export.")
    dir = property(lambda self: self._str("hpcab_manifest_dir"),
                   doc="The kernel directory (absolute; None when loaded from a string without one).")
    reference = property(lambda self: self._str("hpcab_manifest_reference"), doc="The reference source.")
    baseline = property(lambda self: self._str("hpcab_manifest_baseline"), doc="The baseline source.")

    @property
    def track(self) -> str:
        """'llr', 'sc', 'ml' or the name of a user-defined track (kernels/MANIFEST.md)."""
        if lib.has("hpcab_manifest_track_name"):
            return text(lib.hpcab_manifest_track_name(self.handle))
        return text(lib.hpcab_track_name(lib.hpcab_manifest_track(self.handle)))

    @property
    def dwarf(self) -> str | None:
        """The dwarf (snake_case): a Berkeley dwarf, or a user-defined track's own; None when there is none."""
        if lib.has("hpcab_manifest_dwarf_name"):
            return text(lib.hpcab_manifest_dwarf_name(self.handle))
        d = lib.hpcab_manifest_dwarf(self.handle)
        return None if d == 0 else text(lib.hpcab_dwarf_name(d))

    @property
    def level(self) -> int:
        """1 primitive, 2 composite, 3 application."""
        return int(lib.hpcab_manifest_level(self.handle))

    # ---- precisions ----
    @property
    def precisions(self) -> tuple[str, ...]:
        """The run precisions, in manifest order."""
        h = self.handle
        return tuple(_dtype.name(lib.hpcab_manifest_precision(h, i))
                     for i in range(lib.hpcab_manifest_precision_count(h)))

    def has_precision(self, precision: str) -> bool:
        return bool(lib.hpcab_manifest_has_precision(self.handle, _dtype.code(precision)))

    # ---- sizes, constraints ----
    def _size_spec(self, i: int) -> SizeSpec:
        h = self.handle
        name = text(lib.hpcab_manifest_size_name(h, i))
        kind = _SIZE_KINDS[lib.hpcab_manifest_size_kind(h, i)]
        if kind == "expr":
            return SizeSpec(name, kind, expr=text(lib.hpcab_manifest_size_expr(h, i)))
        test = ctypes.c_int64()
        call("hpcab_manifest_size_test", h, i, ctypes.byref(test))
        if kind == "range":
            lo, hi = ctypes.c_int64(), ctypes.c_int64()
            call("hpcab_manifest_size_bounds", h, i, ctypes.byref(lo), ctypes.byref(hi))
            return SizeSpec(name, kind, range=(lo.value, hi.value), test=test.value)
        vals, n = ctypes.POINTER(ctypes.c_int64)(), ctypes.c_size_t()
        call("hpcab_manifest_size_values", h, i, ctypes.byref(vals), ctypes.byref(n))
        return SizeSpec(name, kind, values=tuple(vals[k] for k in range(n.value)), test=test.value)

    @property
    def sizes(self) -> dict[str, SizeSpec]:
        """name -> SizeSpec, in manifest order."""
        if "sizes" not in self._cache:
            specs = (self._size_spec(i) for i in range(lib.hpcab_manifest_size_count(self.handle)))
            self._cache["sizes"] = {s.name: s for s in specs}
        return dict(self._cache["sizes"])

    @property
    def constraints(self) -> tuple[str, ...]:
        """The constraint expressions."""
        h = self.handle
        return tuple(text(lib.hpcab_manifest_constraint(h, i)) for i in range(lib.hpcab_manifest_constraint_count(h)))

    # ---- params ----
    def _param_spec(self, i: int) -> ParamSpec:
        h = self.handle
        name = text(lib.hpcab_manifest_param_name(h, i))
        d = lib.hpcab_manifest_param_declared_dtype(h, i)
        dt = "real" if d == 0 else _dtype.name(d)
        lo, hi = ctypes.c_double(), ctypes.c_double()
        if lib.hpcab_manifest_param_range(h, i, ctypes.byref(lo), ctypes.byref(hi)):
            return ParamSpec(name, dt, range=(lo.value, hi.value))
        return ParamSpec(name, dt, value=lo.value)

    @property
    def params(self) -> dict[str, ParamSpec]:
        """name -> ParamSpec, in manifest order."""
        if "params" not in self._cache:
            specs = (self._param_spec(i) for i in range(lib.hpcab_manifest_param_count(self.handle)))
            self._cache["params"] = {p.name: p for p in specs}
        return dict(self._cache["params"])

    def param_dtype(self, name: str, precision: str = "f64") -> str:
        """The dtype of param `name` at run precision `precision` (`real` resolved)."""
        i = self._index("param", name)
        return _dtype.name(lib.hpcab_manifest_param_dtype(self.handle, i, _dtype.code(precision)))

    # ---- arrays ----
    def _array_spec(self, i: int) -> ArraySpec:
        h = self.handle
        name = text(lib.hpcab_manifest_array_name(h, i))
        d = lib.hpcab_manifest_array_declared_dtype(h, i)
        shape = tuple(text(lib.hpcab_manifest_array_shape(h, i, k)) for k in range(lib.hpcab_manifest_array_ndim(h, i)))
        intent = _INTENTS.get(lib.hpcab_manifest_array_intent(h, i), "invalid")
        init = _INITS.get(lib.hpcab_manifest_array_init(h, i), "invalid")
        extra: dict[str, object] = {}
        if init == "dist":
            dist, dom = ctypes.c_int(), ctypes.c_int()
            lo, hi = ctypes.c_double(), ctypes.c_double()
            call("hpcab_manifest_array_dist", h, i, ctypes.byref(dist), ctypes.byref(dom), ctypes.byref(lo),
                 ctypes.byref(hi))
            extra["dist"] = _DISTS.get(dist.value)
            extra["domain"] = (lo.value, hi.value) if dom.value == 4 else _DOMAINS.get(dom.value)
        elif init == "index":
            extra["index"] = text(lib.hpcab_manifest_array_index_expr(h, i))
        elif init == "function":
            extra["function"] = text(lib.hpcab_manifest_array_init_function(h, i))
        elif init == "csr":
            part = ctypes.c_int()
            matrix, rows, cols = ctypes.c_char_p(), ctypes.c_char_p(), ctypes.c_char_p()
            call("hpcab_manifest_array_csr", h, i, ctypes.byref(part), ctypes.byref(matrix), ctypes.byref(rows),
                 ctypes.byref(cols))
            extra["csr"] = CsrInit(_CSR_PARTS.get(part.value, "none"), text(matrix.value), text(rows.value),
                                   text(cols.value))
        return ArraySpec(name, "real" if d == 0 else _dtype.name(d), shape, intent,
                         text(lib.hpcab_manifest_array_accumulate_expr(h, i)), init, **extra)

    @property
    def arrays(self) -> dict[str, ArraySpec]:
        """name -> ArraySpec, in manifest order."""
        if "arrays" not in self._cache:
            specs = (self._array_spec(i) for i in range(lib.hpcab_manifest_array_count(self.handle)))
            self._cache["arrays"] = {a.name: a for a in specs}
        return dict(self._cache["arrays"])

    def array_dtype(self, name: str, precision: str = "f64") -> str:
        """The dtype of array `name` at run precision `precision` (`real` resolved)."""
        i = self._index("array", name)
        return _dtype.name(lib.hpcab_manifest_array_dtype(self.handle, i, _dtype.code(precision)))

    # ---- args, cost ----
    @property
    def args(self) -> tuple[Arg, ...]:
        """The kernel's arguments in C order."""
        h = self.handle
        names = {"array": list(self.arrays), "size": list(self.sizes), "param": list(self.params)}
        out = []
        for i in range(lib.hpcab_manifest_arg_count(h)):
            idx = ctypes.c_size_t()
            kind = _ARG_KINDS[lib.hpcab_manifest_arg(h, i, ctypes.byref(idx))]
            out.append(Arg(names[kind][idx.value], kind))
        return tuple(out)

    @property
    def cost(self) -> Cost | None:
        """The cost expressions (None when the manifest has no cost)."""
        b = self._str("hpcab_manifest_cost_bytes_expr")
        f = self._str("hpcab_manifest_cost_flops_expr")
        return None if b is None and f is None else Cost(b, f)

    # ---- prototype, hash ----
    def prototype(self, precision: str = "f64") -> str:
        """The kernel's C prototype at run precision `precision`."""
        h, p = self.handle, _dtype.code(precision)
        needed = ctypes.c_size_t()
        buf = ctypes.create_string_buffer(512)
        if lib.hpcab_manifest_prototype(h, p, buf, len(buf), ctypes.byref(needed)) != 0:
            if needed.value < len(buf):  # a real failure, not a short buffer
                call("hpcab_manifest_prototype", h, p, buf, len(buf), ctypes.byref(needed))
            buf = ctypes.create_string_buffer(needed.value + 1)
            call("hpcab_manifest_prototype", h, p, buf, len(buf), ctypes.byref(needed))
        return buf.value.decode()

    @property
    def hash(self) -> str:
        """BLAKE2b-256 of the kernel id and the manifest's YAML bytes, as 64 hex digits: the verdict
        JSON's context.manifest_hash (hash_bytes: the 32 bytes)."""
        return self.hash_bytes.hex()

    @property
    def hash_bytes(self) -> bytes:
        """BLAKE2b-256 of the kernel id and the manifest's YAML bytes (32 bytes)."""
        out = (ctypes.c_uint8 * 32)()
        call("hpcab_manifest_hash", self.handle, ctypes.byref(out))
        return bytes(out)

    # ---- draws of inputs ----
    def draw(self, seed, index: int = 0, purpose: str = "timed", precision: str = "f64", **options):
        """Draw `index` of this kernel's inputs for `purpose` at run precision `precision` from the 32-byte
        secret `seed` (bytes, 64 hex digits or an int): a hpcabench.draw.Draw with .sizes, .params and
        .arrays (name -> numpy array the library filled in place). Options: initializers (a shared
        object path, ctypes.CDLL or callable name -> address resolving `init: {function: NAME}`),
        threads, footprint_cap, max_tries, limits_precision, sizes (given instead of drawn: a Sizes or
        mapping meeting the constraints), fill=False (sizes and params only)."""
        from .draw import Draw
        return Draw(self, seed, index, purpose, precision, **options)

    # ---- size values and what follows from them ----
    def _index(self, what: str, name: str) -> int:
        idx = ctypes.c_size_t()
        call(f"hpcab_manifest_{what}_index", self.handle, str(name).encode(), ctypes.byref(idx))
        return idx.value

    def new_sizes(self, values: Mapping[str, int] | None = None, *, derive: bool = True,
                  check: bool = False) -> "Sizes":
        """A Sizes value for this manifest: every size 0, then `values` set by name, then the derived
        sizes recomputed (derive=True) and the constraints checked (check=True)."""
        s = Sizes(self)
        for k, v in (values or {}).items():
            s[k] = v
        if derive:
            s.derive()
        if check:
            s.check()
        return s

    def sizes_of(self, sizes: "Sizes | Mapping[str, int]") -> "Sizes":
        """`sizes` as a Sizes of this manifest (a mapping is taken as given values; derived sizes are
        computed when absent)."""
        if isinstance(sizes, Sizes):
            if sizes.manifest is not self:
                return self.new_sizes(dict(sizes), derive=False)
            return sizes
        given = dict(sizes)
        s = self.new_sizes(given, derive=False)
        if any(spec.kind == "expr" and name not in given for name, spec in self.sizes.items()):
            s.derive()
        return s

    def test_sizes(self) -> "Sizes":
        """The `test` sizes (and the derived sizes from them)."""
        return self.draw_sizes("test", 0)

    def draw_sizes(self, purpose: str = "timed", index: int = 0, rng=None, *, footprint_cap: int = 0,
                   max_tries: int = 0, precision: str | None = None) -> "Sizes":
        """Draws sizes for `purpose` ("test", "correctness" or "timed") and draw `index` from `rng`
        (a numpy Generator, an int seed, a callable returning 64-bit words or a library stream; unused
        for "test"). footprint_cap, max_tries and precision are the hpcab_draw_limits (0/None: the
        library's defaults). Raises Error ("constraint") when no draw satisfies the constraints."""
        if purpose not in PURPOSES:
            raise Error(f"unknown purpose '{purpose}' (test, correctness or timed)", -1, "invalid")
        if rng is None:
            if purpose != "test":
                raise Error(f"a '{purpose}' size draw needs a random source (rng)", -1, "invalid")
            rng = 0
        src = as_random(rng)
        limits = DrawLimits.new(footprint_cap=footprint_cap, max_tries=max_tries,
                                precision=_precision_code(precision))
        out = Sizes(self)
        with src:
            call("hpcab_sizes_draw", self.handle, PURPOSES[purpose], index, src.ref, ctypes.byref(limits),
                 out.handle)
        return out

    def top_sizes(self, *, footprint_cap: int = 0, precision: str | None = None) -> tuple["Sizes", bool]:
        """The top corner of the declared ranges (hpcab_sizes_top): every drawn size as large as the
        constraints allow, jointly, with the arrays' footprint at `precision` (None: the widest) within
        footprint_cap (0: the library's correctness cap; 2**64 - 1: none). Returns (sizes, capped):
        capped is True when the cap kept them below the declared maxima."""
        limits = DrawLimits.new(footprint_cap=footprint_cap, precision=_precision_code(precision))
        out, capped = Sizes(self), ctypes.c_int()
        call("hpcab_sizes_top", self.handle, ctypes.byref(limits), out.handle, ctypes.byref(capped))
        return out, bool(capped.value)

    def draw_params(self, precision: str = "f64", rng=None) -> dict[str, float | int]:
        """Draws one value per param at run precision `precision` (ints for integer dtypes) from `rng`
        (any source draw_sizes takes; None: numpy's generator seeded 0, which is all fixed-value params
        need)."""
        names = list(self.params)
        vals = (ctypes.c_double * max(1, len(names)))()
        src = as_random(0 if rng is None else rng)
        with src:
            call("hpcab_params_draw", self.handle, _dtype.code(precision), src.ref, vals)
        out: dict[str, float | int] = {}
        for i, n in enumerate(names):
            dt = self.param_dtype(n, precision)
            out[n] = int(vals[i]) if _dtype.is_integer(dt) else vals[i]
        return out

    def eval(self, expr: str, sizes: "Sizes | Mapping[str, int]") -> int:
        """Evaluates an integer expression over `sizes`."""
        s = self.sizes_of(sizes)
        v = ctypes.c_int64()
        call("hpcab_manifest_eval", self.handle, expr.encode(), s.handle, ctypes.byref(v))
        return v.value

    def array_shape(self, name: str, sizes: "Sizes | Mapping[str, int]") -> tuple[int, ...]:
        """The extents of array `name` at `sizes`."""
        i, s = self._index("array", name), self.sizes_of(sizes)
        out = []
        for d in range(lib.hpcab_manifest_array_ndim(self.handle, i)):
            v = ctypes.c_int64()
            call("hpcab_manifest_array_extent", self.handle, i, s.handle, d, ctypes.byref(v))
            out.append(v.value)
        return tuple(out)

    def array_elements(self, name: str, sizes: "Sizes | Mapping[str, int]") -> int:
        """The number of elements of array `name` at `sizes`."""
        i, s = self._index("array", name), self.sizes_of(sizes)
        v = ctypes.c_int64()
        call("hpcab_manifest_array_elements", self.handle, i, s.handle, ctypes.byref(v))
        return v.value

    def accumulate(self, name: str, sizes: "Sizes | Mapping[str, int]") -> int:
        """ℓ of array `name` at `sizes` (1 for an input)."""
        i, s = self._index("array", name), self.sizes_of(sizes)
        v = ctypes.c_int64()
        call("hpcab_manifest_accumulate", self.handle, i, s.handle, ctypes.byref(v))
        return v.value

    def footprint(self, sizes: "Sizes | Mapping[str, int]", precision: str = "f64") -> int:
        """Bytes of all arrays together at `sizes` and run precision `precision`."""
        s = self.sizes_of(sizes)
        v = ctypes.c_uint64()
        call("hpcab_manifest_footprint", self.handle, s.handle, _dtype.code(precision), ctypes.byref(v))
        return v.value

    def cost_at(self, sizes: "Sizes | Mapping[str, int]") -> tuple[int, int]:
        """(cost.bytes, cost.flops) at `sizes`; (0, 0) without a cost."""
        s = self.sizes_of(sizes)
        b, f = ctypes.c_int64(), ctypes.c_int64()
        call("hpcab_manifest_cost", self.handle, s.handle, ctypes.byref(b), ctypes.byref(f))
        return b.value, f.value


class Sizes(Mapping[str, int]):
    """One int64 per manifest size (an hpcab_sizes), read and written by name like a dict."""

    def __init__(self, manifest: Manifest):
        self.manifest = manifest
        self._h = ctypes.c_void_p()
        call("hpcab_sizes_new", manifest.handle, ctypes.byref(self._h))
        self._names = list(manifest.sizes)

    def __del__(self):
        if getattr(self, "_h", None) and self._h.value and lib is not None:
            lib.hpcab_sizes_free(self._h)
            self._h = ctypes.c_void_p()

    @property
    def handle(self) -> ctypes.c_void_p:
        return self._h

    def __getitem__(self, name: str) -> int:
        v = ctypes.c_int64()
        status = lib.hpcab_sizes_lookup(self._h, str(name).encode(), ctypes.byref(v))
        if status == -7:  # not found: a KeyError, as a mapping should
            raise KeyError(name)
        if status != 0:
            call("hpcab_sizes_lookup", self._h, str(name).encode(), ctypes.byref(v))
        return v.value

    def __setitem__(self, name: str, value: int) -> None:
        call("hpcab_sizes_set", self._h, self.manifest._index("size", name), int(value))

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return int(lib.hpcab_sizes_count(self._h))

    def derive(self) -> "Sizes":
        """Recomputes the derived sizes from the others."""
        call("hpcab_sizes_derive", self.manifest.handle, self._h)
        return self

    def check(self) -> "Sizes":
        """Raises Error ("constraint") naming the first constraint or shape that fails."""
        call("hpcab_sizes_check", self.manifest.handle, self._h)
        return self

    def __repr__(self) -> str:
        return f"Sizes({dict(self)!r})"

    def __eq__(self, other) -> bool:
        if isinstance(other, Mapping):
            return dict(self) == dict(other)
        return NotImplemented

    __hash__ = None  # mutable
