"""kalman_filter: the Kalman filter over T steps (state NX, observations NY), x and P starting at x0, P0; per step
xp = F x, Pp = F P F^T + Q, v = z[t] - H xp, S = H Pp H^T + R = L L^T (Cholesky), K = Pp H^T S^-1, x = xp + K v,
P = Pp - K H Pp, xs[t] = x, loglik += -1/2 (v^T S^-1 v + log det S + NY log(2 pi)) (in float64). Products and
sums in index order."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def kalman_filter(xs, P, loglik, F, H, Q, R, x0, P0, z, T, NX, NY):
    if NX > 8 or NY > 8:
        return
    dt = xs.dtype
    zero = dt.type(0)
    x = np.empty(NX, dtype=dt)
    xp = np.empty(NX, dtype=dt)
    Pc = np.empty((NX, NX), dtype=dt)
    FP = np.empty((NX, NX), dtype=dt)
    Pp = np.empty((NX, NX), dtype=dt)
    PHt = np.empty((NX, NY), dtype=dt)
    L = np.empty((NY, NY), dtype=dt)
    K = np.empty((NX, NY), dtype=dt)
    v = np.empty(NY, dtype=dt)
    w = np.empty(NY, dtype=dt)
    y = np.empty(NY, dtype=dt)
    ll = 0.0
    for i in range(NX):
        x[i] = x0[i]
        for j in range(NX):
            Pc[i, j] = P0[i, j]
    for t in range(T):
        for i in range(NX):  # xp = F x; FP = F P
            s = zero
            for k in range(NX):
                s += F[i, k] * x[k]
            xp[i] = s
            for j in range(NX):
                a = zero
                for k in range(NX):
                    a += F[i, k] * Pc[k, j]
                FP[i, j] = a
        for i in range(NX):  # Pp = FP F^T + Q
            for j in range(NX):
                a = zero
                for k in range(NX):
                    a += FP[i, k] * F[j, k]
                Pp[i, j] = a + Q[i, j]
        for i in range(NX):  # PHt = Pp H^T
            for j in range(NY):
                a = zero
                for k in range(NX):
                    a += Pp[i, k] * H[j, k]
                PHt[i, j] = a
        for i in range(NY):  # S = H PHt + R into L; v = z - H xp
            s = zero
            for k in range(NX):
                s += H[i, k] * xp[k]
            v[i] = z[t, i] - s
            for j in range(NY):
                a = zero
                for k in range(NX):
                    a += H[i, k] * PHt[k, j]
                L[i, j] = a + R[i, j]
        logdet = 0.0
        for j in range(NY):  # Cholesky in place (lower triangle)
            d = L[j, j]
            for k in range(j):
                d -= L[j, k] * L[j, k]
            L[j, j] = math.sqrt(float(d))
            logdet += 2.0 * math.log(float(L[j, j]))
            for i in range(j + 1, NY):
                s = L[i, j]
                for k in range(j):
                    s -= L[i, k] * L[j, k]
                L[i, j] = s / L[j, j]
        for i in range(NY):  # w = L^-1 v; v^T S^-1 v = |w|^2
            s = v[i]
            for k in range(i):
                s -= L[i, k] * w[k]
            w[i] = s / L[i, i]
        quad = 0.0
        for i in range(NY):
            quad += float(w[i]) * float(w[i])
        ll += -0.5 * (quad + logdet + NY * math.log(2.0 * 3.14159265358979323846))
        for r in range(NX):  # K[r][:] solves S K^T = PHt^T: forward then backward with L
            for i in range(NY):
                s = PHt[r, i]
                for k in range(i):
                    s -= L[i, k] * y[k]
                y[i] = s / L[i, i]
            for i in range(NY - 1, -1, -1):
                s = y[i]
                for k in range(i + 1, NY):
                    s -= L[k, i] * K[r, k]
                K[r, i] = s / L[i, i]
        for i in range(NX):  # x = xp + K v; P = Pp - K PHt^T
            s = xp[i]
            for k in range(NY):
                s += K[i, k] * v[k]
            x[i] = s
            xs[t, i] = s
            for j in range(NX):
                a = Pp[i, j]
                for k in range(NY):
                    a -= K[i, k] * PHt[j, k]
                Pc[i, j] = a
    for i in range(NX):
        for j in range(NX):
            P[i, j] = Pc[i, j]
    loglik[0] = ll
