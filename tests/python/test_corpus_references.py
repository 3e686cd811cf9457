"""Reference implementations of the ml corpus and a sample of the TSVC-2 loops checked against numpy/scipy
(f64, small sizes); the sc track has its own files, tests/python/test_corpus_sc_*.py.
Each reference is built as a shared object and called through ctypes in its manifest's argument order."""
import ctypes
import itertools
import os
import shutil
import subprocess
import zlib

import numpy as np
import pytest

yaml = pytest.importorskip("yaml")
scipy_sparse = pytest.importorskip("scipy.sparse")
from scipy import linalg, special  # noqa: E402
from scipy.sparse import csgraph  # noqa: E402

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if shutil.which("gcc") is None:
    pytest.skip("gcc is needed", allow_module_level=True)

CT = {"f64": ctypes.c_double, "real": ctypes.c_double, "f32": ctypes.c_float, "i32": ctypes.c_int32,
      "i64": ctypes.c_int64}


@pytest.fixture(scope="module")
def call(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("refs")
    libs = {}

    def run(kernel, **named):
        kdir = os.path.join(TOP, "kernels", kernel)
        m = yaml.safe_load(open(os.path.join(kdir, "kernel.yaml")))
        if kernel not in libs:
            so = tmp / (kernel.replace("/", "_") + ".so")
            cmd = ["gcc", "-std=c17", "-O2", "-fPIC", "-shared", "-I", os.path.join(TOP, "include"),
                   "-DHPCAB_PREC_F64", os.path.join(kdir, m["reference"]), "-o", str(so), "-lm"]
            subprocess.run(cmd, check=True)
            libs[kernel] = ctypes.CDLL(str(so))
        fn = getattr(libs[kernel], m["symbol"])
        args, types = [], []
        for a in m["args"]:
            v = named[a]
            if a in m["arrays"]:
                assert v.flags["C_CONTIGUOUS"]
                args.append(v.ctypes.data_as(ctypes.c_void_p))
                types.append(ctypes.c_void_p)
            elif a in m["sizes"]:
                args.append(int(v))
                types.append(ctypes.c_int64)
            else:
                t = CT[m["params"][a].get("dtype", "real")]
                args.append(v)
                types.append(t)
        fn.argtypes = types
        fn.restype = None
        fn(*args)
    return run


rng = np.random.default_rng(11)


# The sc track's references are checked in tests/python/test_corpus_sc_*.py (every kernel, every precision).


def np_softmax(x, axis=-1):
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def test_softmax_matches_numpy(call):
    X = rng.standard_normal((6, 64))
    Y = np.empty_like(X)
    call("ml/softmax", Y=Y, X=X, R=6, C=64)
    np.testing.assert_allclose(Y, np_softmax(X), rtol=1e-13)


def test_layernorm_matches_numpy(call):
    X, g, b = rng.standard_normal((4, 64)), rng.uniform(0.5, 1.5, 64), rng.uniform(-0.5, 0.5, 64)
    Y = np.empty_like(X)
    call("ml/layernorm", Y=Y, X=X, gamma=g, beta=b, R=4, C=64, eps=1e-5)
    want = (X - X.mean(1, keepdims=True)) / np.sqrt(X.var(1, keepdims=True) + np.float32(1e-5)) * g + b
    np.testing.assert_allclose(Y, want, rtol=1e-12, atol=1e-12)


def test_rmsnorm_matches_numpy(call):
    X, w = rng.standard_normal((4, 64)), rng.uniform(0.5, 1.5, 64)
    Y = np.empty_like(X)
    call("ml/rmsnorm", Y=Y, X=X, weight=w, R=4, C=64, eps=1e-6)
    want = X / np.sqrt((X * X).mean(1, keepdims=True) + np.float32(1e-6)) * w
    np.testing.assert_allclose(Y, want, rtol=1e-12)


def test_gelu_matches_scipy_erf(call):
    X = rng.standard_normal(1000) * 3
    Y = np.empty_like(X)
    call("ml/gelu", Y=Y, X=X, N=1000)
    np.testing.assert_allclose(Y, 0.5 * X * (1 + special.erf(X / np.sqrt(2))), rtol=1e-13, atol=1e-15)


def test_matmul_bias_relu_matches_numpy(call):
    X, W, b = rng.uniform(-1, 1, (5, 7)), rng.uniform(-1, 1, (7, 6)), rng.uniform(-1, 1, 6)
    Y = np.empty((5, 6))
    call("ml/matmul_bias_relu", Y=Y, X=X, W=W, b=b, M=5, N=6, K=7)
    np.testing.assert_allclose(Y, np.maximum(X @ W + b, 0), rtol=1e-13, atol=1e-15)


def test_conv2d_matches_numpy(call):
    B, CI, CO, H, W, KH = 2, 3, 4, 7, 6, 3
    X, Wt, bias = rng.uniform(-1, 1, (B, CI, H, W)), rng.uniform(-1, 1, (CO, CI, KH, KH)), rng.standard_normal(CO)
    OH, OW = H - KH + 1, W - KH + 1
    want = np.zeros((B, CO, OH, OW)) + bias[None, :, None, None]
    for i, j in itertools.product(range(KH), range(KH)):
        want += np.einsum("nchw,oc->nohw", X[:, :, i:i + OH, j:j + OW], Wt[:, :, i, j])
    Y = np.empty((B, CO, OH, OW))
    call("ml/conv2d", Y=Y, X=X, Wt=Wt, bias=bias, B=B, CI=CI, CO=CO, H=H, W=W, KH=KH, KW=KH, OH=OH, OW=OW)
    np.testing.assert_allclose(Y, want, rtol=1e-12, atol=1e-13)


def test_maxpool2d_matches_numpy(call):
    X = rng.standard_normal((1, 3, 8, 8))
    Y = np.empty((1, 3, 4, 4))
    call("ml/maxpool2d", Y=Y, X=X, B=1, C=3, H=8, W=8, OH=4, OW=4)
    np.testing.assert_array_equal(Y, X.reshape(1, 3, 4, 2, 4, 2).max(axis=(3, 5)))


def test_sdpa_matches_numpy(call):
    BH, S, D = 2, 10, 32
    Q, K, V = (rng.standard_normal((BH, S, D)) for _ in range(3))
    want = np_softmax(Q @ K.transpose(0, 2, 1) / np.sqrt(D)) @ V
    O = np.empty((BH, S, D))
    call("ml/sdpa", O=O, Q=Q, K=K, V=V, BH=BH, S=S, D=D)
    np.testing.assert_allclose(O, want, rtol=1e-12, atol=1e-13)


def test_cross_entropy_matches_numpy(call):
    z, lab = rng.standard_normal((16, 10)), rng.integers(0, 10, 16).astype(np.int32)
    loss = np.empty(1)
    call("ml/cross_entropy", loss=loss, logits=z, labels=lab, N=16, C=10)
    want = np.mean(-np.log(np_softmax(z)[np.arange(16), lab]))
    np.testing.assert_allclose(loss[0], want, rtol=1e-12)


def test_moe_router_top1_admits_in_order_up_to_capacity(call):
    T, E = 64, 8
    cap = (5 * T + 4 * E - 1) // (4 * E)
    z = rng.standard_normal((T, E))
    z[:, 3] += 1.5  # make expert 3 popular enough to overflow
    expert, gate, load = np.empty(T, dtype=np.int32), np.empty(T), np.empty(E, dtype=np.int32)
    call("ml/moe_router_top1", expert=expert, gate=gate, load=load, logits=z, T=T, E=E, CAP=cap)
    want_e, want_g, want_l = np.full(T, -1), np.zeros(T), np.zeros(E, dtype=int)
    p = np_softmax(z)
    for t in range(T):
        e = int(np.argmax(z[t]))
        if want_l[e] < cap:
            want_e[t], want_g[t] = e, p[t, e]
            want_l[e] += 1
    assert want_l[3] == cap and (want_e == -1).any()
    np.testing.assert_array_equal(expert, want_e)
    np.testing.assert_array_equal(load, want_l)
    np.testing.assert_allclose(gate, want_g, rtol=1e-13)


def test_embedding_gathers_rows(call):
    table, ids = rng.standard_normal((100, 64)), rng.integers(0, 100, 16).astype(np.int32)
    out = np.empty((16, 64))
    call("ml/embedding", out=out, table=table, ids=ids, V=100, D=64, T=16)
    np.testing.assert_array_equal(out, table[ids])


def test_vocab_softmax_matches_numpy(call):
    z = rng.standard_normal((2, 32000))
    P = np.empty_like(z)
    call("ml/vocab_softmax", P=P, logits=z, T=2, V=32000, temp=0.75)
    np.testing.assert_allclose(P, np_softmax(z / np.float32(0.75)), rtol=1e-12)


# ---------------------------------------------------------------- a sample of the TSVC-2 loops
def test_tsvc_s112_runs_the_recurrence_backwards(call):
    a, b = rng.standard_normal(100), rng.standard_normal(100)
    want = a.copy()
    for i in range(98, -1, -1):
        want[i + 1] = want[i] + b[i]
    call("llr/s112", a=a, b=b, LEN_1D=100)
    np.testing.assert_array_equal(a, want)


def test_tsvc_s1113_reads_the_middle_element_as_it_changes(call):
    a, b = rng.standard_normal(101), rng.standard_normal(101)
    want = a.copy()
    for i in range(101):
        want[i] = want[50] + b[i]
    call("llr/s1113", a=a, b=b, LEN_1D=101)
    np.testing.assert_array_equal(a, want)


def test_tsvc_s123_packs_under_a_condition(call):
    a, b, c, d, e = (rng.standard_normal(100) for _ in range(5))
    want, j = a.copy(), -1
    for i in range(50):
        j += 1
        want[j] = b[i] + d[i] * e[i]
        if c[i] > 0:
            j += 1
            want[j] = c[i] + d[i] * e[i]
    call("llr/s123", a=a, b=b, c=c, d=d, e=e, LEN_1D=100)
    np.testing.assert_array_equal(a, want)


def test_tsvc_s2111_wavefront(call):
    n = 12
    aa = rng.standard_normal((n, n))
    want = aa.copy()
    for j in range(1, n):
        for i in range(1, n):
            want[j, i] = (want[j, i - 1] + want[j - 1, i]) / 1.9
    call("llr/s2111", aa=aa, LEN_2D=n)
    np.testing.assert_allclose(aa, want, rtol=1e-15)


def test_tsvc_s4116_sparse_dot_over_a_row(call):
    n, inc = 16, 2
    a, aa = rng.standard_normal(n - 1 + inc), rng.standard_normal((n, n))
    ip = rng.integers(0, n, n - 1).astype(np.int32)
    s = np.empty(1)
    call("llr/s4116", a=a, aa=aa, ip=ip, sum=s, LEN_2D=n, j=n // 2, inc=inc)
    want = sum(a[inc + i] * aa[n // 2 - 1, ip[i]] for i in range(n - 1))
    np.testing.assert_allclose(s[0], want, rtol=1e-13)


def test_tsvc_s442_switch_on_indx(call):
    n = 200
    a, b, c, d, e = (rng.standard_normal(n) for _ in range(5))
    indx = rng.integers(0, 5, n).astype(np.int32)
    sq = {2: c * c, 3: d * d, 4: e * e}
    want = a + np.array([sq.get(int(k), b * b)[i] for i, k in enumerate(indx)])
    call("llr/s442", a=a, b=b, c=c, d=d, e=e, indx=indx, LEN_1D=n)
    np.testing.assert_array_equal(a, want)


def test_tsvc_vag_and_vas_gather_and_scatter(call):
    n = 300
    b, ip = rng.standard_normal(n), rng.permutation(n).astype(np.int32)
    a = np.empty(n)
    call("llr/vag", a=a, b=b, ip=ip, LEN_1D=n)
    np.testing.assert_array_equal(a, b[ip])
    call("llr/vas", a=a, b=b, ip=ip, LEN_1D=n)
    want = np.empty(n)
    want[ip] = b
    np.testing.assert_array_equal(a, want)


def test_tsvc_s315_max_with_index(call):
    a = rng.standard_normal(500)
    mx, imx = np.empty(1), np.empty(1, dtype=np.int64)
    call("llr/s315", a=a, xmax=mx, imax=imx, LEN_1D=500)
    assert mx[0] == a.max() and imx[0] == int(np.argmax(a))
