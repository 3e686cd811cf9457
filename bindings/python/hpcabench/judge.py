"""The reference judge as one call (hpcab/judge.h): Judge(...).grade(kernel, candidate) and .score(...)
return a Verdict dataclass (status, reason, correct, credited speedup, per-input timings with the raw
per-call samples, the JSON and the readable report)."""
from __future__ import annotations

import ctypes
import json as _json
import os
import pathlib
from dataclasses import dataclass, field, replace
from typing import Callable, Optional

import numpy as np

from . import _dtype
from ._lib import call, cstr, lib, text
from ._structs import PROGRESS_FN, JudgeOptions, VerdictInput

MODES = ("open", "single", "blind")


@dataclass(frozen=True)
class TimedInput:
    """One timed input of a verdict: its sizes, the medians (ns), ratio = reference / candidate, the
    one-sided Mann–Whitney p, the credited speedup, whether it is suspect (left out of S_i) and why,
    the timed calls per side and the raw per-call times of each side (ns); the median empty round trip
    of each side's worker and whether the medians resolve above it (else the input is credited 1)."""
    sizes: dict
    reference_median_ns: float
    candidate_median_ns: float
    ratio: float
    p_value: float
    credited: float
    suspect: bool
    why: str
    calls: int
    reference_ns: np.ndarray = field(repr=False, compare=False)
    candidate_ns: np.ndarray = field(repr=False, compare=False)
    overhead_reference_ns: float = float("nan")
    overhead_candidate_ns: float = float("nan")
    resolved: bool = True


@dataclass(frozen=True)
class Verdict:
    """A grade or score. status is "ok" when graded correct, else one word naming the failure
    (incorrect, crash, timeout, build_error, rejected, forbidden, ...); speedup is the credited S_i,
    None where the JSON has null (not correct); reason None where the JSON has null (ok); exit_code is hpcab-judge's (0 correct, 1 not). A cached verdict carries its
    `inputs` too, read from the stored JSON (their raw samples where the JSON holds them, else empty
    arrays)."""
    kernel: str
    candidate_sha256: str
    baseline: str
    status: str
    reason: Optional[str]
    correct: bool
    speedup: Optional[float]
    cached: bool
    exit_code: int
    inputs: tuple
    json: str = field(repr=False)
    report: str = field(repr=False)

    @property
    def data(self) -> dict:
        """The verdict's JSON object (schema hpcab.verdict/1: include/hpcab/verdict.schema.json) as a dict."""
        return _json.loads(self.json)

    def __bool__(self) -> bool:
        return self.correct


def _sizes(s: str) -> dict:
    out = {}
    for part in filter(None, (s or "").split(",")):
        k, _, v = part.strip().partition("=")
        out[k] = int(v) if v.lstrip("-").isdigit() else v
    return out


def _number(v, default=float("nan")) -> float:
    return default if v is None else float(v)


def _inputs_from_json(text: str) -> list:
    """The timed inputs of a verdict's JSON (hpcab.verdict/1; a cached verdict has no others): sizes as a
    dict, the medians, ratio, p, credited, suspect and why, calls, the call overheads and, where the
    JSON holds them (--samples), the raw samples."""
    try:
        data = _json.loads(text)
    except ValueError:
        return []
    samples = {}
    for sm in data.get("samples") or []:  # v1 --samples: [{"input", "reference_ns", "candidate_ns"}, ...]
        if isinstance(sm, dict) and "input" in sm:
            samples[(sm["input"], "reference")] = sm.get("reference_ns") or []
            samples[(sm["input"], "candidate")] = sm.get("candidate_ns") or []
    out = []
    for k, d in enumerate(data.get("inputs") or []):
        if not isinstance(d, dict):
            continue
        sizes = d.get("sizes")
        sizes = dict(sizes) if isinstance(sizes, dict) else _sizes(sizes or "")
        r, c = d.get("reference") or {}, d.get("candidate") or {}
        i = d.get("index", k)
        ref = np.asarray(samples.get((i, "reference"), []), dtype=float)
        cand = np.asarray(samples.get((i, "candidate"), []), dtype=float)
        out.append(TimedInput(sizes, _number(r.get("median_ns")), _number(c.get("median_ns")),
                              _number(d.get("ratio")), _number(d.get("p_value")), _number(d.get("credited"), 1.0),
                              bool(d.get("suspect")), d.get("why") or "", int(d.get("calls") or 0), ref, cand,
                              _number(r.get("overhead_ns")), _number(c.get("overhead_ns")),
                              bool(d.get("resolved", True))))
    return out


def _verdict(h: ctypes.c_void_p) -> Verdict:
    inputs = []
    for i in range(lib.hpcab_verdict_input_count(h)):
        vi = VerdictInput.new()
        call("hpcab_verdict_get_input", h, i, ctypes.byref(vi))
        n = int(vi.calls)
        ref = np.ctypeslib.as_array(vi.reference_ns, (n,)).copy() if n and vi.reference_ns else np.empty(0)
        cand = np.ctypeslib.as_array(vi.candidate_ns, (n,)).copy() if n and vi.candidate_ns else np.empty(0)
        inputs.append(TimedInput(_sizes(text(vi.sizes)), vi.reference_median_ns, vi.candidate_median_ns, vi.ratio,
                                 vi.p_value, vi.credited, bool(vi.suspect), text(vi.why) or "", n, ref, cand,
                                 vi.overhead_reference_ns, vi.overhead_candidate_ns, bool(vi.resolved)))
    if not inputs and lib.hpcab_verdict_cached(h):  # from the store: the inputs are in its JSON
        inputs = _inputs_from_json(text(lib.hpcab_verdict_json(h)) or "{}")
    json_text = text(lib.hpcab_verdict_json(h)) or "{}"
    data = _json.loads(json_text)  # null in the JSON is None here, as in the JSON
    reason = None if data.get("reason") is None else text(lib.hpcab_verdict_reason(h)) or ""
    speedup = None if data.get("speedup") is None else float(lib.hpcab_verdict_speedup(h))
    return Verdict(text(lib.hpcab_verdict_kernel(h)), text(lib.hpcab_verdict_candidate_sha256(h)) or "",
                   text(lib.hpcab_verdict_baseline(h)) or "", text(lib.hpcab_verdict_status(h)), reason,
                   bool(lib.hpcab_verdict_correct(h)), speedup, bool(lib.hpcab_verdict_cached(h)),
                   int(lib.hpcab_verdict_exit_code(h)), tuple(inputs), json_text,
                   text(lib.hpcab_verdict_report(h)) or "")


def state_dir() -> str:
    """The judge's default state directory (store, secrets, build cache): $HPCAB_STATE_DIR, else
    $XDG_STATE_HOME/hpcabench, else ~/.local/state/hpcabench."""
    buf = ctypes.create_string_buffer(4096)
    call("hpcab_paths_state_dir", buf, len(buf))
    return buf.value.decode()


def _build_tree_defaults() -> dict:
    """worker_path and include_dir for a library loaded from a meson build tree (as hpcab-judge finds
    them when uninstalled), unless HPCAB_WORKER / HPCAB_INCLUDE_DIR are set."""
    out = {}
    libpath = pathlib.Path(lib.path)
    if not libpath.is_absolute() and os.sep not in lib.path:
        return out
    libdir = libpath.resolve().parent
    if not os.environ.get("HPCAB_WORKER") and (libdir / "hpcab-worker").is_file():
        out["worker_path"] = str(libdir / "hpcab-worker")
    if not os.environ.get("HPCAB_INCLUDE_DIR"):
        src = libdir.parent.parent / "include"  # <source>/<build>/lib/libhpcabench.so
        if (src / "hpcab" / "kernel.h").is_file() and (libdir.parent / "meson-info").is_dir():
            out["include_dir"] = str(src)
    return out


@dataclass
class Judge:
    """Options of grades and scores (hpcab_judge_options); None / 0 take the library's defaults:
    precision (the manifest's first), baseline ("default", "reference" or a source file), state_dir,
    db_path, secrets_path, cache_dir, include_dir, worker_path, session and mode (open, single, blind),
    flags / extra_flags (compile flags), threads, correctness_draws (8), timed_inputs (3), budget_s (2 s
    per timed input), min_calls (10), max_calls, call_timeout_s, alpha (0.1), min_effect (the crediting
    margin: None the library's 0.01, 0 none, as hpcab-judge --min-effect), no_cache, check_only (the
    correctness stage only; speedup None, as in the JSON), test_sizes (correctness on the manifest's `test`
    sizes: for validating a kernel, not for grading), compile_memory_bytes (the compiler's address-space
    limit, 2 GiB), residency ("host" or "device": a .cu/.hip/.so candidate graded on a device, see
    hpcab/device.h), device (an index or a UUID; None: device 0), device_runtime ("cuda", "hip" or None:
    CUDA, then HIP), idle_hold (hold a 0 us CPU latency request while the kernels run, where permitted: idle
    CPUs poll and wake fast) and progress, a callable(stage, fraction)."""
    precision: str | None = None
    baseline: str | None = None
    state_dir: str | os.PathLike | None = None
    db_path: str | os.PathLike | None = None
    secrets_path: str | os.PathLike | None = None
    cache_dir: str | os.PathLike | None = None
    include_dir: str | os.PathLike | None = None
    worker_path: str | os.PathLike | None = None
    session: str | None = None
    mode: str = "open"
    flags: str | None = None
    extra_flags: str | None = None
    threads: int = 0
    correctness_draws: int = 0
    timed_inputs: int = 0
    budget_s: float = 0.0
    min_calls: int = 0
    max_calls: int = 0
    call_timeout_s: float = 0.0
    alpha: float = 0.0
    min_effect: float | None = None
    no_cache: bool = False
    check_only: bool = False
    test_sizes: bool = False
    compile_memory_bytes: int = 0
    residency: str = "host"
    device: str | None = None
    device_runtime: str | None = None
    idle_hold: bool = False
    progress: Callable[[str, float], None] | None = None

    def _options(self, kernel, candidate):
        o = JudgeOptions.new()
        keep = []  # the bytes the struct points to

        def s(v):
            b = cstr(v)
            keep.append(b)
            return b

        o.kernel, o.candidate = s(kernel), s(candidate)
        o.precision = 0 if self.precision is None else _dtype.code(self.precision)
        defaults = _build_tree_defaults()
        for name in ("baseline", "state_dir", "db_path", "secrets_path", "cache_dir", "include_dir", "worker_path",
                     "session", "flags", "extra_flags"):
            v = getattr(self, name)
            if v is None:
                v = defaults.get(name)
            setattr(o, name, s(v))
        mode = ctypes.c_int()
        call("hpcab_mode_from_name", str(self.mode).encode(), ctypes.byref(mode))
        o.mode = mode.value
        for name in ("threads", "correctness_draws", "timed_inputs", "min_calls", "max_calls", "compile_memory_bytes"):
            setattr(o, name, int(getattr(self, name)))
        for name in ("budget_s", "call_timeout_s", "alpha"):
            setattr(o, name, float(getattr(self, name)))
        # as hpcab-judge --min-effect: None the library's margin, 0 none (the C struct's negative)
        o.min_effect = 0.0 if self.min_effect is None else float(self.min_effect) if self.min_effect > 0 else -1.0
        o.no_cache = int(bool(self.no_cache))
        o.check_only = int(bool(self.check_only))
        o.test_sizes = int(bool(self.test_sizes))
        o.idle_hold = int(bool(self.idle_hold))
        o.residency = {"host": 1, "device": 2}[self.residency]
        o.device = s(self.device)
        o.device_runtime = {None: 0, "any": 0, "cuda": 1, "hip": 2}[self.device_runtime]
        failure: list[BaseException] = []
        if self.progress is not None:
            user = self.progress

            def progress(_ctx, stage, fraction):
                if failure:
                    return
                try:
                    user(stage.decode("utf-8", "replace"), float(fraction))
                except BaseException as e:  # noqa: BLE001 - re-raised after the grade
                    failure.append(e)

            cb = PROGRESS_FN(progress)
            keep.append(cb)
            o.progress = cb
        return o, keep, failure

    def _run(self, route: str, kernel, candidate, overrides) -> Verdict:
        judge = replace(self, **overrides) if overrides else self
        opts, keep, failure = judge._options(kernel, candidate)
        h = ctypes.c_void_p()
        try:
            call(f"hpcab_judge_{route}", ctypes.byref(opts), ctypes.byref(h))
            if failure:
                raise failure[0]
            return _verdict(h)
        finally:
            if h.value:
                lib.hpcab_verdict_free(h)
            del keep

    def grade(self, kernel: str | os.PathLike, candidate: str | os.PathLike, **overrides) -> Verdict:
        """The submit route: source check, correctness on the submission seed, determinism, unchanged
        inputs, timing with crediting and plausibility, stored (a repeat comes from the store, cached).
        A failing candidate is a Verdict, not an error; Error is raised for bad options, an invalid
        manifest, a refused session or a system failure. Keyword arguments override this Judge's
        options for this call."""
        return self._run("grade", kernel, candidate, overrides)

    def score(self, kernel: str | os.PathLike, candidate: str | os.PathLike, **overrides) -> Verdict:
        """The score route: one timed input from the score seed, fastest of five calls per side,
        checked; the verdict carries only the status and the speedup."""
        return self._run("score", kernel, candidate, overrides)


__all__ = ["Judge", "Verdict", "TimedInput", "MODES", "state_dir"]
