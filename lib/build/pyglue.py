
# ---- lib/build/pyglue.py: the runtime of every glue file (libhpcabench writes the lines above) ----
#
# A glue file turns a Python artifact (a candidate `.py`, or a kernel's spec.py for the `numba`
# baseline) into one C entry point with the manifest's prototype, so that the worker calls it exactly
# as it calls a C kernel. The lines above this runtime, written by lib/build/build_python.c, name the
# kernel (SYMBOL), what to load (MODE, SOURCE) and the arguments (ARGS: name, kind, dtype, writable);
# the two entry functions after it, also generated, view every array argument over the arena's own
# pages (no copy) with its manifest shape:
#   - a Numba function (`numba.njit`) is called from a `numba.cfunc` with the C prototype: the worker
#     calls compiled code, no interpreter runs during the call. It is compiled once, when the judge
#     builds the artifact (`python3 glue.py`, confined like a compiler), into the glue's directory
#     (numba-cache/); the worker loads it from there and never writes;
#   - a plain function (NumPy) is called through a ctypes callback: the interpreter runs in the call;
#   - MODE "torch" (the `torch` baseline): the kernel's torch_module.py, its function called eagerly on
#     tensors that share the arrays' memory (torch.from_numpy), without autograd, through the callback.
# Before a candidate runs, its source is checked (check_source): only numpy, numba, math and cmath
# may be imported, and no name or attribute that reaches files, the environment, the interpreter's
# internals, raw memory or the clock may be used. A refusal ends the build with the reason.
import ast
import ctypes
import importlib.util
import os
import sys

import numpy as np

GLUE_DIR = os.path.dirname(os.path.abspath(__file__))
CACHE_DIR = os.path.join(GLUE_DIR, "numba-cache")
IN_WORKER = os.environ.get("HPCAB_GLUE_BUILD") != "1"  # the judge's build sets it; the worker never
if IN_WORKER:  # the worker writes nowhere: tempfile would search for a writable directory and fail (PyTorch asks)
    import tempfile

    tempfile.tempdir = GLUE_DIR


def find_library_without_exec(name: str):
    """ctypes.util.find_library for the worker, which may not run ldconfig or a compiler (a library of
    PyTorch's asks for libdl while it loads): the first lib<name>.so* of the system library directories."""
    import glob
    import sysconfig

    arch = sysconfig.get_config_var("MULTIARCH") or ""
    for d in (f"/lib/{arch}", f"/usr/lib/{arch}", "/lib64", "/usr/lib64", "/lib", "/usr/lib", "/usr/local/lib"):
        hits = sorted(glob.glob(f"{d}/lib{name}.so*"))
        if hits:
            return os.path.basename(hits[0])
    return None


if IN_WORKER:
    import ctypes.util

    ctypes.util.find_library = find_library_without_exec

ALLOWED_MODULES = {"numpy", "numba", "math", "cmath"}
# names a candidate may not use, with the reason reported
FORBIDDEN_NAMES = {
    "open": "file access", "exec": "dynamic code", "eval": "dynamic code", "compile": "dynamic code",
    "__import__": "dynamic import", "getattr": "dynamic attribute access", "setattr": "dynamic attribute access",
    "delattr": "dynamic attribute access", "globals": "the interpreter's internals",
    "locals": "the interpreter's internals", "vars": "the interpreter's internals", "input": "file access",
    "breakpoint": "the debugger", "memoryview": "raw memory", "help": "the interpreter's internals",
    "exit": "ending the process", "quit": "ending the process",
}
# attributes of numpy and numba that reach files, raw memory, object mode or the C level
FORBIDDEN_ATTRIBUTES = {
    "load": "file access", "save": "file access", "savez": "file access", "savez_compressed": "file access",
    "fromfile": "file access", "tofile": "file access", "memmap": "file access", "loadtxt": "file access",
    "savetxt": "file access", "genfromtxt": "file access", "fromregex": "file access", "DataSource": "file access",
    "ctypeslib": "raw memory", "ctypes": "raw memory", "frombuffer": "raw memory", "from_address": "raw memory",
    "carray": "raw memory", "farray": "raw memory", "cfunc": "raw memory", "objmode": "object mode",
    "extending": "numba's internals", "core": "numba's internals", "config": "numba's internals",
    "lib": "numpy's internals", "testing": "numpy's internals", "f2py": "numpy's internals",
    "distutils": "numpy's internals", "show_config": "numpy's internals", "set_num_threads": "the thread count",
}


class Refused(Exception):
    """The candidate's source uses what a candidate may not."""


def check_source(text: str, filename: str) -> None:
    """Raises Refused naming the first forbidden construct of the candidate's source (its line)."""
    try:
        tree = ast.parse(text, filename)
    except SyntaxError as e:
        raise Refused(f"{filename}:{e.lineno}: syntax error: {e.msg}") from None
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] not in ALLOWED_MODULES:
                    raise Refused(f"{filename}:{line}: import of '{alias.name}' (only numpy, numba, math and cmath)")
                if alias.name.split(".")[-1] in FORBIDDEN_ATTRIBUTES:
                    raise Refused(f"{filename}:{line}: import of '{alias.name}' "
                                  f"({FORBIDDEN_ATTRIBUTES[alias.name.split('.')[-1]]})")
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level or module.split(".")[0] not in ALLOWED_MODULES:
                raise Refused(f"{filename}:{line}: import from '{module}' (only numpy, numba, math and cmath)")
            for part in module.split(".")[1:] + [a.name for a in node.names]:
                if part in FORBIDDEN_ATTRIBUTES or part == "*":
                    raise Refused(f"{filename}:{line}: import of '{part}' from '{module}' "
                                  f"({FORBIDDEN_ATTRIBUTES.get(part, 'a star import')})")
        elif isinstance(node, ast.Name) and node.id in FORBIDDEN_NAMES:
            raise Refused(f"{filename}:{line}: use of '{node.id}' ({FORBIDDEN_NAMES[node.id]})")
        elif isinstance(node, ast.Name) and node.id.startswith("__"):
            raise Refused(f"{filename}:{line}: use of '{node.id}' (the interpreter's internals)")
        elif isinstance(node, ast.Attribute):
            if node.attr.startswith("_"):
                raise Refused(f"{filename}:{line}: attribute '{node.attr}' (the interpreter's internals)")
            if node.attr in FORBIDDEN_ATTRIBUTES:
                raise Refused(f"{filename}:{line}: attribute '{node.attr}' ({FORBIDDEN_ATTRIBUTES[node.attr]})")
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            raise Refused(f"{filename}:{line}: '{type(node).__name__.lower()}' statement (state kept between calls)")


def use_cache_dir() -> None:
    """Makes Numba cache the glue's compiled functions in CACHE_DIR, and only read them in the worker."""
    from numba.core import caching

    class GlueLocator(caching._CacheLocator):
        def __init__(self, py_func, py_file):
            self._py_file = py_file
            self._lineno = py_func.__code__.co_firstlineno

        def ensure_cache_path(self):
            if not IN_WORKER:
                os.makedirs(CACHE_DIR, exist_ok=True)

        def get_cache_path(self):
            return CACHE_DIR

        def get_source_stamp(self):
            st = os.stat(self._py_file)
            return st.st_mtime, st.st_size

        def get_disambiguator(self):
            return str(self._lineno)

        @classmethod
        def from_function(cls, py_func, py_file):
            return cls(py_func, py_file) if os.path.dirname(os.path.abspath(py_file)) == GLUE_DIR else None

    impl = getattr(caching, "CacheImpl", None) or getattr(caching, "_CacheImpl")  # renamed in Numba 0.61
    impl._locator_classes.insert(0, GlueLocator)
    if IN_WORKER:  # the worker writes nowhere: a missing entry is compiled in memory, not saved
        caching.Cache.save_overload = lambda self, sig, data: None


def load_module(path: str, name: str):
    """Imports the file `path` as the module `name` (registered: Numba's cache names functions by module)."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def load_kernel():
    """The kernel function: the candidate's (checked first), the spec's under numba.njit, or the torch module's."""
    path = os.path.join(GLUE_DIR, SOURCE)
    if MODE == "candidate":
        with open(path) as f:
            check_source(f.read(), SOURCE_NAME)
        module = load_module(path, "hpcab_candidate")
    elif MODE == "torch":
        import_torch()
        module = load_module(path, "hpcab_torch_module")
    else:
        import inspect

        import numba

        module = load_module(path, "hpcab_spec")
        module.prange = numba.prange
        for name, obj in list(vars(module).items()):  # helpers first, so that the kernel's calls compile
            if inspect.isfunction(obj) and obj.__module__ == module.__name__:
                parallel = "prange(" in inspect.getsource(obj)
                setattr(module, name, numba.njit(parallel=parallel, cache=False)(obj))
    kernel = getattr(module, SYMBOL, None)
    if kernel is None or not callable(kernel):
        raise Refused(f"{SOURCE_NAME} defines no function '{SYMBOL}'")
    return on_tensors(kernel) if MODE == "torch" else kernel


def import_torch():
    try:
        import torch
    except ImportError:
        raise Refused("PyTorch is not installed: tools/install-deps.sh --with-torch installs it "
                      "(the torch baseline needs it)") from None
    return torch


def on_tensors(f):
    """f called with every array as a tensor over the same memory (inputs read-only), autograd off."""
    import warnings

    torch = import_torch()
    torch.set_grad_enabled(False)
    warnings.filterwarnings("ignore", message="The given NumPy array is not writable")

    def call(*args):
        f(*[torch.from_numpy(a) if isinstance(a, np.ndarray) else a for a in args])

    return call


def is_numba_function(f) -> bool:
    if "numba" not in sys.modules:
        return False
    from numba.core.dispatcher import Dispatcher

    return isinstance(f, Dispatcher)


NUMBA_TYPES = {"f64": "float64", "f32": "float32", "i64": "int64", "i32": "int32", "u64": "uint64",
               "u32": "uint32", "i16": "int16", "u16": "uint16", "i8": "int8", "u8": "uint8", "bool": "uint8"}
CTYPES = {"f64": ctypes.c_double, "f32": ctypes.c_float, "i64": ctypes.c_int64, "i32": ctypes.c_int32,
          "u64": ctypes.c_uint64, "u32": ctypes.c_uint32, "i16": ctypes.c_int16, "u16": ctypes.c_uint16,
          "i8": ctypes.c_int8, "u8": ctypes.c_uint8, "bool": ctypes.c_uint8}
NUMPY_TYPES = {"f64": np.float64, "f32": np.float32, "i64": np.int64, "i32": np.int32, "u64": np.uint64,
               "u32": np.uint32, "i16": np.int16, "u16": np.uint16, "i8": np.int8, "u8": np.uint8, "bool": np.uint8}


def view(address: int, i: int, shape: tuple):
    """A NumPy array over the arena's memory at `address` (no copy), read-only for an input."""
    name, kind, dtype, writable = ARGS[i]
    count = 1
    for n in shape:
        count *= n
    buf = (CTYPES[dtype] * count).from_address(address)
    a = np.frombuffer(buf, NUMPY_TYPES[dtype]).reshape(shape)
    if not writable:
        a.flags.writeable = False
    return a


def finish() -> int:
    """Builds the entry point and returns its address."""
    global kernel
    for name, kind, dtype, writable in ARGS:
        if dtype not in CTYPES:
            raise Refused(f"argument '{name}' has dtype {dtype}, which Python artifacts do not support")
    kernel = load_kernel()
    if is_numba_function(kernel):
        use_cache_dir()
        import numba
        from numba import types

        globals()["carray"] = numba.carray

        arg_types = [types.CPointer(getattr(types, NUMBA_TYPES[d])) if k == "array" else getattr(types, NUMBA_TYPES[d])
                     for _, k, d, _ in ARGS]
        if MODE == "spec" or kernel.targetoptions.get("parallel"):
            # parallel code loaded from the cache needs the thread pool's symbols, which compiling
            # registers: the worker starts the pool first, while it loads (never during a call)
            # (the workqueue layer: plain threads and futexes; the omp layer asks getppid() on every call,
            # which the call filter refuses)
            from numba.np.ufunc import parallel

            numba.config.THREADING_LAYER = "workqueue"
            parallel._launch_threads()
        entry = numba.cfunc(types.void(*arg_types), cache=True)(entry_numba)
        ENTRY_KEEP.append(entry)
        return entry.address
    if MODE == "spec":
        raise Refused("the spec did not compile under numba.njit")
    prototype = ctypes.CFUNCTYPE(None, *[ctypes.c_void_p if k == "array" else CTYPES[d] for _, k, d, _ in ARGS])
    entry = prototype(entry_python)
    ENTRY_KEEP.append(entry)
    return ctypes.cast(entry, ctypes.c_void_p).value


ENTRY_KEEP: list = []
kernel = None
# ---- end of the runtime; the entry functions follow ----
