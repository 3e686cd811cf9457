/* kalman_filter, per step t (x, P start at x0, P0):
 *   xp = F x; Pp = F P F^T + Q; v = z[t] - H xp; S = H Pp H^T + R = L L^T (Cholesky);
 *   K = Pp H^T S^-1; x = xp + K v; P = Pp - K H Pp; xs[t] = x;
 *   loglik += -1/2 (v^T S^-1 v + log det S + NY log(2 pi)).
 * Products and sums in index order; small matrices live on the stack (NX, NY <= 8). */
#include "hpcab/kernel.h"
#include <math.h>

#define MX 8

void kalman_filter(real_t *restrict xs, real_t *restrict P, real_t *restrict loglik, const real_t *restrict F,
                   const real_t *restrict H, const real_t *restrict Q, const real_t *restrict R,
                   const real_t *restrict x0, const real_t *restrict P0, const real_t *restrict z, int64_t T, int64_t NX,
                   int64_t NY)
{
  real_t x[MX], xp[MX], Pc[MX][MX], FP[MX][MX], Pp[MX][MX], PHt[MX][MX], L[MX][MX], K[MX][MX], v[MX], w[MX];
  double ll = 0;
  if (NX > MX || NY > MX)
    return;
  for (int64_t i = 0; i < NX; i++) {
    x[i] = x0[i];
    for (int64_t j = 0; j < NX; j++)
      Pc[i][j] = P0[i * NX + j];
  }
  for (int64_t t = 0; t < T; t++) {
    for (int64_t i = 0; i < NX; i++) { /* xp = F x; FP = F P */
      real_t s = 0;
      for (int64_t k = 0; k < NX; k++)
        s += F[i * NX + k] * x[k];
      xp[i] = s;
      for (int64_t j = 0; j < NX; j++) {
        real_t a = 0;
        for (int64_t k = 0; k < NX; k++)
          a += F[i * NX + k] * Pc[k][j];
        FP[i][j] = a;
      }
    }
    for (int64_t i = 0; i < NX; i++) /* Pp = FP F^T + Q */
      for (int64_t j = 0; j < NX; j++) {
        real_t a = 0;
        for (int64_t k = 0; k < NX; k++)
          a += FP[i][k] * F[j * NX + k];
        Pp[i][j] = a + Q[i * NX + j];
      }
    for (int64_t i = 0; i < NX; i++) /* PHt = Pp H^T */
      for (int64_t j = 0; j < NY; j++) {
        real_t a = 0;
        for (int64_t k = 0; k < NX; k++)
          a += Pp[i][k] * H[j * NX + k];
        PHt[i][j] = a;
      }
    for (int64_t i = 0; i < NY; i++) { /* S = H PHt + R into L; v = z - H xp */
      real_t s = 0;
      for (int64_t k = 0; k < NX; k++)
        s += H[i * NX + k] * xp[k];
      v[i] = z[t * NY + i] - s;
      for (int64_t j = 0; j < NY; j++) {
        real_t a = 0;
        for (int64_t k = 0; k < NX; k++)
          a += H[i * NX + k] * PHt[k][j];
        L[i][j] = a + R[i * NY + j];
      }
    }
    double logdet = 0;
    for (int64_t j = 0; j < NY; j++) { /* Cholesky in place (lower triangle) */
      real_t d = L[j][j];
      for (int64_t k = 0; k < j; k++)
        d -= L[j][k] * L[j][k];
      L[j][j] = (real_t)sqrt((double)d);
      logdet += 2.0 * log((double)L[j][j]);
      for (int64_t i = j + 1; i < NY; i++) {
        real_t s = L[i][j];
        for (int64_t k = 0; k < j; k++)
          s -= L[i][k] * L[j][k];
        L[i][j] = s / L[j][j];
      }
    }
    for (int64_t i = 0; i < NY; i++) { /* w = L^-1 v; v^T S^-1 v = |w|^2 */
      real_t s = v[i];
      for (int64_t k = 0; k < i; k++)
        s -= L[i][k] * w[k];
      w[i] = s / L[i][i];
    }
    double quad = 0;
    for (int64_t i = 0; i < NY; i++)
      quad += (double)w[i] * (double)w[i];
    ll += -0.5 * (quad + logdet + (double)NY * log(2.0 * 3.14159265358979323846));
    for (int64_t r = 0; r < NX; r++) { /* K[r][:] solves S K^T = PHt^T: forward then backward with L */
      real_t y[MX];
      for (int64_t i = 0; i < NY; i++) {
        real_t s = PHt[r][i];
        for (int64_t k = 0; k < i; k++)
          s -= L[i][k] * y[k];
        y[i] = s / L[i][i];
      }
      for (int64_t i = NY - 1; i >= 0; i--) {
        real_t s = y[i];
        for (int64_t k = i + 1; k < NY; k++)
          s -= L[k][i] * K[r][k];
        K[r][i] = s / L[i][i];
      }
    }
    for (int64_t i = 0; i < NX; i++) { /* x = xp + K v; P = Pp - K PHt^T (K H Pp = K (Pp H^T)^T) */
      real_t s = xp[i];
      for (int64_t k = 0; k < NY; k++)
        s += K[i][k] * v[k];
      x[i] = s;
      xs[t * NX + i] = s;
      for (int64_t j = 0; j < NX; j++) {
        real_t a = Pp[i][j];
        for (int64_t k = 0; k < NY; k++)
          a -= K[i][k] * PHt[j][k];
        Pc[i][j] = a;
      }
    }
  }
  for (int64_t i = 0; i < NX; i++)
    for (int64_t j = 0; j < NX; j++)
      P[i * NX + j] = Pc[i][j];
  loglik[0] = (real_t)ll;
}
