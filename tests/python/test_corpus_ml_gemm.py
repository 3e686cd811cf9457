"""GEMM-family and quantized ML kernels (kernels/ml) against numpy, at every precision of their manifests.
Inputs are drawn in float64, rounded to the run precision (corpus_refs.rnd) and given to both sides."""
import numpy as np
import pytest
from scipy import special

from corpus_refs import close, precisions, refs, rnd  # noqa: F401  (refs is a fixture)

rng = np.random.default_rng(105)
KERNELS = ["matmul", "matmul_nt", "matmul_tn", "linear", "bmm", "bmm_nt_scaled", "linear_gelu", "linear_residual", "gemv",
           "lora_linear", "linear_backward_input", "linear_backward_weight", "grouped_matmul", "swiglu_up", "int8_matmul",
           "w8a16_linear", "w4a16_linear", "fp8_e4m3_matmul", "fp8_e5m2_matmul", "quantize_int8_rowwise",
           "quantize_fp8_e4m3"]


@pytest.fixture(scope="module", autouse=True)
def _built(refs):
    refs.prebuild(["ml/" + k for k in KERNELS])


def P(kernel):
    return pytest.mark.parametrize("prec", precisions("ml/" + kernel))


def u(shape, prec, lo=-1.0, hi=1.0):
    return rnd(rng.uniform(lo, hi, shape), prec)


def gelu_tanh(x):
    return 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))


@P("matmul")
def test_matmul(refs, prec):
    X, W = u((7, 30), prec), u((30, 9), prec)
    close(refs("ml/matmul", prec, Y=(7, 9), X=X, W=W, M=7, N=9, K=30)["Y"], X @ W, prec)


@P("matmul_nt")
def test_matmul_nt(refs, prec):
    X, W = u((7, 30), prec), u((9, 30), prec)
    close(refs("ml/matmul_nt", prec, Y=(7, 9), X=X, W=W, M=7, N=9, K=30)["Y"], X @ W.T, prec)


@P("matmul_tn")
def test_matmul_tn(refs, prec):
    X, W = u((30, 7), prec), u((30, 9), prec)
    close(refs("ml/matmul_tn", prec, Y=(7, 9), X=X, W=W, M=7, N=9, K=30)["Y"], X.T @ W, prec)


@P("linear")
def test_linear(refs, prec):
    X, W, b = u((5, 33), prec), u((11, 33), prec), u(11, prec)
    close(refs("ml/linear", prec, Y=(5, 11), X=X, W=W, b=b, M=5, N=11, K=33)["Y"], np.einsum("mk,nk->mn", X, W) + b, prec)


@P("bmm")
def test_bmm(refs, prec):
    X, W = u((3, 6, 17), prec), u((3, 17, 5), prec)
    close(refs("ml/bmm", prec, Y=(3, 6, 5), X=X, W=W, B=3, M=6, N=5, K=17)["Y"], np.matmul(X, W), prec)


@P("bmm_nt_scaled")
def test_bmm_nt_scaled(refs, prec):
    Q, K = u((2, 6, 32), prec), u((2, 7, 32), prec)
    a = float(np.float32(0.125))
    got = refs("ml/bmm_nt_scaled", prec, S=(2, 6, 7), Q=Q, Kt=K, B=2, M=6, N=7, D=32, alpha=a)["S"]
    close(got, a * np.einsum("bmd,bnd->bmn", Q, K), prec)


@P("linear_gelu")
def test_linear_gelu(refs, prec):
    X, W, b = u((5, 20), prec), u((8, 20), prec), u(8, prec)
    got = refs("ml/linear_gelu", prec, Y=(5, 8), X=X, W=W, b=b, M=5, N=8, K=20)["Y"]
    close(got, gelu_tanh(X @ W.T + b), prec)


@P("linear_residual")
def test_linear_residual(refs, prec):
    X, W, b, R = u((5, 20), prec), u((8, 20), prec), u(8, prec), u((5, 8), prec)
    got = refs("ml/linear_residual", prec, Y=(5, 8), X=X, W=W, b=b, R=R, M=5, N=8, K=20)["Y"]
    close(got, X @ W.T + b + R, prec)


@P("gemv")
def test_gemv(refs, prec):
    W, x = u((70, 256), prec), u(256, prec)
    close(refs("ml/gemv", prec, y=(70,), W=W, x=x, N=70, K=256)["y"], W @ x, prec)


@P("lora_linear")
def test_lora_linear(refs, prec):
    M, N, K, r = 4, 9, 24, 8
    X, W, A, B = u((M, K), prec), u((N, K), prec), u((r, K), prec), u((N, r), prec)
    s = float(np.float32(1.5))
    got = refs("ml/lora_linear", prec, Y=(M, N), X=X, W=W, A=A, Bm=B, M=M, N=N, K=K, RK=r, scale=s)["Y"]
    close(got, X @ W.T + s * (X @ A.T) @ B.T, prec)


@P("linear_backward_input")
def test_linear_backward_input_is_the_adjoint_of_linear(refs, prec):
    M, N, K = 5, 9, 13
    dY, W = u((M, N), prec), u((N, K), prec)
    dX = refs("ml/linear_backward_input", prec, dX=(M, K), dY=dY, W=W, M=M, N=N, K=K)["dX"]
    close(dX, dY @ W, prec)
    if prec == "f64":  # <dY, V W^T> = <dX, V> for every V: the gradient of Y = X W^T
        V = rng.standard_normal((M, K))
        assert abs(np.sum(dY * (V @ W.T)) - np.sum(dX * V)) < 1e-11 * np.abs(dY).sum() * np.abs(W).sum()


@P("linear_backward_weight")
def test_linear_backward_weight(refs, prec):
    M, N, K = 12, 7, 5
    dY, X = u((M, N), prec), u((M, K), prec)
    o = refs("ml/linear_backward_weight", prec, dW=(N, K), db=(N,), dY=dY, X=X, M=M, N=N, K=K)
    close(o["dW"], np.einsum("mn,mk->nk", dY, X), prec)
    close(o["db"], dY.sum(axis=0), prec)


@P("grouped_matmul")
def test_grouped_matmul(refs, prec):
    T, K, N, E = 40, 16, 6, 4
    X, W = u((T, K), prec), u((E, K, N), prec)
    offsets = np.array([0, 7, 7, 30, 40], dtype=np.int32)  # expert 1 gets no rows
    Y = refs("ml/grouped_matmul", prec, Y=(T, N), X=X, W=W, offsets=offsets, T=T, K=K, N=N, E=E)["Y"]
    expert = np.searchsorted(offsets, np.arange(T), side="right") - 1
    close(Y, np.einsum("tk,tkn->tn", X, W[expert]), prec)


@P("swiglu_up")
def test_swiglu_up(refs, prec):
    X, Wg, Wu = u((4, 20), prec), u((9, 20), prec), u((9, 20), prec)
    H = refs("ml/swiglu_up", prec, H=(4, 9), X=X, Wg=Wg, Wu=Wu, M=4, F=9, K=20)["H"]
    g = X @ Wg.T
    close(H, g * special.expit(g) * (X @ Wu.T), prec)


@P("int8_matmul")
def test_int8_matmul_is_exact_in_int32_then_scaled(refs, prec):
    M, N, K = 6, 5, 300
    A, B = rng.integers(-127, 128, (M, K)), rng.integers(-127, 128, (N, K))
    A[0], B[0] = 127, 127  # the largest |sum|: 127^2 K, exact in int32
    sa, sb = u(M, prec, 0.001, 0.01), u(N, prec, 0.001, 0.01)
    Y = refs("ml/int8_matmul", prec, Y=(M, N), Aq=A, Bq=B, sa=sa, sb=sb, M=M, N=N, K=K)["Y"]
    acc = A @ B.T  # exact integers
    want = acc * sa[:, None] * sb[None, :]
    close(Y, want, prec, rtol={"f64": 1e-15, "f32": 3e-7}.get(prec), atol=0)


@P("w8a16_linear")
def test_w8a16_linear(refs, prec):
    M, N, K = 4, 6, 40
    X, Wq, ws, b = u((M, K), prec), rng.integers(-127, 128, (N, K)), u(N, prec, 0.001, 0.01), u(N, prec)
    Y = refs("ml/w8a16_linear", prec, Y=(M, N), X=X, Wq=Wq, ws=ws, b=b, M=M, N=N, K=K)["Y"]
    close(Y, X @ (Wq * ws[:, None]).T + b, prec)


@P("w4a16_linear")
def test_w4a16_linear_unpacks_nibbles_low_first(refs, prec):
    M, N, K, G = 3, 5, 64, 32
    X = u((M, K), prec)
    q = rng.integers(0, 16, (N, K))  # the 4-bit weights, then packed two per byte
    packed = (q[:, 0::2] | (q[:, 1::2] << 4)).astype(np.uint8)
    scales = u((N, K // G), prec, 0.001, 0.02)
    Wdeq = (q - 8) * np.repeat(scales, G, axis=1)
    Y = refs("ml/w4a16_linear", prec, Y=(M, N), X=X, Wq=packed, scales=scales, M=M, N=N, K=K, G=G)["Y"]
    close(Y, X @ Wdeq.T, prec)


def fp8_table(fmt):
    """All 256 fp8 values by the OCP definition (NaN/Inf codes as NaN/Inf)."""
    e_bits, m_bits, bias = (4, 3, 7) if fmt == "e4m3" else (5, 2, 15)
    vals = np.empty(256)
    for c in range(256):
        s = -1.0 if c & 0x80 else 1.0
        e, m = (c >> m_bits) & ((1 << e_bits) - 1), c & ((1 << m_bits) - 1)
        if fmt == "e4m3" and e == 15 and m == 7:
            vals[c] = np.nan
        elif fmt == "e5m2" and e == 31:
            vals[c] = s * np.inf if m == 0 else np.nan
        elif e == 0:
            vals[c] = s * m / 2 ** m_bits * 2.0 ** (1 - bias)
        else:
            vals[c] = s * (1 + m / 2 ** m_bits) * 2.0 ** (e - bias)
    return vals


def test_fp8_tables_match_published_extremes():
    t4, t5 = fp8_table("e4m3"), fp8_table("e5m2")
    assert np.nanmax(t4) == 448 and t4[0x01] == 2.0 ** -9 and t4[0x08] == 2.0 ** -6
    assert np.max(t5[np.isfinite(t5)]) == 57344 and t5[0x01] == 2.0 ** -16 and t5[0x7C] == np.inf


@pytest.mark.parametrize("fmt", ["e4m3", "e5m2"])
@pytest.mark.parametrize("prec", ["f64", "f32", "f16", "bf16"])
def test_fp8_matmul_decodes_codes_exactly(refs, fmt, prec):
    M, N, K = 5, 6, 48
    table = fp8_table(fmt)
    finite = np.flatnonzero(np.isfinite(table) & (np.abs(table) < 100))
    A, B = rng.choice(finite, (M, K)).astype(np.uint8), rng.choice(finite, (N, K)).astype(np.uint8)
    sa, sb = 0.05, 0.02
    Y = refs(f"ml/fp8_{fmt}_matmul", prec, Y=(M, N), Aq=A, Bq=B, M=M, N=N, K=K, sa=sa, sb=sb)["Y"]
    want = (table[A] @ table[B].T) * float(np.float32(sa)) * float(np.float32(sb))
    close(Y, want, prec)


@P("quantize_int8_rowwise")
def test_quantize_int8_rowwise(refs, prec):
    R, C = 6, 64
    X = u((R, C), prec, -3, 3)
    X[1] = 0.0  # an all-zero row: scale 1
    X[2, 5] = rnd(-4.0, prec)  # the row maximum is a negative value
    o = refs("ml/quantize_int8_rowwise", prec, Q=(R, C), scale=(R,), X=X, R=R, C=C)
    ft = np.float64 if prec == "f64" else np.float32  # the kernel's arithmetic type
    amax = np.abs(X).max(axis=1)
    s = rnd(np.where(amax > 0, (amax.astype(ft) / ft(127)).astype(np.float64), 1.0), prec)
    q = np.clip(np.rint((X.astype(ft) / s[:, None].astype(ft)).astype(np.float64)), -127, 127)
    np.testing.assert_array_equal(o["scale"], s)
    np.testing.assert_array_equal(o["Q"], q)
    assert np.abs(o["Q"][2]).max() == 127 and o["scale"][1] == 1.0


def e4m3_encode(v):
    """Nearest finite E4M3 code of each value (ties to the even code, i.e. even mantissa; beyond 448: 448)."""
    table = fp8_table("e4m3")
    pos = np.arange(0x7F)  # 0x00 .. 0x7e: 0 .. 448
    a = np.abs(v)
    d = np.abs(a[:, None] - table[pos][None, :])
    best = d.min(axis=1, keepdims=True)
    cand = np.where(d == best, pos[None, :], 1 << 20)
    even = np.where(cand % 2 == 0, cand, 1 << 20).min(axis=1)
    code = np.where(even < (1 << 20), even, cand.min(axis=1))
    return (code | np.where(v < 0, 0x80, 0)).astype(np.uint8)


@P("quantize_fp8_e4m3")
def test_quantize_fp8_e4m3_rounds_to_nearest_even_and_saturates(refs, prec):
    table = fp8_table("e4m3")
    finite = table[np.isfinite(table)]
    mids = np.unique(np.abs(finite))
    mids = (mids[1:] + mids[:-1]) / 2  # exact ties between neighbouring codes
    X = np.concatenate([rng.uniform(-500, 500, 600), rng.uniform(-0.05, 0.05, 200), mids, -mids, [470, -470, 1e4, 0.0]])
    X = rnd(X, prec)
    scale = 1.0
    Q = refs("ml/quantize_fp8_e4m3", prec, Q=(X.size,), X=X, N=X.size, scale=scale)["Q"]
    np.testing.assert_array_equal(Q, e4m3_encode(X))
    assert Q[-4] == 0x7E and Q[-3] == 0xFE  # 470 and -470 saturate to +-448
