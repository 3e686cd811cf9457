"""Static source checks of a candidate (hpcab/srccheck.h)."""
from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass

from ._lib import call, cstr, lib, text
from ._structs import BuildOptions, SrcFinding

_SEVERITIES = {1: "flag", 2: "forbidden"}


@dataclass(frozen=True)
class Finding:
    """One finding: category ("sleep", "timer", "file-io", ...), severity ("flag" goes to a human,
    "forbidden" makes the judge refuse the candidate), 1-based line and column, the token found and
    a one-line message."""
    category: str
    severity: str
    line: int
    column: int
    token: str
    message: str


class SourceCheck(tuple):
    """The findings of one scan, in source order (a tuple of Finding); `forbidden` counts the
    forbidden ones and `flags` lists the others."""

    @property
    def forbidden(self) -> tuple[Finding, ...]:
        return tuple(f for f in self if f.severity == "forbidden")

    @property
    def flags(self) -> tuple[Finding, ...]:
        return tuple(f for f in self if f.severity == "flag")


def _collect(h: ctypes.c_void_p) -> SourceCheck:
    try:
        out = []
        for i in range(lib.hpcab_srccheck_count(h)):
            f = SrcFinding.new()
            call("hpcab_srccheck_get", h, i, ctypes.byref(f))
            out.append(Finding(text(lib.hpcab_srccheck_category_name(f.category)), _SEVERITIES.get(f.severity, "?"),
                               f.line, f.column, text(f.token), text(f.message)))
        forbidden = lib.hpcab_srccheck_forbidden(h)
        assert forbidden == sum(x.severity == "forbidden" for x in out)
        return SourceCheck(out)
    finally:
        lib.hpcab_srccheck_free(h)


def source_check(path: str | os.PathLike) -> SourceCheck:
    """Reads and scans the source file at `path`; raises Error when it cannot be read."""
    h = ctypes.c_void_p()
    call("hpcab_srccheck_file", cstr(path), ctypes.byref(h))
    return _collect(h)


def source_check_text(source: str | bytes, name: str | None = None) -> SourceCheck:
    """Scans source text (`name` names it in messages)."""
    data = source.encode() if isinstance(source, str) else bytes(source)
    h = ctypes.c_void_p()
    call("hpcab_srccheck_scan", data, len(data), cstr(name), ctypes.byref(h))
    return _collect(h)


_PRECISIONS = {"f64": 1, "f32": 2, "f16": 3, "bf16": 4}


def source_check_built(path: str | os.PathLike, cache_dir: str | os.PathLike, include_dir: str | os.PathLike | None = None,
                       flags: str | None = None, precision: str = "f64") -> tuple[SourceCheck, str | None]:
    """The judge's own check of a candidate (hpcab_srccheck_build): the source preprocessed with the
    judge's compiler and `flags`, built into `cache_dir`, and its object checked. Returns the findings
    and None, or the findings found so far and why the candidate did not build (a compiler error)."""
    from ._lib import last_error
    opts = BuildOptions.new(cache_dir=cstr(cache_dir), include_dir=cstr(include_dir), flags=cstr(flags),
                            precision=_PRECISIONS.get(precision, 1))
    h = ctypes.c_void_p()
    status = lib.hpcab_srccheck_build(ctypes.byref(opts), cstr(path), ctypes.byref(h))
    why = None
    if status != 0:
        err = last_error(status, "hpcab_srccheck_build")
        if not h:
            raise err
        why = str(err)
    return (_collect(h) if h else SourceCheck(())), why
