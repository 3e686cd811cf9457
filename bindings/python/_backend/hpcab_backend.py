"""The build backend of the hpcabench package (PEP 517, and PEP 660 for `pip install -e`).

It builds the wheel straight from the source files into the directory pip hands it, so that
`pip install bindings/python` writes nothing into the source tree (no build/, no *.egg-info), and it
needs nothing to be downloaded (build-system.requires is empty on Python 3.11+). Metadata comes from
pyproject.toml's [project] table (name, version, description, readme, license, requires-python,
dependencies, optional-dependencies, scripts); the package is every file under hpcabench/ but
byte-code caches, py.typed included.

When the package sits in the libhpcabench source tree (bindings/python of it), the wheel carries the
library: the backend builds it with meson (`-Dtests=false`, in a temporary directory outside the
source tree) and puts the library, the sandboxed worker, the public headers (candidates are compiled
against hpcab/kernel.h) and the kernel corpus under hpcabench/_native/ in the layout of an installed
prefix (lib/, libexec/, include/, share/hpcabench/kernels/), where the library finds them beside
itself; hpcabench._lib loads that library when HPCABENCH_LIB is not set. The wheel is then tagged for
this platform. HPCABENCH_WHEEL_NATIVE=0 builds the pure-Python wheel instead (the library found as
hpcabench/_lib.py says). Building it needs what building the library needs: meson, ninja, a C compiler
and the libraries of tools/install-deps.sh.
"""
from __future__ import annotations

import base64
import hashlib
import io
import os
import pathlib
import shutil
import subprocess
import sysconfig
import tarfile
import tempfile
import zipfile

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11: pyproject.toml asks for tomli there
    import tomli as tomllib

ROOT = pathlib.Path(__file__).resolve().parents[1]
PACKAGE = "hpcabench"
TAG = "py3-none-any"
# zip entries carry this date (or SOURCE_DATE_EPOCH's), so a wheel is the same bytes for the same sources
EPOCH = (1980, 1, 1, 0, 0, 0)


def _project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _date() -> tuple:
    sde = os.environ.get("SOURCE_DATE_EPOCH")
    if sde and sde.isdigit():
        import time
        t = time.gmtime(max(int(sde), 315532800))
        return (t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec)
    return EPOCH


def _metadata(p: dict) -> str:
    lines = ["Metadata-Version: 2.1", f"Name: {p['name']}", f"Version: {p['version']}"]
    if p.get("description"):
        lines.append(f"Summary: {p['description']}")
    lic = p.get("license")
    if isinstance(lic, dict) and lic.get("text"):
        lines.append(f"License: {lic['text']}")
    if p.get("requires-python"):
        lines.append(f"Requires-Python: {p['requires-python']}")
    for dep in p.get("dependencies", []):
        lines.append(f"Requires-Dist: {dep}")
    for extra, deps in p.get("optional-dependencies", {}).items():
        lines.append(f"Provides-Extra: {extra}")
        for dep in deps:
            lines.append(f"Requires-Dist: {dep}; extra == \"{extra}\"")
    body = ""
    if p.get("readme"):
        lines.append("Description-Content-Type: text/markdown")
        body = (ROOT / p["readme"]).read_text(encoding="utf-8")
    return "\n".join(lines) + "\n\n" + body


def _dist_info_files(p: dict, tag: str = TAG) -> dict:
    """name -> bytes of the .dist-info directory (RECORD excluded)."""
    pure = "true" if tag == TAG else "false"
    files = {"METADATA": _metadata(p).encode(),
             "WHEEL": f"Wheel-Version: 1.0\nGenerator: hpcab_backend\nRoot-Is-Purelib: {pure}\nTag: {tag}\n".encode()}
    scripts = p.get("scripts", {})
    if scripts:
        files["entry_points.txt"] = ("[console_scripts]\n" + "".join(f"{k} = {v}\n" for k, v in scripts.items())).encode()
    return files


def _dist_info_name(p: dict) -> str:
    return f"{p['name'].replace('-', '_')}-{p['version']}.dist-info"


def _package_files() -> list:
    out = []
    for path in sorted((ROOT / PACKAGE).rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (".pyc", ".pyo"):
            out.append(path)
    return out


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}\n"


def _write_wheel(directory: str, p: dict, contents: dict, tag: str = TAG, executables: frozenset = frozenset()) -> str:
    """Writes contents (archive name -> bytes) and the .dist-info into a wheel; returns its file name.
    The names in `executables` get mode 0755."""
    name = f"{p['name'].replace('-', '_')}-{p['version']}-{tag}.whl"
    info = _dist_info_name(p)
    for k, v in _dist_info_files(p, tag).items():
        contents[f"{info}/{k}"] = v
    record = "".join(_record_line(k, v) for k, v in contents.items()) + f"{info}/RECORD,,\n"
    contents[f"{info}/RECORD"] = record.encode()
    date = _date()
    with zipfile.ZipFile(os.path.join(directory, name), "w", zipfile.ZIP_DEFLATED) as z:
        for arc, data in contents.items():
            zi = zipfile.ZipInfo(arc, date)
            zi.external_attr = (0o100755 if arc in executables else 0o100644) << 16  # a regular file, its mode
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data)
    return name


def _source_tree():
    """The libhpcabench source tree this package sits in (bindings/python of it), or None."""
    top = ROOT.parents[1]
    return top if (top / "meson.build").is_file() and (top / "include" / "hpcab.h").is_file() else None


def _native_files(top: pathlib.Path) -> tuple:
    """Builds the library and its worker with meson in a temporary directory; returns (archive name ->
    bytes, the names to make executable) for hpcabench/_native/."""
    meson = shutil.which("meson")
    if not meson:
        raise RuntimeError("hpcabench: building the wheel builds libhpcabench, which needs meson (and ninja, a C "
                           "compiler and the libraries of tools/install-deps.sh); or set HPCABENCH_WHEEL_NATIVE=0 "
                           "for a wheel without the library (then set HPCABENCH_LIB)")
    native = f"{PACKAGE}/_native"
    out = {}
    with tempfile.TemporaryDirectory(prefix="hpcabench-wheel-") as build:
        for cmd in ([meson, "setup", build, str(top), "-Dtests=false", "--buildtype=release"],
                    [meson, "compile", "-C", build]):
            r = subprocess.run(cmd, capture_output=True, text=True)
            if r.returncode != 0:
                raise RuntimeError(f"hpcabench: {' '.join(cmd)} failed:\n{r.stdout[-4000:]}\n{r.stderr[-4000:]}")
        lib = pathlib.Path(build, "lib", "libhpcabench.so.0").resolve()
        out[f"{native}/lib/libhpcabench.so.0"] = lib.read_bytes()
        out[f"{native}/libexec/hpcab-worker"] = pathlib.Path(build, "lib", "hpcab-worker").read_bytes()
        shim = pathlib.Path(build, "lib", "libhpcab-pyshim.so")  # Python candidates (built where python3-dev is)
        if shim.is_file():
            out[f"{native}/libexec/libhpcab-pyshim.so"] = shim.read_bytes()
    out[f"{native}/include/hpcab.h"] = (top / "include" / "hpcab.h").read_bytes()
    for tree, into in ((top / "include" / "hpcab", f"{native}/include/hpcab"),
                       (top / "kernels", f"{native}/share/hpcabench/kernels")):
        for path in sorted(tree.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (".pyc", ".pyo"):
                out[f"{into}/{path.relative_to(tree).as_posix()}"] = path.read_bytes()
    return out, frozenset({f"{native}/libexec/hpcab-worker"})


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    p = _project()
    contents = {path.relative_to(ROOT).as_posix(): path.read_bytes() for path in _package_files()}
    top = _source_tree()
    if top is None or os.environ.get("HPCABENCH_WHEEL_NATIVE") == "0":
        return _write_wheel(wheel_directory, p, contents)
    native, executables = _native_files(top)
    contents.update(native)
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return _write_wheel(wheel_directory, p, contents, f"py3-none-{platform}", executables)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    """PEP 660: a wheel holding a .pth file that puts this source tree's bindings/python on sys.path."""
    p = _project()
    return _write_wheel(wheel_directory, p, {f"_{PACKAGE}_editable.pth": (str(ROOT) + "\n").encode()})


def _prepare_metadata(metadata_directory) -> str:
    p = _project()
    info = pathlib.Path(metadata_directory) / _dist_info_name(p)
    info.mkdir(parents=True, exist_ok=True)
    for k, v in _dist_info_files(p).items():
        (info / k).write_bytes(v)
    return info.name


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    return _prepare_metadata(metadata_directory)


def prepare_metadata_for_build_editable(metadata_directory, config_settings=None):
    return _prepare_metadata(metadata_directory)


def build_sdist(sdist_directory, config_settings=None):
    p = _project()
    base = f"{p['name']}-{p['version']}"
    name = f"{base}.tar.gz"
    members = [ROOT / "pyproject.toml", ROOT / "README.md", ROOT / "_backend" / "hpcab_backend.py", *_package_files()]
    members += [f for f in sorted((ROOT / "tests").rglob("*.py")) if "__pycache__" not in f.parts]
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz", format=tarfile.PAX_FORMAT) as tar:
        pkg_info = _metadata(p).encode()
        ti = tarfile.TarInfo(f"{base}/PKG-INFO")
        ti.size, ti.mode = len(pkg_info), 0o644
        tar.addfile(ti, io.BytesIO(pkg_info))
        for path in members:
            data = path.read_bytes()
            ti = tarfile.TarInfo(f"{base}/{path.relative_to(ROOT).as_posix()}")
            ti.size, ti.mode = len(data), 0o644
            tar.addfile(ti, io.BytesIO(data))
    return name


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []
