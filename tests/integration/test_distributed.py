"""Distributed kernels (lib/DESIGN.md §17): an MPI candidate graded as P confined ranks — per-P times,
credited speedups and efficiencies; every output gathered and checked against the serial reference;
hostile ranks (reading another rank's block, skipping a share, hanging in a collective, crashing)
judged right; a killed judge leaves no rank behind; the same grade through Slurm's srun."""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from judgelib import ROOT, build_dir

sys.path.insert(0, str(ROOT / "bindings" / "python"))
KERNEL = "sc/dense_linear_algebra/dist_dot"
ZOO = ROOT / "tests" / "zoo" / "distributed"
FAST = ROOT / "examples" / "candidates" / "distributed" / "dist_dot_fast.c"
SMALL = ["--size", "N=200000", "--rounds", "6", "--draws", "2"]


def _missing() -> str:
    if not (build_dir() / "tools" / "hpcab-mpi-rank").exists():
        return "hpcab-mpi-rank is not built (Open MPI's development files: tools/install-deps.sh)"
    if os.geteuid() != 0:
        return "the ranks' network and PID namespaces need root here"
    return ""


@pytest.fixture(autouse=True)
def _needs():
    why = _missing()
    if why:
        pytest.skip(why)


def env(tmp_path):
    return dict(os.environ, PYTHONPATH=str(ROOT / "bindings" / "python"), HPCABENCH_BUILD=str(build_dir()),
                HPCAB_STATE_DIR=str(tmp_path / "state"))


def dist(tmp_path, *args, timeout=600, extra_env=None):
    e = env(tmp_path)
    e.update(extra_env or {})
    return subprocess.run([sys.executable, "-m", "hpcabench.distributed", *map(str, args)], capture_output=True,
                          text=True, env=e, cwd=ROOT, timeout=timeout)


def grade_json(tmp_path, candidate, *args, extra_env=None):
    r = dist(tmp_path, "grade", KERNEL, candidate, "--json", *SMALL, *args, extra_env=extra_env)
    return r, json.loads(r.stdout)


def test_the_signature_is_the_serial_one_with_local_arrays_and_lo_hi_comm(tmp_path):
    r = dist(tmp_path, "signature", KERNEL)
    assert r.returncode == 0, r.stderr
    assert "void dist_dot_mpi(const real_t *restrict x, const real_t *restrict y, real_t *restrict r, " \
           "int64_t N, int64_t lo, int64_t hi, MPI_Comm comm);" in r.stdout


def test_an_honest_candidate_is_graded_at_every_p_with_speedups_and_efficiencies(tmp_path):
    r, v = grade_json(tmp_path, FAST, "--pes", "1,2,4")
    assert r.returncode == 0 and v["status"] == "ok", v
    rows = v["strong"]["per_pe"]
    assert [x["pes"] for x in rows] == [1, 2, 4]
    assert all(x["median_ns"] > 0 and x["speedup"] > 0 and x["rounds"] >= 6 for x in rows)
    assert rows[0]["strong_efficiency"] == pytest.approx(1.0)
    assert [x["pes"] for x in v["weak"]["per_pe"]] == [1, 2, 4]
    assert v["weak"]["per_pe"][2]["sizes"]["N"] == 4 * v["weak"]["per_pe"][0]["sizes"]["N"]


def test_ranks_run_confined(tmp_path):
    _, v = grade_json(tmp_path, FAST, "--pes", "2")
    g = v["guards"]
    assert g["no_new_privs"] and g["capabilities_dropped"] and g["own_network_namespace"] and g["own_pid_namespace"]
    assert g["not_dumpable"]  # no other process may read a rank's memory


def test_a_rank_reading_another_ranks_block_is_denied_and_judged_incorrect(tmp_path):
    r, v = grade_json(tmp_path, ZOO / "read_other_rank.c", "--pes", "2")
    if not v.get("guards", {}).get("landlock", True):
        pytest.skip("Landlock is not available in this kernel (the verdict's guards say so)")
    assert v["status"] == "incorrect", v


def test_a_rank_that_skips_its_share_is_incorrect(tmp_path):
    r, v = grade_json(tmp_path, ZOO / "skip_share.c", "--pes", "2")
    assert r.returncode == 1 and v["status"] == "incorrect" and "differs from the serial reference" in v["reason"]


@pytest.mark.parametrize("hostile", ["spawn_process", "open_socket"])
def test_a_rank_cannot_start_a_process_or_open_a_socket(tmp_path, hostile):
    """The call filter refuses them (EPERM): the candidate writes a wrong result (it aborts when it got
    through, which would read `crashed`)."""
    _, v = grade_json(tmp_path, ZOO / f"{hostile}.c", "--pes", "2")
    assert v.get("guards", {}).get("seccomp"), v
    assert v["status"] == "incorrect", v


def test_a_rank_that_crashes_is_reported_crashed(tmp_path):
    _, v = grade_json(tmp_path, ZOO / "crash_rank.c", "--pes", "2")
    assert v["status"] == "crashed" and "P = 2" in v["reason"]


def _ranks_alive() -> list[str]:
    out = []
    for p in Path("/proc").iterdir():
        if p.name.isdigit():
            try:
                cmd = (p / "cmdline").read_bytes()
            except OSError:
                continue
            if b"hpcab-mpi-rank" in cmd:
                out.append(p.name)
    return out


def test_a_rank_that_hangs_in_a_collective_is_a_hang_and_no_rank_is_left(tmp_path):
    r, v = grade_json(tmp_path, ZOO / "hang_collective.c", "--pes", "2", "--timeout", "8")
    assert v["status"] == "hang" and "8 s" in v["reason"], v
    time.sleep(0.5)
    assert not _ranks_alive()


def test_a_judge_killed_mid_grade_leaves_no_rank_behind(tmp_path):
    p = subprocess.Popen([sys.executable, "-m", "hpcabench.distributed", "grade", KERNEL,
                          str(ZOO / "hang_collective.c"), "--pes", "2", "--timeout", "300", *SMALL],
                         env=env(tmp_path), cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    end = time.monotonic() + 120
    while not _ranks_alive():
        assert time.monotonic() < end and p.poll() is None, "the ranks never started"
        time.sleep(0.1)
    p.send_signal(signal.SIGKILL)
    p.wait()
    end = time.monotonic() + 10
    while _ranks_alive() and time.monotonic() < end:
        time.sleep(0.1)
    assert not _ranks_alive()


def test_hpcab_judge_grade_distributed_runs_the_same_grade(tmp_path):
    e = env(tmp_path)
    e.pop("PYTHONPATH")  # the judge finds the package in the source tree itself
    r = subprocess.run([str(build_dir() / "tools" / "hpcab-judge"), "grade", KERNEL, str(FAST), "--distributed",
                        "--pes", "2", "--json", *SMALL], capture_output=True, text=True, env=e, timeout=600)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["schema"] == "hpcab.distributed/1"


def test_a_kernel_without_scaling_is_refused_with_a_clear_message(tmp_path):
    r = dist(tmp_path, "grade", "llr/s000", FAST)
    assert r.returncode == 2 and "no scaling section" in r.stderr


def test_a_missing_rank_program_is_named(tmp_path):
    r = dist(tmp_path, "grade", KERNEL, FAST, "--pes", "1", *SMALL, extra_env={"HPCAB_MPI_RANK": "/nonexistent"})
    assert r.returncode == 2 and "HPCAB_MPI_RANK" in r.stderr


@pytest.mark.parametrize("section,message", [
    ("scaling: {pes: [1, 2], split: N, layout: {x: block, y: block, r: scattered}, reference_mpi: reference.c}",
     "not a layout"),
    ("scaling: {pes: [2, 1], split: N, layout: {x: block, y: block, r: replicated}, reference_mpi: reference.c}",
     "must increase"),
    ("scaling: {pes: [1, 2], split: N, layout: {x: block, y: block}, reference_mpi: reference.c}",
     "array 'r' has no layout"),
    ("scaling: {pes: [1, 2], split: M, layout: {x: block, y: block, r: replicated}, reference_mpi: reference.c}",
     "not a size"),
    ("scaling: {pes: [1], split: N, layout: {x: block, y: block, r: block}, reference_mpi: reference.c}",
     "first dimension must be the split size"),
])
def test_a_bad_scaling_section_is_a_manifest_error(tmp_path, section, message):
    src = (ROOT / "kernels" / KERNEL / "kernel.yaml").read_text()
    head = src.split("scaling:")[0]
    d = tmp_path / "k"
    d.mkdir()
    (d / "kernel.yaml").write_text(head + section + "\n")
    (d / "reference.c").write_text((ROOT / "kernels" / KERNEL / "reference.c").read_text())
    r = subprocess.run([str(build_dir() / "tools" / "hpcab-judge"), "check-manifest", str(d)], capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2 and message in r.stderr + r.stdout, r.stderr + r.stdout


def test_the_grade_runs_through_slurm_srun(tmp_path):
    from test_run_slurm import _cluster_missing, _start  # the single-node test cluster
    why = _cluster_missing()
    if why:
        pytest.skip(why)
    d = tmp_path / "cluster"
    e = _start(d)
    try:
        r = subprocess.run([sys.executable, "-m", "hpcabench.distributed", "grade", KERNEL, str(FAST), "--launcher",
                            "srun", "--pes", "1,2", "--json", *SMALL], capture_output=True, text=True,
                           env=dict(e, HPCAB_STATE_DIR=str(tmp_path / "state")), cwd=ROOT, timeout=600)
        v = json.loads(r.stdout)
        assert v["status"] == "ok" and v["launcher"] == "srun", (v, r.stderr[-2000:])
        assert [x["pes"] for x in v["strong"]["per_pe"]] == [1, 2]
    finally:
        subprocess.run(["bash", str(ROOT / "tests" / "slurm" / "cluster.sh"), "stop", str(d)], timeout=120)


def test_the_report_page_has_the_scaling_plot(tmp_path):
    pytest.importorskip("matplotlib")
    r, v = grade_json(tmp_path, FAST, "--pes", "1,2")
    vf = tmp_path / "v.json"
    vf.write_text(json.dumps(v))
    page = tmp_path / "page.html"
    r = dist(tmp_path, "report", vf, "-o", page)
    assert r.returncode == 0, r.stderr
    text = page.read_text()
    assert 'alt="scaling plot" src="data:image/png;base64,' in text and "<td>2</td>" in text
