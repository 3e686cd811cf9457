"""The binding behaves as Python code expects (issue 19, point 7): errors are the matching built-in
exceptions too, dtypes may be given the numpy way, a Draw is a context manager, the package is typed
and versioned, and user-defined tracks come through."""
import errno
import pathlib
import pickle
import re

import numpy as np
import pytest

import hpcabench as hb
from hpcabench import _lib

PKG = pathlib.Path(hb.__file__).resolve().parent
ROOT = pathlib.Path(__file__).resolve().parents[3]
S000 = ROOT / "kernels" / "llr" / "s000"


def test_a_missing_file_is_also_a_file_not_found_error(tmp_path):
    with pytest.raises(FileNotFoundError) as e:
        hb.Manifest(tmp_path / "no_such_kernel")
    assert isinstance(e.value, hb.Error) and isinstance(e.value, hb.FileMissingError)
    assert e.value.errno == errno.ENOENT and e.value.status_name == "io"
    assert str(e.value).startswith(f"{tmp_path}/no_such_kernel: cannot open manifest")


def test_a_bad_argument_is_also_a_value_error():
    with pytest.raises(ValueError) as e:
        hb.dtype.code("float3")
    assert isinstance(e.value, hb.InvalidArgumentError) and e.value.status_name == "invalid"
    m = hb.Manifest(S000)
    with pytest.raises(ValueError):
        m.draw(1, 0, "sometimes")
    with pytest.raises(ValueError):
        hb.testing.check_kernel(S000, S000 / "reference.c", draws=-1)


def test_an_invalid_manifest_is_also_a_value_error(tmp_path):
    (tmp_path / "kernel.yaml").write_text("name: x\ntrack: llr\n")
    with pytest.raises(ValueError) as e:
        hb.Manifest(tmp_path)
    assert isinstance(e.value, hb.ManifestError) and "missing required key 'symbol'" in str(e.value)


@pytest.mark.parametrize("status,builtin", [
    (-1, ValueError), (-2, MemoryError), (-3, OSError), (-4, ValueError), (-5, ValueError), (-6, ValueError),
    (-7, LookupError), (-8, NotImplementedError), (-9, OSError), (-10, ValueError), (-11, ValueError),
    (-12, TimeoutError), (-13, RuntimeError), (-14, RuntimeError), (-15, PermissionError), (-16, RuntimeError),
    (-17, RuntimeError), (-18, RuntimeError)])
def test_every_status_raises_its_subclass_which_is_also_the_builtin(status, builtin):
    e = hb.Error("what went wrong", status)
    assert type(e) is _lib.ERRORS[status] and isinstance(e, hb.Error) and isinstance(e, builtin)
    assert str(e) == "what went wrong" and e.status == status
    assert e.status_name == hb.status_name(status)
    again = pickle.loads(pickle.dumps(e))
    assert type(again) is type(e) and str(again) == str(e)


def test_every_status_of_the_library_has_a_class():
    names = {hb.status_name(s) for s in range(-1, -19, -1)}
    assert "unknown" not in names and set(_lib.ERRORS) == set(range(-18, 0))
    assert hb.status_name(-19) == "unknown"


@pytest.mark.parametrize("given", [np.float32, "float32", np.dtype("float32"), "f4", "f32", 2])
def test_numpy_dtypes_are_accepted_where_a_dtype_is(given):
    assert hb.dtype.canonical(given) == "f32" and hb.dtype.itemsize(given) == 4
    m = hb.Manifest(S000)
    assert m.prototype(given) == m.prototype("f32")
    assert m.has_precision(given)
    d = m.draw(7, 0, "test", given)
    assert d.precision == "f32" and d.arrays["b"].dtype == np.float32
    r = hb.check(np.ones(3, np.float32), np.ones(3, np.float32), given)
    assert r


def test_f16_names_the_half_precision_not_numpys_float128():
    assert hb.dtype.canonical("f16") == "f16" == hb.dtype.canonical(np.float16)
    assert hb.dtype.canonical(np.uint16) == "u16"  # bf16 bit patterns are named explicitly
    with pytest.raises(ValueError):
        hb.dtype.canonical(np.dtype("U3"))


def test_a_draw_is_a_context_manager():
    m = hb.Manifest(S000)
    with m.draw(7, 0, "test", "f64") as d:
        b = d.arrays["b"]
        assert d.handle.value
    assert np.isfinite(b).all()  # the arrays outlive the handle
    with pytest.raises(hb.StateError):
        d.handle
    with pytest.raises(RuntimeError):
        d.fill()
    d.close()  # twice is fine


def test_the_package_is_typed_and_versioned():
    assert (PKG / "py.typed").is_file()
    # the package's metadata is in the top-level pyproject.toml (meson-python builds the wheel)
    version = re.search(r'^version = "([^"]+)"', (PKG.parents[2] / "pyproject.toml").read_text(), re.M).group(1)
    assert hb.__version__ == version
    assert hb.version().split(".")[0] == version.split(".")[0]


def test_user_defined_tracks_and_dwarfs_come_through():
    m = hb.Manifest.from_string("name: k\ntrack: mylab\ndwarf: stencils\nsymbol: k\nsizes: {N: {range: [1, 8]}}\n"
                                "arrays: {a: {shape: [N], intent: out}}\nargs: [a, N]\nreference: r.c\n")
    assert (m.track, m.dwarf) == ("mylab", "stencils")
    assert hb.Manifest(S000).dwarf is None
