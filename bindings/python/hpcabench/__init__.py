"""hpcabench: the Python binding of libhpcabench (ctypes over the C library; numpy arrays in and out).

The library is loaded at import (see hpcabench._lib for where it is looked for: HPCABENCH_LIB first);
every failed call raises hpcabench.Error carrying hpcab_last_error()'s message and the status.

hpcabench.Client (hpcabench/client.py: the agent's side of hpcab-serve) needs only the standard library:
where no libhpcabench is found (an agent container; HPCABENCH_LIB unset), `import hpcabench` still gives Client and
ServiceError (and hpcabench.agent, hpcabench.mcp), and every other name raises ImportError saying why.
"""
from .client import Client, ServiceError

try:
    from . import _lib  # noqa: F401 - loads libhpcabench
except Exception as _e:  # noqa: BLE001 - only "no library anywhere" leaves the client alone
    if type(_e).__name__ != "LibraryNotFound":
        raise
    _LOAD_ERROR = _e
    __version__ = "0.1.0"
    __all__ = ["Client", "ServiceError"]

    def __getattr__(name):
        if name.startswith("__"):
            raise AttributeError(name)
        raise ImportError(f"hpcabench.{name} needs libhpcabench, which could not be loaded: {_LOAD_ERROR}")
else:
    from ._native import *  # noqa: F401,F403 - the ctypes binding
    from ._native import __all__ as _native_all
    from ._native import __version__, status_name, version, version_number  # noqa: F401
    from . import _dtype as dtype  # noqa: F401
    from . import correctness, draw, judge, rng, roofline, stats, testing  # noqa: F401 - the modules, for their other names

    __all__ = ["Client", "ServiceError", *_native_all]
