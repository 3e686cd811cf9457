"""shallow_water_lax_friedrichs: one Lax-Friedrichs step of the 2-D shallow-water equations (h, hu, hv)
on a periodic grid: Un = mean of the 4 neighbours - cx/2 (F_E - F_W) - cy/2 (G_N - G_S)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def shallow_water_lax_friedrichs(hn, hun, hvn, h, hu, hv, NY, NX, g, cx, cy):
    g2 = g / 2
    ax = cx / 2
    ay = cy / 2
    for j in prange(NY):
        js = (j - 1) % NY
        jn = (j + 1) % NY
        for i in range(NX):
            iw = (i - 1) % NX
            ie = (i + 1) % NX
            hw, he, hs, hN = h[j, iw], h[j, ie], h[js, i], h[jn, i]
            uw, ue, us, uN = hu[j, iw], hu[j, ie], hu[js, i], hu[jn, i]
            vw, ve, vs, vN = hv[j, iw], hv[j, ie], hv[js, i], hv[jn, i]
            fw1 = uw * uw / hw + g2 * hw * hw
            fe1 = ue * ue / he + g2 * he * he
            fw2 = uw * vw / hw
            fe2 = ue * ve / he
            gs1 = us * vs / hs
            gn1 = uN * vN / hN
            gs2 = vs * vs / hs + g2 * hs * hs
            gn2 = vN * vN / hN + g2 * hN * hN
            hn[j, i] = 0.25 * (hw + he + hs + hN) - ax * (ue - uw) - ay * (vN - vs)
            hun[j, i] = 0.25 * (uw + ue + us + uN) - ax * (fe1 - fw1) - ay * (gn1 - gs1)
            hvn[j, i] = 0.25 * (vw + ve + vs + vN) - ax * (fe2 - fw2) - ay * (gn2 - gs2)
