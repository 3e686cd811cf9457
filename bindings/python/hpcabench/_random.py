"""Random streams handed to the library (hpcab/random.h): a Python source of 64-bit words wrapped as an
hpcab_random. A source is a numpy Generator or BitGenerator, an int seed (numpy's default generator),
a callable returning the next word, or an object with an `as_random()` method returning a
`RandomSource` (the library's own streams)."""
from __future__ import annotations

import ctypes

import numpy as np

from ._lib import Error, lib
from ._structs import NEXT_U64, Random

_MASK = (1 << 64) - 1


class RandomSource:
    """An hpcab_random ready to pass to the library, plus what must stay alive while it is used.

    Use as a context manager around the call: an exception raised by a Python callback inside the
    library (which then sees 0 words) is re-raised when the block ends, in place of any error the
    call itself reported."""

    def __init__(self, struct: Random, keepalive=None):
        self.struct = struct
        self.keepalive = keepalive
        self.exception: BaseException | None = None

    @property
    def ref(self):
        return ctypes.byref(self.struct)

    def __enter__(self):
        self.exception = None
        return self

    def __exit__(self, exc_type, exc, tb):
        if self.exception is not None:  # the callback's failure is the cause of whatever followed
            e, self.exception = self.exception, None
            raise e from exc
        return False

    def below(self, bound: int) -> int:
        """A uniform integer in [0, bound) (hpcab_random_below)."""
        with self:
            v = lib.hpcab_random_below(self.ref, bound)
        return int(v)

    def unit(self) -> float:
        """A uniform double in [0, 1) (hpcab_random_unit)."""
        with self:
            v = lib.hpcab_random_unit(self.ref)
        return float(v)


def _from_callable(fn) -> RandomSource:
    src: RandomSource

    def next_u64(_state):
        try:
            return int(fn()) & _MASK
        except BaseException as e:  # noqa: BLE001 - re-raised after the C call returns
            if src.exception is None:
                src.exception = e
            return 0

    cb = NEXT_U64(next_u64)
    src = RandomSource(Random.new(next_u64=cb, state=None), keepalive=(cb, fn))
    return src


def _from_bitgen(bg: np.random.BitGenerator) -> RandomSource:
    buf: list[int] = []

    def next_word():
        if not buf:
            buf.extend(reversed(bg.random_raw(256).tolist()))
        return buf.pop()

    return _from_callable(next_word)


def as_random(source) -> RandomSource:
    """Wraps any accepted random source as a RandomSource (see the module comment)."""
    if isinstance(source, RandomSource):
        return source
    if hasattr(source, "as_random"):
        return source.as_random()
    if isinstance(source, (int, np.integer)) and not isinstance(source, bool):
        return _from_bitgen(np.random.default_rng(int(source)).bit_generator)
    if isinstance(source, np.random.Generator):
        return _from_bitgen(source.bit_generator)
    if isinstance(source, np.random.BitGenerator):
        return _from_bitgen(source)
    if callable(source):
        return _from_callable(source)
    raise Error(f"not a random source: {type(source).__name__} (pass a numpy Generator, an int seed, a "
                "callable returning 64-bit words or a library stream)", -1, "invalid")
