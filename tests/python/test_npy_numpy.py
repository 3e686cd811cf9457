"""The .npy module against numpy: files numpy writes read back exactly, files the library writes load
in numpy exactly, for every dtype, 0-d and empty arrays, plain and .zst; unsupported layouts rejected."""
import shutil
import subprocess

import numpy as np
import pytest

import hpcab_check_ctypes as hc

lib = hc.load()
SHAPES = [(), (0,), (3, 0), (7,), (2, 3, 4)]


def sample(name, shape, rng):
    n = int(np.prod(shape))
    if name == "bool":
        return rng.integers(0, 2, n).astype(np.bool_).reshape(shape)
    dt = np.dtype(hc.NUMPY[name])
    if dt.kind in "iu":
        info = np.iinfo(dt)
        return rng.integers(info.min, info.max, n, dtype=dt, endpoint=True).reshape(shape)
    if dt.kind == "c":
        return (rng.standard_normal(n) + 1j * rng.standard_normal(n)).astype(dt).reshape(shape)
    a = (rng.standard_normal(n) * 100).astype(dt)
    if n >= 7:
        a[:4] = [np.nan, np.inf, -np.inf, -0.0]
    return a.reshape(shape)


@pytest.mark.parametrize("name", [k for k in hc.DTYPES if k != "bf16"])
@pytest.mark.parametrize("shape", SHAPES)
def test_numpy_files_read_back_exactly(tmp_path, name, shape):
    a = sample(name, shape, np.random.default_rng(1))
    np.save(tmp_path / "a.npy", a)
    got_name, got_shape, data = hc.npy_read(lib, tmp_path / "a.npy")
    assert got_name == name
    assert got_shape == shape
    assert data == a.tobytes()


@pytest.mark.parametrize("name", list(hc.DTYPES))
@pytest.mark.parametrize("shape", SHAPES)
def test_library_files_load_in_numpy_exactly(tmp_path, name, shape):
    a = sample(name, shape, np.random.default_rng(2))
    hc.npy_write(lib, tmp_path / "b.npy", name, shape, a.tobytes())
    b = np.load(tmp_path / "b.npy")
    assert b.dtype == np.dtype(hc.NUMPY[name])  # bf16 loads as its raw uint16 bits
    assert b.shape == shape
    assert b.tobytes() == a.tobytes()
    # and back: the library reads its own file (bf16 included, through the header note)
    assert hc.npy_read(lib, tmp_path / "b.npy") == (name, shape, a.tobytes())


@pytest.mark.skipif(shutil.which("zstd") is None, reason="needs the zstd command")
@pytest.mark.parametrize("name", ["f64", "f32", "c128", "bf16", "i16", "bool"])
def test_zst_files_round_trip_through_the_zstd_tool(tmp_path, name):
    a = sample(name, (5, 6), np.random.default_rng(3))
    hc.npy_write(lib, tmp_path / "c.npy.zst", name, a.shape, a.tobytes())
    subprocess.run(["zstd", "-q", "-d", str(tmp_path / "c.npy.zst"), "-o", str(tmp_path / "c.npy")], check=True)
    assert np.load(tmp_path / "c.npy").tobytes() == a.tobytes()
    np.save(tmp_path / "d.npy", a)
    subprocess.run(["zstd", "-q", str(tmp_path / "d.npy"), "-o", str(tmp_path / "d.npy.zst")], check=True)
    assert hc.npy_read(lib, tmp_path / "d.npy.zst")[2] == a.tobytes()


def test_fortran_order_is_rejected_with_a_clear_error(tmp_path):
    np.save(tmp_path / "f.npy", np.asfortranarray(np.arange(6.0).reshape(2, 3)))
    with pytest.raises(ValueError, match="Fortran"):
        hc.npy_read(lib, tmp_path / "f.npy")


def test_big_endian_is_rejected_with_a_clear_error(tmp_path):
    np.save(tmp_path / "b.npy", np.arange(6.0).astype(">f8"))
    with pytest.raises(ValueError, match="big-endian"):
        hc.npy_read(lib, tmp_path / "b.npy")


def test_unsupported_dtypes_are_rejected(tmp_path):
    for i, a in enumerate([np.array(["x"]), np.zeros(2, dtype="M8[s]"), np.zeros(2, dtype=np.float128),
                           np.zeros(2, dtype=[("a", "<f8")])]):
        np.save(tmp_path / f"u{i}.npy", a)
        with pytest.raises(ValueError):
            hc.npy_read(lib, tmp_path / f"u{i}.npy")


def test_format_2_files_read_back(tmp_path):
    a = np.arange(10, dtype=np.int32)
    with open(tmp_path / "v2.npy", "wb") as f:
        np.lib.format.write_array(f, a, version=(2, 0))
    assert hc.npy_read(lib, tmp_path / "v2.npy") == ("i32", (10,), a.tobytes())


def test_format_3_files_read_back(tmp_path):
    a = np.arange(10, dtype=np.float32)
    with open(tmp_path / "v3.npy", "wb") as f:
        np.lib.format.write_array(f, a, version=(3, 0))
    assert hc.npy_read(lib, tmp_path / "v3.npy") == ("f32", (10,), a.tobytes())
