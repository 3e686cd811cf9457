/*
 * lib/measure/peak_internal.h — the measuring kernels of hpcab_peak_measure (lib/measure/peak_kernels.c, the one
 * file compiled for the host: -O3 -march=native -ffp-contract=fast where the compiler takes them).
 */
#ifndef HPCAB_PEAK_INTERNAL_H
#define HPCAB_PEAK_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

/** STREAM copy: c[i] = a[i] for i in [0, n). */
void hpcab__stream_copy(double *restrict c, const double *restrict a, size_t n);

/** STREAM triad: a[i] = b[i] + s * c[i] for i in [0, n). */
void hpcab__stream_triad(double *restrict a, const double *restrict b, const double *restrict c, double s, size_t n);

/**
 * Runs `iters` iterations of independent fused multiply-add chains (hpcab__fma_flops_per_iter
 * floating-point operations each) and returns a checksum that depends on every chain.
 */
double hpcab__fma_chains(uint64_t iters, double seed);

/** Returns the f64 operations one iteration of hpcab__fma_chains performs. */
uint64_t hpcab__fma_flops_per_iter(void);

/** Returns the SIMD width in bits hpcab__fma_chains was compiled for. */
unsigned hpcab__fma_vector_bits(void);

#endif /* HPCAB_PEAK_INTERNAL_H */
