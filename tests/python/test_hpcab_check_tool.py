"""hpcab-check REF.npy GOT.npy [--precision P] [--accumulate L]: verdict, worst element, exit codes
(0 pass, 1 fail, 2 bad input with a clear message)."""
import os
import shutil
import subprocess

import numpy as np
import pytest

import hpcab_check_ctypes as hc

TOOL = hc.tool_path("hpcab-check")
pytestmark = pytest.mark.skipif(not os.path.exists(TOOL), reason="hpcab-check not built")


def run(*args):
    p = subprocess.run([TOOL, *map(str, args)], capture_output=True, text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


@pytest.fixture
def ref(tmp_path):
    a = np.arange(1.0, 4097.0).reshape(64, 64)
    np.save(tmp_path / "ref.npy", a)
    return a


def test_identical_outputs_pass(tmp_path, ref):
    np.save(tmp_path / "C.npy", ref)
    rc, out, _ = run(tmp_path / "ref.npy", tmp_path / "C.npy")
    assert rc == 0
    assert out.startswith("PASS output C: all 4096 elements")


def test_a_wrong_element_fails_with_its_index(tmp_path, ref):
    got = ref.copy()
    got[12, 7] = 1.25 * ref[12, 7]
    got[3, 3] += 1e-3
    np.save(tmp_path / "C.npy", got)
    rc, out, _ = run(tmp_path / "ref.npy", tmp_path / "C.npy")
    assert rc == 1
    assert "FAIL output C: 2 of 4096 elements differ; worst C[12, 7]: got 970, expected 776, allowed 7.76e-07 (ratio 2.5e+08)" in out


def test_precision_and_accumulate_widen_the_tolerance(tmp_path, ref):
    got = ref * (1 + 1e-5)
    np.save(tmp_path / "C.npy", got)
    assert run(tmp_path / "ref.npy", tmp_path / "C.npy")[0] == 1
    assert run(tmp_path / "ref.npy", tmp_path / "C.npy", "--precision", "f32")[0] == 0
    got = ref.copy()
    got[0, 0] += 3e-9  # above 1e-11 + 1e-9·1, below eps·sqrt(1e8)·4096 + 1e-9 ≈ 1e-8
    np.save(tmp_path / "C.npy", got)
    assert run(tmp_path / "ref.npy", tmp_path / "C.npy")[0] == 1
    assert run(tmp_path / "ref.npy", tmp_path / "C.npy", "--accumulate", "100000000")[0] == 0


@pytest.mark.skipif(shutil.which("zstd") is None, reason="needs the zstd command")
def test_compressed_files_are_read(tmp_path, ref):
    subprocess.run(["zstd", "-q", str(tmp_path / "ref.npy"), "-o", str(tmp_path / "C.npy.zst")], check=True)
    rc, out, _ = run(tmp_path / "ref.npy", tmp_path / "C.npy.zst")
    assert rc == 0 and "output C:" in out


@pytest.mark.parametrize("got,message", [
    (np.zeros((64, 63)), "shape mismatch"),
    (np.zeros(4096), "shape mismatch"),
    (np.zeros((64, 64), dtype=np.float32), "dtype mismatch"),
])
def test_mismatched_files_are_bad_input(tmp_path, ref, got, message):
    np.save(tmp_path / "C.npy", got)
    rc, out, err = run(tmp_path / "ref.npy", tmp_path / "C.npy")
    assert rc == 2
    assert message in err and out == ""


def test_unreadable_files_are_bad_input(tmp_path, ref):
    (tmp_path / "junk.npy").write_bytes(b"not an array at all")
    rc, _, err = run(tmp_path / "ref.npy", tmp_path / "junk.npy")
    assert rc == 2 and "junk.npy" in err and "not a .npy file" in err
    rc, _, err = run(tmp_path / "missing.npy", tmp_path / "ref.npy")
    assert rc == 2 and "missing.npy" in err


@pytest.mark.parametrize("args", [[], ["a.npy"], ["a", "b", "c"], ["--precision", "f8"],
                                  ["--accumulate", "0"], ["--accumulate", "x"], ["--bogus"]])
def test_bad_arguments_are_usage_errors(tmp_path, ref, args):
    full = args if len(args) != 2 or not args[0].startswith("--") else [tmp_path / "ref.npy", tmp_path / "ref.npy", *args]
    assert run(*full)[0] == 2
