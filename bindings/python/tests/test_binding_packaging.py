"""`pip install bindings/python` builds and installs the package without writing into the source tree
(no build/, no *.egg-info, nothing else), and the installed package is complete: typed (py.typed), its
version that of pyproject.toml, its console scripts declared."""
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
    r = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "--disable-pip-version-check",
                        "-q", "--target", str(target), str(PKG_ROOT)], capture_output=True, text=True, timeout=600,
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
    version = re.search(r'^version = "([^"]+)"', (PKG_ROOT / "pyproject.toml").read_text(), re.M).group(1)
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
