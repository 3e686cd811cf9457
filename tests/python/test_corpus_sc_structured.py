"""sc/structured_grids references (the PolyBench/C 4.2 stencils, classic stencils, Lattice-Boltzmann, an
NPB-style multigrid step, and grid kernels of weather, climate and seismology codes) against numpy/scipy,
at every precision of each manifest."""
import numpy as np
import pytest
from scipy import linalg, signal

from sc_refs import close, precisions, q, ref  # noqa: F401  (ref is a fixture)

S = "sc/structured_grids/"
rng = np.random.default_rng(7)


def P(name):
    return pytest.mark.parametrize("prec", precisions(S + name))


def U(*shape):
    return rng.uniform(-1, 1, shape)


@P("heat_3d")
def test_heat_3d_runs_tsteps_sweep_pairs(ref, prec):
    n, T = 7, 2
    A, B = q(prec, U(n, n, n), U(n, n, n))
    o = ref(S + "heat_3d", prec, A=A, B=B, TSTEPS=T, N=n)
    a, b = A.copy(), B.copy()
    I = (slice(1, -1),) * 3

    def step(x):
        c = x[I]
        return c + 0.125 * ((x[2:, 1:-1, 1:-1] - 2 * c + x[:-2, 1:-1, 1:-1]) + (x[1:-1, 2:, 1:-1] - 2 * c + x[1:-1, :-2, 1:-1])
                            + (x[1:-1, 1:-1, 2:] - 2 * c + x[1:-1, 1:-1, :-2]))
    for _ in range(T):
        b[I] = step(a)
        a[I] = step(b)
    close(o["A"], a, prec)
    close(o["B"], b, prec)


@P("jacobi_2d")
def test_jacobi_2d_runs_tsteps_sweep_pairs(ref, prec):
    n, T = 9, 3
    A, B = q(prec, U(n, n), U(n, n))
    o = ref(S + "jacobi_2d", prec, A=A, B=B, TSTEPS=T, N=n)
    a, b = A.copy(), B.copy()
    box = np.array([[0, 1, 0], [1, 1, 1], [0, 1, 0]]) * 0.2
    for _ in range(T):
        b[1:-1, 1:-1] = signal.correlate2d(a, box, mode="valid")
        a[1:-1, 1:-1] = signal.correlate2d(b, box, mode="valid")
    close(o["A"], a, prec)
    close(o["B"], b, prec)


@P("jacobi_1d")
def test_jacobi_1d_uses_polybench_constant(ref, prec):
    n, T = 40, 4
    A, B = q(prec, U(n), U(n))
    o = ref(S + "jacobi_1d", prec, A=A, B=B, TSTEPS=T, N=n)
    a, b = A.copy(), B.copy()
    for _ in range(T):
        b[1:-1] = np.convolve(a, [0.33333] * 3, mode="valid")
        a[1:-1] = np.convolve(b, [0.33333] * 3, mode="valid")
    close(o["A"], a, prec)
    close(o["B"], b, prec)


@P("seidel_2d")
def test_seidel_2d_is_lexicographic_gauss_seidel(ref, prec):
    n, T = 10, 2
    A = q(prec, U(n, n))
    o = ref(S + "seidel_2d", prec, A=A, TSTEPS=T, N=n)
    a = A.copy()
    for _ in range(T):
        for i in range(1, n - 1):
            # row i: x_j = (x_{j-1} + r_j) / 9, where r_j sums the other 8 terms (new row i-1, old rows i, i+1)
            r = (a[i - 1, :-2] + a[i - 1, 1:-1] + a[i - 1, 2:] + a[i, 1:-1] + a[i, 2:] + a[i + 1, :-2] + a[i + 1, 1:-1]
                 + a[i + 1, 2:])
            a[i, 1:-1] = signal.lfilter([1 / 9], [1, -1 / 9], r, zi=[a[i, 0] / 9])[0]
    close(o["A"], a, prec)


@P("fdtd_2d")
def test_fdtd_2d_yee_steps(ref, prec):
    nx, ny, T = 9, 11, 3
    ex, ey, hz, fict = q(prec, U(nx, ny), U(nx, ny), U(nx, ny), U(T))
    o = ref(S + "fdtd_2d", prec, ex=ex, ey=ey, hz=hz, fict=fict, TMAX=T, NX=nx, NY=ny)
    ex, ey, hz = ex.copy(), ey.copy(), hz.copy()
    for t in range(T):
        ey[0, :] = fict[t]
        ey[1:, :] -= 0.5 * np.diff(hz, axis=0)
        ex[:, 1:] -= 0.5 * np.diff(hz, axis=1)
        hz[:-1, :-1] -= 0.7 * (np.diff(ex, axis=1)[:-1, :] + np.diff(ey, axis=0)[:, :-1])
    close(o["ex"], ex, prec)
    close(o["ey"], ey, prec)
    close(o["hz"], hz, prec)


@P("adi")
def test_adi_sweeps_solve_the_tridiagonal_systems(ref, prec):
    n, T = 12, 3
    u0, v0, p0, q0 = q(prec, U(n, n), U(n, n), U(n, n), U(n, n))
    o = ref(S + "adi", prec, u=u0, v=v0, p=p0, q=q0, TSTEPS=T, N=n)
    mul1, mul2 = 2.0 * (1 / T) * n * n, 1.0 * (1 / T) * n * n
    a, b, c = -mul1 / 2, 1 + mul1, -mul1 / 2
    d, e, f = -mul2 / 2, 1 + mul2, -mul2 / 2
    u, v = u0.copy(), v0.copy()

    def solve(lo, di, up, rhs):  # interior unknowns 1..n-2 with both ends fixed at 1
        rhs = rhs.copy()
        rhs[0] -= lo * 1.0
        rhs[-1] -= up * 1.0
        m = len(rhs)
        ab = np.zeros((3, m))
        ab[0, 1:], ab[1, :], ab[2, :-1] = up, di, lo
        return linalg.solve_banded((1, 1), ab, rhs)
    for _ in range(T):
        for i in range(1, n - 1):  # column sweep: unknowns v[1:-1, i]
            v[0, i] = v[-1, i] = 1
            v[1:-1, i] = solve(a, b, c, -d * u[1:-1, i - 1] + (1 + 2 * d) * u[1:-1, i] - f * u[1:-1, i + 1])
        for i in range(1, n - 1):  # row sweep: unknowns u[i, 1:-1]
            u[i, 0] = u[i, -1] = 1
            u[i, 1:-1] = solve(d, e, f, -a * v[i - 1, 1:-1] + (1 + 2 * a) * v[i, 1:-1] - c * v[i + 1, 1:-1])
    close(o["u"], u, prec)
    close(o["v"], v, prec)
    # p, q are the last row sweep's Thomas coefficients: p_0 = 0, p_j = -f / (d p_{j-1} + e), and
    # u_j = p_j u_{j+1} + q_j
    pw = np.zeros(n - 1)
    for j in range(1, n - 1):
        pw[j] = -f / (d * pw[j - 1] + e)
    close(o["p"][1:-1, :-1], np.tile(pw, (n - 2, 1)), prec)
    close(o["q"][1:-1, :-1], u[1:-1, :-1] - pw * u[1:-1, 1:], prec)
    np.testing.assert_array_equal(o["p"][0], p0[0])  # rows PolyBench never writes keep their values
    np.testing.assert_array_equal(o["q"][:, -1], q0[:, -1])


@P("deriche")
def test_deriche_is_two_iir_passes_per_axis(ref, prec):
    w, h, al = 9, 13, 0.25
    x = q(prec, U(w, h))
    o = ref(S + "deriche", prec, imgIn=x, W=w, H=h, alpha=al)
    k = (1 - np.exp(-al)) ** 2 / (1 + 2 * al * np.exp(-al) - np.exp(2 * al))
    a1, a2 = k, k * np.exp(-al) * (al - 1)
    a3, a4 = k * np.exp(-al) * (al + 1), -k * np.exp(-2 * al)
    den = [1, -2.0 ** -al, np.exp(-2 * al)]

    def passes(img, axis):
        causal = signal.lfilter([a1, a2], den, img, axis=axis)
        anti = np.flip(signal.lfilter([0, a3, a4], den, np.flip(img, axis), axis=axis), axis)
        return causal, anti
    y1, y2 = passes(x, 1)
    mid = y1 + y2
    y1, y2 = passes(mid, 0)
    close(o["y1"], y1, prec)
    close(o["y2"], y2, prec)
    close(o["imgOut"], y1 + y2, prec)
