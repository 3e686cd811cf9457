"""The observation export of a run (schema ``hpcab.observations/1``, OBSERVATIONS.md beside this file):
reading and validating it, and the rules that turn episodes into per-kernel values.

Rules (each has a test in bindings/python/tests/test_analysis_rules.py):
  - a kernel's value across repeats is the median (solved: more than half of its counted repeats);
  - tokens are never summed over episodes, and a speedup is never a maximum over episodes;
  - the cost is the final attempt's (the episode line's ``tokens``; ``attempt`` lines are not added);
  - unsolved kernels enter R and C but not rho_S;
  - episodes that end ``cancelled`` or ``infra`` are left out, and counted.
"""
from __future__ import annotations

import hashlib
import io
import json
import statistics
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

SCHEMA = "hpcab.observations/1"
DATA_FILE = "observations.jsonl.zst"
ENDS = ("finished", "wall_clock", "token_cap", "submission_spent", "context_overflow", "crashed", "infra",
        "cancelled")
LEFT_OUT = ("cancelled", "infra")
DEFAULT_CARDS = {"billed": (1.0, 0.1, 1.0), "effective": (1.0, 0.0, 1.0), "total": (1.0, 1.0, 1.0)}
PRIMARY_CARD = "billed"


class ObservationError(ValueError):
    """An export that does not follow the schema; the message names the file, the line and the key."""


@dataclass(frozen=True)
class Tokens:
    input: int
    cached_input: int
    output: int
    reasoning: int = 0

    def cost(self, card: tuple[float, float, float]) -> float:
        """w_in * input + w_cached * cached_input + w_out * output."""
        return card[0] * self.input + card[1] * self.cached_input + card[2] * self.output


@dataclass(frozen=True)
class Episode:
    setup: str
    kernel: str
    repeat: int
    end: str
    attempts: int
    tokens: Tokens
    scores: int
    submissions: int
    correct: bool
    speedup: Optional[float]
    status: str
    wall_s: float

    @property
    def counted(self) -> bool:
        return self.end not in LEFT_OUT


@dataclass(frozen=True)
class Comparison:
    control: str
    treatment: str
    family: str
    differs: str

    @property
    def name(self) -> str:
        return f"{self.treatment} vs {self.control}"


@dataclass
class Export:
    """A validated export: its manifest, episodes, attempt and candidate lines, comparisons and cards."""
    manifest: dict
    episodes: list[Episode]
    attempts: list[dict]
    candidates: list[dict]
    comparisons: list[Comparison]
    cards: dict[str, tuple[float, float, float]]
    source: str = ""
    notes: list[str] = field(default_factory=list)

    @property
    def experiment(self) -> str:
        return str(self.manifest.get("experiment") or "experiment")

    @property
    def setups(self) -> list[str]:
        names = {e.setup for e in self.episodes}
        for c in self.comparisons:
            names.update((c.control, c.treatment))
        return sorted(names)

    @property
    def kernels(self) -> list[str]:
        return sorted({e.kernel for e in self.episodes})


@dataclass(frozen=True)
class KernelValue:
    """One kernel's value in one setup, over its counted repeats (the rules above)."""
    kernel: str
    repeats: int          # counted episodes
    solved: bool
    speedup: Optional[float]  # median over repeats, unsolved as 0; None when not solved
    costs: dict            # card name -> median episode cost
    scores: float          # median score calls


# ---- reading ----
def _err(where: str, msg: str) -> ObservationError:
    return ObservationError(f"{where}: {msg}")


def _need(obj: dict, key: str, types, where: str, nullable: bool = False):
    if key not in obj:
        raise _err(where, f"missing key '{key}'")
    v = obj[key]
    if v is None and nullable:
        return None
    if isinstance(v, bool) and bool not in (types if isinstance(types, tuple) else (types,)):
        raise _err(where, f"'{key}' is {v!r}, expected {types}")
    if not isinstance(v, types):
        raise _err(where, f"'{key}' is {v!r} ({type(v).__name__}), expected "
                          f"{'/'.join(t.__name__ for t in (types if isinstance(types, tuple) else (types,)))}")
    return v


def _tokens(obj: dict, where: str) -> Tokens:
    t = _need(obj, "tokens", dict, where)
    vals = {}
    for k in ("input", "cached_input", "output"):
        v = _need(t, k, (int, float), f"{where}: tokens")
        if v < 0:
            raise _err(where, f"tokens.{k} = {v} is negative")
        vals[k] = v
    return Tokens(vals["input"], vals["cached_input"], vals["output"], int(t.get("reasoning") or 0))


def _episode(obj: dict, where: str, notes: list) -> Episode:
    end = _need(obj, "end", str, where)
    if end not in ENDS:
        raise _err(where, f"end '{end}' is not one of {', '.join(ENDS)}")
    final = _need(obj, "final", dict, where)
    correct = _need(final, "correct", bool, f"{where}: final")
    speedup = _need(final, "speedup", (int, float), f"{where}: final", nullable=True)
    if correct and speedup is not None and not (speedup > 0 and speedup != float("inf")):
        raise _err(where, f"final is correct with speedup {speedup!r} (a finite positive number is needed)")
    if correct and speedup is None:  # a grade without timing (check-only): solved, credited as the reference
        speedup = 1.0
        notes.append(f"{where}: correct without a speedup, counted as solved at speedup 1")
    return Episode(setup=_need(obj, "setup", str, where), kernel=_need(obj, "kernel", str, where),
                   repeat=_need(obj, "repeat", int, where), end=end,
                   attempts=int(obj.get("attempts") or 1), tokens=_tokens(obj, where),
                   scores=int(obj.get("scores") or 0), submissions=int(obj.get("submissions") or 0),
                   correct=correct, speedup=float(speedup) if correct else None,
                   status=str(final.get("status") or "none"), wall_s=float(obj.get("wall_s") or 0.0))


def _comparisons(man: dict, where: str) -> list[Comparison]:
    out = []
    for i, c in enumerate(man.get("comparisons") or []):
        w = f"{where}: comparisons[{i}]"
        if isinstance(c, (list, tuple)) and len(c) == 2 and all(isinstance(x, str) for x in c):
            out.append(Comparison(c[0], c[1], "main", ""))
        elif isinstance(c, dict):
            out.append(Comparison(_need(c, "control", str, w), _need(c, "treatment", str, w),
                                  str(c.get("family") or "main"), str(c.get("differs") or "")))
        else:
            raise _err(w, f"{c!r} is neither {{control, treatment, family}} nor [control, treatment]")
    return out


def _cards(man: dict, where: str) -> dict[str, tuple[float, float, float]]:
    cards = dict(DEFAULT_CARDS)
    for name, w in (man.get("cost_cards") or {}).items():
        if not (isinstance(w, (list, tuple)) and len(w) == 3 and all(isinstance(x, (int, float)) and
                                                                   not isinstance(x, bool) and x >= 0 for x in w)):
            raise _err(f"{where}: cost_cards.{name}", f"{w!r} is not three weights >= 0")
        cards[str(name)] = tuple(float(x) for x in w)
    return cards


def parse(manifest: dict, raw: bytes, source: str = "export") -> Export:
    """Validates a manifest and the decompressed JSON Lines; returns the Export."""
    mwhere = f"{source}/manifest.json"
    if not isinstance(manifest, dict):
        raise _err(mwhere, "is not a JSON object")
    schema = manifest.get("schema")
    if schema != SCHEMA:
        raise _err(mwhere, f"schema is {schema!r}; this hpcab-analyze reads {SCHEMA!r}")
    episodes, attempts, candidates = [], [], []
    notes: list[str] = []
    n = 0
    for n, line in enumerate(io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8", newline="\n"), 1):
        where = f"{source}/{DATA_FILE}:{n}"
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            raise _err(where, f"not JSON ({e.msg})") from None
        if not isinstance(obj, dict):
            raise _err(where, "a line must be a JSON object")
        kind = obj.get("kind")
        if kind == "episode":
            episodes.append(_episode(obj, where, notes))
        elif kind == "attempt":
            for k, t in (("setup", str), ("kernel", str), ("repeat", int), ("attempt", int)):
                _need(obj, k, t, where)
            _tokens(obj, where)
            attempts.append(obj)
        elif kind == "candidate":
            for k, t in (("setup", str), ("kernel", str), ("repeat", int), ("seq", int), ("source", str)):
                _need(obj, k, t, where)
            candidates.append(obj)
        else:
            raise _err(where, f"unknown kind {kind!r} (episode, attempt, candidate)")
    lines = manifest.get("lines")
    if lines is not None and lines != n:
        raise _err(mwhere, f"says {lines} lines, {DATA_FILE} has {n}")
    seen = set()
    for e in episodes:
        key = (e.setup, e.kernel, e.repeat)
        if key in seen:
            raise _err(f"{source}/{DATA_FILE}", f"two episode lines for setup {e.setup} kernel {e.kernel} "
                                                f"repeat {e.repeat}")
        seen.add(key)
    comps = _comparisons(manifest, mwhere)
    have = {e.setup for e in episodes}
    for c in comps:  # a partial run: the comparison is reported with the pairs there are (maybe none)
        for s in (c.control, c.treatment):
            if s not in have:
                notes.append(f"comparison {c.name}: setup '{s}' has no episode")
    ex = Export(manifest, episodes, attempts, candidates, comps, _cards(manifest, mwhere), source)
    ex.notes.extend(notes + _attempt_notes(ex))
    return ex


def _attempt_notes(ex: Export) -> list[str]:
    """Where an episode's tokens differ from its last attempt line's (they should be equal)."""
    last: dict[tuple, dict] = {}
    for a in ex.attempts:
        key = (a["setup"], a["kernel"], a["repeat"])
        if key not in last or a["attempt"] >= last[key]["attempt"]:
            last[key] = a
    notes = []
    for e in ex.episodes:
        a = last.get((e.setup, e.kernel, e.repeat))
        at = _tokens(a, "attempt") if a is not None else None
        if at is not None and (at.input, at.cached_input, at.output) != (e.tokens.input, e.tokens.cached_input,
                                                                          e.tokens.output):
            notes.append(f"{e.setup} {e.kernel} repeat {e.repeat}: episode tokens differ from its last attempt's "
                         "(the episode line's are used)")
    return notes


def read_export(path: str | Path) -> Export:
    """Reads an export directory (manifest.json + observations.jsonl.zst), checking its SHA-256."""
    d = Path(path)
    man_path, data_path = d / "manifest.json", d / DATA_FILE
    for p in (man_path, data_path):
        if not p.is_file():
            raise ObservationError(f"{p}: missing (an export holds manifest.json and {DATA_FILE})")
    try:
        manifest = json.loads(man_path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise ObservationError(f"{man_path}:{e.lineno}:{e.colno}: not JSON ({e.msg})") from None
    comp = data_path.read_bytes()
    want = (manifest.get("files") or {}).get(DATA_FILE) if isinstance(manifest, dict) else None
    got = hashlib.sha256(comp).hexdigest()
    if want is not None and want != got:
        raise ObservationError(f"{data_path}: SHA-256 {got} differs from manifest.json's {want}")
    try:
        import zstandard
    except ImportError:
        raise ObservationError("reading an export needs the 'zstandard' package (pip install zstandard; "
                               "tools/install-deps.sh installs it)") from None
    try:
        raw = zstandard.ZstdDecompressor().stream_reader(io.BytesIO(comp)).read()
    except zstandard.ZstdError as e:
        raise ObservationError(f"{data_path}: not zstd data ({e})") from None
    return parse(manifest, raw, str(d))


def load(path: str | Path) -> Export:
    """An export directory, or a run directory (exported in memory through hpcabench.run.export)."""
    p = Path(path)
    if (p / "manifest.json").is_file():
        return read_export(p)
    if (p / "export" / "manifest.json").is_file() and not (p / "run.sqlite").exists():
        return read_export(p / "export")
    if not p.exists():
        raise ObservationError(f"{p}: no such file or directory")
    try:
        from hpcabench.run import export as run_export  # type: ignore[import-not-found]
    except ImportError as e:
        raise ObservationError(f"{p}: not an export (no manifest.json) and reading a run directory needs "
                               f"hpcabench.run (hpcab-run), which could not be imported: {e}") from None
    if hasattr(run_export, "read_run"):  # the export's own code, in memory
        manifest, lines = run_export.read_run(p)
        raw = "".join(json.dumps(x, sort_keys=True, ensure_ascii=False) + "\n" for x in lines).encode()
        return parse(manifest, raw, str(p))
    with tempfile.TemporaryDirectory(prefix="hpcab-analyze-") as tmp:
        return read_export(run_export.export(p, Path(tmp) / "export"))


# ---- the rules ----
def median(xs: list[float]) -> float:
    return float(statistics.median(xs))


def kernel_values(ex: Export, setup: str) -> dict[str, KernelValue]:
    """Each kernel's value in `setup` over its counted episodes (kernels with none are absent)."""
    by_kernel: dict[str, list[Episode]] = {}
    for e in ex.episodes:
        if e.setup == setup and e.counted:
            by_kernel.setdefault(e.kernel, []).append(e)
    out = {}
    for k, eps in sorted(by_kernel.items()):
        n = len(eps)
        solved = 2 * sum(e.correct for e in eps) > n
        s = median([e.speedup if e.correct else 0.0 for e in eps]) if solved else None
        costs = {name: median([e.tokens.cost(w) for e in eps]) for name, w in ex.cards.items()}
        out[k] = KernelValue(k, n, solved, s, costs, median([float(e.scores) for e in eps]))
    return out
