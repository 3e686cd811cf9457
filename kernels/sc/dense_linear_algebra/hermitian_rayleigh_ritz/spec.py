"""hermitian_rayleigh_ritz: the dense step of a Rayleigh-Ritz projection, Y = H X and S = X^H Y, with H Hermitian
N x N given by its upper triangle (H[i][k] = the stored value for k > i, conj(H[k][i]) for k < i, Re H[i][i] on the
diagonal) and X an N x M block; complex numbers as separate real and imaginary arrays, sums in index order."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def hermitian_rayleigh_ritz(Y_re, Y_im, S_re, S_im, H_re, H_im, X_re, X_im, N, M):
    for i in prange(N):
        for m in range(M):
            Y_re[i, m] = 0
            Y_im[i, m] = 0
        for k in range(N):
            if k > i:
                hr = H_re[i, k]
                hi = H_im[i, k]
            elif k < i:
                hr = H_re[k, i]
                hi = -H_im[k, i]
            else:
                hr = H_re[i, i]
                hi = H_re.dtype.type(0)
            for m in range(M):
                xr = X_re[k, m]
                xi = X_im[k, m]
                Y_re[i, m] += hr * xr - hi * xi
                Y_im[i, m] += hr * xi + hi * xr
    for a in prange(M):
        for b in range(M):
            sr = S_re.dtype.type(0)
            si = S_re.dtype.type(0)
            for i in range(N):
                xr = X_re[i, a]
                xi = -X_im[i, a]
                yr = Y_re[i, b]
                yi = Y_im[i, b]
                sr += xr * yr - xi * yi
                si += xr * yi + xi * yr
            S_re[a, b] = sr
            S_im[a, b] = si
