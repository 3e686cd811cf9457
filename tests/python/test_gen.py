"""hpcab-gen: one input draw of a kernel as .npy files and sizes.json, read back with numpy and checked
with numpy/scipy (hpcab/draw.h)."""
import json
import os
import pathlib
import subprocess

import numpy as np
import pytest
from scipy import stats

ROOT = pathlib.Path(__file__).resolve().parents[2]
BUILD = pathlib.Path(os.environ.get("HPCABENCH_BUILD", ROOT / "build"))
GEN = BUILD / "tools" / "hpcab-gen"
GOOD = ROOT / "tests" / "manifests" / "good"
SEED = "00112233445566778899aabbccddeeff" * 2

pytestmark = pytest.mark.skipif(not GEN.exists(), reason="hpcab-gen is not built")


def gen(kernel, out, *args, seed=SEED, draw=0, check=True):
    r = subprocess.run([str(GEN), str(GOOD / kernel), "--seed", seed, "--draw", str(draw), "--out", str(out),
                        *map(str, args)], capture_output=True, text=True, timeout=120)
    if check:
        assert r.returncode == 0, r.stderr
    return r


def load(out):
    meta = json.loads((out / "sizes.json").read_text())
    arrays = {name: np.load(out / a["file"]) for name, a in meta["arrays"].items() if a["file"]}
    return meta, arrays


def test_every_in_and_inout_array_is_written_with_the_shape_and_dtype_of_sizes_json(tmp_path):
    gen("gemm", tmp_path, "--precision", "f32", "--purpose", "test", draw=4)
    meta, arrays = load(tmp_path)
    assert meta["kernel"] == "gemm" and meta["precision"] == "f32" and meta["draw"] == 4
    assert meta["purpose"] == "test"
    assert meta["sizes"] == {"NI": 32, "NJ": 48, "NK": 64, "NIJ": 32 * 48}
    assert meta["params"]["beta"] == 1.5 and 0.5 <= meta["params"]["alpha"] <= 2.0
    assert set(arrays) == {"C", "A", "B"}
    assert arrays["C"].shape == (32, 48) and arrays["A"].shape == (32, 64) and arrays["B"].shape == (64, 48)
    assert all(a.dtype == np.float32 for a in arrays.values())
    for name, a in meta["arrays"].items():
        assert list(arrays[name].shape) == a["shape"] and a["dtype"] == "f32"


def test_same_seed_and_draw_give_identical_files_on_1_2_and_7_threads(tmp_path):
    outs = []
    for t in (1, 2, 7):
        outs.append(tmp_path / f"t{t}")
        gen("axpy", outs[-1], "--threads", t, draw=9)
    files = sorted(p.name for p in outs[0].iterdir())
    assert "x.npy" in files and "ip.npy" in files and "sizes.json" in files
    for other in outs[1:]:
        for f in files:
            assert (outs[0] / f).read_bytes() == (other / f).read_bytes(), f


def test_a_different_seed_or_draw_gives_different_values(tmp_path):
    gen("gemm", tmp_path / "a", "--purpose", "test", draw=3)
    gen("gemm", tmp_path / "b", "--purpose", "test", draw=6)
    gen("gemm", tmp_path / "c", "--purpose", "test", draw=3, seed="ff" * 32)
    a, b, c = (load(tmp_path / k)[1]["B"] for k in "abc")
    assert not np.any(a == b) and not np.any(a == c)


def test_default_contents_follow_uniform_normal_lognormal_by_draw_index(tmp_path):
    laws = [stats.uniform(-1, 2), stats.norm(), stats.lognorm(0.5)]
    for draw in range(6):
        gen("gemm", tmp_path / str(draw), "--purpose", "test", draw=draw)
        b = load(tmp_path / str(draw))[1]["B"].ravel()
        assert stats.kstest(b, laws[draw % 3].cdf).pvalue > 1e-4, draw
        assert stats.kstest(b, laws[(draw + 1) % 3].cdf).pvalue < 1e-6, draw


def test_domains_and_structured_inits_hold(tmp_path):
    gen("axpy", tmp_path, draw=2)
    meta, arrays = load(tmp_path)
    n = meta["sizes"]["LEN_1D"]
    assert np.all(arrays["x"] > 0)
    assert arrays["ip"].dtype == np.int32 and np.array_equal(np.sort(arrays["ip"]), np.arange(n))


def test_spd_and_csr_and_custom_inits_are_valid(tmp_path):
    r = gen("mix", tmp_path, "--cache", tmp_path / "cache", draw=5, check=False)
    if r.returncode != 0 and "building the reference" in r.stderr:
        pytest.skip("cannot build the reference here: " + r.stderr.strip().splitlines()[0])
    assert r.returncode == 0, r.stderr
    meta, a = load(tmp_path)
    n, nnz = meta["sizes"]["N"], meta["sizes"]["NNZ"]
    s = a["S"]
    assert np.array_equal(s, s.T)
    np.linalg.cholesky(s)  # raises unless positive definite
    d = a["D"]
    assert np.all(np.abs(np.diag(d)) > np.abs(d).sum(axis=1) - np.abs(np.diag(d)))
    rowptr, col, val = a["B_row"], a["B_col"], a["B_val"]
    assert rowptr.dtype == np.int64 and col.dtype == np.int32
    assert rowptr[0] == 0 and rowptr[-1] == nnz and np.all(np.diff(rowptr) >= nnz // n)
    for r0, r1 in zip(rowptr[:-1], rowptr[1:]):
        assert np.all(np.diff(col[r0:r1]) > 0)
    assert col.min() >= 0 and col.max() < n and np.all(np.isfinite(val))
    assert np.all(np.isin(a["c"] - a["p"], [0.0, 0.5]))
    assert a["z"].dtype == np.complex128 and np.all(a["zero"] == 0)
    assert meta["arrays"]["out"]["file"] is None


def test_bad_arguments_exit_2(tmp_path):
    assert gen("gemm", tmp_path, seed="abc", check=False).returncode == 2
    assert gen("gemm", tmp_path, "--purpose", "fast", check=False).returncode == 2
    r = gen("spmv", tmp_path, "--precision", "f32", check=False)
    assert r.returncode == 2 and "no precision 'f32'" in r.stderr
    r = subprocess.run([str(GEN), str(GOOD / "gemm")], capture_output=True, text=True)
    assert r.returncode == 2 and "--seed" in r.stderr and "--help" in r.stderr  # one line: what is missing


def test_bf16_arrays_are_stored_as_their_16_bit_patterns(tmp_path):
    gen("gemm", tmp_path, "--precision", "bf16", "--purpose", "test", draw=0)
    meta, arrays = load(tmp_path)
    assert meta["arrays"]["A"]["dtype"] == "bf16" and arrays["A"].dtype == np.uint16
    a = (arrays["A"].astype(np.uint32) << 16).view(np.float32)
    assert np.all((a >= -1) & (a <= 1)) and np.unique(a).size > 200 and abs(a.mean()) < 0.1  # uniform [-1, 1]


def test_custom_initializers_come_from_the_kernels_reference(tmp_path):
    r = gen("spmv", tmp_path, "--cache", tmp_path / "cache", "--purpose", "test", draw=1, check=False)
    if r.returncode != 0 and "building the reference" in r.stderr:
        pytest.skip("cannot build the reference here: " + r.stderr.strip().splitlines()[0])
    assert r.returncode == 0, r.stderr
    x = load(tmp_path)[1]["x"]
    assert np.array_equal(x, 1 + np.arange(x.size) % 7)
