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


def neighbourhood_classes(x, periodic=True):
    """For every point of a 3-D array: the sums over its centre, 6 faces, 12 edges and 8 corners (periodic)."""
    s = [np.zeros_like(x) for _ in range(4)]
    for d in np.ndindex(3, 3, 3):
        off = np.array(d) - 1
        s[int(np.count_nonzero(off))] += np.roll(x, tuple(-off), axis=(0, 1, 2))
    return s


@P("stencil_2d_9pt")
def test_stencil_2d_9pt(ref, prec):
    A = q(prec, U(9, 12))
    o = ref(S + "stencil_2d_9pt", prec, A=A, NY=9, NX=12, c0=0.5, c1=-0.25, c2=0.125)
    k = np.array([[0.125, -0.25, 0.125], [-0.25, 0.5, -0.25], [0.125, -0.25, 0.125]])
    want = A.copy()
    want[1:-1, 1:-1] = signal.correlate2d(A, k, mode="valid")
    close(o["B"], want, prec)


@P("stencil_3d_27pt")
def test_stencil_3d_27pt(ref, prec):
    A = q(prec, U(7, 7, 7))
    c = [0.75, -0.25, 0.125, -0.0625]
    o = ref(S + "stencil_3d_27pt", prec, A=A, N=7, c0=c[0], c1=c[1], c2=c[2], c3=c[3])
    s = neighbourhood_classes(A)
    want = A.copy()
    want[1:-1, 1:-1, 1:-1] = sum(ci * si for ci, si in zip(c, s))[1:-1, 1:-1, 1:-1]
    close(o["B"], want, prec)


@P("stencil_3d_7pt_varcoef")
def test_stencil_3d_7pt_varcoef_is_a_flux_divergence(ref, prec):
    n, a, b, h2inv = 7, 0.5, 1.25, 2.0
    x, al, bi, bj, bk = q(prec, U(n, n, n), *(rng.uniform(0.5, 1.5, (n, n, n)) for _ in range(4)))
    o = ref(S + "stencil_3d_7pt_varcoef", prec, x=x, alpha=al, beta_i=bi, beta_j=bj, beta_k=bk, N=n, a=a, b=b, h2inv=h2inv)
    div = np.zeros_like(x)
    for axis, beta in enumerate((bi, bj, bk)):
        flux = beta * (x - np.roll(x, 1, axis))  # flux through the lower face of every cell
        div += np.roll(flux, -1, axis) - flux
    want = x.copy()
    inner = (slice(1, -1),) * 3
    want[inner] = (a * al * x - b * h2inv * div)[inner]
    close(o["y"], want, prec)


@P("rb_gauss_seidel")
def test_rb_gauss_seidel_red_then_black(ref, prec):
    n, om = 11, 1.5
    u, f = q(prec, U(n, n), U(n, n))
    o = ref(S + "rb_gauss_seidel", prec, u=u, f=f, N=n, omega=om)
    w = u.copy()
    ii, jj = np.meshgrid(np.arange(n), np.arange(n), indexing="ij")
    inner = (ii > 0) & (ii < n - 1) & (jj > 0) & (jj < n - 1)
    for colour in (0, 1):
        nb = np.zeros_like(w)
        nb[1:-1, 1:-1] = w[:-2, 1:-1] + w[2:, 1:-1] + w[1:-1, :-2] + w[1:-1, 2:]
        m = inner & ((ii + jj) % 2 == colour)
        w[m] = (1 - om) * w[m] + om * (f[m] + nb[m]) / 4
    close(o["u"], w, prec)


@P("lbm_d2q9")
def test_lbm_d2q9_collide_and_stream(ref, prec):
    ny, nx, tau = 6, 8, 0.8
    f = q(prec, rng.uniform(0.05, 0.15, (9, ny, nx)))
    o = ref(S + "lbm_d2q9", prec, fin=f, NY=ny, NX=nx, tau=tau)
    c = np.array([[0, 0], [1, 0], [0, 1], [-1, 0], [0, -1], [1, 1], [-1, 1], [-1, -1], [1, -1]])
    w = np.array([4 / 9] + [1 / 9] * 4 + [1 / 36] * 4)
    rho = f.sum(axis=0)
    u = np.einsum("qd,qyx->dyx", c, f) / rho
    cu = np.einsum("qd,dyx->qyx", c, u)
    feq = w[:, None, None] * rho * (1 + 3 * cu + 4.5 * cu ** 2 - 1.5 * (u ** 2).sum(axis=0))
    post = f - (f - feq) / tau
    want = np.stack([np.roll(post[k], (c[k, 1], c[k, 0]), axis=(0, 1)) for k in range(9)])
    close(o["rho"], rho, prec)
    close(o["ux"], u[0], prec)
    close(o["uy"], u[1], prec)
    close(o["fout"], want, prec)
    close(o["fout"].sum(), f.sum(), prec)  # BGK conserves mass


@P("npb_mg")
def test_npb_mg_two_grid_cycle(ref, prec):
    n = 8
    u, v = q(prec, U(n, n, n), U(n, n, n))
    o = ref(S + "npb_mg", prec, u=u, v=v, N=n)

    def op(x, w):
        return sum(wi * si for wi, si in zip(w, neighbourhood_classes(x)))
    A, Pw, Sw = [-8 / 3, 0, 1 / 6, 1 / 12], [1 / 2, 1 / 4, 1 / 8, 1 / 16], [-3 / 8, 1 / 32, -1 / 64, 0]
    r = v - op(u, A)
    rc = op(r, Pw)[::2, ::2, ::2]
    zc = op(rc, Sw)
    # trilinear prolongation: average zc along every axis onto the midpoints
    z = zc
    for axis in range(3):
        fine = np.repeat(z, 2, axis=axis)
        mid = 0.5 * (z + np.roll(z, -1, axis))
        idx = [slice(None)] * 3
        idx[axis] = slice(1, None, 2)
        fine[tuple(idx)] = mid
        z = fine
    u2 = u + z
    r2 = v - op(u2, A)
    close(o["rc"], rc, prec)
    close(o["zc"], zc, prec)
    close(o["r"], r2, prec)
    close(o["u"], u2 + op(r2, Sw), prec)


@P("upwind_advection")
def test_upwind_advection_donor_cell_fluxes(ref, prec):
    nz, ny, nx, cx, cy = 2, 7, 9, 0.3, 0.2
    qq, u, v = q(prec, U(nz, ny, nx), U(nz, ny, nx), U(nz, ny, nx))
    o = ref(S + "upwind_advection", prec, q=qq, u=u, v=v, NZ=nz, NY=ny, NX=nx, cx=cx, cy=cy)
    F = np.where(u >= 0, u * np.roll(qq, 1, 2), u * qq)  # through the face left of each cell
    G = np.where(v >= 0, v * np.roll(qq, 1, 1), v * qq)
    want = qq - cx * (np.roll(F, -1, 2) - F) - cy * (np.roll(G, -1, 1) - G)
    close(o["qnew"], want, prec)
    close(o["qnew"].sum(), qq.sum(), prec)  # flux form conserves the tracer


@P("tridiag_columns")
def test_tridiag_columns_matches_solve_banded(ref, prec):
    ncol, nz = 5, 32
    a, c = q(prec, rng.uniform(-1, 0, (ncol, nz)), rng.uniform(-1, 0, (ncol, nz)))
    b, d = q(prec, rng.uniform(2.5, 4, (ncol, nz)), U(ncol, nz))
    o = ref(S + "tridiag_columns", prec, a=a, b=b, c=c, d=d, NCOL=ncol, NZ=nz)
    for col in range(ncol):
        ab = np.zeros((3, nz))
        ab[0, 1:], ab[1], ab[2, :-1] = c[col, :-1], b[col], a[col, 1:]
        close(o["x"][col], linalg.solve_banded((1, 1), ab, d[col]), prec)


@P("elastic_wave_2d")
def test_elastic_wave_2d_virieux_steps(ref, prec):
    nz, nx, nt, r = 9, 11, 2, 0.2
    f = q(prec, *(U(nz, nx) for _ in range(5)))
    b, lam, mu = q(prec, rng.uniform(0.5, 1, (nz, nx)), rng.uniform(1, 2, (nz, nx)), rng.uniform(0.5, 1, (nz, nx)))
    names = ["vx", "vz", "txx", "tzz", "txz"]
    o = ref(S + "elastic_wave_2d", prec, **dict(zip(names, f)), buoy=b, lam=lam, mu=mu, NT=nt, NZ=nz, NX=nx, r=r)
    vx, vz, txx, tzz, txz = (x.copy() for x in f)
    I = (slice(1, -1), slice(1, -1))

    def dxf(a):  # forward difference along x at the interior: a[i][j+1] - a[i][j]
        return a[1:-1, 2:] - a[1:-1, 1:-1]

    def dxb(a):
        return a[1:-1, 1:-1] - a[1:-1, :-2]

    def dzf(a):
        return a[2:, 1:-1] - a[1:-1, 1:-1]

    def dzb(a):
        return a[1:-1, 1:-1] - a[:-2, 1:-1]
    for _ in range(nt):
        vx[I] += r * b[I] * (dxf(txx) + dzb(txz))
        vz[I] += r * b[I] * (dxb(txz) + dzf(tzz))
        ex, ez = dxb(vx), dzb(vz)
        txx[I] += r * ((lam[I] + 2 * mu[I]) * ex + lam[I] * ez)
        tzz[I] += r * (lam[I] * ex + (lam[I] + 2 * mu[I]) * ez)
        txz[I] += r * mu[I] * (dzf(vx) + dxf(vz))
    for name, want in zip(names, (vx, vz, txx, tzz, txz)):
        close(o[name], want, prec)


@P("kessler_microphysics")
def test_kessler_microphysics_step(ref, prec):
    ncol, nz, dt, dz = 6, 30, 5.0, 300.0
    theta, qv, qc, qr = q(prec, rng.uniform(285, 320, (ncol, nz)), rng.uniform(0, 0.02, (ncol, nz)),
                          rng.uniform(0, 0.003, (ncol, nz)), rng.uniform(0, 0.003, (ncol, nz)))
    rho, pk = q(prec, rng.uniform(0.3, 1.2, (ncol, nz)), rng.uniform(0.6, 1.0, (ncol, nz)))
    o = ref(S + "kessler_microphysics", prec, theta=theta, qv=qv, qc=qc, qr=qr, rho=rho, pk=pk, NCOL=ncol, NZ=nz,
            dt=dt, dz=dz)
    # Klemp & Wilhelmson (1978) / DCMIP-2016, vectorized over all columns and levels
    r = 0.001 * rho
    vel = 36.34 * (qr * r) ** 0.1364 * np.sqrt(rho[:, :1] / rho)
    flux = r * qr * vel
    sed = np.empty_like(qr)
    sed[:, :-1] = dt * (flux[:, 1:] - flux[:, :-1]) / (r[:, :-1] * dz)
    sed[:, -1] = -dt * qr[:, -1] * vel[:, -1] / (0.5 * dz)
    precl = rho[:, 0] * qr[:, 0] * vel[:, 0] / 1000
    pc = 3.8 / (pk ** (1 / 0.2875) * 1000)
    qrprod = qc - (qc - dt * np.maximum(0.001 * (qc - 0.001), 0)) / (1 + dt * 2.2 * qr ** 0.875)
    qc2 = np.maximum(qc - qrprod, 0)
    qr2 = np.maximum(qr + qrprod + sed, 0)
    T = pk * theta
    qvs = pc * np.exp(17.27 * (T - 273) / (T - 36))
    prod = (qv - qvs) / (1 + qvs * (237.3 * 17.27 * 2.5e6 / 1003) / (T - 36) ** 2)
    rq = r * qr2
    ern = np.minimum.reduce([dt * (1.6 + 124.9 * rq ** 0.2046) * rq ** 0.525 / (2.55e8 / (pc * qvs) + 5.4e5)
                             * np.maximum(qvs - qv, 0) / (r * qvs), np.maximum(-prod - qc2, 0), qr2])
    cond = np.maximum(prod, -qc2)
    close(o["precl"], precl, prec)
    close(o["theta"], theta + 2.5e6 / (1003 * pk) * (cond - ern), prec, rtol=1e-4 if prec == "f32" else None)
    close(o["qv"], np.maximum(qv - cond + ern, 0), prec)
    close(o["qc"], qc2 + cond, prec)
    close(o["qr"], qr2 - ern, prec)
    assert np.any(ern > 0) and np.any(cond > 0) and np.any(qrprod > 0)  # every process is exercised


@P("wave_3d_acoustic")
def test_wave_3d_acoustic_eighth_order_step(ref, prec):
    n = 13
    up, u, c2 = q(prec, U(n, n, n), U(n, n, n), rng.uniform(0.01, 0.1, (n, n, n)))
    o = ref(S + "wave_3d_acoustic", prec, u_prev=up, u=u, c2=c2, N=n)
    w = [-205 / 72, 8 / 5, -1 / 5, 8 / 315, -1 / 560]
    I = (slice(4, -4),) * 3
    lap = 3 * w[0] * u[I]
    for axis in range(3):
        for r in range(1, 5):
            lap = lap + w[r] * (np.roll(u, -r, axis)[I] + np.roll(u, r, axis)[I])
    want = up.copy()
    want[I] = 2 * u[I] - up[I] + c2[I] * lap
    close(o["u_prev"], want, prec)
    # the weights are the 8th-order central second derivative (h = 1): moments of the stencil
    assert abs(w[0] + 2 * sum(w[1:])) < 1e-12  # constants are annihilated
    assert abs(sum(2 * wr * r ** 2 for r, wr in enumerate(w)) - 2) < 1e-12  # d2/dx2 x^2 = 2
    for p in (4, 6, 8):
        assert abs(sum(2 * wr * r ** p for r, wr in enumerate(w))) < 1e-9  # higher even moments vanish
