/* shallow_water_lax_friedrichs: with W, E, S, N the neighbours (j, i-1), (j, i+1), (j-1, i), (j+1, i)
 * (periodic), for each component of U = (h, hu, hv):
 *   Un = (U_W + U_E + U_S + U_N) / 4 - cx/2 (F(U_E) - F(U_W)) - cy/2 (G(U_N) - G(U_S))
 * F(U) = (hu, hu hu / h + g/2 h h, hu hv / h), G(U) = (hv, hu hv / h, hv hv / h + g/2 h h). */
#include "hpcab/kernel.h"

void shallow_water_lax_friedrichs(real_t *restrict hn, real_t *restrict hun, real_t *restrict hvn,
                                  const real_t *restrict h, const real_t *restrict hu, const real_t *restrict hv,
                                  int64_t NY, int64_t NX, real_t g, real_t cx, real_t cy)
{
  const real_t g2 = g / 2, ax = cx / 2, ay = cy / 2, q = (real_t)0.25;
  for (int64_t j = 0; j < NY; j++) {
    const int64_t js = j == 0 ? NY - 1 : j - 1, jn = j == NY - 1 ? 0 : j + 1;
    for (int64_t i = 0; i < NX; i++) {
      const int64_t iw = i == 0 ? NX - 1 : i - 1, ie = i == NX - 1 ? 0 : i + 1;
      const int64_t w = j * NX + iw, e = j * NX + ie, s = js * NX + i, n = jn * NX + i;
      const real_t hw = h[w], he = h[e], hs = h[s], hN = h[n];
      const real_t uw = hu[w], ue = hu[e], us = hu[s], uN = hu[n];
      const real_t vw = hv[w], ve = hv[e], vs = hv[s], vN = hv[n];
      const real_t fw1 = uw * uw / hw + g2 * hw * hw, fe1 = ue * ue / he + g2 * he * he;
      const real_t fw2 = uw * vw / hw, fe2 = ue * ve / he;
      const real_t gs1 = us * vs / hs, gn1 = uN * vN / hN;
      const real_t gs2 = vs * vs / hs + g2 * hs * hs, gn2 = vN * vN / hN + g2 * hN * hN;
      const int64_t o = j * NX + i;
      hn[o] = q * (hw + he + hs + hN) - ax * (ue - uw) - ay * (vN - vs);
      hun[o] = q * (uw + ue + us + uN) - ax * (fe1 - fw1) - ay * (gn1 - gs1);
      hvn[o] = q * (vw + ve + vs + vN) - ax * (fe2 - fw2) - ay * (gn2 - gs2);
    }
  }
}
