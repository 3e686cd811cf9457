"""check() and the other correctness calls (hpcab/check.h) against numpy.isclose, and .npy files
(hpcab/npy.h) against numpy.save / numpy.load."""
import math

import numpy as np
import pytest

import hpcabench as hb

BANDS = {"f64": (1e-9, 1e-11, 2.0 ** -52), "f32": (1e-3, 1e-5, 2.0 ** -23), "f16": (1e-2, 1e-3, 2.0 ** -23),
         "bf16": (3e-2, 1e-2, 2.0 ** -23)}


def planted(dtype, shape, seed):
    """A reference and a copy with errors near the tolerance boundary, far beyond it, NaN and Inf."""
    rng = np.random.default_rng(seed)
    ref = rng.normal(size=shape).astype(dtype)
    got = ref.copy()
    flat = got.reshape(-1)
    k = flat.size
    idx = rng.choice(k, size=min(12, k), replace=False)
    scale = np.array([0.5, 0.9, 1.1, 2.0, 1e3, 0.99, 1.01, 5.0, 0.1, 1.5, 3.0, 0.7])[: idx.size]
    r = ref.reshape(-1)[idx].astype(np.float64)
    rtol = {np.float64: 1e-9, np.float32: 1e-3, np.float16: 1e-2}[dtype]
    flat[idx] = (r + scale * rtol * (np.abs(r) + 1e-2)).astype(dtype)
    return ref, got


@pytest.mark.parametrize("dtype,prec", [(np.float64, "f64"), (np.float32, "f32"), (np.float16, "f16"),
                                        (np.float32, "f16")])
@pytest.mark.parametrize("ell", [1, 100, 10_000])
@pytest.mark.parametrize("shape", [(1,), (257,), (16, 33), (3, 4, 5)])
def test_check_agrees_with_numpy_isclose(dtype, prec, ell, shape):
    ref, got = planted(dtype, shape, hash((shape, ell)) % 1000)
    rtol, atol_band, eps = BANDS[prec]
    atol = max(atol_band, eps * math.sqrt(ell) * float(np.abs(ref.astype(np.float64)).max()))
    ok = np.isclose(got.astype(np.float64), ref.astype(np.float64), rtol=rtol, atol=atol)
    r = hb.check(ref, got, prec, ell)
    assert r.passed == bool(ok.all()) == bool(r)
    assert r.n_failed == int((~ok).sum()) and r.n_elements == ref.size
    assert r.atol == atol and r.rtol == rtol
    q = np.abs(got.astype(np.float64) - ref.astype(np.float64)) / (atol + rtol * np.abs(ref.astype(np.float64)))
    worst = int(np.argmax(q.ravel()))
    assert r.worst_index == worst and r.worst_multi_index == np.unravel_index(worst, shape)
    assert r.worst_ratio == pytest.approx(float(q.ravel()[worst]), rel=1e-12)
    assert r.got == float(got.reshape(-1)[worst]) and r.expected == float(ref.reshape(-1)[worst])


def test_nan_and_inf_positions_must_match():
    ref = np.array([1.0, np.nan, np.inf, -np.inf, 0.0])
    assert hb.check(ref, ref.copy(), "f64")
    for k, v in [(1, 1.0), (2, -np.inf), (3, 5.0), (4, np.nan)]:
        got = ref.copy()
        got[k] = v
        r = hb.check(ref, got, "f64")
        assert not r and r.worst_index == k and math.isinf(r.worst_ratio)
    assert hb.check(np.array([0.0]), np.array([-0.0]), "f64")


def test_integers_must_be_equal():
    a = np.arange(10, dtype=np.int32)
    b = a.copy()
    b[7] += 1
    r = hb.check(a, b)
    assert not r and r.n_failed == 1 and r.worst_index == 7 and r.rtol == 0 and r.atol == 0


def test_complex_values_compare_componentwise():
    ref = np.array([1 + 1j, 2 - 1j], np.complex128)
    got = ref.copy()
    got[1] = 2 - 1.001j
    r = hb.check(ref, got)
    assert not r and r.worst_index == 1 and r.worst_component == 1


def test_bf16_bit_patterns_are_checked_as_bf16():
    x = np.array([1.0, 2.5, -3.0], np.float32)
    ref = np.array([hb.dtype.f32_to_bf16(float(v)) for v in x], np.uint16)
    got = ref.copy()
    got[2] += 1  # one bf16 ulp at -3 (2^-6 relative): within bf16's rtol 3e-2
    assert hb.check(ref, got, "bf16")
    got[2] += 40
    assert not hb.check(ref, got, "bf16")
    assert not hb.check(ref, got, "bf16", dtype="u16")  # as integers: exact


def test_format_is_the_library_summary():
    ref = np.zeros((4, 4))
    got = ref.copy()
    got[1, 2] = 0.5
    assert hb.check(ref, got, "f64").format("C") == \
        "output C: 1 of 16 elements differ; worst C[1, 2]: got 0.5, expected 0, allowed 1e-11 (ratio 5e+10)"
    assert str(hb.check(ref, ref, "f64")) == "output out: all 16 elements match exactly"
    near = ref.copy()
    near[0, 0] = 5e-12
    assert str(hb.check(ref, near, "f64")) == \
        "output out: all 16 elements within tolerance; worst out[0, 0]: got 5e-12, expected 0, allowed 1e-11 (ratio 0.5)"


def test_mismatched_arrays_raise_error():
    with pytest.raises(hb.Error) as e:
        hb.check(np.zeros(3), np.zeros(4))
    assert e.value.status_name == "mismatch"
    with pytest.raises(hb.Error) as e:
        hb.check(np.zeros(3), np.zeros(3), "i32")
    assert e.value.status_name == "invalid" and str(e.value)  # the library's message
    with pytest.raises(hb.Error):
        hb.check(np.zeros(3), np.zeros(3), "f64", -1)


def test_band_matches_the_design_table():
    for p, want in BANDS.items():
        assert hb.correctness.band(p) == want


def test_ref_absmax_skips_non_finite_values():
    assert hb.correctness.ref_absmax(np.array([1.0, -7.5, np.inf, np.nan])) == 7.5


def test_determinism_ratio_follows_its_definition():
    x1 = np.random.default_rng(1).normal(size=1000)
    x2 = x1 * (1 + 1e-15)
    ratio, ok = hb.correctness.determinism(x1, x2, "f64", 16)
    assert ok and ratio == pytest.approx(np.abs(x1 - x2).max() / (2.0 ** -52 * 4 * np.abs(x1).max()), rel=1e-12)
    ratio, ok = hb.correctness.determinism(x1, x1 + 1e-9, "f64")
    assert not ok and ratio > 30


def test_unchanged_finds_the_first_changed_element():
    a = np.arange(100, dtype=np.float32)
    b = a.copy()
    assert hb.correctness.unchanged(a, b) is None
    b[[40, 60]] = -1
    assert hb.correctness.unchanged(a, b) == 40


@pytest.mark.parametrize("dtype", ["f64", "f32", "f16", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64",
                                   "bool", "c64", "c128"])
@pytest.mark.parametrize("suffix", [".npy", ".npy.zst"])
def test_npy_round_trips_with_numpy(tmp_path, dtype, suffix):
    nd = hb.dtype.numpy_dtype(dtype)
    a = (np.random.default_rng(0).normal(size=(3, 5, 2)) * 50).astype(nd)
    p = tmp_path / f"a{suffix}"
    hb.write_npy(p, a)
    back, dt = hb.read_npy(p, with_dtype=True)
    assert dt == dtype and back.dtype == nd and np.array_equal(back, a)
    if suffix == ".npy":
        assert np.array_equal(np.load(p), a)
        np.save(tmp_path / "b.npy", a)
        assert np.array_equal(hb.read_npy(tmp_path / "b.npy"), a)


def test_bf16_npy_files_keep_their_dtype(tmp_path):
    bits = np.array([0x3F80, 0x4000], np.uint16)
    hb.write_npy(tmp_path / "x.npy", bits, dtype="bf16")
    back, dt = hb.read_npy(tmp_path / "x.npy", with_dtype=True)
    assert dt == "bf16" and np.array_equal(back, bits)
    assert np.array_equal(np.load(tmp_path / "x.npy"), bits)


def test_a_bad_npy_file_raises_the_library_message(tmp_path):
    p = tmp_path / "bad.npy"
    p.write_bytes(b"not an npy file at all")
    with pytest.raises(hb.Error) as e:
        hb.read_npy(p)
    assert str(p) in str(e.value) and e.value.status_name == "parse"
    np.save(tmp_path / "f.npy", np.asfortranarray(np.ones((3, 2))))
    with pytest.raises(hb.Error) as e:
        hb.read_npy(tmp_path / "f.npy")
    assert e.value.status_name == "unsupported"
