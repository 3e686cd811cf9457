"""Issue 29: every `{function: NAME}` initializer draws from its stream, so that the arrays it fills
change from draw to draw and, in the timed protocol, from round to round (the initializer is rerun with
a fresh seed): no memo keyed on such an array can answer. Arrays fully determined by the sizes are the
listed exceptions, each with the reason it cannot vary."""
import ctypes
import glob
import os
import subprocess

import numpy as np
import pytest

from sc_refs import run_initializers

yaml = pytest.importorskip("yaml")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NP = {"f64": np.float64, "real": np.float64, "f32": np.float32, "i8": np.int8, "u8": np.uint8, "i16": np.int16,
      "u16": np.uint16, "i32": np.int32, "u32": np.uint32, "i64": np.int64, "u64": np.uint64, "bool": np.bool_}

# (kernel, array): why it is the same for every seed
FIXED_BY_SIZES = {
    **{(f"llr/{k}", "ip"): "TSVC-2's own index array (ip[i] from i); the llr/*_rand twins draw it at random"
       for k in ("s353", "s4112", "s4113", "s4114", "s4115", "s4116", "s491", "vag", "vas")},
    ("llr/s442", "indx"): "TSVC-2's own switch selector (indx[i] from i); llr/s442_rand draws it",
    ("sc/graph_traversal/triangle_count", "G_rowptr"): "every vertex has 2K neighbours: rowptr[v] = 2K v",
    ("sc/sparse_linear_algebra/npb_cg", "A_rowptr"): "a fixed number of entries a row: rowptr from N alone",
    ("sc/sparse_linear_algebra/ilu0", "A_rowptr"): "a fixed number of entries a row: rowptr from N alone",
    ("sc/n_body_methods/lj_cell_list", "cell_start"): "one atom a lattice cell: the cell index is the lattice's",
    ("sc/n_body_methods/lj_cell_list", "cell_atoms"): "one atom a lattice cell: the cell index is the lattice's",
    ("sc/spectral_methods/dft", "tw_re"): "the DFT's twiddle factors cos(2 pi k / N): constants of N",
    ("sc/spectral_methods/dft", "tw_im"): "the DFT's twiddle factors sin(2 pi k / N): constants of N",
}


def _eval(expr, sizes):
    return int(eval(str(expr), {"__builtins__": {}, "min": min, "max": max, "abs": abs}, dict(sizes)))


def _kernels_with_function_inits():
    out = []
    for y in sorted(glob.glob(os.path.join(ROOT, "kernels", "**", "kernel.yaml"), recursive=True)):
        m = yaml.safe_load(open(y))
        if any(isinstance(a.get("init"), dict) and "function" in a["init"] for a in m["arrays"].values()):
            out.append(os.path.relpath(os.path.dirname(y), os.path.join(ROOT, "kernels")))
    return out


def _fill(kernel, tmp_path, seed):
    d = os.path.join(ROOT, "kernels", kernel)
    m = yaml.safe_load(open(os.path.join(d, "kernel.yaml")))
    so = str(tmp_path / "ref.so")
    if not os.path.exists(so):
        subprocess.run(["cc", "-O1", "-shared", "-fPIC", "-I", os.path.join(ROOT, "include"), "-DHPCAB_PREC_F64",
                        os.path.join(d, "reference.c"), "-o", so, "-lm"], check=True, capture_output=True)
    sizes = {n: sp["test"] for n, sp in m["sizes"].items() if "test" in sp}
    for n, sp in m["sizes"].items():
        if "expr" in sp:
            sizes[n] = _eval(sp["expr"], sizes)
    rng = np.random.default_rng(0)  # the other arrays: the same values for both seeds
    arrays = []
    for n, a in m["arrays"].items():
        count = int(np.prod([_eval(e, sizes) for e in a["shape"]]))
        dt = NP.get(a["dtype"], np.float64)
        init = a.get("init")
        if isinstance(init, dict) and "function" in init:
            arrays.append((n, dt, count, init["function"]))
        else:
            arrays.append((n, dt, count, (rng.random(count) * 3).astype(dt)))
    out = run_initializers(ctypes.CDLL(so), sizes, arrays, seed)
    return {n: out[n] for n, _, _, f in arrays if isinstance(f, str)}


@pytest.mark.parametrize("kernel", _kernels_with_function_inits())
def test_every_function_initializer_gives_other_arrays_for_another_seed(kernel, tmp_path):
    one, two = _fill(kernel, tmp_path, 1), _fill(kernel, tmp_path, 2)
    same = [n for n in one if np.array_equal(one[n], two[n]) and (kernel, n) not in FIXED_BY_SIZES]
    assert not same, f"{kernel}: {same} do not depend on the initializer's stream"
