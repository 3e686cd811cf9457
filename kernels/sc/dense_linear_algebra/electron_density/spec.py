"""electron_density: Kohn-Sham electron density rho(r) = sum_k f_k |psi_k(r)|^2 with Fermi-Dirac
occupations f_k = 2 / (1 + exp((eig_k - mu) / kT)), and the electron count nel = dV sum_r rho(r)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def electron_density(rho, nel, psi_re, psi_im, eig, NB, NG, mu, kT, dV):
    rho[:] = 0
    for k in range(NB):
        x = (eig[k] - mu) / kT
        if x > 0:
            e = math.exp(-x)
            f = 2 * e / (1 + e)
        else:
            f = 2 / (1 + math.exp(x))
        rho += f * (psi_re[k] * psi_re[k] + psi_im[k] * psi_im[k])
    nel[0] = dV * np.sum(rho)
