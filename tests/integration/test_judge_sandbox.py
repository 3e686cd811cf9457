"""hpcab-judge against the holes of issue 15 that are not a candidate's run-time behaviour (those are
zoo candidates, tests/zoo and test_judge_zoo.py): what the compiler may read and what a report may
show, the compiler's limits, the judge's children when the judge is interrupted or killed, a worker
killed from outside, and the source checks of Fortran and shared-object candidates."""
import json
import os
import pathlib
import secrets as pysecrets
import signal
import subprocess
import time

import resource

import pytest

from judgelib import KERNELS, ROOT, SMALL, judge_exe

FORTRAN_KERNEL = """\
subroutine kernel(a, b, n) bind(c)
  use iso_c_binding
  integer(c_int64_t), value :: n
  real(c_double), intent(out) :: a(n)
  real(c_double), intent(in) :: b(n)
  a = b + 1.0d0
end subroutine kernel
"""


def test_fortran_bind_c_raises_no_network_flag(judge, tmp_path):
    src = tmp_path / "kernel.f90"
    src.write_text(FORTRAN_KERNEL)
    rc, v = judge.grade_json("zoo", src, *SMALL)
    assert (rc, v["status"]) == (0, "ok"), v["reason"]
    assert [f for f in v["flags"] if f["category"] == "network"] == []


S000_WRONG_AT_THE_TOP = """\
#include "hpcab/kernel.h"
void s000(real_t *restrict a, const real_t *restrict b, int64_t n)
{
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + (n == 4000000 ? 2 : 1);
}
"""


def test_correctness_covers_the_top_of_the_declared_range(judge, tmp_path):
    """s000 declares LEN_1D up to 4 000 000; a candidate wrong only above 1.5 M escaped the random
    correctness draws and the three timed inputs (log-uniform draws seldom land near the top). Here it
    is wrong only at the very top, which random draws (almost) never hit: the top corner of the ranges
    is always checked."""
    src = tmp_path / "s000_top_wrong.c"
    src.write_text(S000_WRONG_AT_THE_TOP)
    rc, v = judge.grade_json("s000", src, *SMALL)
    assert (rc, v["status"]) == (1, "incorrect"), v["reason"]
    assert "top of the declared ranges (LEN_1D=4000000)" in v["reason"]
    assert v["correctness"]["top_sizes"] == {"LEN_1D": 4000000} and v["correctness"]["top_capped"] is False


def test_top_corner_beyond_the_footprint_cap_is_the_largest_that_fits_and_the_report_says_so(judge, tmp_path):
    """gemm's declared maxima fit; a kernel whose maxima exceed the correctness footprint cap is
    checked at the largest sizes that fit, and the report says so."""
    kdir = tmp_path / "big"
    kdir.mkdir()
    (kdir / "kernel.yaml").write_text(
        "name: big\ntrack: llr\nsymbol: kernel\nprecisions: [f64]\n"
        "sizes:\n  N: {range: [16, 20000], test: 16}\n"
        "arrays:\n  a: {dtype: real, shape: [N, N], intent: out}\n  b: {dtype: real, shape: [N, N], intent: in}\n"
        "args: [a, b, N]\ncost: {bytes: \"16 * N * N\", flops: \"N * N\"}\nreference: reference.c\n")
    (kdir / "reference.c").write_text(
        '#include "hpcab/kernel.h"\n'
        "void kernel(real_t *restrict a, const real_t *restrict b, int64_t n)\n"
        "{\n  for (int64_t i = 0; i < n * n; i++) a[i] = b[i] + 1;\n}\n")
    r = judge.run("grade", kdir, kdir / "reference.c", "--check-only", "--draws", "1")
    assert r.returncode == 0, r.stdout + r.stderr
    top = [ln for ln in r.stdout.splitlines() if ln.startswith("top ")]
    assert len(top) == 1 and "footprint cap" in top[0] and "largest sizes that fit" in top[0], r.stdout
    n = int(top[0].split("N=")[1].split()[0])
    assert 16 * n * n <= 256 << 20 < 16 * (n + 1) * (n + 1)


def test_a_cost_that_cannot_be_evaluated_at_a_timed_size_ends_the_grade(judge, tmp_path):
    """The roofline check is never switched off silently: a cost expression that overflows at the
    timed sizes (here one that is fine at the test sizes and at the top of the range, so the manifest
    loads) is a manifest error, exit 2, not an unchecked grade."""
    kdir = tmp_path / "cost"
    kdir.mkdir()
    (kdir / "kernel.yaml").write_text(
        "name: cost\ntrack: llr\nsymbol: kernel\nprecisions: [f64]\n"
        "sizes:\n  LEN_1D: {range: [1000, 4096], test: 4095}\n"
        "arrays:\n  a: {dtype: real, shape: [LEN_1D], intent: out}\n  b: {dtype: real, shape: [LEN_1D], intent: in}\n"
        "args: [a, b, LEN_1D]\ncost: {bytes: \"(4096 - LEN_1D) ** 64 * 16\", flops: \"LEN_1D\"}\n"
        "reference: reference.c\n")
    (kdir / "reference.c").write_text((ROOT / "tests/zoo/kernel/reference.c").read_text())
    r = judge.run("grade", kdir, ROOT / "tests/zoo/reference.c", *SMALL, "--json")
    assert r.returncode == 2, r.stdout
    assert "roofline check cannot be applied" in r.stderr and "cost.bytes" in r.stderr, r.stderr


def test_check_manifest_rejects_a_cost_that_overflows_at_the_top_of_the_range(tmp_path):
    kdir = tmp_path / "k"
    kdir.mkdir()
    (kdir / "kernel.yaml").write_text(
        (ROOT / "kernels/llr/s000/kernel.yaml").read_text().replace('bytes: "8 * LEN_1D + 8 * LEN_1D"',
                                                                    'bytes: "LEN_1D ** 40"'))
    for src in ("reference.c", "reference.cu"):  # the manifest names both (residencies: [host, device])
        (kdir / src).write_text((ROOT / "kernels/llr/s000" / src).read_text())
    r = subprocess.run([str(judge_exe()), "check-manifest", str(kdir)], capture_output=True, text=True)
    assert r.returncode == 2 and "cost.bytes fails at" in r.stderr and "overflow" in r.stderr, r.stderr


def test_a_hidden_change_of_the_fp_environment_is_rejected_with_a_refused_fp_env_flag(judge):
    rc, v = judge.grade_json("zoo", ROOT / "tests/zoo/fp_round_hidden.c", *SMALL)
    assert (rc, v["status"]) == (1, "rejected"), v["reason"]
    fp = [f for f in v["flags"] if f["category"] == "fp-env"]
    assert [f["refused"] for f in fp] == [True] and "the rounding mode" in fp[0]["message"], v["flags"]


def test_a_pasted_fp_environment_setter_is_refused_from_the_preprocessed_source(judge, tmp_path):
    """The name pasted from two tokens is whole after preprocessing: refused before anything runs."""
    src = tmp_path / "round.c"
    src.write_text("#include <fenv.h>\n#include <stdint.h>\n#define PASTE(a, b) a##b\n"
                   "void kernel(double *a, const double *b, int64_t n) {\n  PASTE(fesetr, ound)(FE_TOWARDZERO);\n"
                   "  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;\n}\n")
    rc, v = judge.grade_json("zoo", src, *SMALL)
    assert (rc, v["status"]) == (1, "rejected") and "round.c:5" in v["reason"], v["reason"]
    assert ("fp-env", True) in [(f["category"], f["refused"]) for f in v["flags"]], v["flags"]


def test_an_fp_environment_intrinsic_is_refused_before_anything_runs(judge):
    rc, v = judge.grade_json("zoo", ROOT / "tests/zoo/fp_ftz.c", *SMALL)
    assert (rc, v["status"]) == (1, "rejected"), v["reason"]
    assert ("fp-env", True) in [(f["category"], f["refused"]) for f in v["flags"]]
    assert v["guards"] is None, "nothing ran"


# ---- what the compiler may read, and what a report may show (item 1) ----

def home_layout(tmp_path):
    """The default layout: HOME with the state directory in ~/.local/state/hpcabench (known seeds)
    and a private file of the user's; returns (home, state, seeds, private marker, environment)."""
    home = tmp_path / "home"
    state = home / ".local" / "state" / "hpcabench"
    state.mkdir(parents=True, mode=0o700)
    seeds = (pysecrets.token_hex(32), pysecrets.token_hex(32))
    fd = os.open(state / "secrets", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(f"score = {seeds[0]}\nsubmission = {seeds[1]}\n")
    marker = "PRIVATE_" + pysecrets.token_hex(12)
    (home / "private.txt").write_text(marker + "\n")
    env = {k: v for k, v in os.environ.items() if k not in ("HPCAB_STATE_DIR", "XDG_STATE_HOME")}
    env["HOME"] = str(home)
    # the machine profile stays where it was (measuring it again is slow)
    env["XDG_CACHE_HOME"] = os.environ.get("XDG_CACHE_HOME", str(pathlib.Path.home() / ".cache"))
    return home, state, seeds, marker, env


def forms(hexseed):
    raw = bytes.fromhex(hexseed)
    return [hexseed.encode(), hexseed.upper().encode(), raw, raw[:16], raw[16:], hexseed[:16].encode()]


def shadow_first_line():
    try:
        with open("/etc/shadow", "rb") as f:
            return f.readline().strip()
    except OSError:
        return None


LEAKY_INCLUDES = {
    "relative_state_dir": '#include ".local/state/hpcabench/secrets"\n',
    "absolute_state_dir": '#include "{state}/secrets"\n',
    "etc_shadow": '#include "/etc/shadow"\n',
    "etc_passwd": '#include "/etc/passwd"\n',
    "users_file": '#include "{home}/private.txt"\n',
    "assembler_incbin": 'void kernel(double *a, const double *b, long n);\n'
                        '__asm__(".section .rodata\\n.incbin \\"{state}/secrets\\"\\n.previous");\n',
}


@pytest.mark.parametrize("name", sorted(LEAKY_INCLUDES))
def test_the_compiler_leaks_no_file_outside_the_candidate_into_any_output(tmp_path, name):
    """A candidate in $HOME (the default layout) that includes the secrets, by a relative or an
    absolute path, /etc/shadow, /etc/passwd or a file of the user's, or has the assembler embed the
    secrets: no byte of those files, and not the state directory's path, appears in stdout, stderr or
    the JSON (build_log included)."""
    home, state, seeds, marker, env = home_layout(tmp_path)
    src = home / "cand.c"
    src.write_text(LEAKY_INCLUDES[name].format(state=state, home=home) +
                   "void kernel(double *a, const double *b, long n) { for (long i = 0; i < n; i++) a[i] = b[i] + 1; }\n")
    r = subprocess.run([str(judge_exe()), "grade", str(KERNELS["zoo"]), str(src), "--json", *SMALL],
                       capture_output=True, env=env, timeout=600)
    out = r.stdout + r.stderr
    assert r.returncode in (0, 1), out
    v = json.loads(r.stdout)
    assert v["status"] == "build_error", v  # the assembler may not read the secrets either
    for seed in seeds:
        for form in forms(seed):
            assert form not in out, f"a secret seed leaked: {out!r}"
    assert marker.encode() not in out
    shadow = shadow_first_line()
    if shadow:
        assert shadow not in out and shadow.split(b":")[1][:8] not in out.replace(b":*:", b"")
    with open("/etc/passwd", "rb") as f:
        assert f.readline().strip() not in out
    assert str(state).encode() not in out, "the state directory's path appears in the output"
    assert os.path.realpath(state).encode() not in out


def test_a_load_error_names_no_path_of_the_state_directory(judge, tmp_path):
    """A candidate whose object cannot be loaded (an undefined symbol resolved at load time): the
    reason names the problem, never the build cache inside the state directory."""
    src = tmp_path / "undef.c"
    src.write_text("void missing_function(void);\n"
                   "void kernel(double *a, const double *b, long n) { missing_function(); a[0] = b[0] + n; }\n")
    rc, v = judge.grade_json("zoo", src, *SMALL)
    assert v["status"] == "load_error", v
    assert "missing_function" in v["reason"]
    assert str(judge.state) not in json.dumps(v) and os.path.realpath(judge.state) not in json.dumps(v)


# ---- the judge's children when it is stopped or killed (item 3) ----

# a compile that prints nothing and never ends: 2^40 nested inclusions of itself
SILENT_COMPILE = """\
#if __INCLUDE_LEVEL__ < 40
#include __FILE__
#include __FILE__
#endif
#if __INCLUDE_LEVEL__ == 0
void kernel(double *a, const double *b, long n) { for (long i = 0; i < n; i++) a[i] = b[i] + 1; }
#endif
"""


def proc_table():
    """{pid: (ppid, state, comm)} of every process."""
    table = {}
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open(f"/proc/{d}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        comm = stat[stat.index("(") + 1:stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2:].split()
        table[int(d)] = (int(fields[1]), fields[0], comm)
    return table


def descendants(pid):
    table, out, todo = proc_table(), {}, [pid]
    while todo:
        p = todo.pop()
        for c, (pp, state, comm) in table.items():
            if pp == p and c not in out:
                out[c] = comm
                todo.append(c)
    return out


def alive(pid):
    """True while pid runs (a zombie awaiting its reaper has ended)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            stat = f.read()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2] != "Z"


def wait_for_children(p, names, timeout=60):
    """Waits until the judge (Popen p) has descendants with these command names (a name listed twice:
    two of them); returns them all."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        kids = descendants(p.pid)
        if all(list(kids.values()).count(n) >= names.count(n) for n in names):
            return kids
        assert p.poll() is None, f"the judge ended early: {p.communicate()}"
        time.sleep(0.05)
    raise AssertionError(f"no {names} under the judge: {descendants(p.pid)}")


def exe_of(pid):
    try:
        return os.readlink(f"/proc/{pid}/exe")
    except OSError:
        return None


def sweep(marker):
    """Kills what a judge of this test may have left (whatever the verdict, nothing may stay on the
    shared machine): workers of the tested build and compilers of this test's files, known by their
    command line or executable."""
    worker = os.path.realpath(judge_exe().parent.parent / "lib" / "hpcab-worker")
    for q, (_, _, comm) in proc_table().items():
        exe = exe_of(q)
        try:
            with open(f"/proc/{q}/cmdline", "rb") as f:
                cmd = f.read()
        except OSError:
            continue
        if (comm == "hpcab-worker" and exe == worker and q not in KNOWN_STRAYS) or marker.encode() in cmd:
            try:
                os.kill(q, signal.SIGKILL)
            except OSError:
                pass


KNOWN_STRAYS = set()  # workers of the tested build that were there before a test started


def assert_all_gone(pids, marker, within=10):
    deadline = time.monotonic() + within
    while time.monotonic() < deadline and any(alive(q) for q in pids):
        time.sleep(0.05)
    left = {q: proc_table().get(q) for q in pids if alive(q)}
    sweep(marker)
    assert not left, f"processes outlived the judge: {left}"


def start_timing(judge):
    """A grade in its timing stage for long (both workers started, stopped between calls)."""
    worker = os.path.realpath(judge_exe().parent.parent / "lib" / "hpcab-worker")
    KNOWN_STRAYS.update(q for q, (_, _, comm) in proc_table().items() if comm == "hpcab-worker" and exe_of(q) == worker)
    return judge.popen("grade", "s000", ROOT / "examples/candidates/s000_fast.c", "--budget", "60", "--inputs", "1",
                       "--draws", "1", "--no-cache")


def timing_workers(p):
    """The two workers of the timing stage: hpcab-worker descendants that stay for a second."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        first = wait_for_children(p, ["hpcab-worker", "hpcab-worker"])
        time.sleep(1.0)
        kids = descendants(p.pid)
        if [q for q in first if first[q] == "hpcab-worker" and q in kids] and \
                list(kids.values()).count("hpcab-worker") >= 2:
            return kids
    raise AssertionError("the grade did not reach its timing stage")


def start_silent_compile(judge, tmp_path):
    src = tmp_path / "bomb.c"
    src.write_text(SILENT_COMPILE)
    return judge.popen("grade", "zoo", src, "--json")


def candidate_compiler(p):
    """Waits until the judge compiles bomb.c (after the kernel's reference); returns its descendants."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        kids = descendants(p.pid)
        for q, comm in kids.items():
            try:
                with open(f"/proc/{q}/cmdline", "rb") as f:
                    if comm == "cc1" and b"bomb.c" in f.read():
                        return kids
            except OSError:
                pass
        assert p.poll() is None, f"the judge ended early: {p.communicate()}"
        time.sleep(0.05)
    raise AssertionError("the judge never compiled the candidate")


def test_a_judge_killed_with_sigkill_leaves_no_worker_behind(judge):
    p = start_timing(judge)
    kids = timing_workers(p)
    p.send_signal(signal.SIGKILL)
    p.communicate()
    assert_all_gone(kids, "no-compiler")


def user_and_pid_namespaces():
    return subprocess.run(["unshare", "--user", "--pid", "--fork", "true"], capture_output=True).returncode == 0


def test_a_judge_killed_with_sigkill_during_a_silent_compile_leaves_no_compiler_behind(judge, tmp_path):
    """The compiler runs in its own PID namespace, which dies with it (and it with the judge's thread).
    Without user namespaces the compiler's own children outlive it by up to their CPU-time limit (a
    residual risk of hpcab/build.h), so the rule is checked where the kernel allows them."""
    if not user_and_pid_namespaces():
        pytest.skip("no unprivileged user and PID namespaces here")
    p = start_silent_compile(judge, tmp_path)
    kids = candidate_compiler(p)
    p.send_signal(signal.SIGKILL)
    p.communicate()
    assert_all_gone(kids, "bomb.c")


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_stopped_judge_ends_its_workers_and_exits_promptly_saying_so(judge, sig):
    p = start_timing(judge)
    kids = timing_workers(p)
    t0 = time.monotonic()
    p.send_signal(sig)
    out, err = p.communicate(timeout=30)
    try:
        assert time.monotonic() - t0 < 10
        assert p.returncode == -sig, (p.returncode, err)
        assert ("interrupted by SIGINT" if sig == signal.SIGINT else "stopped by SIGTERM") in err
        assert out == ""
    finally:
        assert_all_gone(kids, "no-compiler", within=2)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_stopped_judge_ends_its_compiler_and_exits_promptly(judge, tmp_path, sig):
    p = start_silent_compile(judge, tmp_path)
    kids = candidate_compiler(p)
    t0 = time.monotonic()
    p.send_signal(sig)
    out, err = p.communicate(timeout=30)
    try:
        assert time.monotonic() - t0 < 10
        assert p.returncode == -sig, (p.returncode, err)
    finally:
        assert_all_gone(kids, "bomb.c", within=2)


# ---- the compiler's limits (item 4) ----

# 10 million initializers through nested macros: several GiB for the compiler
MEMORY_HOG = "#define E0 1.0,\n" + "".join(f"#define E{k + 1} " + " ".join([f"E{k}"] * 10) + "\n" for k in range(7)) \
    + "const double table[] = {E7};\n"


def safety_net():
    """An outer address-space limit on the judge (inherited by its compiler), so that a judge without
    its own limit cannot take the shared machine's memory: 3 GiB."""
    resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))


def test_a_compiler_that_needs_more_memory_than_allowed_is_a_build_error_naming_the_limit(judge, tmp_path):
    src = tmp_path / "hog.c"
    src.write_text(MEMORY_HOG)
    cmd = [str(judge_exe()), "grade", str(KERNELS["zoo"]), str(src), "--json", "--compile-memory", "256",
           "--secrets", str(judge.secrets)]
    r = subprocess.run(cmd, capture_output=True, text=True, env=judge.env(), timeout=600, preexec_fn=safety_net)
    assert r.returncode == 1, r.stderr
    v = json.loads(r.stdout)
    assert v["status"] == "build_error"
    assert "memory limit of 256 MiB" in v["reason"] and "--compile-memory" in v["reason"], v["reason"]


def test_including_dev_zero_is_a_prompt_build_error(judge, tmp_path):
    """#include "/dev/zero" grew the compiler without bound: the compiler may not read it (and has an
    address-space limit whatever it reads)."""
    src = tmp_path / "zero.c"
    src.write_text('#include "/dev/zero"\n')
    cmd = [str(judge_exe()), "grade", str(KERNELS["zoo"]), str(src), "--json", "--secrets", str(judge.secrets)]
    t0 = time.monotonic()
    r = subprocess.run(cmd, capture_output=True, text=True, env=judge.env(), timeout=600, preexec_fn=safety_net)
    assert r.returncode == 1, r.stderr
    v = json.loads(r.stdout)
    assert v["status"] == "build_error"
    assert "/dev/zero: Permission denied" in (v["build_log"] or "") or "memory limit" in v["reason"], v
    assert time.monotonic() - t0 < 120


# ---- a worker killed from outside (item 7) ----

@pytest.mark.parametrize("which", ["both", "reference"])
def test_a_worker_killed_from_outside_is_a_crash_with_its_json_and_is_not_cached(judge, which):
    """Someone kills the workers (or the reference's alone: it starts first) with SIGKILL mid-grade:
    the grade is a crash, exit 1, with its one JSON object (it was exit 2 and no JSON when the
    reference's worker died), and it is not stored, so the same grade runs again."""
    args = ("grade", "s000", ROOT / "examples/candidates/s000_fast.c", "--budget", "2", "--inputs", "1",
            "--draws", "1", "--json")
    p = judge.popen(*args)
    kids = timing_workers(p)
    workers = sorted(q for q, comm in kids.items() if comm == "hpcab-worker")
    for q in workers if which == "both" else workers[:1]:
        os.kill(q, signal.SIGKILL)
    out, err = p.communicate(timeout=120)
    assert p.returncode == 1, err
    lines = [ln for ln in out.splitlines() if ln.strip()]
    assert len(lines) == 1, out
    v = json.loads(lines[0])
    assert v["status"] == "crash" and "killed by SIGKILL from outside the judge" in v["reason"], v["reason"]
    rc, again = judge.grade_json(*args[1:3], *args[3:-1])
    assert again["cached"] is False and again["status"] == "ok", again["reason"]


# ---- flags of a shared-object candidate (item 7) ----

def build_so(tmp_path, zoo_name):
    so = tmp_path / f"{zoo_name}.so"
    subprocess.run(["cc", "-O2", "-fPIC", "-shared", str(ROOT / "tests/zoo" / f"{zoo_name}.c"), "-o", str(so)], check=True)
    return so


@pytest.mark.parametrize("zoo_name,word", [("ctor_file", ".init_array"), ("ifunc", "IFUNC")])
def test_a_shared_object_candidate_is_flagged_for_code_it_runs_at_load_time(judge, tmp_path, zoo_name, word):
    """A candidate handed in built gets the flags a source would: its constructors (.init_array, DT_INIT)
    and IFUNC resolvers, read from its dynamic section and relocations."""
    rc, v = judge.grade_json("zoo", build_so(tmp_path, zoo_name), *SMALL)
    assert [f for f in v["flags"] if f["category"] == "constructor" and word in f["message"]], v["flags"]


def test_a_shared_object_importing_an_fp_environment_setter_is_refused(judge, tmp_path):
    src = tmp_path / "round.c"
    src.write_text("#include <fenv.h>\n#include <stdint.h>\n#define PASTE(a, b) a##b\n"
                   "void kernel(double *a, const double *b, int64_t n) {\n  PASTE(fesetr, ound)(FE_TOWARDZERO);\n"
                   "  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;\n}\n")
    so = tmp_path / "round.so"
    subprocess.run(["cc", "-O2", "-fPIC", "-shared", str(src), "-o", str(so)], check=True)
    rc, v = judge.grade_json("zoo", so, *SMALL)
    assert (rc, v["status"]) == (1, "rejected"), v["reason"]
    assert "fesetround" in v["reason"] and ("fp-env", True) in [(f["category"], f["refused"]) for f in v["flags"]]
