"""The static check reads what runs (issue 30.1), and the run-time one looks at every thread (30.2): each candidate of tests/zoo/checks/ graded through
`hpcab-judge grade` on the zoo's kernel gets its expected status and exactly the flag categories it
earns — attacks hidden by macros, continuations, pasted keywords, escaped section names, Fortran
bind(c) names or a language's run-time library are found in the preprocessed source or the built
object; honest helpers whose names contain a flag's word raise nothing."""
import platform
import shutil

import pytest

from judgelib import ROOT, SMALL

CHECKS = ROOT / "tests" / "zoo" / "checks"

# file -> (status, a word the reason must contain or None, flag categories the verdict must hold,
#          flag categories it must not hold)
EXPECTED = {
    "attr_macro_fast_math.c": ("rejected", "unsafe floating-point", set(), set()),
    "pragma_continued_ofast.c": ("rejected", "unsafe floating-point", set(), set()),
    "bind_c_fesetround.f90": ("rejected", "imports fesetround", {"fp-env"}, set()),
    "omp_ftz_team.c": ("rejected", "OpenMP thread 1 left the floating-point environment changed", {"fp-env"},
                       set()),
    "cxx_global_init.cc": ("ok", None, {"constructor"}, set()),
    "init_array_escaped.c": ("ok", None, {"constructor"}, set()),
    "rdtsc_macro.c": ("ok", None, {"timer"}, set()),
    "pasted_asm.c": ("ok", None, {"inline-asm"}, set()),
    "fortran_second.f90": ("ok", None, {"timer"}, set()),
    "yield_spin.c": ("ok", None, {"sleep"}, set()),
    "honest_helper_names.c": ("ok", None, set(), {"unsafe-math", "sleep"}),
    "honest_sysconf.c": ("ok", None, {"file-io"}, set()),  # glibc's read of /sys: EACCES, flagged
}

COMPILERS = {".c": "cc", ".cc": "c++", ".f90": "gfortran"}
# written for x86-64: its intrinsics, MXCSR, and the worker's answer to sched_getaffinity
X86_ONLY = {"rdtsc_macro.c", "omp_ftz_team.c", "honest_sysconf.c"}


def test_checks_table_covers_every_candidate():
    assert {p.name for p in CHECKS.iterdir()} == set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_check_candidate_gets_its_status_and_flags(judge, name):
    path = CHECKS / name
    if shutil.which(COMPILERS[path.suffix]) is None:
        pytest.skip(f"no {COMPILERS[path.suffix]} here")
    if name in X86_ONLY and platform.machine() != "x86_64":
        pytest.skip(f"{name} is written for x86-64")
    status, word, must, must_not = EXPECTED[name]
    rc, v = judge.grade_json("zoo", path, *SMALL, "--timeout", "2")
    assert v["status"] == status, f"{name}: {v['status']}: {v['reason']}"
    if word:
        assert word in v["reason"], v["reason"]
    cats = {f["category"] for f in v["flags"]}
    assert must <= cats, v["flags"]
    assert not (must_not & cats), v["flags"]
    if name == "honest_helper_names.c":
        assert v["flags"] == [], v["flags"]


def test_a_dropped_zero_branch_is_caught_by_the_edge_values(judge):
    """Issue 30.5: s441 without its d == 0 branch was graded ok (the cycled distributions never draw an
    exact zero); the correctness draws after the first hold exact zeros within each array's domain."""
    cand = ROOT / "tests" / "integration" / "candidates" / "s441_no_zero_branch.c"
    rc, v = judge.grade_json("llr/s441", cand, *SMALL)
    assert (rc, v["status"]) == (1, "incorrect") and "output a" in v["reason"], v["reason"]
    rc, v = judge.grade_json("llr/s441", ROOT / "kernels" / "llr" / "s441" / "reference.c", *SMALL)
    assert (rc, v["status"]) == (0, "ok"), v["reason"]


def test_a_shared_object_whose_dt_init_jumps_to_its_own_code_is_flagged(judge, tmp_path):
    """Issue 30.3: a .so linked with -nostartfiles whose 5-byte .init (DT_INIT) jumps to its own code is
    compared with the .init of an empty translation unit of the default toolchain, not with a size
    limit; an ordinary .so of the same toolchain raises no load-time flag."""
    if shutil.which("cc") is None:
        pytest.skip("cc is needed")
    import subprocess
    so = tmp_path / "dtinit.so"
    subprocess.run(["cc", "-O2", "-fPIC", "-shared", "-nostartfiles", str(ROOT / "tests/integration/candidates/dtinit_jump.c"),
                    "-o", str(so)], check=True)
    rc, v = judge.grade_json("zoo", so, *SMALL)
    assert (rc, v["status"]) == (0, "ok"), v["reason"]
    assert [f for f in v["flags"] if f["category"] == "constructor" and "DT_INIT" in f["message"]], v["flags"]
    plain = tmp_path / "plain.so"
    subprocess.run(["cc", "-O2", "-fPIC", "-shared", str(ROOT / "tests/zoo/reference.c"), "-o", str(plain)], check=True)
    rc, v = judge.grade_json("zoo", plain, *SMALL)
    assert (rc, v["status"], v["flags"]) == (0, "ok", []), v["flags"]
