"""Static source checks of a candidate (hpcab/srccheck.h)."""
from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass

from ._lib import call, cstr, lib, text
from ._structs import SrcFinding

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
