"""The machine (hpcab/topo.h) and its measured peaks with the roofline plausibility rule
(hpcab/roofline.h)."""
from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass, field, fields

from ._lib import Error, call, cstr, lib, text
from ._structs import MachineProfile as _Profile, PeakOptions, Suspect as _Suspect

SPEEDUP_LIMIT_HOST = 2000.0
SPEEDUP_LIMIT_DEVICE = 16000.0
_SUSPECT_FLAGS = {1: "roofline", 2: "speedup"}


class Topology:
    """The machine as this process sees it: physical cores (one thread each), the PU chosen per core,
    last-level cache, NUMA nodes, memory, CPU model and the stable machine key."""

    def __init__(self):
        self._h = ctypes.c_void_p()
        call("hpcab_topo_new", ctypes.byref(self._h))

    def __del__(self):
        if getattr(self, "_h", None) and self._h.value and lib is not None:
            lib.hpcab_topo_free(self._h)
            self._h = ctypes.c_void_p()

    @property
    def handle(self):
        return self._h

    cores = property(lambda self: int(lib.hpcab_topo_core_count(self._h)), doc="Usable physical cores.")
    pus = property(lambda self: int(lib.hpcab_topo_pu_count(self._h)), doc="Usable hardware threads.")
    llc_bytes = property(lambda self: int(lib.hpcab_topo_llc_bytes(self._h)), doc="Last-level cache, all instances.")
    numa_nodes = property(lambda self: int(lib.hpcab_topo_numa_count(self._h)), doc="NUMA nodes.")
    memory_bytes = property(lambda self: int(lib.hpcab_topo_memory_bytes(self._h)), doc="Memory in bytes.")
    cpu_model = property(lambda self: text(lib.hpcab_topo_cpu_model(self._h)), doc="The CPU model.")
    key = property(lambda self: text(lib.hpcab_topo_key(self._h)), doc="The machine key (32 hex digits).")

    def core_pu(self, core: int) -> int:
        """The OS cpu index chosen for core `core` (-1 when out of range)."""
        return int(lib.hpcab_topo_core_pu(self._h, core))

    def __str__(self) -> str:
        return text(lib.hpcab_topo_describe(self._h))


@dataclass(frozen=True)
class MachineProfile:
    """A measured machine profile: bandwidths in GB/s, the f64 FLOP rate in GFLOP/s."""
    key: str
    cpu_model: str
    threads: int
    cores: int
    llc_bytes: int
    working_set_bytes: int
    cap_bytes: int
    capped: bool
    repetitions: int
    copy_gbps: float
    triad_gbps: float
    peak_gflops: float
    vector_bits: int
    device_gbps: float
    measured_unix: int
    _struct: _Profile = field(default=None, repr=False, compare=False)

    @property
    def peak_gbps(self) -> float:
        """The bandwidth the plausibility rule uses (the larger of copy and triad)."""
        return float(lib.hpcab_profile_peak_gbps(ctypes.byref(self._struct)))

    def save(self, path: str | os.PathLike | None = None) -> None:
        """Saves the profile (None: the default cache path of its machine and thread count)."""
        call("hpcab_profile_save", ctypes.byref(self._struct), cstr(path))

    def plausibility(self, cost_bytes: float, candidate_median_ns: float, median_speedup: float,
                     device: bool = False) -> "Suspect":
        """The roofline/speedup rule for one timed input."""
        out = _Suspect.new()
        call("hpcab_plausibility_check", ctypes.byref(self._struct), float(cost_bytes), float(candidate_median_ns),
             float(median_speedup), int(device), ctypes.byref(out))
        return Suspect(tuple(n for b, n in _SUSPECT_FLAGS.items() if out.flags & b), out.floor_ns,
                       out.speedup_limit, out.reason.decode())


@dataclass(frozen=True)
class Suspect:
    """The plausibility verdict: flags ("roofline", "speedup"; empty = plausible), the time floor, the
    speedup limit and the reason."""
    flags: tuple
    floor_ns: float
    speedup_limit: float
    reason: str

    def __bool__(self) -> bool:
        return bool(self.flags)


def _profile(p: _Profile) -> MachineProfile:
    vals = {}
    for f in fields(MachineProfile):
        if f.name == "_struct":
            continue
        v = getattr(p, f.name)
        vals[f.name] = v.decode() if isinstance(v, bytes) else (bool(v) if f.name == "capped" else v)
    return MachineProfile(**vals, _struct=p)


def profile_path(key: str, threads: int = 0) -> str:
    """The default cache path of the profile of machine `key` measured on `threads` threads."""
    buf = ctypes.create_string_buffer(4096)
    call("hpcab_profile_path", key.encode(), threads, buf, len(buf))
    return buf.value.decode()


def load_profile(path: str | os.PathLike, key: str | None = None) -> MachineProfile:
    """Loads a saved profile (of machine `key` when given)."""
    p = _Profile.new()
    call("hpcab_profile_load", cstr(path), None if key is None else key.encode(), ctypes.byref(p))
    return _profile(p)


def peak(threads: int = 0, *, working_set_bytes: int = 0, repetitions: int = 0, flops_seconds: float = 0.0,
         cached: bool = True, topology: Topology | None = None) -> MachineProfile:
    """The machine's measured peaks (STREAM copy/triad on every physical core, f64 FMA rate). With
    cached=True a profile saved for this machine and thread count is returned when there is one, and a
    fresh measurement is saved; cached=False, or any non-default measurement option, always measures and
    saves nothing."""
    topo = topology or Topology()
    path = None
    if cached and not (working_set_bytes or repetitions or flops_seconds):
        try:
            path = profile_path(topo.key, threads)
        except Error:
            path = None
        if path and os.path.exists(path):
            try:
                return load_profile(path, topo.key)
            except Error:
                pass
    opt = PeakOptions.new()
    call("hpcab_peak_options_init", ctypes.byref(opt), ctypes.sizeof(opt))
    opt.nthreads, opt.working_set_bytes, opt.repetitions, opt.flops_seconds = (
        threads, working_set_bytes, repetitions, flops_seconds)
    p = _Profile.new()
    call("hpcab_peak_measure", topo.handle, ctypes.byref(opt), ctypes.byref(p))
    prof = _profile(p)
    if cached and path:
        prof.save(path)
    return prof
