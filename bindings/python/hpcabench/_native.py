"""The names of hpcabench that need libhpcabench (hpcabench/__init__.py imports them when it loads)."""
from ._lib import (BuildError, CallTimeoutError, ConstraintError, Error, FileMissingError, InputOutputError,
                   InternalError, InvalidArgumentError, ManifestError, MismatchError, NotFoundError,
                   OperatingSystemError, OutOfMemoryError, ParseError, RangeError, RefusedError, StateError,
                   StoreError, UnsupportedError, WorkerError, library_path)
from ._lib import lib as _clib
from ._random import RandomSource, as_random
from .manifest import Arg, ArraySpec, Cost, CsrInit, Manifest, ParamSpec, Sizes, SizeSpec
from .draw import Draw
from .judge import Judge, TimedInput, Verdict
from .rng import Stream, philox4x32_10
from .stats import CREDIT_MIN_EFFECT, bh, credit, efficacy, geomean_ci, mannwhitneyu, overhead_check
from .correctness import CheckResult, check
from .npy import read_npy, write_npy
from .roofline import MachineProfile, Topology, peak
from .srccheck import Finding, SourceCheck, source_check, source_check_built, source_check_text
from . import _dtype as dtype
from . import correctness, draw, judge, rng, roofline, stats  # noqa: F401 - the modules, for their other names

__version__ = "0.1.0"


def version() -> str:
    """The run-time library version ("MAJOR.MINOR.PATCH")."""
    return _clib.hpcab_version().decode()


def version_number() -> int:
    """The run-time library version as major * 10000 + minor * 100 + patch."""
    return int(_clib.hpcab_version_number())


def status_name(status: int) -> str:
    """The short name of an hpcab_status ("ok", "invalid", ...)."""
    return _clib.hpcab_status_name(status).decode()


__all__ = [
    "Error", "InvalidArgumentError", "ParseError", "ManifestError", "RangeError", "ConstraintError",
    "MismatchError", "NotFoundError", "InputOutputError", "FileMissingError", "OperatingSystemError",
    "OutOfMemoryError", "UnsupportedError", "CallTimeoutError", "RefusedError", "WorkerError", "BuildError",
    "StoreError", "StateError", "InternalError", "library_path", "version", "version_number", "status_name", "dtype",
    "RandomSource", "as_random",
    "Manifest", "Sizes", "SizeSpec", "ParamSpec", "ArraySpec", "CsrInit", "Arg", "Cost",
    "Judge", "Verdict", "TimedInput",
    "Draw", "Stream", "philox4x32_10",
    "check", "CheckResult", "read_npy", "write_npy", "peak", "MachineProfile", "Topology",
    "mannwhitneyu", "credit", "CREDIT_MIN_EFFECT", "overhead_check", "geomean_ci", "bh", "efficacy",
    "source_check", "source_check_built", "source_check_text", "SourceCheck", "Finding",
]
