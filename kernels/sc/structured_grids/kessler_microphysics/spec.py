"""kessler_microphysics: one Kessler warm-rain microphysics step (fall-out, autoconversion, accretion, condensation, evaporation) per column

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def kessler_microphysics(theta, qv, qc, qr, precl, rho, pk, NCOL, NZ, dt, dz):
    f2x = float(17.27)
    f5 = float((((237.3 * 17.27) * 2500000.0) / 1003.0))
    xk = float(0.2875)
    psl = float(1000)
    rhoqr = float(1000)
    zero = float(0)
    for col in range(0, NCOL):
        o = (col * NZ)
        for k in range(0, NZ):
            c = (o + k)
            r = (float(0.001) * rho.reshape(-1)[c])
            vel = ((float(36.34) * ((qr.reshape(-1)[c] * r) ** float(0.1364))) * np.sqrt((rho.reshape(-1)[o] / rho.reshape(-1)[c])))
            if (k == 0):
                precl[col] = (((rho.reshape(-1)[o] * qr.reshape(-1)[o]) * vel) / rhoqr)
            if (k < (NZ - 1)):
                u = (c + 1)
                ru = (float(0.001) * rho.reshape(-1)[u])
                velu = ((float(36.34) * ((qr.reshape(-1)[u] * ru) ** float(0.1364))) * np.sqrt((rho.reshape(-1)[o] / rho.reshape(-1)[u])))
                sed = ((dt * (((ru * qr.reshape(-1)[u]) * velu) - ((r * qr.reshape(-1)[c]) * vel))) / (r * dz))
            else:
                sed = ((((-dt) * qr.reshape(-1)[c]) * vel) / (float(0.5) * dz))
            pc = (float(3.8) / ((pk.reshape(-1)[c] ** (float(1) / xk)) * psl))
            qrprod = (qc.reshape(-1)[c] - ((qc.reshape(-1)[c] - (dt * max((float(0.001) * (qc.reshape(-1)[c] - float(0.001))), zero))) / (float(1) + ((dt * float(2.2)) * (qr.reshape(-1)[c] ** float(0.875))))))
            qc.reshape(-1)[c] = max((qc.reshape(-1)[c] - qrprod), zero)
            qr.reshape(-1)[c] = max(((qr.reshape(-1)[c] + qrprod) + sed), zero)
            T = (pk.reshape(-1)[c] * theta.reshape(-1)[c])
            qvs = (pc * np.exp(((f2x * (T - float(273))) / (T - float(36)))))
            prod = ((qv.reshape(-1)[c] - qvs) / (float(1) + ((qvs * f5) / ((T - float(36)) * (T - float(36))))))
            rq = (r * qr.reshape(-1)[c])
            ern = (((dt * ((float(1.6) + (float(124.9) * (rq ** float(0.2046)))) * (rq ** float(0.525)))) / ((float(2.55e8) / (pc * qvs)) + float(5.4e5))) * (max((qvs - qv.reshape(-1)[c]), zero) / (r * qvs)))
            ern = min(min(ern, max(((-prod) - qc.reshape(-1)[c]), zero)), qr.reshape(-1)[c])
            cond = max(prod, (-qc.reshape(-1)[c]))
            theta.reshape(-1)[c] = (theta.reshape(-1)[c] + ((float(2500000) / (float(1003) * pk.reshape(-1)[c])) * (cond - ern)))
            qv.reshape(-1)[c] = max(((qv.reshape(-1)[c] - cond) + ern), zero)
            qc.reshape(-1)[c] = (qc.reshape(-1)[c] + cond)
            qr.reshape(-1)[c] = (qr.reshape(-1)[c] - ern)
