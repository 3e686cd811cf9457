"""The 24 Livermore loops (kernels/llr/lfkNN_*) against numpy formulations written from the published
Fortran (vectorized where the loop allows, plain Python where it is a recurrence), at f64 and f32; and the
TSVC-2 data of the ip/indx loops (s4112 ... s442) and the s13110 outputs, through the library's draws."""
import json

import numpy as np
import pytest

from corpus_refs import TOP, refs, rnd  # noqa: F401  (refs is a fixture)

LFK = ["lfk01_hydro", "lfk02_iccg", "lfk03_inner_product", "lfk04_banded", "lfk05_tridiag", "lfk06_glre",
       "lfk07_eos", "lfk08_adi", "lfk09_integrate_predictors", "lfk10_difference_predictors", "lfk11_first_sum",
       "lfk12_first_diff", "lfk13_pic_2d", "lfk14_pic_1d", "lfk15_casual_fortran", "lfk16_monte_carlo",
       "lfk17_implicit_conditional", "lfk18_hydro_2d_explicit", "lfk19_glre_two_sweeps", "lfk20_transport",
       "lfk21_matmul", "lfk22_planck", "lfk23_hydro_2d_implicit", "lfk24_first_min"]
PRECS = ["f64", "f32"]
TOL = {"f64": 1e-12, "f32": 1e-5}
rng = np.random.default_rng(24)


@pytest.fixture(scope="module", autouse=True)
def _built(refs):
    refs.prebuild(["llr/" + k for k in LFK] + ["llr/s13110"])


def uni(lo, hi, shape, prec):
    return rnd(rng.uniform(lo, hi, shape), prec)


def near(got, want, prec, k=1.0):
    want = np.asarray(want, dtype=np.float64)
    np.testing.assert_allclose(got, want, rtol=k * TOL[prec], atol=k * TOL[prec] * max(1.0, np.max(np.abs(want))))


def fl(prec):
    """numpy dtype of the kernel's arithmetic (for the loops whose branches or truncations depend on it)."""
    return np.float64 if prec == "f64" else np.float32


@pytest.mark.parametrize("prec", PRECS)
def test_lfk01_hydro_fragment(refs, prec):
    n = 1001
    y, z = uni(-1, 1, n, prec), uni(-1, 1, n + 11, prec)
    q, r, t = (float(rnd(v, prec)) for v in (0.5, 1.25, 0.75))
    o = refs("llr/lfk01_hydro", prec, x=(n,), y=y, z=z, n=n, q=q, r=r, t=t)
    near(o["x"], q + y * (r * z[10:10 + n] + t * z[11:11 + n]), prec)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk02_iccg_passes_halve(refs, prec):
    n = 1001
    x0, v = uni(-1, 1, 2 * n, prec), uni(-0.1, 0.1, 2 * n, prec)
    want = x0.copy()
    ii, ipntp = n, 0
    while True:  # one pass: reads end at index ipntp, writes start at ipntp + 1, so it vectorizes
        ipnt, ipntp, ii = ipntp, ipntp + ii, ii // 2
        k = np.arange(ipnt + 1, ipntp, 2)
        want[ipntp + 1:ipntp + 1 + len(k)] = want[k] - v[k] * want[k - 1] - v[k + 1] * want[k + 1]
        if ii <= 0:
            break
    o = refs("llr/lfk02_iccg", prec, x=x0, v=v, n=n)
    near(o["x"], want, prec, 10)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk03_inner_product(refs, prec):
    n = 1001
    z, x = uni(-1, 1, n, prec), uni(-1, 1, n, prec)
    o = refs("llr/lfk03_inner_product", prec, q=(1,), z=z, x=x, n=n)
    near(o["q"][0], z @ x, prec, 30)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk04_banded_three_rows(refs, prec):
    n = 1001
    x0, y = uni(-1, 1, n + n // 5, prec), uni(-1, 1, n, prec)
    want = x0.copy()
    m = (n - 7) // 2
    js = np.arange(4, n, 5)
    for k in range(6, n, m):  # X(k-1) = Y(5) * (X(k-1) - sum X(lw) Y(j)), lw = k-6, k-5, ...
        want[k - 1] = y[4] * (want[k - 1] - want[k - 6:k - 6 + len(js)] @ y[js])
    o = refs("llr/lfk04_banded", prec, x=x0, y=y, n=n, NX=n)
    near(o["x"], want, prec, 30)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk05_tridiagonal_elimination(refs, prec):
    n = 1001
    x0, y, z = uni(-1, 1, n, prec), uni(-1, 1, n, prec), uni(-0.9, 0.9, n, prec)
    want = x0.copy()
    for i in range(1, n):
        want[i] = z[i] * (y[i] - want[i - 1])
    o = refs("llr/lfk05_tridiag", prec, x=x0, y=y, z=z, n=n)
    near(o["x"], want, prec, 10)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk06_general_linear_recurrence(refs, prec):
    n = 64
    w0, b = uni(-1, 1, n, prec), uni(-0.01, 0.01, (n, n), prec)
    want = w0.copy()
    for i in range(1, n):  # W(i) = 0.01 + sum_k B(i,k) W(i-k): b[k][i] times w[i-1], w[i-2], ..., w[0]
        want[i] = 0.01 + b[:i, i] @ want[:i][::-1]
    o = refs("llr/lfk06_glre", prec, w=w0, b=b, n=n)
    near(o["w"], want, prec, 10)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk07_equation_of_state(refs, prec):
    n = 1001
    u, y, z = uni(-1, 1, n + 6, prec), uni(-1, 1, n, prec), uni(-1, 1, n, prec)
    q, r, t = (float(rnd(v, prec)) for v in (0.6, 1.1, 0.9))
    U = [u[i:i + n] for i in range(7)]
    want = U[0] + r * (z + r * y) + t * (U[3] + r * (U[2] + r * U[1]) + t * (U[6] + q * (U[5] + q * U[4])))
    o = refs("llr/lfk07_eos", prec, x=(n,), u=u, y=y, z=z, n=n, q=q, r=r, t=t)
    near(o["x"], want, prec, 10)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk08_adi_integration(refs, prec):
    n = 101
    u = [uni(-1, 1, (2, n + 1, 5), prec) for _ in range(3)]
    du = [uni(-1, 1, n, prec) for _ in range(3)]
    a = rnd(rng.uniform(-0.5, 0.5, (3, 3)), prec)
    sig = float(rnd(0.3, prec))
    want_u, want_du = [x.copy() for x in u], [x.copy() for x in du]
    for kx in (1, 2):
        d = [x[0, 2:n + 1, kx] - x[0, 0:n - 1, kx] for x in u]  # ky = 1..n-1
        for c in range(3):
            want_du[c][1:n] = d[c]
            p = u[c][0]
            want_u[c][1, 1:n, kx] = (p[1:n, kx] + a[c, 0] * d[0] + a[c, 1] * d[1] + a[c, 2] * d[2]
                                     + sig * (p[1:n, kx + 1] - 2 * p[1:n, kx] + p[1:n, kx - 1]))
    named = {f"a{i + 1}{j + 1}": float(a[i, j]) for i in range(3) for j in range(3)}
    o = refs("llr/lfk08_adi", prec, u1=u[0], u2=u[1], u3=u[2], du1=du[0], du2=du[1], du3=du[2], n=n, sig=sig, **named)
    for c in range(3):
        near(o[f"u{c + 1}"], want_u[c], prec, 10)
        near(o[f"du{c + 1}"], want_du[c], prec)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk09_integrate_predictors(refs, prec):
    n = 101
    px = uni(-1, 1, (n, 25), prec)
    dm = rnd(rng.uniform(-1, 1, 7), prec)  # dm22 .. dm28
    c0 = float(rnd(0.4, prec))
    want = px.copy()
    want[:, 0] = px[:, 6:13] @ dm + c0 * (px[:, 4] + px[:, 5]) + px[:, 2]
    o = refs("llr/lfk09_integrate_predictors", prec, px=px, n=n, c0=c0,
             **{f"dm{22 + i}": float(dm[i]) for i in range(7)})
    near(o["px"], want, prec, 10)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk10_difference_predictors(refs, prec):
    n = 101
    px, cx = uni(-1, 1, (n, 25), prec), uni(-1, 1, (n, 25), prec)
    want = px.copy()
    # each column 4..12 takes the running difference of the one before; column 13 the last difference
    diff = cx[:, 4].copy()
    for col in range(4, 13):
        new = diff - px[:, col]
        want[:, col] = diff
        diff = new
    want[:, 13] = diff
    o = refs("llr/lfk10_difference_predictors", prec, px=px, cx=cx, n=n)
    near(o["px"], want, prec, 10)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk11_first_sum(refs, prec):
    n = 1001
    y = uni(-1, 1, n, prec)
    o = refs("llr/lfk11_first_sum", prec, x=(n,), y=y, n=n)
    near(o["x"], np.cumsum(y), prec, 30)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk12_first_difference(refs, prec):
    n = 1001
    y = uni(-1, 1, n + 1, prec)
    o = refs("llr/lfk12_first_diff", prec, x=(n,), y=y, n=n)
    near(o["x"], np.diff(y), prec)


def shifts():
    """e/f as the manifest's initializer draws them: random in [-1, 2], the shifted cell stays on the grid."""
    k = np.arange(31, 95)
    lo, hi = np.maximum(-1, 32 - k), np.minimum(2, 95 - k)
    e = np.zeros(96, dtype=np.int32)
    e[31:95] = lo + rng.integers(0, 1 << 30, k.size) % (hi - lo + 1)
    return e


@pytest.mark.parametrize("prec", PRECS)
def test_lfk13_pic_2d(refs, prec):
    n, t = 512, fl(prec)
    p0 = uni(-64, 64, (n, 4), prec)
    b, c, y, z = uni(-1, 1, (64, 64), prec), uni(-1, 1, (64, 64), prec), uni(-1, 1, 96, prec), uni(-1, 1, 96, prec)
    e, f = shifts(), shifts()
    h0 = uni(0, 4, (64, 64), prec)
    P = p0.astype(t)
    i1, j1 = P[:, 0].astype(np.int64) % 64, P[:, 1].astype(np.int64) % 64  # C truncation, then mod 64
    P[:, 2] += b.astype(t)[j1, i1]
    P[:, 3] += c.astype(t)[j1, i1]
    P[:, 0] += P[:, 2]
    P[:, 1] += P[:, 3]
    i2, j2 = P[:, 0].astype(np.int64) % 64 - 1, P[:, 1].astype(np.int64) % 64 - 1
    P[:, 0] += y.astype(t)[i2 + 32]
    P[:, 1] += z.astype(t)[j2 + 32]
    h = h0.copy()
    np.add.at(h, (j2 + f[j2 + 32], i2 + e[i2 + 32]), 1.0)
    o = refs("llr/lfk13_pic_2d", prec, p=p0, b=b, c=c, y=y, z=z, e=e, f=f, h=h0, n=n)
    np.testing.assert_array_equal(o["p"], P.astype(np.float64))
    near(o["h"], h, prec)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk14_pic_1d(refs, prec):
    n, t = 1001, fl(prec)
    grd, ex, dex = uni(1, 64.9, n, prec), uni(-1, 1, 64, prec), uni(-1, 1, 64, prec)
    rh0 = uni(0, 1, 2049, prec)
    flx = float(rnd(0.005, prec))
    ix = grd.astype(np.int64)
    xi = ix.astype(t)
    ex1, dex1 = ex.astype(t)[ix - 1], dex.astype(t)[ix - 1]
    vx = ex1 + (t(0) - xi) * dex1
    xx = vx + t(flx)
    ir = xx.astype(np.int64)
    rx = xx - ir.astype(t)
    ir = ir % 2048 + 1
    xx = rx + ir.astype(t)
    rh = rh0.copy()
    np.add.at(rh, ir - 1, 1.0 - rx.astype(np.float64))
    np.add.at(rh, ir, rx.astype(np.float64))
    o = refs("llr/lfk14_pic_1d", prec, vx=(n,), xx=(n,), xi=(n,), ex1=(n,), dex1=(n,), rx=(n,), ix=(n,), ir=(n,),
             rh=rh0, grd=grd, ex=ex, dex=dex, n=n, flx=flx)
    np.testing.assert_array_equal(o["ix"], ix)
    np.testing.assert_array_equal(o["ir"], ir)
    for name, want in (("vx", vx), ("xx", xx), ("xi", xi), ("ex1", ex1), ("dex1", dex1), ("rx", rx)):
        near(o[name], want.astype(np.float64), prec)
    near(o["rh"], rh, prec, 10)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk15_casual_fortran(refs, prec):
    n = 101
    vy0, vs0, vh, vg = (uni(-1, 1, (7, n), prec) for _ in range(4))
    vf = uni(0.5, 1.5, (7, n), prec)
    ar, br = 0.053, 0.073
    vy, vs = vy0.copy(), vs0.copy()
    J, K = slice(1, 6), slice(1, n)  # rows 1..5 compute, row 6 is zeroed; columns 1..n-1
    t = np.where(vh[2:7, K] > vh[J, K], ar, br)
    left = vf[J, K] < vf[J, 0:n - 1]
    r = np.where(left, np.maximum(vh[J, 0:n - 1], vh[2:7, 0:n - 1]), np.maximum(vh[J, K], vh[2:7, K]))
    s = np.where(left, vf[J, 0:n - 1], vf[J, K])
    vy[J, K] = np.sqrt(vg[J, K] ** 2 + r * r) * t / s
    vy[6, 1:] = 0.0
    K2 = slice(1, n - 1)  # vs: columns 1..n-2, column n-1 zeroed
    up = vf[J, K2] < vf[0:5, K2]
    r = np.where(up, np.maximum(vg[0:5, K2], vg[0:5, 2:n]), np.maximum(vg[J, K2], vg[J, 2:n]))
    s = np.where(up, vf[0:5, K2], vf[J, K2])
    t = np.where(up, br, ar)
    vs[J, K2] = np.sqrt(vh[J, K2] ** 2 + r * r) * t / s
    vs[J, n - 1] = 0.0
    o = refs("llr/lfk15_casual_fortran", prec, vy=vy0, vs=vs0, vh=vh, vf=vf, vg=vg, n=n)
    near(o["vy"], vy, prec, 10)
    near(o["vs"], vs, prec, 10)


def monte_carlo(plan, d, zone, n, r, s, t):
    """Kernel 16 as a state machine over the Fortran labels (1-based arrays written as X[i - 1])."""
    ii = n // 3
    lb = ii + ii
    k2 = k3 = 0
    m = i1 = 1
    label = 410
    while True:
        if label == 410:
            j2 = (n + n) * (m - 1) + 1
            k = 1
            label = 400
        if label == 400:  # top of DO 470
            if k > n:
                break
            k2 += 1
            j4 = j2 + k + k
            j5 = int(zone[j4 - 1])
            if j5 == n:
                break  # 475
            if j5 > n:
                k3 += 1
                v = d[j5 - 1] - (d[j5 - 2] * (t - d[j5 - 3]) ** 2 + (s - d[j5 - 4]) ** 2 + (r - d[j5 - 5]) ** 2)
            elif j5 - n + lb < 0:
                v = plan[j5 - 1] - t
            elif j5 - n + ii < 0:
                v = plan[j5 - 1] - s
            else:
                v = plan[j5 - 1] - r
            sel = zone[j4 - 2]
            if v == 0 or sel == 0:
                break  # 480 / 485
            if (v > 0) == (sel > 0):
                k += 1  # 470: next k
                continue
            m += 1  # 455
            if m > zone[0]:
                m = 1
            if m == i1:
                break
            label = 410
    return k2, k3


@pytest.mark.parametrize("prec", PRECS)
def test_lfk16_monte_carlo_search(refs, prec):
    n, M = 300, 3
    plan, d = uni(0, 1, n, prec), uni(0, 1, 2 * n, prec)
    r, s, t = 0.75, 0.5, 0.25
    for trial in range(20):  # random data: walks of every length, ending by each of the exits
        zone = np.empty(2 * n * M + 1, dtype=np.int64)
        zone[0] = M
        loc = rng.integers(1, 2 * n + 1, 2 * n * M)
        loc[rng.random(loc.size) < 0.001] = n
        zone[1:] = np.where(np.arange(1, 2 * n * M + 1) % 2 == 0, loc, rng.choice([-2, -1, 1, 2], 2 * n * M))
        zone[1::2][rng.random(n * M) < 0.0005] = 0
        o = refs("llr/lfk16_monte_carlo", prec, plan=plan, d=d, zone=zone, counts=(2,), n=n, M=M)
        want = monte_carlo(plan.astype(fl(prec)), d.astype(fl(prec)), zone, n, *(fl(prec)(v) for v in (r, s, t)))
        assert tuple(o["counts"]) == want, trial


@pytest.mark.parametrize("prec", PRECS)
def test_lfk17_implicit_conditional(refs, prec):
    n = 1001
    vxne0, vxnd0, ve30 = (uni(0, 1, n, prec) for _ in range(3))
    vsp, vstp, vlr, vlin = (uni(0, 1, n, prec) for _ in range(4))
    t = fl(prec)
    vxne, vxnd, ve3 = vxne0.astype(t), vxnd0.astype(t), ve30.astype(t)
    xnm, e6, scale = t(1.0 / 3.0), t(1.03 / 3.07), t(5.0 / 3.0)
    steps = 0
    for i in range(n - 1, 0, -1):  # each visit of label 61 on element i, the step model re-entering at i-1
        e3 = xnm * t(vlr[i]) + t(vlin[i])
        xnei = vxne[i]
        vxnd[i] = e6
        if xnm > scale * e3 or xnei > scale * e3:  # step model (60)
            e6 = xnm * t(vsp[i]) + t(vstp[i])
            vxne[i] = ve3[i] = xnm = e6
            steps += 1
        else:  # linear model
            ve3[i] = e3
            e6 = e3 + e3 - xnm
            vxne[i] = e3 + e3 - xnei
            xnm = e6
    assert 0 < steps < n - 1  # both models occur
    o = refs("llr/lfk17_implicit_conditional", prec, vxne=vxne0, vxnd=vxnd0, ve3=ve30, vsp=vsp, vstp=vstp, vlr=vlr,
             vlin=vlin, n=n)
    for name, want in (("vxne", vxne), ("vxnd", vxnd), ("ve3", ve3)):
        near(o[name], want.astype(np.float64), prec, 10)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk18_explicit_hydro(refs, prec):
    n = 101
    za, zb, zu, zv, zr, zz, zp, zq = (uni(-1, 1, (7, n + 1), prec) for _ in range(8))
    zm = uni(0.5, 1.5, (7, n + 1), prec)
    o = refs("llr/lfk18_hydro_2d_explicit", prec, za=za, zb=zb, zu=zu, zv=zv, zr=zr, zz=zz, zp=zp, zq=zq, zm=zm, n=n)
    t, s = 0.0037, 0.0041
    A, B, Uw, Vw, Rw, Zw = za.copy(), zb.copy(), zu.copy(), zv.copy(), zr.copy(), zz.copy()
    k, j = slice(1, 6), slice(1, n)  # interior rows 1..5 (k) and columns 1..n-1 (j); shifted views below
    km, kp, jm, jp = slice(0, 5), slice(2, 7), slice(0, n - 1), slice(2, n + 1)
    A[k, j] = (zp[kp, jm] + zq[kp, jm] - zp[k, jm] - zq[k, jm]) * (zr[k, j] + zr[k, jm]) / (zm[k, jm] + zm[kp, jm])
    B[k, j] = (zp[k, jm] + zq[k, jm] - zp[k, j] - zq[k, j]) * (zr[k, j] + zr[km, j]) / (zm[k, j] + zm[k, jm])

    def flux(f):
        return (A[k, j] * (f[k, j] - f[k, jp]) - A[k, jm] * (f[k, j] - f[k, jm])
                - B[k, j] * (f[k, j] - f[km, j]) + B[kp, j] * (f[k, j] - f[kp, j]))
    Uw[k, j] += s * flux(zz)
    Vw[k, j] += s * flux(zr)
    Rw[k, j] += t * Uw[k, j]
    Zw[k, j] += t * Vw[k, j]
    for name, want in (("za", A), ("zb", B), ("zu", Uw), ("zv", Vw), ("zr", Rw), ("zz", Zw)):
        near(o[name], want, prec, 30)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk19_two_sweep_recurrence(refs, prec):
    n = 1001
    sa, sb = uni(-1, 1, n, prec), uni(0.5, 1.5, n, prec)
    st0 = uni(-1, 1, 1, prec)
    b5, st = np.empty(n), st0[0]
    for k in list(range(n)) + list(range(n - 1, -1, -1)):
        b5[k] = sa[k] + st * sb[k]
        st = b5[k] - st
    o = refs("llr/lfk19_glre_two_sweeps", prec, b5=(n,), stb5=st0, sa=sa, sb=sb, n=n)
    near(o["b5"], b5, prec, 10)
    near(o["stb5"][0], st, prec, 10)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk20_discrete_ordinates_transport(refs, prec):
    n = 1001
    xx0 = uni(0.5, 1.5, n + 1, prec)
    y, g, z = uni(-1, 1, n, prec), uni(-1, 1, n, prec), uni(-1, 1, n, prec)
    u, v, w, vx = uni(0.5, 1, n, prec), uni(0.5, 1.5, n, prec), uni(0.5, 1, n, prec), uni(1, 1.5, n, prec)
    dk, s, t = (float(rnd(val, prec)) for val in (0.75, 0.1, 0.7))
    x, xx = np.empty(n), xx0.copy()
    for k in range(n):
        di = y[k] - g[k] / (xx[k] + dk)
        dn = 0.2 if di == 0 else max(s, min(z[k] / di, t))
        x[k] = ((w[k] + v[k] * dn) * xx[k] + u[k]) / (vx[k] + v[k] * dn)
        xx[k + 1] = (x[k] - xx[k]) * dn + xx[k]
    o = refs("llr/lfk20_transport", prec, x=(n,), xx=xx0, y=y, g=g, z=z, u=u, v=v, w=w, vx=vx, n=n, dk=dk, s=s, t=t)
    near(o["x"], x, prec, 30)
    near(o["xx"], xx, prec, 30)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk21_matrix_product(refs, prec):
    n = 101
    px, vy, cx = uni(-1, 1, (n, 25), prec), uni(-1, 1, (25, 25), prec), uni(-1, 1, (n, 25), prec)
    o = refs("llr/lfk21_matmul", prec, px=px, vy=vy, cx=cx, n=n)
    near(o["px"], px + cx @ vy, prec, 30)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk22_planck_distribution(refs, prec):
    n = 1001
    u0, v, x = uni(0.05, 1, n, prec), uni(0.5, 1.5, n, prec), uni(-1, 1, n, prec)
    u = u0.copy()
    u[-1] = rnd(0.99 * 20.0 * v[-1], prec)
    o = refs("llr/lfk22_planck", prec, u=u0, v=v, x=x, y=(n,), w=(n,), n=n)
    near(o["u"], u, prec)
    near(o["y"], u / v, prec, 10)
    near(o["w"], x / np.expm1(u / v), prec, 30)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk23_implicit_hydro_sweep(refs, prec):
    n = 101
    za = uni(-1, 1, (7, n + 1), prec)
    zr, zb, zu, zv = (uni(0, 0.25, (7, n + 1), prec) for _ in range(4))
    zz = uni(-1, 1, (7, n + 1), prec)
    want = za.copy()
    for j in range(1, 6):
        for k in range(1, n):
            qa = (want[j + 1, k] * zr[j, k] + want[j - 1, k] * zb[j, k] + want[j, k + 1] * zu[j, k]
                  + want[j, k - 1] * zv[j, k] + zz[j, k])
            want[j, k] += 0.175 * (qa - want[j, k])
    o = refs("llr/lfk23_hydro_2d_implicit", prec, za=za, zr=zr, zb=zb, zu=zu, zv=zv, zz=zz, n=n)
    near(o["za"], want, prec, 10)


@pytest.mark.parametrize("prec", PRECS)
def test_lfk24_first_minimum(refs, prec):
    n = 1001
    x = uni(-1, 1, n, prec)
    x[[100, 700]] = -5.0  # a tie before the planted minimum is not the answer: x[n/2] = -1e10 wins
    o = refs("llr/lfk24_first_min", prec, x=x, loc=(1,), n=n)
    want = x.copy()
    want[n // 2] = rnd(-1e10, prec)
    assert o["loc"][0] == np.argmin(want) == n // 2
    np.testing.assert_array_equal(o["x"], want)
    x[n // 2 + 1:] = -2e10  # ties at the new minimum: the first one
    o = refs("llr/lfk24_first_min", prec, x=x, loc=(1,), n=n)
    assert o["loc"][0] == n // 2 + 1


# ---------------------------------------------------------------- TSVC-2 data and s13110, through the library
SEED = "5a" * 32


def gen(tool, tmp_path, kernel, prec="f64"):
    out = tmp_path / kernel.replace("/", "_")
    kdir = f"{TOP}/kernels/{kernel}"
    tool("hpcab-gen", kdir, "--seed", SEED, "--draw", 0, "--purpose", "test", "--precision", prec,
         "--reference", f"{kdir}/reference.c", "--include", f"{TOP}/include", "--cache", tmp_path / "cache",
         "--out", out)
    meta = json.loads((out / "sizes.json").read_text())
    return {a: np.load(out / v["file"]) for a, v in meta["arrays"].items() if v.get("file")}, meta["sizes"]


def tsvc_ip(n):
    """TSVC-2's init(): ip[i..i+4] = i+4, i+2, i, i+3, i+1 per block of 5 (identity on a partial block)."""
    ip = np.arange(n)
    full = n - n % 5
    ip[:full] = (np.arange(full) // 5 * 5 + np.tile([4, 2, 0, 3, 1], full // 5))
    return ip


@pytest.mark.parametrize("kernel", ["s353", "s491", "s4112", "s4113", "s4114", "s4115", "s4116", "vag", "vas"])
def test_ip_loops_draw_tsvc_ip_and_rand_twins_draw_random_ip(tool, tmp_path, kernel):
    arrays, sizes = gen(tool, tmp_path, f"llr/{kernel}")
    ip = arrays["ip"]
    np.testing.assert_array_equal(ip, tsvc_ip(len(ip)))
    rarr, _ = gen(tool, tmp_path, f"llr/{kernel}_rand")
    rip = rarr["ip"]
    assert len(rip) == len(ip) and not np.array_equal(rip, tsvc_ip(len(rip)))
    assert np.max(np.abs(rip - np.arange(len(rip)))) > 5  # scattered, not within blocks of 5
    if kernel != "s4116":
        np.testing.assert_array_equal(np.sort(rip), np.arange(len(rip)))


def test_tsvc_ip_keeps_a_partial_block_in_order():
    ip = tsvc_ip(12)
    np.testing.assert_array_equal(ip, [4, 2, 0, 3, 1, 9, 7, 5, 8, 6, 10, 11])


def test_s442_draws_tsvc_periodic_indx_and_its_twin_random_indx(tool, tmp_path):
    arrays, _ = gen(tool, tmp_path, "llr/s442")
    indx = arrays["indx"]
    np.testing.assert_array_equal(indx, (np.arange(len(indx)) + 1) % 4 + 1)
    rind = gen(tool, tmp_path, "llr/s442_rand")[0]["indx"]
    assert set(np.unique(rind)) == {0, 1, 2, 3, 4}


@pytest.mark.parametrize("prec", PRECS)
def test_s13110_outputs_the_maximum_and_its_indices(refs, prec):
    n = 32
    aa = uni(-1, 1, (n, n), prec)
    aa[20, 5] = aa[25, 30] = 3.0  # ties: the first in row-major order
    o = refs("llr/s13110", prec, aa=aa, xmax=(1,), imax=(2,), LEN_2D=n)
    i, j = np.unravel_index(np.argmax(aa), aa.shape)
    assert o["xmax"][0] == aa.max() and (o["imax"] == [i, j]).all() and (i, j) == (20, 5)


def test_lfk13_shifts_keep_every_cell_on_the_grid(tool, tmp_path):
    arrays, _ = gen(tool, tmp_path, "llr/lfk13_pic_2d")
    for e in (arrays["e"], arrays["f"]):
        i2 = np.arange(-1, 63)
        assert ((i2 + e[i2 + 32] >= 0) & (i2 + e[i2 + 32] <= 63)).all()
        assert set(np.unique(e[31:95])) <= {-1, 0, 1, 2} and len(np.unique(e[31:95])) > 2


@pytest.mark.parametrize("prec", PRECS)
def test_lfk16_zone_makes_a_long_walk_through_every_segment(tool, tmp_path, refs, prec):
    arrays, sizes = gen(tool, tmp_path, "llr/lfk16_monte_carlo", prec)
    n, M = sizes["n"], sizes["M"]
    zone = arrays["zone"]
    plan, d = (arrays[a] if prec == "f64" else arrays[a].astype(np.float64) for a in ("plan", "d"))
    k2, k3 = monte_carlo(plan.astype(fl(prec)), d.astype(fl(prec)), zone, n, *(fl(prec)(v) for v in (0.75, 0.5, 0.25)))
    assert zone[0] == M and M * n // 2 <= k2 <= M * n and 0 < k3 < k2
    o = refs("llr/lfk16_monte_carlo", prec, plan=plan, d=d, zone=zone, counts=(2,), n=n, M=M)
    assert tuple(o["counts"]) == (k2, k3)
