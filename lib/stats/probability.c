/*
 * lib/stats/probability.c — the normal and Student-t distributions (hpcab/probability.h).
 *
 * Normal: Phi from the C library's erfc (the tail never subtracts). Student t: the tail
 * P(T > t) = I_x(df/2, 1/2) / 2 with x = df / (df + t^2), the regularized incomplete beta function
 * evaluated by its continued fraction (DLMF 8.17.22, modified Lentz) with the prefactor formed in
 * logarithms: log x and log(1 - x) come from log1p without cancellation and log B(a, 1/2) for large
 * a from a Stirling-series difference, and the fraction itself runs in extended or quadruple
 * precision (see beta_cf), so the relative error stays near 1e-13 for df up to 1e15.
 * Quantiles: a starting point (Cornish–Fisher for the body, the power-law tail for heavy tails), then
 * safeguarded Newton steps on the log of the tail probability in log t.
 */
#include <float.h>
#include <math.h>

#include "hpcab/probability.h"

/* Quadruple precision for the continued fraction at large df (see beta_cf). */
#if LDBL_MANT_DIG >= 113
typedef long double hpcab_quad;
#define HPCAB_QUAD_EPS LDBL_EPSILON
#elif defined(__SIZEOF_FLOAT128__)
typedef __float128 hpcab_quad;
#define HPCAB_QUAD_EPS ((__float128)1e-32L)
#else
typedef long double hpcab_quad;
#define HPCAB_QUAD_EPS LDBL_EPSILON
#endif

#define LN_SQRT_2PI 0.91893853320467274178032973640562 /* log(sqrt(2 pi)) */
#define LN_SQRT_PI 0.57236494292470008707171367567653  /* log(sqrt(pi)) = lgamma(1/2) */

double hpcab_norm_cdf(double x)
{
  if (isnan(x)) return x;
  double z = x * M_SQRT1_2;
  if (fabs(z) < M_SQRT1_2) return 0.5 + 0.5 * erf(z);
  double tail = 0.5 * erfc(fabs(z));
  return z > 0 ? 1.0 - tail : tail;
}

/* log of the upper tail Q(z) = 1 - Phi(z), and the density, for Newton steps. */
static double norm_log_sf(double z)
{
  return log(hpcab_norm_cdf(-z));
}

double hpcab_norm_quantile(double p)
{
  if (isnan(p) || p < 0 || p > 1) return NAN;
  if (p == 0) return -INFINITY;
  if (p == 1) return INFINITY;
  if (p == 0.5) return 0.0;
  /* Solve Q(z) = q for z > 0, q = min(p, 1 - p) (1 - p is exact for p >= 0.5). */
  double q = p < 0.5 ? p : 1.0 - p;
  double lq = log(q);
  /* Abramowitz & Stegun 26.2.23 (absolute error < 4.5e-4) as the start. */
  double s = sqrt(-2.0 * lq);
  double z = s - (2.515517 + s * (0.802853 + s * 0.010328)) / (1.0 + s * (1.432788 + s * (0.189269 + s * 0.001308)));
  if (z < 0) z = 0;
  for (int it = 0; it < 50; it++) {
    double lsf = norm_log_sf(z);
    double lpdf = -0.5 * z * z - LN_SQRT_2PI;
    /* d log Q / dz = -pdf / Q */
    double step = (lsf - lq) / exp(lpdf - lsf);
    z += step;
    if (fabs(step) <= 1e-16 * fabs(z) + 1e-300) break;
  }
  return p < 0.5 ? -z : z;
}

/* Stirling-series remainder w(x) = lgamma(x) - [(x - 1/2) log x - x + log sqrt(2 pi)], x >= 10. */
static double stirling_rest(double x)
{
  double r = 1.0 / x, r2 = r * r;
  /* Bernoulli terms B_{2k} / (2k (2k - 1) x^{2k-1}) */
  return r * (1.0 / 12 +
              r2 * (-1.0 / 360 +
                    r2 * (1.0 / 1260 +
                          r2 * (-1.0 / 1680 + r2 * (1.0 / 1188 + r2 * (-691.0 / 360360 +
                                                                       r2 * (1.0 / 156 + r2 * (-3617.0 / 122400))))))));
}

/* log B(a, b) = lgamma(a) + lgamma(b) - lgamma(a + b), without the cancellation of large terms
 * when the larger argument is large. */
static double log_beta(double a, double b)
{
  double small = a < b ? a : b, big = a < b ? b : a;
  if (big < 10) return lgamma(a) + lgamma(b) - lgamma(a + b);
  /* lgamma(big) - lgamma(small + big) via Stirling for both (both >= 10). */
  double diff = -(big - 0.5) * log1p(small / big) - small * log(small + big) + small + stirling_rest(big) -
                stirling_rest(small + big);
  return lgamma(small) + diff;
}

/* Continued fraction of I_x(a, b) (DLMF 8.17.22) without the prefactor: returns
 * 1 / (1 + d_1 / (1 + d_2 / (1 + ...))); converges fast for x < (a + 1) / (a + b + 2).
 * The denominator is evaluated by the modified Lentz method. For large a the fraction cancels in
 * 1 - x (a + b) / (a + 1), which magnifies the rounding of x (near 1) by about a: so it runs in
 * long double, and in quadruple precision (T = hpcab_quad) once a passes 1e6, which keeps the
 * relative error near 1e-14 for df up to about 1e15. */
#define DEFINE_BETA_CF(name, T, EPS)                                                                                   \
  static double name(double a, double b, T x)                                                                          \
  {                                                                                                                    \
    const T tiny = (T)1e-300L;                                                                                         \
    T f = 1, c = 1, d = 0;                                                                                             \
    for (int m = 0; m < 1000000; m++) {                                                                                \
      for (int odd = 1; odd >= 0; odd--) {                                                                             \
        T num;                                                                                                         \
        if (odd) {                                                                                                     \
          num = -((T)a + m) * ((T)a + b + m) * x / (((T)a + 2 * (T)m) * ((T)a + 2 * (T)m + 1));                        \
        } else {                                                                                                       \
          T k = (T)m + 1;                                                                                              \
          num = k * ((T)b - k) * x / (((T)a + 2 * k - 1) * ((T)a + 2 * k));                                            \
        }                                                                                                              \
        d = 1 + num * d;                                                                                               \
        if (d < tiny && d > -tiny) d = tiny;                                                                           \
        c = 1 + num / c;                                                                                               \
        if (c < tiny && c > -tiny) c = tiny;                                                                           \
        d = 1 / d;                                                                                                     \
        T delta = c * d;                                                                                               \
        f *= delta;                                                                                                    \
        if (delta - 1 <= (EPS) && 1 - delta <= (EPS)) return (double)(1 / f);                                          \
      }                                                                                                                \
    }                                                                                                                  \
    return (double)(1 / f);                                                                                            \
  }
DEFINE_BETA_CF(beta_cf, long double, LDBL_EPSILON)
DEFINE_BETA_CF(beta_cf_quad, hpcab_quad, HPCAB_QUAD_EPS)

/*
 * Regularized incomplete beta I_x(a, b) with y = 1 - x, lx = log x and ly = log y passed in exact
 * forms by the caller (no cancellation in 1 - x). x and y are long double: for large a the fraction
 * cancels in 1 - x (a + b) / (a + 1), which magnifies an error in x by about 1 / (1 - x).
 */
static double ibeta(double a, double b, hpcab_quad x, hpcab_quad y, double lx, double ly)
{
  /* x itself may underflow to 0 while lx is finite: the prefactor is formed from lx */
  if (lx == -INFINITY) return 0.0;
  if (ly == -INFINITY) return 1.0;
  if (x > (a + 1.0) / (a + b + 2.0)) return 1.0 - ibeta(b, a, y, x, ly, lx);
  double lpre = a * lx + b * ly - log_beta(a, b) - log(a);
  return exp(lpre) * (a > 1e6 || b > 1e6 ? beta_cf_quad(a, b, x) : beta_cf(a, b, (long double)x));
}

/* P(T > t) for t >= 0. */
static double t_tail(double t, double df)
{
  if (t == 0) return 0.5;
  if (isinf(t)) return 0.0;
  /* r = t / sqrt(df); x = 1 / (1 + r^2), y = r^2 / (1 + r^2). r may overflow for df < 1: log r. */
  double lr = log(t) - 0.5 * log(df);
  double r = lr > 345 ? INFINITY : t / sqrt(df);
  hpcab_quad x, y;
  double lx, ly;
  if (lr > 345) {
    lx = -2.0 * lr;
    x = (hpcab_quad)exp(lx);
    y = 1;
    ly = -exp(lx); /* log(1 - 1/r^2) */
  } else {
    double r2 = r * r;
    lx = -log1p(r2);
    ly = r2 < 1e-300 ? 2.0 * log(r) : -log1p(1.0 / r2);
    x = 1 / (1 + (hpcab_quad)r2);
    y = (hpcab_quad)r2 / (1 + (hpcab_quad)r2);
  }
  return 0.5 * ibeta(0.5 * df, 0.5, x, y, lx, ly);
}

double hpcab_t_cdf(double t, double df)
{
  if (isnan(t) || isnan(df) || df <= 0) return NAN;
  if (df > 1e18) return hpcab_norm_cdf(t); /* closer to the normal than double precision */
  double tail = t_tail(fabs(t), df);
  return t < 0 ? tail : 1.0 - tail;
}

/* log density of t at t >= 0 */
static double t_log_pdf(double t, double df)
{
  double lr = log(t) - 0.5 * log(df);
  double l1 = lr > 345 ? 2.0 * lr : log1p((t / sqrt(df)) * (t / sqrt(df)));
  return -log_beta(0.5 * df, 0.5) - 0.5 * log(df) - 0.5 * (df + 1.0) * l1;
}

/* t > 0 with P(T > t) = q, 0 < q < 0.5; +inf when that t is beyond the largest double. */
static double t_tail_inverse(double q, double df)
{
  if (t_tail(DBL_MAX, df) > q) return INFINITY;
  double lq = log(q);
  /* Starting points: Cornish–Fisher around the normal quantile, and the power-law tail
   * P(T > t) ~ df^(df/2) t^(-df) / (df B(df/2, 1/2)). The larger one is the better start. */
  double z = -hpcab_norm_quantile(q);
  double z2 = z * z;
  double cf = z + z * (z2 + 1.0) / (4.0 * df) + z * (5.0 * z2 * z2 + 16.0 * z2 + 3.0) / (96.0 * df * df);
  double lt_pow = 0.5 * log(df) - (log(df) + lq + log_beta(0.5 * df, 0.5)) / df;
  double w = log(cf > 0 ? cf : z);
  if (lt_pow > w && lt_pow < 700) w = lt_pow;
  /* Safeguarded Newton on h(w) = log P(T > e^w) - log q, decreasing in w. */
  double lo = -INFINITY, hi = INFINITY;
  for (int it = 0; it < 200; it++) {
    double t = exp(w);
    double tail = t_tail(t, df);
    double h = log(tail) - lq;
    if (h > 0)
      lo = w;
    else
      hi = w;
    if (h == 0) break;
    /* dh/dw = -t pdf(t) / tail */
    double dh = -exp(w + t_log_pdf(t, df)) / tail;
    double wn = w - h / dh;
    if (!(wn > lo && wn < hi) || !isfinite(wn)) {
      if (isfinite(lo) && isfinite(hi))
        wn = 0.5 * (lo + hi);
      else if (isfinite(lo))
        wn = lo + 2.0;
      else
        wn = hi - 2.0;
    }
    double step = wn - w;
    w = wn;
    if (fabs(step) < 4e-16 * (fabs(w) > 1 ? fabs(w) : 1.0)) break;
    if (isfinite(lo) && isfinite(hi) && hi - lo < 1e-16 * (fabs(w) > 1 ? fabs(w) : 1.0)) break;
  }
  return exp(w);
}

double hpcab_t_quantile(double p, double df)
{
  if (isnan(p) || isnan(df) || df <= 0 || p < 0 || p > 1) return NAN;
  if (p == 0) return -INFINITY;
  if (p == 1) return INFINITY;
  if (p == 0.5) return 0.0;
  if (df > 1e18) return hpcab_norm_quantile(p);
  if (p < 0.5) return -t_tail_inverse(p, df);
  return t_tail_inverse(1.0 - p, df);
}
