"""sc/dense_linear_algebra references (the PolyBench/C 4.2 linear-algebra and datamining kernels, and the
dense kernels of electronic-structure codes) against numpy/scipy, at every precision of each manifest."""
import numpy as np
import pytest
from scipy import linalg

from sc_refs import close, precisions, q, ref, run_initializers  # noqa: F401  (ref is a fixture)

D = "sc/dense_linear_algebra/"
rng = np.random.default_rng(2024)


def P(name):
    return pytest.mark.parametrize("prec", precisions(D + name))


def U(*shape):
    return rng.uniform(-1, 1, shape)


@P("2mm")
def test_2mm_is_alpha_abc_plus_beta_d(ref, prec):
    A, B, C, Dm = q(prec, U(9, 7), U(7, 11), U(11, 6), U(9, 6))
    o = ref(D + "2mm", prec, A=A, B=B, C=C, D=Dm, NI=9, NJ=11, NK=7, NL=6, alpha=1.5, beta=1.25)
    close(o["tmp"], 1.5 * A @ B, prec)
    close(o["D"], 1.5 * A @ B @ C + 1.25 * Dm, prec)


@P("3mm")
def test_3mm_is_ab_times_cd(ref, prec):
    A, B, C, Dm = q(prec, U(9, 7), U(7, 11), U(11, 5), U(5, 6))
    o = ref(D + "3mm", prec, A=A, B=B, C=C, D=Dm, NI=9, NJ=11, NK=7, NL=6, NM=5)
    close(o["E"], A @ B, prec)
    close(o["F"], C @ Dm, prec)
    close(o["G"], (A @ B) @ (C @ Dm), prec)


@P("atax")
def test_atax_is_a_transpose_a_x(ref, prec):
    A, x = q(prec, U(13, 8), U(8))
    o = ref(D + "atax", prec, A=A, x=x, M=13, N=8)
    close(o["tmp"], A @ x, prec)
    close(o["y"], A.T @ (A @ x), prec)


@P("bicg")
def test_bicg_is_both_products(ref, prec):
    A, p, r = q(prec, U(13, 8), U(8), U(13))
    o = ref(D + "bicg", prec, A=A, p=p, r=r, M=8, N=13)
    close(o["s"], A.T @ r, prec)
    close(o["q"], A @ p, prec)


@P("mvt")
def test_mvt_adds_both_products(ref, prec):
    A, x1, x2, y1, y2 = q(prec, U(11, 11), U(11), U(11), U(11), U(11))
    o = ref(D + "mvt", prec, A=A, x1=x1, x2=x2, y_1=y1, y_2=y2, N=11)
    close(o["x1"], x1 + A @ y1, prec)
    close(o["x2"], x2 + A.T @ y2, prec)


@P("gemver")
def test_gemver_rank2_update_then_products(ref, prec):
    n = 12
    A, u1, v1, u2, v2, w, x, y, z = q(prec, U(n, n), *(U(n) for _ in range(8)))
    o = ref(D + "gemver", prec, A=A, u1=u1, v1=v1, u2=u2, v2=v2, w=w, x=x, y=y, z=z, N=n, alpha=1.5, beta=0.75)
    A2 = A + np.outer(u1, v1) + np.outer(u2, v2)
    x2 = x + 0.75 * A2.T @ y + z
    close(o["A"], A2, prec)
    close(o["x"], x2, prec)
    close(o["w"], w + 1.5 * A2 @ x2, prec)


@P("gesummv")
def test_gesummv(ref, prec):
    A, B, x = q(prec, U(10, 10), U(10, 10), U(10))
    o = ref(D + "gesummv", prec, A=A, B=B, x=x, N=10, alpha=1.5, beta=0.75)
    close(o["tmp"], A @ x, prec)
    close(o["y"], 1.5 * A @ x + 0.75 * B @ x, prec)


@P("symm")
def test_symm_uses_the_lower_triangle_as_symmetric(ref, prec):
    A, B, C = q(prec, U(9, 9), U(9, 6), U(9, 6))
    o = ref(D + "symm", prec, A=A, B=B, C=C, M=9, N=6, alpha=1.5, beta=0.75)
    S = np.tril(A) + np.tril(A, -1).T
    close(o["C"], 1.5 * S @ B + 0.75 * C, prec)


@P("syr2k")
def test_syr2k_updates_the_lower_triangle_only(ref, prec):
    A, B, C = q(prec, U(9, 5), U(9, 5), U(9, 9))
    o = ref(D + "syr2k", prec, A=A, B=B, C=C, N=9, M=5, alpha=1.5, beta=0.75)
    full = 1.5 * (A @ B.T + B @ A.T) + 0.75 * C
    close(o["C"], np.tril(full) + np.triu(C, 1), prec)


@P("syrk")
def test_syrk_updates_the_lower_triangle_only(ref, prec):
    A, C = q(prec, U(9, 5), U(9, 9))
    o = ref(D + "syrk", prec, A=A, C=C, N=9, M=5, alpha=1.5, beta=0.75)
    close(o["C"], np.tril(1.5 * A @ A.T + 0.75 * C) + np.triu(C, 1), prec)


@P("trmm")
def test_trmm_is_alpha_unit_lower_transpose_times_b(ref, prec):
    A, B = q(prec, U(9, 9), U(9, 6))
    o = ref(D + "trmm", prec, A=A, B=B, M=9, N=6, alpha=1.5)
    L = np.tril(A, -1) + np.eye(9)
    close(o["B"], 1.5 * L.T @ B, prec)


@P("doitgen")
def test_doitgen_multiplies_every_row_by_c4(ref, prec):
    A, C4 = q(prec, U(4, 5, 7), U(7, 7))
    o = ref(D + "doitgen", prec, A=A, C4=C4, NR=4, NQ=5, NP=7)
    want = np.einsum("rqs,sp->rqp", A, C4)
    close(o["A"], want, prec)
    close(o["sum"], want[-1, -1], prec)


@P("gramschmidt")
def test_gramschmidt_is_the_qr_factorization(ref, prec):
    A = q(prec, U(12, 8))
    o = ref(D + "gramschmidt", prec, A=A, M=12, N=8)
    Qn, Rn = np.linalg.qr(A)
    s = np.sign(np.diag(Rn))  # Gram-Schmidt's R has a positive diagonal
    Qn, Rn = Qn * s, Rn * s[:, None]
    close(o["Q"], Qn, prec)
    close(o["R"], Rn, prec)
    close(o["A"], Qn * np.diag(Rn), prec)  # column j ends as its residual, q_j r_jj


@P("ludcmp")
def test_ludcmp_factors_and_solves(ref, prec):
    n = 10
    A0, b = q(prec, U(n, n) + (n + 1) * np.eye(n), U(n))
    o = ref(D + "ludcmp", prec, A=A0, b=b, N=n)
    L, Um = np.tril(o["A"], -1) + np.eye(n), np.triu(o["A"])
    close(L @ Um, A0, prec)
    close(o["y"], linalg.solve_triangular(L, b, lower=True, unit_diagonal=True), prec)
    close(o["x"], np.linalg.solve(A0, b), prec)


def autocorrelation(n):
    w, rho = rng.uniform(0.05, 1.05, 4), rng.uniform(-0.9, 0.9, 4)
    w *= 0.5 / w.sum()
    return (w[None, :] * rho[None, :] ** np.arange(1, n + 1)[:, None]).sum(axis=1)


@P("durbin")
def test_durbin_solves_the_yule_walker_system(ref, prec):
    n = 30
    r = q(prec, autocorrelation(n))
    o = ref(D + "durbin", prec, r=r, N=n)
    close(o["y"], linalg.solve_toeplitz(np.r_[1.0, r[:-1]], -r), prec)


def test_durbin_initializer_draws_a_positive_definite_toeplitz(ref):
    """The custom initializer's r: toeplitz(1, r[:-1]) has eigenvalues >= 1/2 (the manifest's claim)."""
    n = 64
    r = run_initializers(ref.lib(D + "durbin", "f64"), {"N": n}, [("r", np.float64, n, "durbin_init_r")])["r"]
    assert np.all(np.abs(r) < 0.5)
    assert np.linalg.eigvalsh(linalg.toeplitz(np.r_[1.0, r[:-1]])).min() >= 0.5 - 1e-12


@P("correlation")
def test_correlation_matches_corrcoef(ref, prec):
    n, m = 25, 7
    data = U(n, m) * rng.uniform(0.5, 3, m) + rng.uniform(-2, 2, m)
    data[:, 4] = 3 + 0.01 * U(n)  # stddev <= 0.1: PolyBench replaces it by 1
    data = q(prec, data)
    o = ref(D + "correlation", prec, data=data, M=m, N=n)
    mean, sd = data.mean(axis=0), data.std(axis=0)
    close(o["mean"], mean, prec)
    close(o["stddev"], np.where(sd <= 0.1, 1.0, sd), prec)
    want = np.corrcoef(data, rowvar=False)
    c = data[:, 4] - mean[4]
    want[4, :] = want[:, 4] = (c / np.sqrt(n)) @ ((data - mean) / (np.sqrt(n) * np.where(sd <= 0.1, 1.0, sd)))
    want[4, 4] = 1
    close(o["corr"], want, prec)
    close(o["data"], (data - mean) / (np.sqrt(n) * np.where(sd <= 0.1, 1.0, sd)), prec)


@P("covariance")
def test_covariance_matches_numpy_cov(ref, prec):
    n, m = 25, 7
    data = q(prec, U(n, m) * 2 + 1)
    o = ref(D + "covariance", prec, data=data, M=m, N=n)
    close(o["mean"], data.mean(axis=0), prec)
    close(o["cov"], np.cov(data, rowvar=False), prec)
    close(o["data"], data - data.mean(axis=0), prec)


def spd(n):
    X = U(n, n)
    return X @ X.T + n * np.eye(n)


@P("cholesky")
def test_cholesky_overwrites_the_lower_triangle(ref, prec):
    A = q(prec, spd(12))
    o = ref(D + "cholesky", prec, A=A, N=12)
    close(np.tril(o["A"]), np.linalg.cholesky(A), prec)
    np.testing.assert_array_equal(np.triu(o["A"], 1), np.triu(A, 1))


@P("lu")
def test_lu_factors_reproduce_the_matrix(ref, prec):
    A0 = q(prec, U(10, 10) + 11 * np.eye(10))
    o = ref(D + "lu", prec, A=A0, N=10)
    L, Um = np.tril(o["A"], -1) + np.eye(10), np.triu(o["A"])
    close(L @ Um, A0, prec)
    P_, L2, U2 = linalg.lu(A0)
    if np.array_equal(P_, np.eye(10)):  # scipy pivots only when a row dominates; compare factors directly then
        close(L, L2, prec)
        close(Um, U2, prec)


@P("trisolv")
def test_trisolv_matches_scipy(ref, prec):
    L, b = q(prec, U(11, 11) + 12 * np.eye(11), U(11))
    o = ref(D + "trisolv", prec, L=L, b=b, N=11)
    close(o["x"], linalg.solve_triangular(L, b, lower=True), prec)


@P("gemm")
def test_gemm_is_alpha_ab_plus_beta_c(ref, prec):
    A, B, C = q(prec, U(9, 7), U(7, 5), U(9, 5))
    o = ref(D + "gemm", prec, A=A, B=B, C=C, NI=9, NJ=5, NK=7, alpha=1.5, beta=0.5)
    close(o["C"], 1.5 * A @ B + 0.5 * C, prec)


@P("ccsd_ladder")
def test_ccsd_ladder_matches_einsum(ref, prec):
    no, nv = 3, 5
    W, T = q(prec, U(nv, nv, nv, nv), U(no, no, nv, nv))
    o = ref(D + "ccsd_ladder", prec, W=W, T=T, NOCC=no, NVIR=nv)
    close(o["R"], np.einsum("abcd,ijcd->ijab", W, T), prec)


@P("ao_mo_half_transform")
def test_ao_mo_half_transform_matches_einsum(ref, prec):
    nao, nmo = 6, 4
    G, C = q(prec, U(nao, nao, nao, nao), U(nao, nmo))
    o = ref(D + "ao_mo_half_transform", prec, G=G, C=C, NAO=nao, NMO=nmo)
    close(o["out"], np.einsum("pa,qb,pqrs->abrs", C, C, G), prec)


@P("hermitian_rayleigh_ritz")
def test_hermitian_rayleigh_ritz(ref, prec):
    n, m = 14, 4
    Hr, Hi, Xr, Xi = q(prec, U(n, n), U(n, n), U(n, m), U(n, m))
    o = ref(D + "hermitian_rayleigh_ritz", prec, H_re=Hr, H_im=Hi, X_re=Xr, X_im=Xi, N=n, M=m)
    Hu = np.triu(Hr + 1j * Hi, 1)
    H = Hu + Hu.conj().T + np.diag(np.diag(Hr))
    X = Xr + 1j * Xi
    close(o["Y_re"] + 1j * o["Y_im"], H @ X, prec)
    S = X.conj().T @ H @ X
    close(o["S_re"] + 1j * o["S_im"], S, prec)
    close(S, S.conj().T, "f64")  # a Hermitian projection


@P("qr_householder")
def test_qr_householder_matches_lapack_geqrf(ref, prec):
    m, n = 13, 9
    A = q(prec, U(m, n))
    o = ref(D + "qr_householder", prec, A=A, M=m, N=n)
    qr, tau = linalg.qr(A, mode="raw")[0]
    close(o["A"], qr, prec)
    close(o["tau"], tau, prec)


@P("trsm")
def test_trsm_matches_solve_triangular(ref, prec):
    m, n = 11, 7
    L, B = q(prec, U(m, m) + (m + 1) * np.eye(m), U(m, n))
    o = ref(D + "trsm", prec, L=L, B=B, M=m, N=n, alpha=1.5)
    close(o["B"], linalg.solve_triangular(L, 1.5 * B, lower=True), prec)
