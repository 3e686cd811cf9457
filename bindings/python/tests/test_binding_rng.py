"""Philox, keyed streams and fills (hpcab/rng.h) through the binding, checked with numpy/scipy."""
import numpy as np
import pytest

import hpcabench as hb

SEED = bytes(range(32))


def stream(array="a", draw=0):
    return hb.Stream.key(SEED, "llr/s000", draw, array)


@pytest.mark.parametrize("ctr,key,expect", [  # Random123 known-answer vectors (kat_vectors)
    ([0, 0, 0, 0], [0, 0], (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)),
    ([0xFFFFFFFF] * 4, [0xFFFFFFFF] * 2, (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)),
    ([0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344], [0xA4093822, 0x299F31D0],
     (0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1)),
])
def test_philox_matches_the_known_answer_vectors(ctr, key, expect):
    assert hb.philox4x32_10(ctr, key) == expect


def test_streams_are_keyed_by_seed_kernel_draw_and_array():
    base = stream()
    assert stream() == base
    assert stream("b") != base and stream(draw=1) != base
    assert hb.Stream.key(bytes(32), "llr/s000", 0, "a") != base
    assert base.derive("perturb", 1) == base.derive("perturb", 1) != base.derive("perturb", 2)


def test_a_seed_must_be_32_bytes():
    with pytest.raises(hb.Error, match="32 bytes"):
        hb.Stream.key(b"short", "k", 0, "a")


def test_fills_are_reproducible_and_independent_of_the_thread_count():
    for dist in ("uniform", "normal", "lognormal"):
        one = stream().fill(100_003, "f64", dist, threads=1)
        assert np.array_equal(one, stream().fill(100_003, "f64", dist, threads=4))
        assert np.array_equal(one[:1000], stream().fill(1000, "f64", dist))  # element-addressable


def test_the_library_fills_numpy_memory_in_place():
    out = np.zeros((64, 3), np.float32)
    got = stream().fill(dtype="f32", out=out)
    assert got is out and np.all(out != 0)
    with pytest.raises(hb.Error, match="C-contiguous"):
        stream().fill(dtype="f64", out=np.zeros((4, 4))[:, ::2])
    with pytest.raises(hb.Error, match="float64"):
        stream().fill(dtype="f64", out=np.zeros(4, np.float32))


def test_distributions_match_their_laws():
    stats = pytest.importorskip("scipy.stats")
    n = 200_000
    u = stream().fill(n, "f64", "uniform")
    assert u.min() >= -1 and u.max() < 1
    assert stats.kstest(u, stats.uniform(loc=-1, scale=2).cdf).pvalue > 1e-4
    z = stream("z").fill(n, "f64", "normal")
    assert stats.kstest(z, "norm").pvalue > 1e-4
    ln = stream("l").fill(n, "f64", "lognormal")
    assert stats.kstest(np.log(ln), stats.norm(scale=0.5).cdf).pvalue > 1e-4


def test_domains_fold_the_values():
    for dist in ("uniform", "normal", "lognormal"):
        assert np.all(stream().fill(10_000, "f32", dist, "positive") > 0)
        assert np.all(stream().fill(10_000, "f64", dist, "nonneg") >= 0)
        assert np.all(stream().fill(10_000, "f16", dist, "negative") < 0)
        r = stream().fill(10_000, "f64", dist, (2.0, 3.0))
        assert r.min() >= 2.0 and r.max() <= 3.0


def test_narrow_floats_are_the_rounded_doubles():
    d = stream().fill(5000, "f64", "normal")
    assert np.array_equal(stream().fill(5000, "f32", "normal"), d.astype(np.float32))
    assert np.array_equal(stream().fill(5000, "f16", "normal"), d.astype(np.float32).astype(np.float16))


def test_integer_fills_lie_in_their_default_ranges():
    i = stream().fill(10_000, "i32")
    assert i.min() >= -100 and i.max() <= 100 and len(np.unique(i)) == 201
    assert set(np.unique(stream().fill(1000, "bool"))) == {False, True}


def test_permutation_is_a_permutation():
    p = stream().permutation(10_000, "i32")
    assert p.dtype == np.int32 and np.array_equal(np.sort(p), np.arange(10_000))
    with pytest.raises(hb.Error) as e:
        stream().permutation(10, "f64")
    assert e.value.status_name == "invalid"


def test_index_values_lie_in_the_bound():
    x = stream().index((100, 100), 7, "u8")
    assert x.shape == (100, 100) and x.max() == 6 and x.min() == 0
    with pytest.raises(hb.Error):
        stream().index(10, 0)


def test_spd_is_symmetric_positive_definite():
    a = stream().spd(50)
    assert np.array_equal(a, a.T)
    np.linalg.cholesky(a)


def test_diag_dominant_is_strictly_row_dominant():
    a = stream().diag_dominant(40, "f32")
    off = np.abs(a).sum(axis=1) - np.abs(np.diag(a))
    assert np.all(np.abs(np.diag(a)) > off)


def test_csr_rows_have_sorted_distinct_columns_and_even_counts():
    rows, cols, nnz = 50, 80, 333
    rowptr, col, val = stream().csr(rows, cols, nnz, "i64", "f32", "normal")
    assert rowptr[0] == 0 and rowptr[-1] == nnz
    counts = np.diff(rowptr)
    assert set(counts) == {nnz // rows, nnz // rows + 1} and counts[: nnz % rows].min() == nnz // rows + 1
    for r in range(rows):
        c = col[rowptr[r]:rowptr[r + 1]]
        assert np.all(np.diff(c) > 0) and c.min() >= 0 and c.max() < cols
    assert val.dtype == np.float32
    with pytest.raises(hb.Error) as e:
        stream().csr(2, 3, 10)
    assert e.value.status_name == "range"


@pytest.mark.parametrize("dtype,h", [("f64", 2.0 ** -11), ("f32", 2.0 ** -7)])
def test_perturb_changes_every_nonzero_by_less_than_twice_the_dtype_step(dtype, h):
    x = stream().fill(10_000, dtype, "normal")
    x[::7] = 0
    y = stream("p").perturb(x.copy())
    nz = x != 0
    assert np.all(y[~nz] == 0) and np.all(y[nz] != x[nz])
    rel = np.abs(y[nz].astype(np.float64) - x[nz]) / np.abs(x[nz].astype(np.float64))
    assert rel.max() <= 2 * h * (1 + 2.0 ** -12) and rel.min() >= h * (1 - 2.0 ** -12)  # plus rounding
    assert np.all(np.sign(y[nz]) == np.sign(x[nz]))
    with pytest.raises(hb.Error) as e:
        stream().perturb(np.arange(4, dtype=np.int32))
    assert e.value.status_name == "unsupported"


def test_zeros_are_zero():
    out = np.ones(17, np.complex128)
    assert hb.rng.zeros(None, "c128", out=out) is out and not out.any()


def test_a_stream_drives_size_draws_and_advances():
    m = hb.Manifest(hb_root() / "tests/manifests/good/gemm")
    a, b = stream().derive("sizes"), stream().derive("sizes")
    draws_a = [dict(m.draw_sizes("timed", i, a)) for i in range(5)]
    draws_b = [dict(m.draw_sizes("timed", i, b)) for i in range(5)]
    assert draws_a == draws_b and a.position > 0 and a == b


def hb_root():
    import pathlib
    return pathlib.Path(__file__).resolve().parents[3]
