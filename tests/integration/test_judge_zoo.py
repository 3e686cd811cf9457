"""Every hostile candidate of tests/zoo/ graded through `hpcab-judge grade` on the zoo's kernel
(tests/zoo/kernel: a[i] = b[i] + 1, symbol `kernel`) yields its expected status, exit code and a reason
naming what it did. tests/zoo/run_zoo.c checks the same candidates against the worker alone; this is the
whole judge: build, source check, correctness stage, determinism, timing stage."""
import pathlib

import pytest

from judgelib import ROOT, SMALL

ZOO = ROOT / "tests" / "zoo"

# zoo file -> (status, a word the reason must contain or None)
EXPECTED = {
    # controls and attempts that gain nothing: graded correct
    "reference": ("ok", None),
    "openmp": ("ok", None),
    "memo_hash": ("ok", None),          # fresh inputs every call: its memo never answers
    "clock_interpose": ("ok", None),    # the clock is in the judge's process
    "getenv_seed": ("ok", None),        # the worker's environment holds only OpenMP variables
    "proc_read_ctor": ("ok", None),     # /proc is covered and Landlock-denied
    "peek_output": ("ok", None),        # every call begins with its outputs poisoned, never the other side's
    "ifunc": ("ok", None),              # load-time code, flagged (test_judge_sandbox.py)
    "file_read": ("ok", None),          # the open for reading fails with EACCES: flagged file-io (below)
    "dlopen": ("ok", None),             # the loader's opens fail with EACCES
    "raw_syscall": ("ok", None),        # the raw openat too: the filter sees every system call
    # caches, replays, skipped or stale work: wrong outputs
    "pointer_cache": ("incorrect", "timed round"),
    "replay": ("incorrect", "timed round"),
    "late_stale": ("incorrect", "timed round"),  # the poison of a save's or check's pass shows
    "stale_output": ("incorrect", "output a"),
    "empty": ("incorrect", "output a"),
    "bg_thread": ("incorrect", "output a"),
    "forged_done": ("incorrect", "output a"),
    "skip_work": ("nondeterministic", "two calls on the same input"),  # the determinism call catches it first
    "top_only_wrong": ("incorrect", "top of the declared ranges (LEN_1D=4096)"),
    # what the worker reports
    "abort": ("crash", "SIGABRT"),
    "segfault": ("crash", "SIGSEGV"),
    "infinite_loop": ("timeout", "no return within"),
    "exit": ("exited", "exit status"),
    "oom": ("out_of_memory", "out of memory"),
    "write_input": ("wrote_input", "'b'"),
    "mprotect_input": ("wrote_input", "'b'"),
    "oob_write": ("out_of_bounds", "'a'"),
    "oob_canary": ("out_of_bounds", "'a'"),
    "underflow": ("out_of_bounds", "'a'"),
    "oob_far": ("out_of_bounds", "'a'"),
    "underflow_far": ("out_of_bounds", "'a'"),
    "read_past_end": ("out_of_bounds", "'b'"),
    "kill_all": ("forbidden", "kill"),
    "ptrace": ("forbidden", "ptrace"),
    "fork": ("forbidden", "clone"),
    "exec": ("forbidden", "execve"),
    "file_write": ("forbidden", "openat"),
    "socket": ("forbidden", "socket"),
    "ctor_file": ("forbidden", "openat"),
    "ctor_seccomp": ("forbidden", "while loading the library: forbidden system call seccomp"),
    "ctor_prctl_seccomp": ("forbidden", "while loading the library: forbidden system call prctl"),
    "ctor_sigsys": ("forbidden", "while loading the library: forbidden system call rt_sigaction"),
    "ctor_sigsegv": ("forbidden", "while loading the library: forbidden system call rt_sigaction"),
    "sleep": ("forbidden", "clock_nanosleep"),
    "futex_sleep": ("forbidden", "futex"),
    # the floating-point environment: refused in the source, caught at run time when hidden from it
    "fp_ftz": ("rejected", "changes the floating-point environment"),
    "fp_round_hidden": ("rejected", "left the floating-point environment changed: the rounding mode"),
    "fp_ctor_ftz": ("rejected", "while loading the library: the library's constructors left the floating-point environment changed: flush-to-zero"),
}


def test_zoo_table_covers_every_zoo_candidate():
    files = {p.stem for p in ZOO.glob("*.c")} - {"run_zoo"}
    assert files == set(EXPECTED), f"untabled: {files - set(EXPECTED)}, stale: {set(EXPECTED) - files}"


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_zoo_candidate_gets_its_expected_status(judge, name):
    status, word = EXPECTED[name]
    rc, v = judge.grade_json("zoo", ZOO / f"{name}.c", *SMALL, "--timeout", "2")
    assert v["status"] == status, f"{name}: {v['status']}: {v['reason']}"
    assert rc == (0 if status == "ok" else 1)
    assert v["correct"] is (status == "ok")
    if status == "ok":
        assert v["reason"] is None and len(v["inputs"]) == 1
    else:
        assert v["speedup"] is None and v["inputs"] == []
        assert word in v["reason"], v["reason"]


@pytest.mark.parametrize("name", ["file_read", "dlopen", "raw_syscall"])
def test_a_read_at_call_time_fails_with_eacces_and_is_flagged(judge, name):
    """An open for reading during a call is answered EACCES (an honest library probing /sys goes on)
    and flagged; the candidate could not read (it spoils its output when it could)."""
    rc, v = judge.grade_json("zoo", ZOO / f"{name}.c", *SMALL, "--timeout", "2")
    assert (rc, v["status"]) == (0, "ok"), v["reason"]
    assert [f for f in v["flags"] if f["category"] == "file-io" and "EACCES" in f["message"]], v["flags"]


def test_memo_on_a_full_input_hash_never_sees_a_repeated_input(judge):
    """tests/integration/candidates/memo_probe.c spoils its output whenever an input it has seen
    comes back (other than the determinism check's immediate repeat): the per-round perturbation of
    the timing stage must give every call fresh values, over several timed inputs and many rounds."""
    probe = pathlib.Path(__file__).parent / "candidates" / "memo_probe.c"
    rc, v = judge.grade_json("zoo", probe, "--budget", "0.2", "--inputs", "2", "--draws", "8")
    assert (rc, v["status"]) == (0, "ok"), v["reason"]
    assert all(i["calls"] >= 10 for i in v["inputs"])


def test_memo_probe_spoils_its_output_on_a_repeated_input(tmp_path):
    """The probe's own control: called on b1, b2, b1 it spoils the third output (so an ok grade above
    does mean no input came back); the immediate repeat b2, b2 is let through."""
    import ctypes
    import shutil
    import subprocess

    import numpy as np
    if shutil.which("gcc") is None:
        pytest.skip("gcc is needed")
    so = tmp_path / "memo_probe.so"
    src = pathlib.Path(__file__).parent / "candidates" / "memo_probe.c"
    subprocess.run(["gcc", "-O2", "-fPIC", "-shared", str(src), "-o", str(so)], check=True)
    lib = ctypes.CDLL(str(so))
    lib.kernel.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64]
    rng = np.random.default_rng(3)
    b1, b2 = rng.standard_normal(1000), rng.standard_normal(1000)
    a = np.zeros(1000)

    def call(b):
        lib.kernel(a.ctypes.data, b.ctypes.data, len(b))
        return np.array_equal(a, b + 1)

    assert [call(b1), call(b2), call(b2), call(b1)] == [True, True, True, False]


MEMO = ZOO / "memo"


@pytest.mark.parametrize("kind", sorted(p.name for p in MEMO.iterdir() if (p / "memo.c").exists()))
def test_a_memo_of_the_expensive_work_per_distinct_structured_input_gains_nothing(judge, kind):
    """tests/zoo/memo/KIND: a kernel whose expensive work depends on one structured input alone (a
    diag_dominant, spd, permutation, index or csr array) and a memo of that work per distinct value of
    it (full comparison, never wrong), which gained 6x to 110x while those arrays were restaged
    unchanged every round (issue 29). Every array fresh on every call: it never hits, and pays its
    comparisons. The better of two grades is kept, so that a busy machine's noise (a few percent)
    cannot fail it; a memo that hits gains far more than 5% in both."""
    best = None
    for _ in range(2):
        rc, v = judge.grade_json(MEMO / kind, MEMO / kind / "memo.c", "--budget", "0.3", "--inputs", "2",
                                 "--draws", "4", "--no-cache")
        assert (rc, v["status"]) == (0, "ok"), v["reason"]
        best = v["speedup"] if best is None else min(best, v["speedup"])
        if best <= 1.05:
            break
    assert best <= 1.05, [(i["sizes"], i["ratio"], i["p_value"]) for i in v["inputs"]]


CACHE = ZOO / "cache"


def reference_follow_over_lead(v, draws=4):
    """Per input: the reference's median time in the rounds where it follows the candidate over its
    median where it leads (hpcab/timing.h: the candidate goes first in round r when (r / D) xor
    (r mod D) is odd)."""
    import statistics
    out = []
    for s in v["samples"]:
        lead = [t for r, t in enumerate(s["reference_ns"]) if not ((r // draws) ^ (r % draws)) & 1]
        follow = [t for r, t in enumerate(s["reference_ns"]) if ((r // draws) ^ (r % draws)) & 1]
        out.append(statistics.median(follow) / statistics.median(lead))
    return out


@pytest.mark.parametrize("kernel", ["gather", "stream"])
@pytest.mark.parametrize("what", ["flush", "evict", "warm"])
def test_what_a_call_leaves_in_the_caches_does_not_change_the_next_call(judge, kernel, what):
    """tests/zoo/cache/KERNEL/WHAT.c: the reference's loop, then a flush of the shared inputs, a pass
    over a private buffer that evicts them, or a read that warms them, at the end of every call
    (issue 29: a flusher was credited 1.41x on vag_rand). Each only adds work, so its true speedup is
    below 1 and so must its credit be; and the judge puts every call's arrays into one cache state
    before it (hpcab/timing.h), so the reference is timed alike whether it follows the candidate or
    leads its round. The bound is wide, for a busy machine (the better of two grades is kept): a
    coarse guard where the last-level cache is large (on a virtual machine with 480 MB of it an
    evicting candidate slowed the reference by 1-13% when it followed, before the judge's reset; the
    gather's A/A ratio was 0.6 then, 0.94 after). A flush still slows the next call by up to a third on
    some machines (include/hpcab/worker.h, residual risks): only its credit is asserted."""
    ratios = []
    for _ in range(2):
        rc, v = judge.grade_json(CACHE / kernel, CACHE / kernel / f"{what}.c", "--samples", "--budget", "0.3",
                                 "--inputs", "2", "--draws", "2", "--no-cache")
        assert (rc, v["status"]) == (0, "ok"), v["reason"]
        assert v["speedup"] <= 1.02, [(i["sizes"], i["ratio"], i["p_value"]) for i in v["inputs"]]
        ratios = reference_follow_over_lead(v)
        if what == "flush" or all(0.75 <= r <= 1.25 for r in ratios):
            return
    assert all(0.75 <= r <= 1.25 for r in ratios), ratios
