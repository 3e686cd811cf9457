/*
 * tests/integration/corpus_check.c — the draw part of the corpus validation (issue 11): for every
 * kernel directory given, loads the manifest and, for each of its precisions, draws the sizes of the
 * test draw, of correctness draws 0 .. 7 (the edge sizes, then the whole range under the footprint
 * cap) and of timed draws 0 .. 3 (the upper half of the ranges), and checks that
 *   - every draw succeeds (rejection sampling finds sizes meeting the constraints);
 *   - hpcab_sizes_check accepts the drawn sizes (constraints hold, shapes non-negative);
 *   - a correctness draw's footprint stays under HPCAB_DEFAULT_FOOTPRINT_CAP, a timed one under
 *     --max-timed-gib (default 8: the machines that time the corpus have at least 16 GiB);
 *   - the test draw's arrays can be filled (hpcab_draw_fill_all: CSR densities, permutations, spd...)
 *     when no array needs a custom initializer (those are filled by the judge's grade, step (d)).
 * Prints "KERNEL: ok" per kernel on stdout and one line per problem on stderr; exits 0 when every
 * kernel passes, 1 otherwise, 2 on usage errors.
 *
 * Usage: corpus_check [--max-timed-gib G] KERNEL_DIR...
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab.h"

static const uint8_t SEED[HPCAB_SEED_BYTES] = {0x11, 0x0c, 0x0a, 0x1d, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
                                               17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32};

static const char *purpose_name(hpcab_purpose p)
{
  return p == HPCAB_PURPOSE_TEST ? "test" : p == HPCAB_PURPOSE_CORRECTNESS ? "correctness" : "timed";
}

/* Writes the sizes as "N=100 M=7" into buf. */
static void format_sizes(const hpcab_manifest *m, const hpcab_sizes *s, char *buf, size_t cap)
{
  size_t used = 0;
  buf[0] = '\0';
  for (size_t i = 0; i < hpcab_sizes_count(s) && used < cap; i++) {
    int n = snprintf(buf + used, cap - used, "%s%s=%" PRId64, i ? " " : "", hpcab_manifest_size_name(m, i),
                     hpcab_sizes_get(s, i));
    if (n < 0) break;
    used += (size_t)n;
  }
}

static int has_custom_init(const hpcab_manifest *m)
{
  for (size_t i = 0; i < hpcab_manifest_array_count(m); i++)
    if (hpcab_manifest_array_init(m, i) == HPCAB_INIT_FUNCTION) return 1;
  return 0;
}

/* Checks one draw; returns the number of problems (reported on stderr). */
static int check_draw(const char *dir, const hpcab_manifest *m, hpcab_dtype prec, hpcab_purpose purpose,
                      uint64_t index, uint64_t max_timed)
{
  const char *pn = hpcab_dtype_name(prec), *what = purpose_name(purpose);
  hpcab_draw *d = NULL;
  if (hpcab_draw_new(m, prec, SEED, index, purpose, NULL, &d) != HPCAB_OK) {
    fprintf(stderr, "%s: %s: %s draw %" PRIu64 ": %s\n", dir, pn, what, index, hpcab_last_error());
    return 1;
  }
  int problems = 0;
  const hpcab_sizes *s = hpcab_draw_sizes(d);
  char sizes[512];
  format_sizes(m, s, sizes, sizeof sizes);
  if (hpcab_sizes_check(m, s) != HPCAB_OK) {
    fprintf(stderr, "%s: %s: %s draw %" PRIu64 " (%s) violates: %s\n", dir, pn, what, index, sizes, hpcab_last_error());
    problems++;
  }
  uint64_t bytes = 0;
  if (hpcab_manifest_footprint(m, s, prec, &bytes) != HPCAB_OK) {
    fprintf(stderr, "%s: %s: %s draw %" PRIu64 " (%s): footprint: %s\n", dir, pn, what, index, sizes, hpcab_last_error());
    problems++;
  } else if (purpose == HPCAB_PURPOSE_CORRECTNESS && bytes > HPCAB_DEFAULT_FOOTPRINT_CAP) {
    fprintf(stderr, "%s: %s: correctness draw %" PRIu64 " (%s) holds %" PRIu64 " bytes, over the cap %" PRIu64 "\n",
            dir, pn, index, sizes, bytes, (uint64_t)HPCAB_DEFAULT_FOOTPRINT_CAP);
    problems++;
  } else if (purpose == HPCAB_PURPOSE_TIMED && bytes > max_timed) {
    fprintf(stderr, "%s: %s: timed draw %" PRIu64 " (%s) holds %.2f GiB, over %.2f GiB\n", dir, pn, index, sizes,
            (double)bytes / (1 << 30), (double)max_timed / (1 << 30));
    problems++;
  }
  if (purpose == HPCAB_PURPOSE_TEST && !has_custom_init(m) && hpcab_draw_fill_all(d, 1) != HPCAB_OK) {
    fprintf(stderr, "%s: %s: test draw (%s) cannot be filled: %s\n", dir, pn, sizes, hpcab_last_error());
    problems++;
  }
  hpcab_draw_free(d);
  return problems;
}

static int check_kernel(const char *dir, uint64_t max_timed)
{
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load(dir, &m) != HPCAB_OK) {
    fprintf(stderr, "%s\n", hpcab_last_error());
    return 1;
  }
  int problems = 0;
  for (size_t p = 0; p < hpcab_manifest_precision_count(m); p++) {
    hpcab_dtype prec = hpcab_manifest_precision(m, p);
    problems += check_draw(dir, m, prec, HPCAB_PURPOSE_TEST, 0, max_timed);
    for (uint64_t i = 0; i < 8; i++) problems += check_draw(dir, m, prec, HPCAB_PURPOSE_CORRECTNESS, i, max_timed);
    for (uint64_t i = 0; i < 4; i++) problems += check_draw(dir, m, prec, HPCAB_PURPOSE_TIMED, i, max_timed);
  }
  hpcab_manifest_free(m);
  return problems;
}

int main(int argc, char **argv)
{
  double gib = 8;
  int first = 1, bad = 0;
  if (argc > 2 && !strcmp(argv[1], "--max-timed-gib")) {
    char *end;
    gib = strtod(argv[2], &end);
    if (*end || !(gib > 0)) {
      fprintf(stderr, "corpus_check: --max-timed-gib needs a positive number\n");
      return 2;
    }
    first = 3;
  }
  if (first >= argc) {
    fprintf(stderr, "usage: corpus_check [--max-timed-gib G] KERNEL_DIR...\n");
    return 2;
  }
  uint64_t max_timed = (uint64_t)(gib * (double)(1 << 30));
  for (int i = first; i < argc; i++) {
    if (check_kernel(argv[i], max_timed)) bad++;
    else printf("%s: ok\n", argv[i]);
  }
  if (bad) fprintf(stderr, "corpus_check: %d of %d kernels have problems\n", bad, argc - first);
  return bad ? 1 : 0;
}
