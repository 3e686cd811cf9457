"""Loading the library, its version, the error model and dtypes (hpcab/version.h, error.h, dtype.h)."""
import os
import pathlib
import subprocess
import sys

import numpy as np
import pytest

import hpcabench as hb
from hpcabench import _lib

PKG_ROOT = pathlib.Path(__file__).resolve().parents[1]


def run_python(code, **env):
    e = dict(os.environ)
    e.update(env)
    e["PYTHONPATH"] = str(PKG_ROOT)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=e, timeout=60)


def test_version_matches_the_library_and_the_package():
    assert hb.version() == "0.1.0"
    assert hb.version_number() == 100
    assert hb.__version__ == hb.version()


def test_hpcabench_lib_names_the_library_loaded():
    if "HPCABENCH_LIB" in os.environ:
        assert hb.library_path() == os.environ["HPCABENCH_LIB"]
    assert pathlib.Path(hb.library_path()).name.startswith("libhpcabench.so")


def test_a_bad_hpcabench_lib_raises_error_naming_the_path():
    r = run_python("import hpcabench", HPCABENCH_LIB="/nonexistent/libhpcabench.so")
    assert r.returncode != 0
    # an hb.Error (here FileMissingError: the file does not exist) naming the path
    assert "hpcabench._lib.FileMissingError: cannot load libhpcabench from HPCABENCH_LIB=/nonexistent/libhpcabench.so" \
        in r.stderr


def test_a_library_that_is_not_libhpcabench_is_refused():
    libm = "libm.so.6"
    r = run_python("import hpcabench", HPCABENCH_LIB=libm)
    assert r.returncode != 0
    assert f"{libm} is not libhpcabench (no hpcab_version)" in r.stderr


def test_the_build_tree_is_found_without_hpcabench_lib(build_dir):
    if not (build_dir / "lib" / "libhpcabench.so").exists():
        pytest.skip("no build tree")
    env = {k: v for k, v in os.environ.items() if k != "HPCABENCH_LIB"}
    env["PYTHONPATH"] = str(PKG_ROOT)
    env["HPCABENCH_BUILD"] = str(build_dir)
    env["PKG_CONFIG_PATH"] = "/nonexistent"  # no installed library through pkg-config
    env["PKG_CONFIG_LIBDIR"] = "/nonexistent"
    r = subprocess.run([sys.executable, "-c", "import hpcabench; print(hpcabench.library_path())"],
                       capture_output=True, text=True, env=env, timeout=60)
    assert r.returncode == 0, r.stderr
    out = r.stdout.strip()
    # the installed library wins when there is one on the loader's path; else the build tree
    assert out == str(build_dir / "lib" / "libhpcabench.so") or "libhpcabench.so" in out


def test_every_declared_function_is_exported_by_the_library():
    assert _lib.lib.missing == []
    for name in _lib.FUNCTIONS:
        fn = getattr(_lib.lib, name)
        assert fn.argtypes is not None and name.startswith("hpcab_")


def test_a_function_missing_from_the_library_raises_error_when_called():
    m = _lib._Missing("hpcab_future_call", "/x/libhpcabench.so")
    with pytest.raises(hb.Error, match="hpcab_future_call is not in the loaded libhpcabench") as e:
        m()
    assert e.value.status_name == "unsupported"


def test_error_carries_the_library_message_status_and_name():
    with pytest.raises(hb.Error) as e:
        hb.Manifest.from_string("name: k\ntrack: llr\nsymbol: k\nlevel: 7\n")
    assert e.value.status == -5
    assert e.value.status_name == "manifest"
    assert str(e.value) == _lib.lib.hpcab_last_error().decode()
    assert "level must be 1, 2 or 3, not 7" in str(e.value)
    with pytest.raises(hb.Error) as e:  # a dtype the binding refuses before the library sees it
        hb.dtype.code("f65")
    assert e.value.status_name == "invalid" and "f65" in str(e.value)


def test_status_names_follow_the_library():
    assert hb.status_name(0) == "ok"
    assert hb.status_name(-5) == "manifest"
    assert hb.status_name(-99) == "unknown"


@pytest.mark.parametrize("name,np_dtype,size", [
    ("f64", np.float64, 8), ("f32", np.float32, 4), ("f16", np.float16, 2), ("bf16", np.uint16, 2),
    ("i8", np.int8, 1), ("i16", np.int16, 2), ("i32", np.int32, 4), ("i64", np.int64, 8),
    ("u8", np.uint8, 1), ("u16", np.uint16, 2), ("u32", np.uint32, 4), ("u64", np.uint64, 8),
    ("bool", np.bool_, 1), ("c64", np.complex64, 8), ("c128", np.complex128, 16)])
def test_dtypes_map_to_numpy_with_the_library_sizes(name, np_dtype, size):
    code = hb.dtype.code(name)
    assert hb.dtype.name(code) == name
    assert hb.dtype.itemsize(name) == size == np.dtype(np_dtype).itemsize
    assert hb.dtype.numpy_dtype(name) == np.dtype(np_dtype)
    if name not in ("bf16", "u16"):
        assert hb.dtype.from_numpy(np_dtype) == name


def test_dtype_predicates_and_ctypes():
    assert hb.dtype.is_float("bf16") and not hb.dtype.is_float("c64")
    assert hb.dtype.is_complex("c128") and hb.dtype.is_integer("bool")
    assert hb.dtype.ctype("f16") == "uint16_t" and hb.dtype.ctype("c128") == "double _Complex"


def test_f16_conversions_agree_with_numpy():
    rng = np.random.default_rng(7)
    x = np.concatenate([rng.normal(size=200).astype(np.float32) * 1000,
                        np.array([0.0, -0.0, 65504.0, 65520.0, 1e-8, np.inf, -np.inf], np.float32)])
    for v in x:
        with np.errstate(over="ignore"):
            h = np.float16(v)
        assert hb.dtype.f32_to_f16(float(v)) == int(h.view(np.uint16))
        assert hb.dtype.f16_to_f32(int(h.view(np.uint16))) == float(h)


def test_bf16_conversions_round_to_nearest_even():
    for v in [1.0, -2.5, 3.14159, 1e30, 1.00390625, 1.01171875]:
        f = np.float32(v)
        u = int(f.view(np.uint32))
        expect = (u + 0x7FFF + ((u >> 16) & 1)) >> 16
        assert hb.dtype.f32_to_bf16(float(f)) == expect
        assert hb.dtype.bf16_to_f32(expect) == float(np.uint32(expect << 16).view(np.float32))


def test_the_package_installs_with_pip_and_imports_outside_the_source_tree(tmp_path):
    target = tmp_path / "site"
    r = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-build-isolation", "--no-deps",
                        "--disable-pip-version-check", "--target", str(target), str(PKG_ROOT)],
                       capture_output=True, text=True, timeout=300)
    if r.returncode != 0 and ("No module named" in r.stderr or "invalid command 'bdist_wheel'" in r.stderr):
        pytest.skip("pip cannot build offline here (setuptools needs the `wheel` package)")
    assert r.returncode == 0, r.stderr
    code = ("import hpcabench as hb, sys; print(hb.__file__); "
            f"print(hb.Manifest({str(PKG_ROOT.parents[1] / 'tests/manifests/good/axpy')!r}).symbol)")
    env = dict(os.environ, PYTHONPATH=str(target))
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=tmp_path,
                       timeout=60)
    assert r.returncode == 0, r.stderr
    file, symbol = r.stdout.split()
    assert file.startswith(str(target)) and symbol == "axpy"
