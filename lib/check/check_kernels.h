/*
 * lib/check/check_kernels.h — the vector loops of the correctness checks (lib/check/check_kernels.c),
 * used by lib/check/check.c. Internal.
 *
 * Every loop reads components (a complex element is two), in [begin, end) of the arrays given. The
 * loops are written with GCC/Clang vector extensions, so they are vector code on any target with no
 * reliance on the auto-vectorizer or on -ffast-math; where the CPU has AVX2, a wider variant with the
 * same arithmetic (no FMA: every value is computed exactly as in the portable loop) is chosen at run
 * time.
 */
#ifndef HPCAB_CHECK_KERNELS_H
#define HPCAB_CHECK_KERNELS_H

#include <stddef.h>

#include "hpcab/dtype.h"
#include "hpcab/error.h"

/** What the main pass found in a block. */
typedef struct {
  int flag;      /* something in the block needs the element-by-element pass */
  int beats;     /* some component may have a ratio above the `qlow` given */
  double absmax; /* max|ref| over the block (Inf and NaN count as 0) where the pass computed it along
                    (hpcab__check_flag_for's AVX2 passes), else -1 */
} block_out;

/** The main pass over a block: failures and specials, and whether any ratio d/t may exceed qlow
    (tested as d > qlow*t: no division). For integers: flag = any difference. */
typedef void (*block_fn)(const void *ref, const void *got, size_t begin, size_t end, double rtol, double atol,
                         double qlow, block_out *o);

/** The largest ratio d/t in a block without flagged components (run only on blocks that may beat
    the best so far: a few per chunk). */
typedef double (*qmax_fn)(const void *ref, const void *got, size_t begin, size_t end, double rtol, double atol);

/** The first component in [begin, end) whose ratio is q (a value the qmax pass returned there). */
typedef size_t (*find_fn)(const void *ref, const void *got, size_t begin, size_t end, double rtol, double atol,
                          double q);

/** max|v| over the finite components [begin, end) of a float array (Inf and NaN count as 0). */
typedef double (*absmax_fn)(const void *p, size_t begin, size_t end);

/** The main pass for dtype dt, with AVX2 where the CPU has it and allow_avx2 is nonzero. */
block_fn hpcab__check_block_for(hpcab_dtype dt, int allow_avx2);

/** The main pass for the flag alone (beats left 0), for a quick pass called with qlow = HUGE_VAL: the
    AVX2 variant without the ratio where the CPU has it, else hpcab__check_block_for's. */
block_fn hpcab__check_flag_for(hpcab_dtype dt);

/** The qmax pass for dt (integers: always 0). */
qmax_fn hpcab__check_qmax_for(hpcab_dtype dt);

/** The find pass for dt (integers: begin). */
find_fn hpcab__check_find_for(hpcab_dtype dt);

/** The max|v| pass for a float or complex dt (NULL for integers), AVX2 as for block passes. */
absmax_fn hpcab__check_absmax_for(hpcab_dtype dt, int allow_avx2);

/**
 * The determinism pass over float components [begin, end) of a and b: *maxd = max|a - b| and
 * *maxa = max|a| over finite components; returns 1 when a NaN, an Inf or an overflow needs the
 * careful rules.
 */
int hpcab__check_det_block(hpcab_dtype dt, const void *a, const void *b, size_t begin, size_t end, double *maxd,
                           double *maxa);

/**
 * The quick pass of hpcab_check_arrays for outputs that pass: only the main vector pass, with the
 * band's own atol (the smallest the full check can use). *passed = 1 means every element passes the
 * full check too; 0 means "run hpcab_check_arrays" (something failed at the band, or a NaN or an
 * Inf needs the careful rules). Errors as hpcab_check_arrays.
 */
struct hpcab_check_spec;
hpcab_status hpcab__check_passes_band(const struct hpcab_check_spec *spec, const void *ref, const void *got,
                                      int *passed);

/**
 * hpcab_check_arrays's verdict on (ref, got) that also poisons `dst` (ref or got) for the next call
 * on it: the quick pass, each block filled with the 8-byte `word` (hpcab__fill_word) once it has
 * passed, while still in cache. *quick = 1: everything passed the band (so the full check passes),
 * and dst holds nothing but the word. *quick = 0: dst is not poisoned — its passing blocks hold the
 * other array's values again (equal values pass) and the rest its own — and *report is the full
 * check's, with max|ref| over ref's original values when dst is ref (the same verdict, failures and
 * worst failing element as hpcab_check_arrays on the arrays as they were). Errors as
 * hpcab_check_arrays.
 */
struct hpcab_check_report;
hpcab_status hpcab__check_arrays_poison(const struct hpcab_check_spec *spec, const void *ref, const void *got,
                                        void *dst, uint64_t word, int *quick, struct hpcab_check_report *report);

/**
 * hpcab__check_arrays_poison that poisons both arrays: each block of ref and of got is filled with
 * `word` once it has passed. *quick = 1: everything passed, and both hold nothing but the word.
 * *quick = 0: neither is poisoned — the blocks filled before a failing one hold zeros in both (equal
 * values pass) and the rest their own values — and *report is the full check's, with max|ref| over
 * ref's original values (the same verdict, failures and worst failing element as hpcab_check_arrays
 * on the arrays as they were). HPCAB_E_INVALID when ref and got are the same array; else errors as
 * hpcab_check_arrays.
 */
hpcab_status hpcab__check_arrays_poison_both(const struct hpcab_check_spec *spec, void *ref, void *got, uint64_t word,
                                             int *quick, struct hpcab_check_report *report);

/** 1 when this build has the AVX2 variants and the CPU runs them. */
int hpcab__check_have_avx2(void);

#endif /* HPCAB_CHECK_KERNELS_H */
