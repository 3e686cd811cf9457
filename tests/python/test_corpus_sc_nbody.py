"""sc/n_body_methods references (direct-sum gravity and leapfrog, molecular dynamics with neighbour and
cell lists, Ewald real space, SPH density, particle-in-cell push and deposition) against numpy/scipy,
at every precision of each manifest."""
import numpy as np
import pytest
from scipy import integrate, special

from sc_refs import close, precisions, q, ref, run_initializers  # noqa: F401  (ref is a fixture)

B = "sc/n_body_methods/"
rng = np.random.default_rng(17)


def P(name):
    return pytest.mark.parametrize("prec", precisions(B + name))


def U(*shape):
    return rng.uniform(-1, 1, shape)


def gravity(p, m, eps):
    d = p[:, None, :] - p[:, :, None]  # d[:, i, j] = p_j - p_i
    w = m[None, :] / (np.sum(d * d, axis=0) + eps * eps) ** 1.5
    return np.sum(w[None] * d, axis=2)


@P("nbody_force")
def test_nbody_force_matches_numpy(ref, prec):
    n, eps = 20, 0.05
    p, m = q(prec, U(3, n), rng.uniform(0.5, 1.5, n))
    o = ref(B + "nbody_force", prec, px=p[0], py=p[1], pz=p[2], m=m, N=n, eps=eps)
    close(np.array([o["ax"], o["ay"], o["az"]]), gravity(p, m, eps), prec)


@P("nbody_leapfrog")
def test_nbody_leapfrog_kick_drift_kick(ref, prec):
    n, nt, dt, eps = 24, 2, 1e-3, 0.08
    p, v, a, m = q(prec, U(3, n), U(3, n), U(3, n), rng.uniform(0.5, 1.5, n))
    o = ref(B + "nbody_leapfrog", prec, px=p[0], py=p[1], pz=p[2], vx=v[0], vy=v[1], vz=v[2], ax=a[0], ay=a[1],
            az=a[2], m=m, NT=nt, N=n, dt=dt, eps=eps)
    p, v, a = p.copy(), v.copy(), a.copy()
    for _ in range(nt):
        v += dt / 2 * a
        p += dt * v
        a = gravity(p, m, eps)
        v += dt / 2 * a
    close(np.array([o["px"], o["py"], o["pz"]]), p, prec)
    close(np.array([o["vx"], o["vy"], o["vz"]]), v, prec)
    close(np.array([o["ax"], o["ay"], o["az"]]), a, prec, rtol=1e-2 if prec == "f32" else None)


def lj_all_pairs(r, L, rc=2.5):
    """Lennard-Jones forces and energy over all pairs, minimum image, cutoff rc (sigma = epsilon = 1)."""
    d = r[:, None, :] - r[None, :, :]
    d -= L * np.round(d / L)
    r2 = np.sum(d * d, axis=2)
    np.fill_diagonal(r2, np.inf)
    inside = r2 < rc * rc
    s6 = np.where(inside, 1 / r2 ** 3, 0)
    f = np.where(inside, 48 * s6 * (s6 - 0.5) / r2, 0)
    return np.sum(f[:, :, None] * d, axis=1), 0.5 * np.sum(4 * s6 * (s6 - 1))


def lattice(ref, kernel, prec, nc, extra):
    dt = np.float64 if prec == "f64" else np.float32
    n = nc ** 3
    arrays = [(c, dt, n, "lattice_positions") for c in "xyz"] + extra
    return run_initializers(ref.lib(B + kernel, prec), {"NC": nc, "N": n, **{k: v for k, v in
                            (("MAXNB", 128), ("NCS", 11 * nc // 25), ("NCELL", (11 * nc // 25) ** 3))}}, arrays)


@P("lj_neighbor_list")
def test_lj_neighbor_list_matches_all_pairs(ref, prec):
    nc = 6
    n = nc ** 3
    a = lattice(ref, "lj_neighbor_list", prec, nc, [("numneigh", np.int32, n, "half_list_counts"),
                                                    ("neigh", np.int32, n * 128, "half_list_pairs")])
    r = np.stack([a["x"], a["y"], a["z"]], axis=1).astype(np.float64)
    L = 1.1 * nc
    d = r[:, None, :] - r[None, :, :]
    d -= L * np.round(d / L)
    assert np.sqrt(np.sum(d * d, axis=2) + np.eye(n) * 9).min() > 0.9 - 1e-6  # the lattice claim
    o = ref(B + "lj_neighbor_list", prec, x=a["x"], y=a["y"], z=a["z"], numneigh=a["numneigh"], neigh=a["neigh"],
            NC=nc, MAXNB=128)
    f, e = lj_all_pairs(r, L)
    close(np.stack([o["fx"], o["fy"], o["fz"]], axis=1), f, prec)
    close(o["energy"][0], e, prec)
    close(np.stack([o["fx"], o["fy"], o["fz"]]).sum(axis=1), np.zeros(3), prec)  # Newton's third law


@P("lj_cell_list")
def test_lj_cell_list_matches_all_pairs(ref, prec):
    nc = 7
    n, ncs = nc ** 3, 11 * nc // 25
    a = lattice(ref, "lj_cell_list", prec, nc, [("cell_start", np.int32, ncs ** 3 + 1, "lattice_cell_start"),
                                                ("cell_atoms", np.int32, n, "lattice_cell_atoms")])
    o = ref(B + "lj_cell_list", prec, x=a["x"], y=a["y"], z=a["z"], cell_start=a["cell_start"],
            cell_atoms=a["cell_atoms"], NC=nc)
    f, e = lj_all_pairs(np.stack([a["x"], a["y"], a["z"]], axis=1).astype(np.float64), 1.1 * nc)
    close(np.stack([o["fx"], o["fy"], o["fz"]], axis=1), f, prec)
    close(o["energy"][0], e, prec)


@P("cell_list_build")
def test_cell_list_build_is_a_stable_counting_sort(ref, prec):
    n, ncs = 500, 4
    x, y, z = q(prec, rng.uniform(0, 1, n), rng.uniform(0, 1, n), rng.uniform(0, 1, n))
    o = ref(B + "cell_list_build", prec, x=x, y=y, z=z, N=n, NCS=ncs)
    c = [np.minimum((v * ncs).astype(int), ncs - 1) for v in (x, y, z)]
    cell = (c[0] * ncs + c[1]) * ncs + c[2]
    np.testing.assert_array_equal(o["cell_start"], np.r_[0, np.cumsum(np.bincount(cell, minlength=ncs ** 3))])
    np.testing.assert_array_equal(o["cell_atoms"], np.argsort(cell, kind="stable"))


@P("boris_push")
def test_boris_push_matches_the_rotation_formula(ref, prec):
    n, qm, dt = 50, 1.5, 0.05
    r, v, E, Bf = q(prec, U(3, n), U(3, n), U(3, n), U(3, n))
    o = ref(B + "boris_push", prec, x=r[0], y=r[1], z=r[2], vx=v[0], vy=v[1], vz=v[2], Ex=E[0], Ey=E[1], Ez=E[2],
            Bx=Bf[0], By=Bf[1], Bz=Bf[2], N=n, qm=qm, dt=dt)
    h = qm * dt / 2
    vm = v + h * E
    t = h * Bf
    s = 2 * t / (1 + np.sum(t * t, axis=0))
    vp = vm + np.cross(vm + np.cross(vm, t, axis=0), s, axis=0)
    assert np.allclose(np.sum(vp * vp, 0), np.sum(vm * vm, 0))  # the magnetic rotation keeps |v|
    v2 = vp + h * E
    close(np.array([o["vx"], o["vy"], o["vz"]]), v2, prec)
    close(np.array([o["x"], o["y"], o["z"]]), r + dt * v2, prec)


@P("charge_deposition")
def test_charge_deposition_cloud_in_cell(ref, prec):
    n, nx, ny, nz = 300, 8, 6, 5
    p = q(prec, rng.uniform(0, 1, (3, n)) * np.array([[nx], [ny], [nz]]) * 0.9999)
    qq = q(prec, U(n))
    o = ref(B + "charge_deposition", prec, px=p[0], py=p[1], pz=p[2], q=qq, N=n, NX=nx, NY=ny, NZ=nz)
    want = np.zeros((nz, ny, nx))
    base = np.floor(p).astype(int)
    frac = p - base
    for a in (0, 1):
        for b in (0, 1):
            for c in (0, 1):
                w = qq * np.where(a, frac[0], 1 - frac[0]) * np.where(b, frac[1], 1 - frac[1]) * np.where(c, frac[2], 1 - frac[2])
                np.add.at(want, ((base[2] + c) % nz, (base[1] + b) % ny, (base[0] + a) % nx), w)
    close(o["rho"], want, prec)
    close(o["rho"].sum(), qq.sum(), prec)  # charge is conserved


def test_charge_deposition_positions_stay_inside_the_grid(ref):
    n = 4000
    a = run_initializers(ref.lib(B + "charge_deposition", "f32"), {"N": n, "NX": 8, "NY": 9, "NZ": 10},
                         [(c, np.float32, n, "grid_positions") for c in ("px", "py", "pz")])
    for c, hi in (("px", 8), ("py", 9), ("pz", 10)):
        assert a[c].min() >= 0 and a[c].max() < hi and a[c].max() > hi - 0.1


@P("ewald_real_space")
def test_ewald_real_space_matches_erfc_pair_sum(ref, prec):
    n, alpha, rc = 60, 6.0, 0.4
    r, qq = q(prec, rng.uniform(0, 1, (n, 3)), U(n))
    o = ref(B + "ewald_real_space", prec, x=r[:, 0].copy(), y=r[:, 1].copy(), z=r[:, 2].copy(), q=qq, N=n,
            alpha=alpha, rc=rc)
    d = r[:, None, :] - r[None, :, :]
    d -= np.round(d)
    dist = np.sqrt(np.sum(d * d, axis=2))
    np.fill_diagonal(dist, np.inf)
    inside = dist < rc
    qq2 = np.outer(qq, qq)
    e = np.where(inside, qq2 * special.erfc(alpha * dist) / dist, 0)
    # F_i = -dE/dr_i: the pair term's derivative written out from d/dr [erfc(a r) / r]
    g = np.where(inside, (e + qq2 * 2 * alpha / np.sqrt(np.pi) * np.exp(-(alpha * dist) ** 2)) / dist ** 2, 0)
    close(o["energy"][0], 0.5 * e.sum(), prec)
    close(np.stack([o["fx"], o["fy"], o["fz"]], axis=1), np.sum(g[:, :, None] * d, axis=1), prec)


@P("sph_density")
def test_sph_density_cubic_spline(ref, prec):
    n, h = 80, 0.15
    r, m = q(prec, rng.uniform(0, 1, (n, 3)), rng.uniform(0.5, 1.5, n))
    o = ref(B + "sph_density", prec, x=r[:, 0].copy(), y=r[:, 1].copy(), z=r[:, 2].copy(), m=m, N=n, h=h)
    d = r[:, None, :] - r[None, :, :]
    d -= np.round(d)
    s = np.sqrt(np.sum(d * d, axis=2)) / h
    w = np.where(s < 1, 1 - 1.5 * s ** 2 + 0.75 * s ** 3, np.where(s < 2, 0.25 * (2 - s) ** 3, 0)) / (np.pi * h ** 3)
    close(o["rho"], w @ m, prec)
    # the kernel is normalized: integrated over space it gives 1 (a check of the constant 1/(pi h^3))
    rr = np.linspace(0, 2 * h, 20001)
    qq = rr / h
    W = np.where(qq < 1, 1 - 1.5 * qq ** 2 + 0.75 * qq ** 3, 0.25 * (2 - qq) ** 3) / (np.pi * h ** 3)
    assert abs(integrate.trapezoid(4 * np.pi * rr ** 2 * W, rr) - 1) < 1e-6
