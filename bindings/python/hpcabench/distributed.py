"""Distributed kernels: MPI candidates graded as P sandboxed ranks (lib/DESIGN.md §17).

    python3 -m hpcabench.distributed grade KERNEL CAND.c [--pes 1,2,4] [--json] [--launcher mpirun|srun]
    python3 -m hpcabench.distributed signature KERNEL [--precision P]
    python3 -m hpcabench.distributed aa KERNEL [--pes 2]          # the MPI reference against itself
    python3 -m hpcabench.distributed report VERDICT.json [-o PAGE.html]   # the verdict with its scaling plot
    hpcab-judge grade KERNEL CAND.c --distributed ...             # the same as `grade` here

A kernel with a `scaling:` section (kernels/MANIFEST.md, "scaling") has an MPI entry point
`SYMBOL_mpi(<the serial arguments, each array as this rank's local part>, int64_t lo, int64_t hi,
MPI_Comm comm)`: a `block` array holds rows [lo, hi) of its first dimension (the split size), a
`{halo: H}` array rows [lo - H, hi + H) (rows outside the array are zero; an input's halo rows hold its
neighbours' values), a `replicated` array the whole array (an output one is taken from rank 0).

A grade:
1. builds the candidate and the kernel's `reference_mpi` with the library's build (the judge's flags, the
   source check, Open MPI's compile and link flags), and the serial reference;
2. draws `draws` inputs with the library's draws (fresh secret seed) at the strong-scaling sizes (the top
   of the ranges, or --size) and, with `weak:`, at the weak sizes of each P;
3. for each P, scatters every draw into per-rank files and runs P ranks (`hpcab-mpi-rank`, one MPI job:
   mpirun inside new network and PID namespaces — ranks see only the loopback and each other, and die
   with the judge — or srun on Slurm); blocks of rounds alternate reference at P = 1 and candidate at P
   (ABBA), each round timed from a barrier to a barrier by rank 0 (the slowest rank's call);
4. gathers the outputs and checks every draw against the serial reference with the judge's bands;
5. reports per P the candidate's median, the speedup over the reference at P = 1 (credited by the
   one-sided Mann–Whitney rule of the library), strong efficiency T(1)/(P·T(P)) and, with `weak:`, weak
   efficiency (W(P)/W(1))·T(1)/(P·T(P)) with W the manifest's cost (flops, else bytes) at each P's sizes.
The single-node score S_i is still `hpcab-judge grade` of a serial candidate; these figures stand beside it.
"""
from __future__ import annotations

import argparse
import ctypes
import fcntl
import json
import os
import secrets
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

SCHEMA = "hpcab.distributed/1"
POISON = 0xFF


class DistributedError(RuntimeError):
    """The distributed grade could not run (usage, manifest, missing Open MPI): exit 2."""


# -- the manifest's scaling section --------------------------------------------------------------------

@dataclass
class Scaling:
    pes: list[int]
    split: str
    layout: dict[str, tuple[str, int]]  # array -> ("block" | "replicated", halo rows)
    weak: dict[str, int]
    reference_mpi: Path


def load_scaling(kernel_dir: Path) -> Scaling:
    """The kernel's `scaling:` section (the C loader has checked it when the manifest loaded)."""
    import yaml

    doc = yaml.safe_load((kernel_dir / "kernel.yaml").read_text())
    s = doc.get("scaling")
    if not s:
        raise DistributedError(f"{kernel_dir}: the kernel has no scaling section (it is not distributed)")
    layout = {}
    for name, v in s["layout"].items():
        layout[name] = ("block", int(v["halo"])) if isinstance(v, dict) else (str(v), 0)
    return Scaling([int(p) for p in s["pes"]], str(s["split"]), layout, {k: int(e) for k, e in (s.get("weak") or {}).items()},
                   kernel_dir / s["reference_mpi"])


def _kernel_dir(kernel: str) -> Path:
    p = Path(kernel)
    if (p / "kernel.yaml").is_file():
        return p.resolve()
    roots = [os.environ.get("HPCAB_KERNELS"), str(Path(__file__).resolve().parents[3] / "kernels")]
    for r in roots:
        if r and (Path(r) / kernel / "kernel.yaml").is_file():
            return (Path(r) / kernel).resolve()
    raise DistributedError(f"no kernel '{kernel}' (a directory with kernel.yaml, or an id under $HPCAB_KERNELS "
                           "or the corpus)")


C_TYPES = {"f64": "double", "f32": "float", "i8": "int8_t", "i16": "int16_t", "i32": "int32_t", "i64": "int64_t",
           "u8": "uint8_t", "u16": "uint16_t", "u32": "uint32_t", "u64": "uint64_t", "bool": "bool"}


def signature(kernel: str, precision: str = "f64") -> str:
    """The distributed entry point's C prototype, with a comment per array saying which part a rank holds."""
    from .manifest import Manifest

    d = _kernel_dir(kernel)
    sc = load_scaling(d)
    m = Manifest(str(d / "kernel.yaml"))
    parts, notes = [], []
    for a in m.args:
        if a.kind == "array":
            spec = m.arrays[a.name]
            kind, halo = sc.layout[a.name]
            const = "const " if spec.intent == "in" else ""
            ctype = "real_t" if spec.dtype == "real" else C_TYPES.get(spec.dtype, spec.dtype)
            parts.append(f"{const}{ctype} *restrict {a.name}")
            if kind == "replicated":
                notes.append(f"{a.name}: the whole array [{', '.join(spec.shape)}] on every rank"
                             + (" (rank 0's is the output)" if spec.intent != "in" else ""))
            else:
                rows = f"[lo - {halo}, hi + {halo})" if halo else "[lo, hi)"
                notes.append(f"{a.name}: rows {rows} of [{', '.join(spec.shape)}]"
                             + (f", {halo} halo rows each side (zero outside the array)" if halo else ""))
        elif a.kind == "size":
            parts.append(f"int64_t {a.name}")
        else:
            dt = m.param_dtype(a.name, precision)
            parts.append(f"{'real_t' if dt in ('f64', 'f32') else C_TYPES.get(dt, dt)} {a.name}")
    parts += ["int64_t lo", "int64_t hi", "MPI_Comm comm"]
    head = f"/* {m.id}: distributed over {sc.split} (rows [lo, hi) on each rank); sizes are the global sizes */\n"
    body = "\n".join(f" *   {n}" for n in notes)
    return (head + "/*\n" + body + "\n */\n#include <mpi.h>\n#include \"hpcab/kernel.h\"\n"
            f"void {m.symbol}_mpi({', '.join(parts)});\n")


# -- building ------------------------------------------------------------------------------------------

def _mpi_flags() -> tuple[str, str]:
    """(compile flags, link flags) of Open MPI's C bindings (pkg-config ompi-c)."""
    try:
        cflags = subprocess.run(["pkg-config", "--cflags", "ompi-c"], capture_output=True, text=True, check=True).stdout
        libs = subprocess.run(["pkg-config", "--libs", "ompi-c"], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        raise DistributedError("Open MPI's development files are not found (pkg-config ompi-c; Debian's "
                               "libopenmpi-dev, which tools/install-deps.sh installs)") from None
    return cflags.strip(), libs.strip()


@dataclass
class Built:
    object: str | None
    log: str
    refused: bool


def build(source: Path, cache_dir: Path, precision: str, include_dir: str | None) -> Built:
    """Builds an MPI source with the library's build (the judge's flags and source check), Open MPI's flags added."""
    from ._lib import cstr, last_error, lib, text
    from ._structs import BuildOptions

    cflags, libs = _mpi_flags()
    opts = BuildOptions.new(cache_dir=cstr(cache_dir), include_dir=cstr(include_dir), extra_flags=cstr(cflags),
                            libs=cstr(libs), precision={"f64": 1, "f32": 2, "f16": 3, "bf16": 4}[precision])
    h = ctypes.c_void_p()
    st = lib.hpcab_build_source(ctypes.byref(opts), cstr(source), ctypes.byref(h))
    try:
        if st != 0:
            msg = str(last_error(st, "hpcab_build_source"))
            log = text(lib.hpcab_build_log(h)) if h else ""
            return Built(None, (log or "") + msg, "refused" in msg)
        return Built(text(lib.hpcab_build_object(h)), text(lib.hpcab_build_log(h)) or "", False)
    finally:
        if h:
            lib.hpcab_build_free(h)


def _serial_reference(kernel_dir: Path, m, precision: str, work: Path, include_dir: str) -> ctypes.CDLL:
    out = work / "serial_reference.so"
    src = kernel_dir / m.reference if not Path(m.reference).is_absolute() else Path(m.reference)
    r = subprocess.run(["cc", "-std=c17", "-O2", "-fPIC", "-shared", f"-I{include_dir}",
                        f"-DHPCAB_PREC_{precision.upper()}", str(src), "-o", str(out), "-lm"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise DistributedError(f"the serial reference does not build: {r.stderr[-800:]}")
    return ctypes.CDLL(str(out))


def _call_serial(lib: ctypes.CDLL, m, draw) -> dict[str, np.ndarray]:
    """Runs the serial reference on copies of a draw's arrays; returns every array after the call."""
    return draw.call(lib, m.symbol)


# -- scatter, run, gather ------------------------------------------------------------------------------

def block_rows(n: int, p: int, r: int) -> tuple[int, int]:
    """Rows [lo, hi) of rank r of p over n rows (as even as possible; the first ranks take the remainder)."""
    base, extra = divmod(n, p)
    lo = r * base + min(r, extra)
    return lo, lo + base + (1 if r < extra else 0)


def local_part(a: np.ndarray, kind: str, halo: int, lo: int, hi: int) -> tuple[np.ndarray, int, int]:
    """(the rank's local array, byte offset and byte length of its owned rows within it)."""
    if kind == "replicated":
        return np.ascontiguousarray(a), 0, a.nbytes
    n = a.shape[0]
    row_bytes = a.nbytes // max(1, n)
    local = np.zeros((hi - lo + 2 * halo,) + a.shape[1:], a.dtype)
    src_lo, src_hi = max(0, lo - halo), min(n, hi + halo)
    local[src_lo - (lo - halo): src_hi - (lo - halo)] = a[src_lo:src_hi]
    return local, halo * row_bytes, (hi - lo) * row_bytes


def _ifup_loopback() -> None:
    """Brings the loopback interface up (inside a new network namespace it starts down)."""
    SIOCGIFFLAGS, SIOCSIFFLAGS, IFF_UP = 0x8913, 0x8914, 0x1
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        req = struct.pack("16sH14x", b"lo", 0)
        flags = struct.unpack("16sH14x", fcntl.ioctl(s.fileno(), SIOCGIFFLAGS, req))[1]
        fcntl.ioctl(s.fileno(), SIOCSIFFLAGS, struct.pack("16sH14x", b"lo", flags | IFF_UP))


def _pdeathsig() -> None:
    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
    os.setsid()


def rank_program() -> str:
    """hpcab-mpi-rank: $HPCAB_MPI_RANK, the build tree's (beside the judge), PATH."""
    env = os.environ.get("HPCAB_MPI_RANK")
    if env:
        if not os.access(env, os.X_OK):
            raise DistributedError(f"$HPCAB_MPI_RANK ({env}) is not an executable")
        return env
    b = os.environ.get("HPCABENCH_BUILD")
    cands = [Path(b) / "tools" / "hpcab-mpi-rank"] if b else []
    cands += sorted(Path(__file__).resolve().parents[3].glob("build*/tools/hpcab-mpi-rank"))
    for c in cands:
        if c.is_file():
            return str(c)
    w = shutil.which("hpcab-mpi-rank")
    if w:
        return w
    raise DistributedError("hpcab-mpi-rank is not built (it needs Open MPI's development files when meson "
                           "configures: Debian's libopenmpi-dev)")


@dataclass
class RankRun:
    """What P ranks of one object did: per-round barrier-to-barrier ns of rank 0, gathered outputs per draw."""
    times: list[int] = field(default_factory=list)
    outputs: list[dict[str, np.ndarray]] = field(default_factory=list)
    guards: dict = field(default_factory=dict)
    failure: str | None = None
    kind: str | None = None  # crashed | hang


def run_ranks(m, sc: Scaling, obj: str, draws: list, p: int, rounds: int, launcher: str, timeout: float,
              work: Path) -> RankRun:
    """Runs `obj`'s `SYMBOL_mpi` on p ranks over the draws (round k on draw k mod len(draws)); at least
    one round per draw, so that every draw's outputs come back."""
    rounds = max(rounds, len(draws))
    if len(draws) > 64:
        raise DistributedError("at most 64 draws (hpcab-mpi-rank's MAX_DRAWS)")
    d = Path(tempfile.mkdtemp(prefix=f"p{p}-", dir=work))
    (d / "session").mkdir()
    objdir = d / "obj"  # the object alone in a directory the ranks may read
    objdir.mkdir()
    shutil.copy(obj, objdir / "candidate.so")
    split_n = draws[0].sizes[sc.split]
    outs_meta = []  # (name, kind, rank -> (own rows shape info))
    for r in range(p):
        lo, hi = block_rows(split_n, p, r)
        lines = [f"object {objdir / 'candidate.so'}", f"symbol {m.symbol}_mpi", f"rounds {rounds}",
                 f"draws {len(draws)}"]
        with open(d / f"in.{r}", "wb") as f:
            for k, dr in enumerate(draws):
                for a in m.args:
                    if a.kind != "array":
                        continue
                    kind, halo = sc.layout[a.name]
                    local, off, own = local_part(dr.arrays[a.name], kind, halo, lo, hi)
                    intent = dr.intents[a.name]
                    if intent in ("in", "inout"):
                        f.write(local.tobytes())
                    if k == 0:
                        lines.append(f"arg array {local.nbytes} {int(intent in ('in', 'inout'))} "
                                     f"{int(intent in ('out', 'inout'))} {off} {own}")
        for a in m.args:
            if a.kind == "size":
                lines.append(f"arg i64 {draws[0].sizes[a.name]}")
            elif a.kind == "param":  # one value per draw
                dt = m.param_dtype(a.name, draws[0].precision)
                lines.append(f"arg {dt} " + " ".join(repr(float(dr.params[a.name])) for dr in draws))
        # the serial args with the arrays at their places, then lo, hi, comm
        ordered, arr = [], iter([ln for ln in lines if ln.startswith("arg array")])
        scal = iter([ln for ln in lines if ln.startswith("arg ") and not ln.startswith("arg array")])
        for a in m.args:
            ordered.append(next(arr) if a.kind == "array" else next(scal))
        ordered += [f"arg i64 {lo}", f"arg i64 {hi}", "arg comm"]
        head = [ln for ln in lines if not ln.startswith("arg ")]
        (d / f"spec.{r}").write_text("\n".join(head + ordered) + "\n")
        outs_meta.append((lo, hi))
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
               OMPI_MCA_orte_tmpdir_base=str(d / "session"), HPCAB_MPI_SESSION=str(d / "session"),
               OMPI_MCA_btl_vader_single_copy_mechanism="none", OMPI_MCA_rmaps_base_oversubscribe="1",
               OMPI_MCA_btl="self,vader", OMPI_MCA_hwloc_base_binding_policy="none", TMPDIR=str(d / "session"))
    rank = rank_program()
    if launcher == "srun":
        argv = ["srun", "--mpi=pmix", "-n", str(p), "-O", "--kill-on-bad-exit=1", rank, str(d)]
    else:
        inner = ["mpirun", "-n", str(p), "--oversubscribe", rank, str(d)]
        argv = ["unshare", "--net", "--pid", "--fork", "--kill-child", sys.executable, "-m", "hpcabench.distributed",
                "_netns_exec", "--", *inner]
        env["PYTHONPATH"] = str(Path(__file__).resolve().parents[1]) + os.pathsep + env.get("PYTHONPATH", "")
    res = RankRun()
    try:
        proc = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=timeout, preexec_fn=_pdeathsig)
    except subprocess.TimeoutExpired:
        res.failure, res.kind = f"a rank did not return within {timeout:.0f} s (a hang, e.g. in a collective)", "hang"
        return res
    if proc.returncode != 0:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-6:]
        res.failure, res.kind = f"the MPI job exited {proc.returncode}: " + " | ".join(tail), "crashed"
        return res
    g = (d / "guards.0").read_text().split("\n") if (d / "guards.0").exists() else []
    for ln in g:  # "name 0|1 [note]"
        parts = ln.split(" ", 2)
        if len(parts) >= 2:
            res.guards[parts[0]] = parts[1] == "1"
            if len(parts) == 3:
                res.guards[parts[0] + "_note"] = parts[2]
    res.guards["own_network_namespace"] = launcher != "srun"
    res.guards["own_pid_namespace"] = launcher != "srun"
    res.times = [int(x.split()[1]) for x in (d / "times.0").read_text().splitlines()]
    # gather: each rank's owned rows of every output, per draw
    for k, dr in enumerate(draws):
        res.outputs.append({n: np.full_like(a, 0) for n, a in dr.arrays.items() if dr.intents[n] != "in"})
    for r in range(p):
        lo, hi = outs_meta[r]
        raw = (d / f"out.{r}").read_bytes()
        pos = 0
        for k, dr in enumerate(draws):
            for a in m.args:
                if a.kind != "array" or dr.intents[a.name] == "in":
                    continue
                kind, halo = sc.layout[a.name]
                full = dr.arrays[a.name]
                if kind == "replicated":
                    nb = full.nbytes
                    if r == 0:
                        res.outputs[k][a.name] = np.frombuffer(raw[pos:pos + nb], full.dtype).reshape(full.shape).copy()
                else:
                    row_bytes = full.nbytes // max(1, full.shape[0])
                    nb = (hi - lo) * row_bytes
                    res.outputs[k][a.name][lo:hi] = np.frombuffer(raw[pos:pos + nb], full.dtype).reshape(
                        (hi - lo,) + full.shape[1:])
                pos += nb
    shutil.rmtree(d, ignore_errors=True)
    return res


# -- the grade ------------------------------------------------------------------------------------------

def _sizes_dict(s) -> dict[str, int]:
    return {k: int(s[k]) for k in s}


def _draws(m, sizes: dict[str, int], precision: str, n: int, seed: bytes, initializers=None) -> list:
    """n draws at the given sizes (the serial reference's object resolves `{function}` initializers)."""
    from .draw import Draw

    return [Draw(m, seed, i, "timed", precision, sizes=sizes, initializers=initializers) for i in range(n)]


def _check(m, ref_outs: list[dict], got: RankRun, draws: list, precision: str) -> tuple[bool, str]:
    from .correctness import check

    for k, dr in enumerate(draws):
        for name, arr in got.outputs[k].items():
            res = check(ref_outs[k][name], arr, precision, max(1, m.accumulate(name, dr.sizes)))
            if not res.passed:
                return False, (f"output '{name}' of draw {k} differs from the serial reference at {res.n_failed} "
                               f"of {res.n_elements} elements")
    return True, ""


def _median(xs: list[int]) -> float:
    return float(np.median(np.asarray(xs, dtype=np.float64))) if xs else float("nan")


def _work(m, sizes: dict[str, int]) -> float:
    c = m.cost_at(sizes) if m.cost else None
    if c:
        return float(c[1] or c[0] or 1)
    return 1.0


def grade(kernel: str, candidate: str, pes: list[int] | None = None, precision: str | None = None, rounds: int = 24,
          draws: int = 4, launcher: str = "mpirun", timeout: float = 120.0, sizes: dict[str, int] | None = None,
          candidate_is_reference: bool = False) -> dict:
    """The distributed verdict (schema hpcab.distributed/1) of candidate on kernel."""
    from .judge import _build_tree_defaults, state_dir
    from .manifest import Manifest

    kdir = _kernel_dir(kernel)
    sc = load_scaling(kdir)
    m = Manifest(str(kdir / "kernel.yaml"))
    precision = precision or m.precisions[0]
    pes = pes or sc.pes
    include_dir = os.environ.get("HPCAB_INCLUDE_DIR") or _build_tree_defaults().get("include_dir") or \
        str(Path(__file__).resolve().parents[3] / "include")
    verdict: dict = {"schema": SCHEMA, "kernel": m.id, "candidate": str(candidate), "precision": precision,
                     "pes": pes, "launcher": launcher, "status": "ok", "reason": None}
    cache = Path(state_dir()) / "build-mpi"
    cache.mkdir(parents=True, exist_ok=True)
    cand = build(Path(candidate), cache, precision, include_dir)
    if not cand.object:
        verdict.update(status="refused" if cand.refused else "build_error", reason=cand.log[-2000:])
        return verdict
    ref = build(sc.reference_mpi, cache, precision, include_dir)
    if not ref.object:
        raise DistributedError(f"{m.id}: its reference_mpi does not build: {ref.log[-1500:]}")
    top = _sizes_dict(m.top_sizes()[0]) if sizes is None else _sizes_dict(m.sizes_of(sizes))
    seed = secrets.token_bytes(32)
    with tempfile.TemporaryDirectory(prefix="hpcab-dist-") as tmp:
        work = Path(tmp)
        serial = _serial_reference(kdir, m, precision, work, include_dir)
        strong_draws = _draws(m, top, precision, draws, seed, serial)
        strong_ref = [_call_serial(serial, m, dr) for dr in strong_draws]
        verdict["strong"] = {"sizes": top, "per_pe": []}
        base_times: list[int] = []
        cand_at: dict[int, list[int]] = {}
        for p in pes:
            ref_times, cand_times = [], []
            order = [("ref", 1), ("cand", p), ("cand", p), ("ref", 1)]
            for side, np_ in order:
                run = run_ranks(m, sc, ref.object if side == "ref" else cand.object, strong_draws, np_,
                                max(1, rounds // 2), launcher, timeout, work)
                if run.failure:
                    if side == "ref":
                        raise DistributedError(f"{m.id}: the MPI reference failed at P = {np_}: {run.failure}")
                    verdict.update(status=run.kind, reason=f"P = {p}: {run.failure}")
                    return verdict
                if side == "cand":
                    verdict["guards"] = run.guards
                    ok, why = _check(m, strong_ref, run, strong_draws, precision)
                    if not ok:
                        verdict.update(status="incorrect", reason=f"P = {p}: {why}")
                        return verdict
                    cand_times += run.times
                else:
                    ref_times += run.times
            base_times += ref_times
            cand_at[p] = cand_times
            verdict["strong"]["per_pe"].append(_pe_row(p, ref_times, cand_times))
        t1 = _median(cand_at[pes[0]]) if pes[0] == 1 else None
        for row in verdict["strong"]["per_pe"]:
            row["strong_efficiency"] = (t1 / (row["pes"] * row["median_ns"])) if t1 else None
        if sc.weak:
            verdict["weak"] = _weak(m, sc, pes, precision, draws, rounds, launcher, timeout, work, serial, top, cand,
                                    seed)
            if verdict["weak"].get("failure"):
                verdict.update(status=verdict["weak"]["kind"], reason=verdict["weak"]["failure"])
    return verdict


def _pe_row(p: int, ref_times: list[int], cand_times: list[int]) -> dict:
    from .stats import CREDIT_MIN_EFFECT, credit

    c = credit(np.asarray(ref_times, dtype=np.float64), np.asarray(cand_times, dtype=np.float64),
               min_effect=CREDIT_MIN_EFFECT)
    return {"pes": p, "median_ns": _median(cand_times), "reference_p1_median_ns": _median(ref_times),
            "speedup": _median(ref_times) / _median(cand_times), "credited_speedup": float(c.credited),
            "p_value": float(c.p), "rounds": len(cand_times)}


def _weak(m, sc, pes, precision, draws, rounds, launcher, timeout, work, serial, top, cand, seed) -> dict:
    pmax = max(pes)
    base = dict(top)
    for k, e in sc.weak.items():
        base[k] = max(1, top[k] // pmax ** e)
    out: dict = {"base_sizes": _sizes_dict(m.sizes_of(base)), "per_pe": []}
    t1 = w1 = None
    for p in pes:
        s = dict(base)
        for k, e in sc.weak.items():
            s[k] = base[k] * p ** e
        s = _sizes_dict(m.sizes_of(s))
        drs = _draws(m, s, precision, max(1, draws // 2), seed, serial)
        refs = [_call_serial(serial, m, dr) for dr in drs]
        run = run_ranks(m, sc, cand.object, drs, p, max(1, rounds // 2), launcher, timeout, work)
        if run.failure:
            return {"failure": f"weak, P = {p}: {run.failure}", "kind": run.kind}
        ok, why = _check(m, refs, run, drs, precision)
        if not ok:
            return {"failure": f"weak, P = {p}: {why}", "kind": "incorrect"}
        t, w = _median(run.times), _work(m, s)
        if p == pes[0]:
            t1, w1 = t, w
        eff = (w / w1) * t1 / (p * t) if t1 and w1 and pes[0] == 1 else None
        out["per_pe"].append({"pes": p, "sizes": s, "median_ns": t, "work_ratio": w / w1 if w1 else None,
                              "weak_efficiency": eff})
    return out


def aa(kernel: str, pes: int = 2, rounds: int = 40, draws: int = 4, launcher: str = "mpirun",
       precision: str | None = None, sizes: dict[str, int] | None = None) -> dict:
    """The MPI reference against itself at P = pes, in ABAB blocks: the median ratio (should be 1)."""
    from .manifest import Manifest

    kdir = _kernel_dir(kernel)
    sc = load_scaling(kdir)
    m = Manifest(str(kdir / "kernel.yaml"))
    precision = precision or m.precisions[0]
    from .judge import _build_tree_defaults, state_dir
    include_dir = os.environ.get("HPCAB_INCLUDE_DIR") or _build_tree_defaults().get("include_dir") or \
        str(Path(__file__).resolve().parents[3] / "include")
    cache = Path(state_dir()) / "build-mpi"
    cache.mkdir(parents=True, exist_ok=True)
    ref = build(sc.reference_mpi, cache, precision, include_dir)
    top = _sizes_dict(m.top_sizes()[0]) if sizes is None else _sizes_dict(m.sizes_of(sizes))
    with tempfile.TemporaryDirectory(prefix="hpcab-dist-aa-") as tmp:
        serial = _serial_reference(kdir, m, precision, Path(tmp), include_dir)
        drs = _draws(m, top, precision, draws, secrets.token_bytes(32), serial)
        a_t, b_t = [], []
        for side in ("a", "b", "b", "a"):
            run = run_ranks(m, sc, ref.object, drs, pes, max(1, rounds // 2), launcher, 300, Path(tmp))
            if run.failure:
                raise DistributedError(run.failure)
            (a_t if side == "a" else b_t).extend(run.times)
    return {"kernel": m.id, "pes": pes, "sizes": top, "median_a_ns": _median(a_t), "median_b_ns": _median(b_t),
            "ratio": _median(a_t) / _median(b_t)}


def _text(v: dict) -> str:
    out = [f"{v['kernel']}: {v['candidate']} on {', '.join(map(str, v['pes']))} ranks ({v['launcher']}): {v['status']}"]
    if v.get("reason"):
        out.append(f"  reason: {v['reason']}")
    if "strong" in v:
        out.append(f"  strong scaling at {v['strong']['sizes']}:")
        out.append("     P   median ms   ref(P=1) ms   speedup   credited   p        strong eff")
        for r in v["strong"]["per_pe"]:
            eff = f"{r['strong_efficiency']:.2f}" if r.get("strong_efficiency") is not None else "—"
            out.append(f"  {r['pes']:4d}   {r['median_ns'] / 1e6:9.3f}   {r['reference_p1_median_ns'] / 1e6:11.3f}   "
                       f"{r['speedup']:7.3f}   {r['credited_speedup']:8.3f}   {r['p_value']:.1e}  {eff}")
    if v.get("weak") and "per_pe" in v["weak"]:
        out.append("  weak scaling:")
        for r in v["weak"]["per_pe"]:
            eff = f"{r['weak_efficiency']:.2f}" if r.get("weak_efficiency") is not None else "—"
            out.append(f"  {r['pes']:4d}   {r['median_ns'] / 1e6:9.3f} ms at {r['sizes']}   weak eff {eff}")
    if v.get("guards"):
        out.append("  guards: " + ", ".join(f"{k}" if val is True else f"{k} {val}" for k, val in
                                             sorted(v["guards"].items()) if val is not False and not k.endswith("_note"))
                   + "".join(f"; NOT {k}" for k, val in sorted(v["guards"].items()) if val is False))
    return "\n".join(out)


def scaling_figure(v: dict, path: str | Path) -> None:
    """The scaling plot of a distributed verdict (matplotlib): median time per P against the ideal
    T(1)/P and the MPI reference at P = 1 (left), strong and weak efficiency per P (right)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = v["strong"]["per_pe"]
    pes = [r["pes"] for r in rows]
    t = [r["median_ns"] / 1e6 for r in rows]
    fig, (a, b) = plt.subplots(1, 2, figsize=(9, 3.6))
    a.loglog(pes, t, "o-", label="candidate")
    if rows and rows[0]["pes"] == 1:
        a.loglog(pes, [t[0] / p for p in pes], "--", color="grey", label="ideal T(1)/P")
    a.axhline(rows[0]["reference_p1_median_ns"] / 1e6, color="tab:red", lw=1, label="MPI reference, P = 1")
    a.set_xlabel("P (ranks)")
    a.set_ylabel("median time of a round (ms)")
    a.set_xticks(pes, [str(p) for p in pes])
    a.legend(fontsize=8)
    strong = [r.get("strong_efficiency") for r in rows]
    if any(x is not None for x in strong):
        b.plot(pes, [x if x is not None else float("nan") for x in strong], "o-", label="strong")
    if v.get("weak") and v["weak"].get("per_pe"):
        b.plot([r["pes"] for r in v["weak"]["per_pe"]],
               [r["weak_efficiency"] if r["weak_efficiency"] is not None else float("nan") for r in v["weak"]["per_pe"]],
               "s-", label="weak")
    b.axhline(1.0, color="grey", lw=1, ls="--")
    b.set_xscale("log")
    b.set_xticks(pes, [str(p) for p in pes])
    b.set_ylim(0, 1.3)
    b.set_xlabel("P (ranks)")
    b.set_ylabel("efficiency")
    b.legend(fontsize=8)
    fig.suptitle(f"{v['kernel']}: {Path(v['candidate']).name} ({v['status']})", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def report(v: dict, out: str | Path) -> Path:
    """A distributed verdict as a self-contained HTML page: the verdict's figures and the scaling plot."""
    import base64
    import html

    out = Path(out)
    png = out.with_suffix(".png")
    rows_html = ""
    if v.get("strong"):
        scaling_figure(v, png)
        for r in v["strong"]["per_pe"]:
            eff = f"{r['strong_efficiency']:.2f}" if r.get("strong_efficiency") is not None else "—"
            rows_html += (f"<tr><td>{r['pes']}</td><td>{r['median_ns'] / 1e6:.3f}</td>"
                          f"<td>{r['reference_p1_median_ns'] / 1e6:.3f}</td><td>{r['speedup']:.3f}</td>"
                          f"<td>{r['credited_speedup']:.3f}</td><td>{r['p_value']:.1e}</td><td>{eff}</td></tr>")
    img = (f'<img alt="scaling plot" src="data:image/png;base64,{base64.b64encode(png.read_bytes()).decode()}">'
           if png.exists() else "")
    guards = ", ".join(k for k, val in sorted((v.get("guards") or {}).items()) if val is True)
    out.write_text(f"""<!doctype html><html><head><meta charset="utf-8"><title>{html.escape(v['kernel'])}</title>
<style>body{{font-family:sans-serif;max-width:60em;margin:2em auto}}td,th{{padding:.2em .8em;text-align:right}}</style>
</head><body><h1>{html.escape(v['kernel'])}: {html.escape(v['status'])}</h1>
<p>{html.escape(v['candidate'])} on {', '.join(map(str, v['pes']))} ranks ({html.escape(v['launcher'])})
{('— ' + html.escape(v['reason'])) if v.get('reason') else ''}</p>{img}
<table><tr><th>P</th><th>median ms</th><th>reference P=1 ms</th><th>speedup</th><th>credited</th><th>p</th>
<th>strong efficiency</th></tr>{rows_html}</table><p>Guards: {html.escape(guards)}</p></body></html>
""")
    png.unlink(missing_ok=True)
    return out


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--precision", default=None)
    p.add_argument("--pes", default=None, help="comma-separated P values (default: the manifest's)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--launcher", choices=("mpirun", "srun"), default="mpirun")
    p.add_argument("--rounds", type=int, default=24, help="timed rounds per P and side (default 24)")
    p.add_argument("--draws", type=int, default=4, help="input draws (default 4)")
    p.add_argument("--timeout", type=float, default=120.0, help="seconds one MPI job may take (default 120)")
    p.add_argument("--size", action="append", default=[], help="NAME=VALUE (default: the top of the ranges)")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m hpcabench.distributed", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("grade", help="grade an MPI candidate at each P")
    g.add_argument("kernel")
    g.add_argument("candidate")
    _common(g)
    t = sub.add_parser("aa", help="the MPI reference against itself")
    t.add_argument("kernel")
    _common(t)
    s = sub.add_parser("signature", help="the distributed entry point")
    s.add_argument("kernel")
    s.add_argument("--precision", default="f64")
    rp = sub.add_parser("report", help="a verdict (--json output) as an HTML page with the scaling plot")
    rp.add_argument("verdict")
    rp.add_argument("-o", "--out", default="distributed.html")
    n = sub.add_parser("_netns_exec", help="(internal) bring the loopback up, then exec the rest")
    n.add_argument("rest", nargs=argparse.REMAINDER)
    a = ap.parse_args(argv)
    if a.cmd == "_netns_exec":
        _ifup_loopback()
        rest = a.rest[1:] if a.rest and a.rest[0] == "--" else a.rest
        os.execvp(rest[0], rest)
    try:
        if a.cmd == "report":
            print(report(json.loads(Path(a.verdict).read_text()), a.out))
            return 0
        if a.cmd == "signature":
            print(signature(a.kernel, a.precision), end="")
            return 0
        sizes = {k: int(v) for k, v in (x.split("=", 1) for x in a.size)} or None
        pes = [int(x) for x in a.pes.split(",")] if a.pes else None
        if a.cmd == "aa":
            r = aa(a.kernel, (pes or [2])[0], a.rounds, a.draws, a.launcher, a.precision, sizes)
            print(json.dumps(r, indent=1) if a.json else f"{r['kernel']} A/A at P = {r['pes']}: ratio {r['ratio']:.4f}")
            return 0
        v = grade(a.kernel, a.candidate, pes, a.precision, a.rounds, a.draws, a.launcher, a.timeout, sizes)
    except DistributedError as x:
        if getattr(a, "json", False):
            print(json.dumps({"schema": SCHEMA, "status": "error", "reason": str(x)}))
        print(f"hpcab-judge grade --distributed: {x}", file=sys.stderr)
        return 2
    print(json.dumps(v, indent=1, sort_keys=True) if a.json else _text(v))
    return 0 if v["status"] == "ok" else 1


__all__ = ["grade", "aa", "signature", "load_scaling", "block_rows", "local_part", "main"]


if __name__ == "__main__":
    sys.exit(main())
