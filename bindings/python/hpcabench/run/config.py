"""experiment.yaml: the loader of an experiment's configuration (lib/DESIGN.md §13).

    cfg = load("examples/experiments/skills.yaml")     # raises ConfigError("PATH:LINE:COL: ...")
    cfg.setups["skills"].packets                        # ["lang-c"]
    cfg.episodes()                                      # every (setup, kernel, repeat), in run order

The file is read with PyYAML's composer so that every key and value keeps its position; an unknown key
is reported with the closest known key suggested, a wrong type or value with what is allowed. Setups
are the base configuration plus overrides; every comparison's two setups must differ in exactly one
top-level field (model, harness, language, packets, mode, ...): two are refused, naming both.
"""
from __future__ import annotations

import copy
import difflib
import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

MODES = ("open", "single", "blind")
PRECISIONS = ("f64", "f32", "f16", "bf16")
LANGUAGES = ("c", "cpp", "fortran", "cuda", "hip", "any")
RESIDENCIES = ("host", "device")
APIS = ("openai", "anthropic")
TOOLS = ("shell", "mcp")
COST_CARDS = {"billed": (1.0, 0.1, 1.0), "effective": (1.0, 0.0, 1.0), "total": (1.0, 1.0, 1.0)}

# the fields a setup may override, and the whole top level
SETUP_FIELDS = ("repeats", "mode", "precision", "residency", "language", "model", "harness", "budget", "cost",
                "packets", "judge", "prompt_template")
TOP_FIELDS = ("experiment", "kernels", "corpus", "setups", "comparisons", "packets_defined") + SETUP_FIELDS
MODEL_KEYS = ("name", "base_url", "api", "api_key_env")
HARNESS_KEYS = ("preset", "command", "tools", "env", "sandbox", "options")
BUDGET_KEYS = ("tokens", "wall_s", "rerun_scale", "scores", "attempts")
JUDGE_KEYS = ("budget", "inputs", "draws", "timeout", "baseline", "comparators")
KERNEL_FILTER_KEYS = ("set", "ids", "track", "level", "dwarf", "limit")
PACKET_KEYS = ("skills", "prompt", "files", "env")
COMPARISON_KEYS = ("control", "treatment", "family")
# the Slurm job shape of `hpcab-run run --executor slurm` (a site file may hold the same keys)
SLURM_KEYS = ("partition", "time", "cpus_per_task", "mem", "account", "qos", "exclusive", "extra_args")

DEFAULTS: dict[str, Any] = {
    "repeats": 1, "mode": "single", "precision": "f64", "residency": "host", "language": "c",
    "harness": {"tools": "shell", "sandbox": "auto"},
    "budget": {"tokens": 2_000_000, "wall_s": 3600, "rerun_scale": 2, "scores": 0, "attempts": 3},
    "cost": "billed", "packets": [], "judge": {},
}


class ConfigError(ValueError):
    """An invalid configuration: the message starts with PATH:LINE:COL."""


@dataclass
class Setup:
    """One named setup: the base configuration with its overrides applied (every field resolved)."""

    name: str
    values: dict

    def __getattr__(self, key: str) -> Any:
        try:
            return self.values[key]
        except KeyError:
            raise AttributeError(key) from None

    def cost_weights(self) -> tuple[float, float, float]:
        """(w_in, w_cached, w_out) of the setup's cost card."""
        return cost_weights(self.values["cost"])


@dataclass
class Comparison:
    control: str
    treatment: str
    family: str
    differs: str


@dataclass
class Episode:
    """One agent, one kernel, one setup, one repeat."""

    setup: str
    kernel: str
    repeat: int

    @property
    def key(self) -> str:
        return f"{self.setup}/{self.kernel}/{self.repeat}"

    @property
    def slug(self) -> str:
        return f"{self.setup}/{self.kernel.replace('/', '__')}/r{self.repeat}"


@dataclass
class Experiment:
    """A loaded, validated experiment.yaml."""

    name: str
    path: Path
    corpus: Path
    kernels: list
    setups: dict
    comparisons: list
    packets: dict
    raw: dict = field(repr=False)

    def episodes(self) -> list[Episode]:
        """Every episode, repeat-major (so a partial run covers every kernel and setup evenly)."""
        out = []
        reps = max(s.repeats for s in self.setups.values())
        for r in range(reps):
            for k in self.kernels:
                for name, s in self.setups.items():
                    if r < s.repeats:
                        out.append(Episode(name, k, r))
        return out

    @property
    def slurm(self) -> dict:
        """The config's Slurm job shape (empty when it has none); not part of what a run measures."""
        return dict(self.raw.get("slurm") or {})

    def resolved(self) -> dict:
        """The resolved configuration: what a run records and an export's manifest carries."""
        return {"experiment": self.name, "kernels": list(self.kernels),
                "setups": {n: s.values for n, s in self.setups.items()},
                "comparisons": [c.__dict__ for c in self.comparisons],
                "packets": self.packets, "corpus": str(self.corpus)}

    def sha256(self) -> str:
        return hashlib.sha256(json.dumps(self.resolved(), sort_keys=True).encode()).hexdigest()


def cost_weights(card: Any) -> tuple[float, float, float]:
    if isinstance(card, str):
        return COST_CARDS[card]
    return (float(card.get("input", 1)), float(card.get("cached_input", 0.1)), float(card.get("output", 1)))


# ---- reading YAML with positions ----------------------------------------------------------------


class _Doc:
    """The parsed document: Python values plus the position of each node by its key path."""

    def __init__(self, path: Path):
        self.path = path
        self.marks: dict[tuple, tuple[int, int]] = {}
        self.key_marks: dict[tuple, tuple[int, int]] = {}
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as e:
            raise ConfigError(f"{path}: {e.strerror}") from None
        try:
            node = yaml.compose(text, Loader=yaml.SafeLoader)
        except yaml.YAMLError as e:
            m = getattr(e, "problem_mark", None)
            where = f"{path}:{m.line + 1}:{m.column + 1}" if m else str(path)
            raise ConfigError(f"{where}: not valid YAML: {getattr(e, 'problem', e)}") from None
        if node is None:
            raise ConfigError(f"{path}:1:1: the file is empty")
        self.value = self._convert(node, ())

    def _convert(self, node: yaml.Node, at: tuple) -> Any:
        self.marks[at] = (node.start_mark.line + 1, node.start_mark.column + 1)
        if isinstance(node, yaml.MappingNode):
            out = {}
            for k, v in node.value:
                key = yaml.SafeLoader(k.value if isinstance(k, yaml.ScalarNode) else "").construct_object(k) \
                    if not isinstance(k, yaml.ScalarNode) else k.value
                if key in out:
                    raise ConfigError(f"{self.path}:{k.start_mark.line + 1}:{k.start_mark.column + 1}: "
                                      f"'{key}' appears twice")
                self.key_marks[at + (key,)] = (k.start_mark.line + 1, k.start_mark.column + 1)
                out[key] = self._convert(v, at + (key,))
            return out
        if isinstance(node, yaml.SequenceNode):
            return [self._convert(v, at + (i,)) for i, v in enumerate(node.value)]
        loader = yaml.SafeLoader("")
        try:
            return loader.construct_object(node)
        finally:
            loader.dispose()

    def where(self, at: tuple, key: bool = False) -> str:
        marks = self.key_marks if key and at in self.key_marks else self.marks
        while at and at not in marks:
            at = at[:-1]
        line, col = marks.get(at, (1, 1))
        return f"{self.path}:{line}:{col}"

    def error(self, at: tuple, message: str, key: bool = False) -> ConfigError:
        name = ".".join(str(a) for a in at)
        return ConfigError(f"{self.where(at, key)}: {name + ': ' if name else ''}{message}")


def _suggest(word: str, known) -> str:
    close = difflib.get_close_matches(str(word), list(known), n=1, cutoff=0.5)
    return f" (did you mean '{close[0]}'?)" if close else f" (known: {', '.join(known)})"


def _keys(doc: _Doc, value: Any, at: tuple, known) -> dict:
    if not isinstance(value, dict):
        raise doc.error(at, f"must be a mapping with keys {', '.join(known)}")
    for k in value:
        if k not in known:
            raise doc.error(at + (k,), f"unknown key '{k}'{_suggest(k, known)}", key=True)
    return value


def _choice(doc: _Doc, value: Any, at: tuple, allowed) -> Any:
    if value not in allowed:
        extra = _suggest(value, allowed) if isinstance(value, str) else f" (one of {', '.join(allowed)})"
        raise doc.error(at, f"'{value}' is not allowed{extra}")
    return value


def _number(doc: _Doc, value: Any, at: tuple, integer: bool = False, minimum: float = 0) -> Any:
    ok = isinstance(value, int) if integer else isinstance(value, (int, float))
    if isinstance(value, bool) or not ok or value < minimum:
        raise doc.error(at, f"must be {'an integer' if integer else 'a number'} >= {minimum}, not {value!r}")
    return value


def _string(doc: _Doc, value: Any, at: tuple) -> str:
    if not isinstance(value, str) or not value:
        raise doc.error(at, f"must be a non-empty string, not {value!r}")
    return value


# ---- validation ---------------------------------------------------------------------------------


def _check_fields(doc: _Doc, v: dict, at: tuple, packets: dict) -> None:
    """Checks the setup-level fields present in v (the base or one setup's overrides)."""
    if "repeats" in v:
        _number(doc, v["repeats"], at + ("repeats",), integer=True, minimum=1)
    if "mode" in v:
        _choice(doc, v["mode"], at + ("mode",), MODES)
    if "precision" in v:
        _choice(doc, v["precision"], at + ("precision",), PRECISIONS)
    if "residency" in v:
        _choice(doc, v["residency"], at + ("residency",), RESIDENCIES)
    if "language" in v:
        _choice(doc, v["language"], at + ("language",), LANGUAGES)
    if "model" in v:
        m = _keys(doc, v["model"], at + ("model",), MODEL_KEYS)
        for k in ("name", "base_url"):
            if k in m:
                _string(doc, m[k], at + ("model", k))
        if "api" in m:
            _choice(doc, m["api"], at + ("model", "api"), APIS)
    if "harness" in v:
        h = _keys(doc, v["harness"], at + ("harness",), HARNESS_KEYS)
        if "preset" in h:
            from .harness import PRESETS
            _choice(doc, h["preset"], at + ("harness", "preset"), tuple(PRESETS))
        if "command" in h:
            c = h["command"]
            if not isinstance(c, list) or not c or not all(isinstance(x, str) for x in c):
                raise doc.error(at + ("harness", "command"), "must be a list of strings (argv template)")
        if "preset" in h and "command" in h:
            raise doc.error(at + ("harness", "command"), "give either preset or command, not both")
        if "tools" in h:
            _choice(doc, h["tools"], at + ("harness", "tools"), TOOLS)
        if "sandbox" in h:
            _choice(doc, h["sandbox"], at + ("harness", "sandbox"), ("auto", "namespaces", "none"))
    if "budget" in v:
        b = _keys(doc, v["budget"], at + ("budget",), BUDGET_KEYS)
        for k in ("tokens", "scores", "attempts"):
            if k in b:
                _number(doc, b[k], at + ("budget", k), integer=True, minimum=1 if k != "scores" else 0)
        for k in ("wall_s", "rerun_scale"):
            if k in b:
                _number(doc, b[k], at + ("budget", k), minimum=1 if k == "rerun_scale" else 0.001)
        if "attempts" in b and b["attempts"] > 3:
            raise doc.error(at + ("budget", "attempts"), "at most 3 attempts per episode")
    if "cost" in v:
        c = v["cost"]
        if isinstance(c, str):
            _choice(doc, c, at + ("cost",), tuple(COST_CARDS))
        else:
            _keys(doc, c, at + ("cost",), ("input", "cached_input", "output"))
            for k, w in c.items():
                _number(doc, w, at + ("cost", k))
    if "packets" in v:
        p = v["packets"]
        if not isinstance(p, list):
            raise doc.error(at + ("packets",), "a setup's packets is a list of packet names")
        for i, name in enumerate(p):
            _choice(doc, name, at + ("packets", i), tuple(packets) or ("(no packets defined)",))
    if "judge" in v:
        j = _keys(doc, v["judge"], at + ("judge",), JUDGE_KEYS)
        for k, x in j.items():
            if k == "baseline":  # reference, default, autopar, numba or a source file (hpcab-judge grade --baseline)
                _string(doc, x, at + ("judge", k))
            elif k == "comparators":
                if not isinstance(x, list) or len(x) > 4:
                    raise doc.error(at + ("judge", k), "comparators is a list of at most 4 baselines")
                for i, name in enumerate(x):
                    _string(doc, name, at + ("judge", k, i))
            else:
                _number(doc, x, at + ("judge", k), integer=k in ("inputs", "draws"), minimum=0.001)


def _merge(base: dict, over: dict) -> dict:
    out = copy.deepcopy(base)
    for k, v in over.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict) and k != "cost":
            out[k] = _merge(out[k], v)
        else:
            out[k] = copy.deepcopy(v)
    return out


def _find_corpus(start: Path) -> Path:
    env = os.environ.get("HPCAB_KERNELS")
    if env:
        return Path(env).resolve()
    for d in [start, *start.parents, Path.cwd()]:
        if (d / "kernels" / "MANIFEST.md").is_file() or (d / "kernels" / "llr").is_dir():
            return (d / "kernels").resolve()
    return (Path.cwd() / "kernels").resolve()


def _kernel_ids(doc: _Doc, spec: Any, corpus: Path) -> list[str]:
    at = ("kernels",)
    if isinstance(spec, list):
        ids = []
        for i, k in enumerate(spec):
            _string(doc, k, at + (i,))
            if not (corpus / k / "kernel.yaml").is_file():
                raise doc.error(at + (i,), f"no kernel '{k}' under {corpus}")
            ids.append(k)
        if not ids:
            raise doc.error(at, "the list of kernels is empty")
        return ids
    f = _keys(doc, spec, at, KERNEL_FILTER_KEYS)
    if "set" in f:
        name = _string(doc, f["set"], at + ("set",))
        path = corpus / "sets" / f"{name}.txt"
        if not path.is_file():
            known = sorted(p.stem for p in (corpus / "sets").glob("*.txt")) if (corpus / "sets").is_dir() else []
            raise doc.error(at + ("set",), f"no kernel set '{name}' ({path}){_suggest(name, known) if known else ''}")
        ids = [ln.split("#")[0].strip() for ln in path.read_text().splitlines()]
        ids = [i for i in ids if i]
        for k in ids:
            if not (corpus / k / "kernel.yaml").is_file():
                raise doc.error(at + ("set",), f"kernel set '{name}' names '{k}', which is not under {corpus}")
    elif "ids" in f:
        return _kernel_ids(doc, f["ids"], corpus) if isinstance(f["ids"], list) else []
    else:
        ids = []
        for y in sorted(corpus.glob("*/*/kernel.yaml")):
            try:
                m = yaml.safe_load(y.read_text())
            except yaml.YAMLError:
                continue
            kid = f"{y.parent.parent.name}/{y.parent.name}"
            if all(f[k] == (m or {}).get(k) for k in ("track", "level", "dwarf") if k in f):
                ids.append(kid)
    if "limit" in f:
        ids = ids[: _number(doc, f["limit"], at + ("limit",), integer=True, minimum=1)]
    if not ids:
        raise doc.error(at, "selects no kernel")
    return ids


def _differences(a: Any, b: Any, prefix: str = "") -> list[str]:
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in sorted(set(a) | set(b)):
            out += _differences(a.get(k), b.get(k), f"{prefix}.{k}" if prefix else k)
        return out
    return [] if a == b else [prefix]


def load(path: str | os.PathLike) -> Experiment:
    """Reads and validates an experiment.yaml; raises ConfigError naming PATH:LINE:COL."""
    path = Path(path)
    doc = _Doc(path)
    v = doc.value
    known = tuple(k for k in TOP_FIELDS if k != "packets_defined") + ("setups", "slurm")
    _keys(doc, v, (), tuple(dict.fromkeys(known)))
    if "slurm" in v:
        _keys(doc, v["slurm"], ("slurm",), SLURM_KEYS)
    if "experiment" not in v:
        raise doc.error((), "'experiment' (the run's name) is missing")
    name = _string(doc, v["experiment"], ("experiment",))
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]*", name):
        raise doc.error(("experiment",), "letters, digits, '_', '-' and '.' only")
    if "kernels" not in v:
        raise doc.error((), "'kernels' is missing (a list of ids, {set: NAME} or {track: .., level: ..})")
    corpus = Path(v["corpus"]).expanduser() if "corpus" in v else _find_corpus(path.resolve().parent)
    if not corpus.is_absolute():
        corpus = (path.resolve().parent / corpus).resolve()
    kernels = _kernel_ids(doc, v["kernels"], corpus)

    # packets: the base's "packets" is the definitions (a mapping); a setup's is a list of names
    packets: dict[str, dict] = {}
    pdefs = v.get("packets", {})
    if not isinstance(pdefs, dict):
        raise doc.error(("packets",), "the top-level packets is a mapping NAME: {skills, prompt, files, env}")
    for pname, p in pdefs.items():
        p = _keys(doc, p, ("packets", pname), PACKET_KEYS)
        res = dict(p)
        if "skills" in p:
            d = (path.resolve().parent / _string(doc, p["skills"], ("packets", pname, "skills"))).resolve()
            if not d.exists():
                raise doc.error(("packets", pname, "skills"), f"no such file or directory: {d}")
            res["skills"] = str(d)
        if "prompt" in p:
            _string(doc, p["prompt"], ("packets", pname, "prompt"))
        packets[pname] = res

    base_over = {k: v[k] for k in SETUP_FIELDS if k in v and k != "packets"}
    _check_fields(doc, base_over, (), packets)
    if "prompt_template" in base_over:
        base_over["prompt_template"] = str((path.resolve().parent / base_over["prompt_template"]).resolve())
    base = _merge(DEFAULTS, base_over)
    if "model" not in base:
        raise doc.error((), "'model' is missing ({name, base_url, api})")
    if "harness" not in v or not ({"preset", "command"} & set(v["harness"])):
        raise doc.error(("harness",) if "harness" in v else (), "the harness needs a preset or a command")

    setups: dict[str, Setup] = {}
    sdefs = v.get("setups") or {"default": {}}
    if not isinstance(sdefs, dict):
        raise doc.error(("setups",), "a mapping NAME: {overrides}")
    for sname, over in sdefs.items():
        if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]*", str(sname)):
            raise doc.error(("setups", sname), "a setup name is letters, digits, '_', '-' and '.'", key=True)
        over = over or {}
        _keys(doc, over, ("setups", sname), SETUP_FIELDS)
        _check_fields(doc, over, ("setups", sname), packets)
        b = base
        if "harness" in over and {"preset", "command"} & set(over["harness"]):
            b = copy.deepcopy(base)
            b["harness"].pop("preset", None)
            b["harness"].pop("command", None)
        setups[str(sname)] = Setup(str(sname), _merge(b, over))
    for s in setups.values():
        s.values["model"].setdefault("api", "openai")
        if "name" not in s.values["model"] or "base_url" not in s.values["model"]:
            raise doc.error(("setups", s.name), "the model needs a name and a base_url")

    comparisons = []
    cdefs = v.get("comparisons", [])
    if not isinstance(cdefs, list):
        raise doc.error(("comparisons",), "a list of {control, treatment, family}")
    for i, c in enumerate(cdefs):
        at = ("comparisons", i)
        c = _keys(doc, c, at, COMPARISON_KEYS)
        for k in ("control", "treatment"):
            if k not in c:
                raise doc.error(at, f"'{k}' is missing")
            _choice(doc, c[k], at + (k,), tuple(setups))
        diff = _differences(setups[c["control"]].values, setups[c["treatment"]].values)
        fields = list(dict.fromkeys(d.split(".")[0] for d in diff))
        if len(fields) > 1:
            raise doc.error(at, f"setups '{c['control']}' and '{c['treatment']}' differ in more than one field: "
                                f"'{diff[0]}' and '{next(d for d in diff if d.split('.')[0] != fields[0])}' "
                                "(a comparison changes exactly one thing)")
        if not fields:
            raise doc.error(at, f"setups '{c['control']}' and '{c['treatment']}' do not differ")
        comparisons.append(Comparison(c["control"], c["treatment"], str(c.get("family", "default")), fields[0]))
    return Experiment(name, path.resolve(), corpus, kernels, setups, comparisons, packets, v)
