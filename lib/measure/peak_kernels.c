/*
 * lib/measure/peak_kernels.c — the measuring kernels of hpcab_peak_measure (peak_internal.h).
 *
 * The only file of the library compiled for the host CPU (lib/meson.build gives it -O3
 * -march=native -ffp-contract=fast where the compiler takes them; without them it still builds,
 * for the baseline ISA), so the FMA microkernel runs at the width the machine offers. The STREAM
 * loops are plain loops, as STREAM writes them, so the compiler's vectorizer treats them as it
 * treats STREAM's.
 */
#include "peak_internal.h"

void hpcab__stream_copy(double *restrict c, const double *restrict a, size_t n)
{
  for (size_t i = 0; i < n; i++) c[i] = a[i];
}

void hpcab__stream_triad(double *restrict a, const double *restrict b, const double *restrict c, double s, size_t n)
{
  for (size_t i = 0; i < n; i++) a[i] = b[i] + s * c[i];
}

#if defined(__AVX512F__)
#define VBYTES 64
#elif defined(__AVX__)
#define VBYTES 32
#else
#define VBYTES 16
#endif
#define LANES (VBYTES / 8)
/* Independent chains: enough to cover FMA latency x FMA ports on current cores (4 x 2 = 8) with
   margin, few enough to stay in 16 vector registers with the two constants. */
#define NACC 12

typedef double vd __attribute__((vector_size(VBYTES)));

double hpcab__fma_chains(uint64_t iters, double seed)
{
  vd m, a, x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11;
  for (int l = 0; l < LANES; l++) {
    m[l] = 0.999999 - 1e-9 * l; /* |m| < 1: every chain converges to a / (1 - m), no overflow */
    a[l] = 1e-6;
  }
  x0 = m * seed;
  x1 = x0 + 1;
  x2 = x0 + 2;
  x3 = x0 + 3;
  x4 = x0 + 4;
  x5 = x0 + 5;
  x6 = x0 + 6;
  x7 = x0 + 7;
  x8 = x0 + 8;
  x9 = x0 + 9;
  x10 = x0 + 10;
  x11 = x0 + 11;
  for (uint64_t i = 0; i < iters; i++) {
    x0 = x0 * m + a;
    x1 = x1 * m + a;
    x2 = x2 * m + a;
    x3 = x3 * m + a;
    x4 = x4 * m + a;
    x5 = x5 * m + a;
    x6 = x6 * m + a;
    x7 = x7 * m + a;
    x8 = x8 * m + a;
    x9 = x9 * m + a;
    x10 = x10 * m + a;
    x11 = x11 * m + a;
  }
  vd s = ((x0 + x1) + (x2 + x3)) + ((x4 + x5) + (x6 + x7)) + ((x8 + x9) + (x10 + x11));
  double r = 0;
  for (int l = 0; l < LANES; l++) r += s[l];
  return r;
}

uint64_t hpcab__fma_flops_per_iter(void)
{
  return (uint64_t)NACC * LANES * 2;
}

unsigned hpcab__fma_vector_bits(void)
{
  return VBYTES * 8;
}
