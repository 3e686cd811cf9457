/* conv_viterbi_decode: state = the last 6 input bits (newest in bit 0). From state p with input u the
 * encoder register is g = 2p + u (7 bits), its outputs o0 = parity(g & 0171), o1 = parity(g & 0133), the next
 * state (2p + u) & 63, the branch metric (o0 ? -r[t][0] : r[t][0]) + (o1 ? -r[t][1] : r[t][1]).
 * pm = {0, -1e30, ...}; for t = 0 .. NBITS-1, for every state q (u = q & 1, predecessors p0 = q >> 1 and
 * p1 = p0 + 32): m0 = pm[p0] + bm(p0, u), m1 = pm[p1] + bm(p1, u); pm'[q] = m1 > m0 ? m1 : m0,
 * decision[t][q] = (m1 > m0). Traceback from the first state of largest pm: bits[t] = q & 1,
 * q = (q >> 1) + 32 decision[t][q], t descending. pm = the final path metrics. */
#include "hpcab/kernel.h"

static int parity7(int x)
{
  return __builtin_parity((unsigned)x);
}

void conv_viterbi_decode(uint8_t *restrict bits, uint8_t *restrict decision, real_t *restrict pm,
                         const real_t *restrict r, int64_t NBITS)
{
  real_t cur[64], nxt[64];
  for (int q = 0; q < 64; q++)
    cur[q] = q == 0 ? 0 : (real_t)-1e30;
  for (int64_t t = 0; t < NBITS; t++) {
    const real_t r0 = r[2 * t], r1 = r[2 * t + 1];
    for (int q = 0; q < 64; q++) {
      const int u = q & 1, p0 = q >> 1, p1 = p0 + 32;
      const int g0 = 2 * p0 + u, g1 = 2 * p1 + u;
      const real_t b0 = (parity7(g0 & 0171) ? -r0 : r0) + (parity7(g0 & 0133) ? -r1 : r1);
      const real_t b1 = (parity7(g1 & 0171) ? -r0 : r0) + (parity7(g1 & 0133) ? -r1 : r1);
      const real_t m0 = cur[p0] + b0, m1 = cur[p1] + b1;
      nxt[q] = m1 > m0 ? m1 : m0;
      decision[t * 64 + q] = m1 > m0;
    }
    for (int q = 0; q < 64; q++)
      cur[q] = nxt[q];
  }
  int q = 0;
  for (int k = 1; k < 64; k++)
    if (cur[k] > cur[q])
      q = k;
  for (int64_t t = NBITS - 1; t >= 0; t--) {
    bits[t] = (uint8_t)(q & 1);
    q = (q >> 1) + 32 * decision[t * 64 + q];
  }
  for (int k = 0; k < 64; k++)
    pm[k] = cur[k];
}
