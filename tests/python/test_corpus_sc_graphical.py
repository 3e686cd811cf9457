"""sc/graphical_models references (Viterbi, HMM forward and forward-backward, loopy BP on a grid, an Ising
Metropolis sweep, the Kalman filter) against numpy/scipy formulations in log space, brute-force
enumeration and textbook matrix algebra, at every precision of each manifest."""
import itertools

import numpy as np
import pytest
from scipy.special import logsumexp

from sc_refs import close, precisions, q, ref, run_initializers  # noqa: F401  (ref is a fixture)

GM = "sc/graphical_models/"
rng = np.random.default_rng(61)


def P(name):
    return pytest.mark.parametrize("prec", precisions(GM + name))


@P("viterbi")
def test_viterbi_matches_numpy(ref, prec):
    T, S, K = 12, 5, 16
    li, lt, le = q(prec, rng.uniform(-5, 0, S), rng.uniform(-5, 0, (S, S)), rng.uniform(-5, 0, (S, K)))
    obs = rng.integers(0, K, T).astype(np.int32)
    want = np.empty((T, S))
    want[0] = li + le[:, obs[0]]
    for t in range(1, T):
        want[t] = np.max(want[t - 1][:, None] + lt, axis=0) + le[:, obs[t]]
    o = ref(GM + "viterbi", prec, log_init=li, log_trans=lt, log_emit=le, obs=obs, T=T, S=S, K=K)
    close(o["delta"], want, prec)


def hmm(T, S, K, prec):
    init, trans, emit = q(prec, rng.uniform(0.1, 1, S), rng.uniform(0.1, 1, (S, S)), rng.uniform(0.1, 1, (S, K)))
    return init, trans, emit, rng.integers(0, K, T).astype(np.int32)


def log_forward_backward(init, trans, emit, obs):
    T, S = len(obs), len(init)
    la, lb = np.empty((T, S)), np.zeros((T, S))
    la[0] = np.log(init) + np.log(emit[:, obs[0]])
    for t in range(1, T):
        la[t] = logsumexp(la[t - 1][:, None] + np.log(trans), axis=0) + np.log(emit[:, obs[t]])
    for t in range(T - 2, -1, -1):
        lb[t] = logsumexp(np.log(trans) + (np.log(emit[:, obs[t + 1]]) + lb[t + 1])[None, :], axis=1)
    return la, lb, logsumexp(la[-1])


@P("hmm_forward")
def test_hmm_forward_matches_log_space(ref, prec):
    init, trans, emit, obs = hmm(40, 6, 8, prec)
    o = ref(GM + "hmm_forward", prec, init=init, trans=trans, emit=emit, obs=obs, T=40, S=6, K=8)
    la, _, logz = log_forward_backward(init, trans, emit, obs)
    close(o["alpha"], np.exp(la - logsumexp(la, axis=1, keepdims=True)), prec)
    close(o["loglik"][0], logz, prec, rtol=1e-5 if prec == "f32" else None)


def test_hmm_forward_likelihood_is_the_sum_over_all_paths(ref):
    T, S, K = 6, 3, 4
    init, trans, emit, obs = hmm(T, S, K, "f64")
    o = ref(GM + "hmm_forward", "f64", init=init, trans=trans, emit=emit, obs=obs, T=T, S=S, K=K)
    total = sum(init[p[0]] * emit[p[0], obs[0]] * np.prod([trans[p[t - 1], p[t]] * emit[p[t], obs[t]] for t in range(1, T)])
                for p in itertools.product(range(S), repeat=T))
    close(o["loglik"][0], np.log(total), "f64")


@P("hmm_forward_backward")
def test_hmm_forward_backward_posteriors(ref, prec):
    T, S, K = 30, 5, 8
    init, trans, emit, obs = hmm(T, S, K, prec)
    o = ref(GM + "hmm_forward_backward", prec, init=init, trans=trans, emit=emit, obs=obs, T=T, S=S, K=K)
    la, lb, logz = log_forward_backward(init, trans, emit, obs)
    gamma = np.exp(la + lb - logz)
    close(o["gamma"], gamma, prec)
    close(o["alpha"], np.exp(la - logsumexp(la, axis=1, keepdims=True)), prec)
    close(o["beta"] * o["alpha"], gamma, prec)
    close(o["gamma"].sum(axis=1), np.ones(T), prec)


@P("loopy_bp_grid")
def test_loopy_bp_grid_one_iteration(ref, prec):
    H, W, S = 5, 6, 3
    msg, un, pair = q(prec, rng.uniform(0.1, 1, (4, H, W, S)), rng.uniform(0.1, 1, (H, W, S)), rng.uniform(0.1, 1, (S, S)))
    o = ref(GM + "loopy_bp_grid", prec, msg_in=msg, unary=un, pair=pair, H=H, W=W, S=S)
    offs = [(-1, 0), (1, 0), (0, -1), (0, 1)]
    want = np.full((4, H, W, S), 1 / S)
    for d, (di, dj) in enumerate(offs):
        opp = d ^ 1
        h = un * np.prod(np.delete(msg, opp, axis=0), axis=0)  # what every cell sends, before the pair factor
        m = h @ pair
        m /= m.sum(axis=-1, keepdims=True)
        for i in range(H):
            for j in range(W):
                pi, pj = i + di, j + dj
                if 0 <= pi < H and 0 <= pj < W:
                    want[d, i, j] = m[pi, pj]
    close(o["msg_out"], want, prec)
    b = un * np.prod(want, axis=0)
    close(o["belief"], b / b.sum(axis=-1, keepdims=True), prec)


def test_loopy_bp_on_a_tree_converges_to_exact_marginals(ref):
    """On a 1 x W grid (a chain, a tree) BP iterated W times gives the exact marginals (brute force)."""
    H, W, S = 1, 5, 3
    un, pair = rng.uniform(0.1, 1, (H, W, S)), rng.uniform(0.1, 1, (S, S))
    pair = pair + pair.T  # a symmetric edge potential: the same factor seen from both ends
    msg = np.ones((4, H, W, S))
    for _ in range(W + 1):
        o = ref(GM + "loopy_bp_grid", "f64", msg_in=msg, unary=un, pair=pair, H=H, W=W, S=S)
        msg = o["msg_out"]
    joint = np.zeros((S,) * W)
    for x in itertools.product(range(S), repeat=W):
        joint[x] = np.prod([un[0, j, x[j]] for j in range(W)]) * np.prod([pair[x[j], x[j + 1]] for j in range(W - 1)])
    joint /= joint.sum()
    for j in range(W):
        marg = joint.sum(axis=tuple(k for k in range(W) if k != j))
        close(o["belief"][0, j], marg, "f64")


def test_ising_metropolis_sweep(ref):
    n, beta, J, h = 8, 0.45, 1.0, 0.2
    s0 = np.where(rng.random((n, n)) < 0.5, 1, -1).astype(np.int8)
    u = rng.random((n, n))
    o = ref(GM + "ising_metropolis", "f64", spin=s0, u=u, N=n, beta=beta, J=J, h=h)
    s = s0.astype(int)
    ii, jj = np.meshgrid(np.arange(n), np.arange(n), indexing="ij")
    for colour in (0, 1):
        nb = np.roll(s, 1, 0) + np.roll(s, -1, 0) + np.roll(s, 1, 1) + np.roll(s, -1, 1)
        dE = 2 * s * (J * nb + h)
        flip = ((ii + jj) % 2 == colour) & ((dE <= 0) | (u < np.exp(-beta * dE)))
        s = np.where(flip, -s, s)
    np.testing.assert_array_equal(o["spin"], s)
    assert o["mag"][0] == s.sum()
    spins = run_initializers(ref.lib(GM + "ising_metropolis", "f64"), {"N": 64}, [("spin", np.int8, 4096, "ising_spins")])
    assert set(np.unique(spins["spin"])) == {-1, 1} and abs(spins["spin"].mean()) < 0.1


@P("kalman_filter")
def test_kalman_filter_matches_textbook_equations(ref, prec):
    T, nx, ny = 20, 4, 2

    def spd(n):
        B = rng.uniform(-1, 1, (n, n))
        return B @ B.T + n * np.eye(n)
    F, Hm, x0, z = q(prec, rng.uniform(-0.1, 0.1, (nx, nx)), rng.uniform(-1, 1, (ny, nx)), rng.standard_normal(nx),
                     rng.standard_normal((T, ny)))
    Q, R, P0 = q(prec, spd(nx), spd(ny), spd(nx))
    o = ref(GM + "kalman_filter", prec, F=F, H=Hm, Q=Q, R=R, x0=x0, P0=P0, z=z, T=T, NX=nx, NY=ny)
    x, Pm, ll, xs = x0.copy(), P0.copy(), 0.0, []
    for t in range(T):
        xp, Pp = F @ x, F @ Pm @ F.T + Q
        v = z[t] - Hm @ xp
        S = Hm @ Pp @ Hm.T + R
        K = np.linalg.solve(S, Hm @ Pp).T  # Pp H^T S^-1 (S and Pp symmetric)
        x, Pm = xp + K @ v, (np.eye(nx) - K @ Hm) @ Pp
        xs.append(x)
        ll += -0.5 * (v @ np.linalg.solve(S, v) + np.linalg.slogdet(S)[1] + ny * np.log(2 * np.pi))
    close(o["xs"], np.array(xs), prec)
    close(o["P"], Pm, prec)
    close(o["loglik"][0], ll, prec, rtol=1e-5 if prec == "f32" else None)
