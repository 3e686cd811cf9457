"""sc/sparse_linear_algebra references (SpMV in CSR/ELL/COO, SpMM, SDDMM, SpGEMM, SpTRSV, CG, NPB CG,
HPCG's SYMGS) against numpy/scipy.sparse, at every precision of each manifest."""
import numpy as np
import pytest
import scipy.sparse as sp
from scipy.sparse import linalg as splinalg

from sc_refs import close, precisions, q, ref, run_initializers  # noqa: F401  (ref is a fixture)

K_ = "sc/sparse_linear_algebra/"
rng = np.random.default_rng(99)


def P(name):
    return pytest.mark.parametrize("prec", precisions(K_ + name))


def U(*shape):
    return rng.uniform(-1, 1, shape)


def csr(n, m, per_row, prec):
    """A random n x m CSR matrix with per_row distinct sorted columns per row and values at `prec`."""
    cols = np.concatenate([np.sort(rng.choice(m, per_row, replace=False)) for _ in range(n)])
    M = sp.csr_matrix((q(prec, U(n * per_row)), cols, np.arange(n + 1) * per_row), shape=(n, m))
    return M, M.indptr.astype(np.int32), M.indices.astype(np.int32), M.data.copy()


@P("spmv_csr")
def test_spmv_csr_matches_scipy(ref, prec):
    M, rp, ci, v = csr(50, 50, 16, prec)
    x = q(prec, U(50))
    o = ref(K_ + "spmv_csr", prec, A_rowptr=rp, A_col=ci, A_val=v, x=x, N=50, NNZ=M.nnz)
    close(o["y"], M @ x, prec)


@P("spmv_ell")
def test_spmv_ell_matches_scipy(ref, prec):
    n, k = 40, 8
    col = rng.integers(0, n, (k, n)).astype(np.int32)
    val, x = q(prec, U(k, n), U(n))
    o = ref(K_ + "spmv_ell", prec, col=col, val=val, x=x, N=n, K=k)
    M = sp.coo_matrix((val.ravel(), (np.tile(np.arange(n), k), col.ravel())), shape=(n, n))  # duplicates add up
    close(o["y"], M @ x, prec)


@P("spmv_coo")
def test_spmv_coo_matches_scipy(ref, prec):
    n, nnz = 40, 320
    row, col = rng.integers(0, n, nnz).astype(np.int32), rng.integers(0, n, nnz).astype(np.int32)
    val, x = q(prec, U(nnz), U(n))
    o = ref(K_ + "spmv_coo", prec, row=row, col=col, val=val, x=x, N=n, NNZ=nnz)
    close(o["y"], sp.coo_matrix((val, (row, col)), shape=(n, n)) @ x, prec)


@P("spmm_csr")
def test_spmm_csr_matches_scipy(ref, prec):
    n, m, k = 30, 40, 8
    M, rp, ci, v = csr(n, m, 16, prec)
    B = q(prec, U(m, k))
    o = ref(K_ + "spmm_csr", prec, A_rowptr=rp, A_col=ci, A_val=v, B=B, N=n, M=m, K=k, NNZ=M.nnz)
    close(o["C"], M @ B, prec)


@P("sddmm")
def test_sddmm_samples_a_bt_at_the_pattern(ref, prec):
    n, m, k = 30, 40, 16
    S, rp, ci, v = csr(n, m, 16, prec)
    A, B = q(prec, U(n, k), U(m, k))
    o = ref(K_ + "sddmm", prec, S_rowptr=rp, S_col=ci, S_val=v, A=A, B=B, N=n, M=m, K=k, NNZ=S.nnz)
    want = S.multiply(A @ B.T).tocsr()  # same pattern and order as S
    close(o["out"], want.data, prec)


@P("spgemm")
def test_spgemm_matches_scipy_product(ref, prec):
    n, ka, kb = 60, 4, 8
    A, arp, aci, av = csr(n, n, ka, prec)
    B, brp, bci, bv = csr(n, n, kb, prec)
    o = ref(K_ + "spgemm", prec, A_rowptr=arp, A_col=aci, A_val=av, B_rowptr=brp, B_col=bci, B_val=bv, N=n, KA=ka,
            KB=kb)
    C = (A @ B).tocsr()
    C.sort_indices()
    w = ka * kb
    np.testing.assert_array_equal(o["C_cnt"], np.diff(C.indptr))
    for i in range(n):
        lo, hi = C.indptr[i], C.indptr[i + 1]
        np.testing.assert_array_equal(o["C_col"][i], np.r_[C.indices[lo:hi], -np.ones(w - (hi - lo), int)])
        close(o["C_val"][i], np.r_[C.data[lo:hi], np.zeros(w - (hi - lo))], prec)


@P("sptrsv_csr")
def test_sptrsv_csr_matches_spsolve_triangular(ref, prec):
    n = 80
    M, rp, ci, v = csr(n, n, 16, prec)
    diag, b = q(prec, rng.uniform(16, 32, n), U(n))
    o = ref(K_ + "sptrsv_csr", prec, A_rowptr=rp, A_col=ci, A_val=v, diag=diag, b=b, N=n, NNZ=M.nnz)
    L = (sp.tril(M, -1) + sp.diags(diag)).tocsr()
    close(o["x"], splinalg.spsolve_triangular(L, b, lower=True), prec)


def laplacian(n):
    T = sp.diags([-1.0, 2.0, -1.0], [-1, 0, 1], shape=(n, n))
    return (sp.kron(T, sp.eye(n)) + sp.kron(sp.eye(n), T)).toarray()


@P("cg_step")
def test_cg_step_is_one_conjugate_gradient_iteration(ref, prec):
    n = 6
    A = laplacian(n)
    x, r, p = q(prec, U(n * n), U(n * n), U(n * n))
    o = ref(K_ + "cg_step", prec, x=x, r=r, p=p, N=n)
    qv = A @ p
    alpha = (r @ r) / (p @ qv)
    x2, r2 = x + alpha * p, r - alpha * qv
    close(o["x"].ravel(), x2, prec)
    close(o["r"].ravel(), r2, prec)
    close(o["p"].ravel(), r2 + (r2 @ r2) / (r @ r) * p, prec)
    close(o["rr"][0], r2 @ r2, prec)


def shifted_laplacian(n, k, prec):
    """A symmetric pattern, values -u (u log-uniform in [0.01, 10]), diagonal = sum u + s, s log-uniform in
    [0.001, 1]: the kind of matrix npb_cg's initializers draw."""
    pairs = set()
    for i in range(n):
        for j in rng.choice(n, k, replace=False):
            if i != j:
                pairs.add((min(i, j), max(i, j)))
    i, j = np.array(sorted(pairs)).T
    u = q(prec, 10 ** rng.uniform(-2, 1, len(i)))
    W = sp.coo_matrix((np.r_[u, u], (np.r_[i, j], np.r_[j, i])), shape=(n, n)).tocsr()
    diag = q(prec, np.asarray(W.sum(axis=1)).ravel() + 10 ** rng.uniform(-3, 0, n))
    A = (sp.diags(diag) - W).tocsr()
    A.sort_indices()
    return A


@P("npb_cg")
def test_npb_cg_is_the_25th_krylov_iterate(ref, prec):
    n = 300
    A = shifted_laplacian(n, 4, prec)
    x = q(prec, U(n))
    o = ref(K_ + "npb_cg", prec, A_rowptr=A.indptr.astype(np.int32), A_col=A.indices.astype(np.int32), A_val=A.data,
            x=x, N=n, K=4, NNZ=A.nnz)
    # CG's k-th iterate from z = 0 minimizes the A-norm error over the Krylov space K_k(A, x): build an
    # orthonormal basis of K_25 (Arnoldi with full reorthogonalization) and solve the projected system
    V = np.zeros((n, 25))
    V[:, 0] = x / np.linalg.norm(x)
    for k in range(1, 25):
        w = A @ V[:, k - 1]
        for _ in range(2):
            w -= V[:, :k] @ (V[:, :k].T @ w)
        V[:, k] = w / np.linalg.norm(w)
    z = V @ np.linalg.solve(V.T @ (A @ V), V.T @ x)
    tol = {"rtol": 1e-7, "atol": 1e-8} if prec == "f64" else {"rtol": 5e-2, "atol": 5e-3}
    close(o["z"], z, prec, **tol)
    close(o["r"], A @ o["z"].astype(float), prec)
    close(o["rnorm"][0], np.linalg.norm(x - A @ z), prec, **tol)
    assert np.linalg.norm(x - A @ z) > 1e-3 * np.linalg.norm(x)  # far from converged: the iterate is well defined


def test_npb_cg_initializers_draw_a_symmetric_positive_definite_matrix(ref):
    """The custom initializers' matrix: symmetric pattern, 2K + 1 sorted distinct columns per row,
    triangles present, positive definite, and 25 CG steps leave a residual well above rounding noise."""
    n, K = 500, 4
    lib = ref.lib(K_ + "npb_cg", "f64")
    arrays = run_initializers(lib, {"N": n, "K": K, "NNZ": n * (2 * K + 1)},
                              [("A_rowptr", np.int32, n + 1, "npb_cg_rowptr"), ("A_col", np.int32, n * (2 * K + 1), "npb_cg_colidx"),
                               ("A_val", np.float64, n * (2 * K + 1), "npb_cg_values")])
    rp, ci, v = arrays["A_rowptr"], arrays["A_col"], arrays["A_val"]
    np.testing.assert_array_equal(rp, np.arange(n + 1) * (2 * K + 1))
    A = sp.csr_matrix((v, ci, rp), shape=(n, n))
    assert all(np.all(np.diff(ci[rp[i]:rp[i + 1]]) > 0) for i in range(n))
    assert abs(A - A.T).max() == 0
    assert np.linalg.eigvalsh(A.toarray()).min() > 0.0009
    x = U(n)
    V = [x / np.linalg.norm(x)]  # the 25-step Krylov space (Lanczos with full reorthogonalization)
    for _ in range(24):
        w = A @ V[-1]
        for _ in range(2):
            w -= np.array(V).T @ (np.array(V) @ w)
        V.append(w / np.linalg.norm(w))
    V = np.array(V).T
    z = V @ np.linalg.solve(V.T @ (A @ V), V.T @ x)
    assert np.linalg.norm(x - A @ z) > 1e-4 * np.linalg.norm(x)
    adj = (A != 0).astype(int) - sp.eye(n, dtype=int)
    assert (adj @ adj).multiply(adj).sum() > 0  # triangles


@P("hpcg_symgs")
def test_hpcg_symgs_forward_then_backward_gauss_seidel(ref, prec):
    nx, ny, nz = 5, 4, 6
    x, r = q(prec, U(nz, ny, nx), U(nz, ny, nx))
    o = ref(K_ + "hpcg_symgs", prec, x=x, r=r, NX=nx, NY=ny, NZ=nz)
    idx = np.arange(nx * ny * nz).reshape(nz, ny, nx)
    rows, cols = [], []
    for d in np.ndindex(3, 3, 3):
        dz, dy, dx = np.array(d) - 1
        if dz == dy == dx == 0:
            continue
        src = idx[max(0, -dz):nz - max(0, dz), max(0, -dy):ny - max(0, dy), max(0, -dx):nx - max(0, dx)]
        dst = idx[max(0, dz):nz + min(0, dz) or None, max(0, dy):ny + min(0, dy) or None, max(0, dx):nx + min(0, dx) or None]
        rows.append(src.ravel())
        cols.append(dst.ravel())
    n = nx * ny * nz
    off = sp.coo_matrix((-np.ones(sum(map(len, rows))), (np.concatenate(rows), np.concatenate(cols))), shape=(n, n))
    A = (off + 26 * sp.eye(n)).tocsr()
    Lo, Up = sp.tril(A, 0).tocsr(), sp.triu(A, 0).tocsr()
    x1 = splinalg.spsolve_triangular(Lo, r.ravel() - sp.triu(A, 1) @ x.ravel(), lower=True)
    x2 = splinalg.spsolve_triangular(Up, r.ravel() - sp.tril(A, -1) @ x1, lower=False)
    close(o["x"].ravel(), x2, prec)


@P("ilu0")
def test_ilu0_reproduces_the_matrix_on_its_pattern(ref, prec):
    n, K = 120, 4
    a = run_initializers(ref.lib(K_ + "ilu0", prec), {"N": n, "K": K, "NNZ": n * (2 * K + 1)},
                         [("A_rowptr", np.int32, n + 1, "npb_cg_rowptr"), ("A_col", np.int32, n * (2 * K + 1), "npb_cg_colidx"),
                          ("A_val", np.float64 if prec == "f64" else np.float32, n * (2 * K + 1), "npb_cg_values")])
    rp, ci, v = a["A_rowptr"], a["A_col"], a["A_val"].astype(np.float64)
    o = ref(K_ + "ilu0", prec, A_val=v, A_rowptr=rp, A_col=ci, N=n, K=K)
    F = sp.csr_matrix((o["A_val"].astype(np.float64), ci, rp), shape=(n, n)).toarray()
    L, Um = np.tril(F, -1) + np.eye(n), np.triu(F)
    A = sp.csr_matrix((v, ci, rp), shape=(n, n)).toarray()
    pattern = A != 0
    close((L @ Um)[pattern], A[pattern], prec)  # ILU(0)'s defining property
    assert np.all(F[~pattern] == 0) and np.all(np.diag(Um) > 0)
    assert np.abs((L @ Um)[~pattern]).max() > 1e-3  # the dropped fill-in is real: not an exact LU
