"""sc/graph_traversal references (BFS, SSSP, PageRank, triangle counting, connected components) against
scipy.sparse.csgraph and sparse linear algebra, at every precision of each manifest."""
import numpy as np
import pytest
import scipy.sparse as sp
from scipy.sparse import csgraph

from sc_refs import close, precisions, q, ref, run_initializers  # noqa: F401  (ref is a fixture)

G = "sc/graph_traversal/"
rng = np.random.default_rng(31)


def P(name):
    return pytest.mark.parametrize("prec", precisions(G + name))


def drop(M, rows=(), cols=()):
    """M without the entries in the given rows and columns (CSR, sorted)."""
    C = M.tocoo()
    keep = ~np.isin(C.row, rows) & ~np.isin(C.col, cols)
    R = sp.csr_matrix((C.data[keep], (C.row[keep], C.col[keep])), shape=M.shape)
    R.sort_indices()
    return R


def digraph(n, per_row):
    cols = np.concatenate([np.sort(rng.choice(n, per_row, replace=False)) for _ in range(n)])
    return sp.csr_matrix((np.ones(n * per_row), cols, np.arange(n + 1) * per_row), shape=(n, n))


def test_bfs_levels_match_scipy(ref):
    n = 200
    M = sp.random(n, n, density=0.02, format="csr", random_state=5)
    o = ref(G + "bfs", "f64", G_rowptr=M.indptr.astype(np.int32), G_col=M.indices.astype(np.int32), N=n, NE=M.nnz,
            SRC=n // 3)
    d = csgraph.shortest_path(M, unweighted=True, indices=n // 3)
    np.testing.assert_array_equal(o["level"], np.where(np.isinf(d), -1, d).astype(np.int32))


@P("sssp")
def test_sssp_matches_dijkstra(ref, prec):
    n = 300
    M = digraph(n, 8)
    M.data = q(prec, rng.uniform(1, 10, M.nnz))
    M = drop(M, cols=np.arange(0, n, 7))  # vertices without in-edges: unreachable
    src = n // 3
    o = ref(G + "sssp", prec, G_rowptr=M.indptr.astype(np.int32), G_col=M.indices.astype(np.int32), w=M.data,
            N=n, NE=M.nnz, SRC=src)
    want = csgraph.dijkstra(M, indices=src)
    assert np.isinf(want).any() and np.isfinite(want).sum() > n // 2
    np.testing.assert_array_equal(np.isinf(o["dist"]), np.isinf(want))
    fin = np.isfinite(want)
    close(o["dist"][fin], want[fin], prec)


@P("pagerank")
def test_pagerank_is_one_power_iteration_step(ref, prec):
    n, d = 200, 0.85
    M = digraph(n, 8)
    M = drop(M, rows=np.arange(0, n, 9))  # dangling vertices
    pr = q(prec, rng.uniform(0, 1, n))
    o = ref(G + "pagerank", prec, pr=pr, G_rowptr=M.indptr.astype(np.int32), G_col=M.indices.astype(np.int32), N=n,
            NE=M.nnz, d=d)
    outdeg = np.asarray(M.sum(axis=1)).ravel()
    T = sp.diags(np.where(outdeg > 0, 1 / np.maximum(outdeg, 1), 0)) @ M  # row-stochastic on non-dangling rows
    want = (1 - d) / n + d * (T.T @ pr + pr[outdeg == 0].sum() / n)
    close(o["pr_new"], want, prec)
    close(o["diff"][0], np.abs(want - pr).sum(), prec)


def test_pagerank_fixed_point_is_the_stationary_vector(ref):
    """Iterating the step converges to the eigenvector of the Google matrix (a check of the damping terms)."""
    n, d = 100, 0.85
    M = digraph(n, 4)
    M = drop(M, rows=np.arange(0, n, 9))
    pr = np.full(n, 1 / n)
    for _ in range(200):
        pr = ref(G + "pagerank", "f64", pr=pr, G_rowptr=M.indptr.astype(np.int32), G_col=M.indices.astype(np.int32),
                 N=n, NE=M.nnz, d=d)["pr_new"]
    outdeg = np.asarray(M.sum(axis=1)).ravel()
    H = np.where(outdeg[:, None] > 0, M.toarray() / np.maximum(outdeg, 1)[:, None], 1 / n)
    Gm = d * H + (1 - d) / n
    w, V = np.linalg.eig(Gm.T)
    v = np.real(V[:, np.argmax(np.real(w))])
    close(pr, v / v.sum(), "f64", rtol=1e-8)


def test_connected_components_match_scipy(ref):
    n = 2000
    ne = n // 2
    rows = np.sort(rng.choice(n, ne, replace=False))
    M = sp.csr_matrix((np.ones(ne), rng.integers(0, n, ne), np.searchsorted(rows, np.arange(n + 1))), shape=(n, n))
    o = ref(G + "connected_components", "f64", G_rowptr=M.indptr.astype(np.int32), G_col=M.indices.astype(np.int32),
            N=n, NE=ne)
    k, lab = csgraph.connected_components(M, directed=True, connection="weak")
    smallest = np.full(k, n)
    np.minimum.at(smallest, lab, np.arange(n))
    np.testing.assert_array_equal(o["comp"], smallest[lab])
    assert o["ncomp"][0] == k and k > 100


def test_triangle_count_matches_trace_of_a_cubed(ref):
    n = 300
    M = sp.random(n, n, density=0.05, format="csr", random_state=8)
    A = ((M + M.T) > 0).astype(int)
    A.setdiag(0)
    A.eliminate_zeros()
    A = A.tocsr()
    A.sort_indices()
    o = ref(G + "triangle_count", "f64", G_rowptr=A.indptr.astype(np.int32), G_col=A.indices.astype(np.int32), N=n,
            K=1, NE=A.nnz)
    assert o["count"][0] == (A @ A).multiply(A).sum() // 6 > 0


def test_triangle_count_initializers_draw_a_symmetric_graph_with_triangles(ref):
    n, K = 400, 6
    a = run_initializers(ref.lib(G + "triangle_count", "f64"), {"N": n, "K": K, "NE": n * 2 * K},
                         [("G_rowptr", np.int32, n + 1, "tc_rowptr"), ("G_col", np.int32, n * 2 * K, "tc_colidx")])
    A = sp.csr_matrix((np.ones(n * 2 * K), a["G_col"], a["G_rowptr"]), shape=(n, n))
    assert abs(A - A.T).max() == 0 and A.diagonal().sum() == 0 and A.max() == 1  # symmetric, simple
    tri = (A @ A).multiply(A).sum() // 6
    assert tri >= n  # every vertex on triangles (the offset triples)
    o = ref(G + "triangle_count", "f64", G_rowptr=a["G_rowptr"], G_col=a["G_col"], N=n, K=K)
    assert o["count"][0] == tri


def test_brandes_single_source_matches_the_pair_dependency_definition(ref):
    n, src = 60, 20
    M = digraph(n, 3)
    M = drop(M, cols=np.arange(0, n, 11))  # some unreachable vertices
    o = ref(G + "brandes_single_source", "f64", G_rowptr=M.indptr.astype(np.int32), G_col=M.indices.astype(np.int32),
            N=n, NE=M.nnz, SRC=src)
    D = csgraph.shortest_path(M, unweighted=True)
    # sigma[s][t]: number of shortest paths, by dynamic programming over distance from each source
    sig = np.zeros((n, n))
    A = M.toarray() > 0
    for s in range(n):
        sig[s, s] = 1
        for dist in range(1, n):
            for t in np.flatnonzero(D[s] == dist):
                sig[s, t] = sum(sig[s, u] for u in np.flatnonzero(A[:, t]) if D[s, u] == dist - 1)
    np.testing.assert_array_equal(o["level"], np.where(np.isinf(D[src]), -1, D[src]).astype(np.int32))
    np.testing.assert_array_equal(o["sigma"], sig[src])
    delta = np.zeros(n)
    for v in range(n):
        for t in range(n):
            if t in (src, v) or not np.isfinite(D[src, t]):
                continue
            if np.isfinite(D[src, v]) and np.isfinite(D[v, t]) and D[src, v] + D[v, t] == D[src, t]:
                delta[v] += sig[src, v] * sig[v, t] / sig[src, t]
    close(o["delta"], delta, "f64")
    assert delta.max() > 1
