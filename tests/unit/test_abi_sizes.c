/* Unit tests: the size-field rule (lib/DESIGN.md §3, issue 16) at every public entry point that takes or
 * fills a struct starting with `size`. Structs are passed at their FIRST released layout
 * (lib/common/first_layouts.h), as a binary built against libhpcabench 0.1 passes them:
 *  - a struct passed in at its first size, every byte after it garbage, is read as if that tail were
 *    zero (the call does what it does for today's struct with a zero tail);
 *  - a struct passed in one byte shorter than its first layout, or one byte longer than today's, is
 *    refused with HPCAB_E_INVALID and a message naming the size;
 *  - a struct filled for a caller whose size is the first layout gets only those bytes (a canary after
 *    them is untouched, `size` is kept, the fields are those today's caller gets); a size below the
 *    first layout is refused;
 *  - every entry point with such a parameter (parsed from the headers in include/hpcab) is called here.
 * The garbage tail holds 0xA5 bytes, and a tripwire where a read of the tail would otherwise go
 * unnoticed (hooks that count their calls, a compile memory limit no compiler fits in). */
#include <dirent.h>
#include <ftw.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "hpcab.h"
#include "first_layouts.h"
#include "axpy_grade.h"

#define WORKER_BIN HPCAB_BUILD_ROOT "/lib/hpcab-worker"
#define KERNELS HPCAB_BUILD_ROOT "/tests/unit_worker_kernels.so"
#define INCLUDE_DIR HPCAB_SOURCE_ROOT "/include"
#define AXPY HPCAB_SOURCE_ROOT "/tests/manifests/good/axpy"
#define THIS_FILE HPCAB_SOURCE_ROOT "/tests/unit/test_abi_sizes.c"

/* ---------------------------------------------------------------------------------------------- */
/* A struct of type T as the caller's memory holds it: room for TAIL bytes after today's layout.    */

enum { TAIL = 64 };
#define GARBAGE 0xA5
#define CANARY 0x5A
#define SIZED(T)                                                                                                       \
  union {                                                                                                              \
    T s;                                                                                                               \
    max_align_t align_;                                                                                                \
    unsigned char b[sizeof(T) + TAIL];                                                                                 \
  }

/* An in struct as a caller built against the first layout passes it: the first `first` bytes of
   *want, size = first, every byte after them GARBAGE. */
static void as_first(void *buf, size_t cap, const void *want, size_t first)
{
  memset(buf, GARBAGE, cap);
  memcpy(buf, want, first);
  memcpy(buf, &first, sizeof first);
}
#define IN_FIRST(u, want, FIRST) (as_first((u).b, sizeof(u).b, &(want), (FIRST)), &(u).s)

/* The whole of *want (today's layout) with `size` set to a size of no known layout. */
static void with_size(void *buf, size_t cap, const void *want, size_t wsize, size_t size)
{
  memset(buf, GARBAGE, cap);
  memcpy(buf, want, wsize);
  memcpy(buf, &size, sizeof size);
}
/* Runs the statement after it twice: u holds want with size FIRST - 1, then sizeof(want) + 1. */
#define FOR_BAD_IN(u, want, FIRST)                                                                                     \
  for (size_t k_ = 0, bad_[2] = {(FIRST)-1, sizeof(want) + 1};                                                         \
       k_ < 2 && (with_size((u).b, sizeof(u).b, &(want), sizeof(want), bad_[k_]), 1); k_++)

/* An out struct as a caller built against the first layout hands it over: size = first, the bytes
   of the layout GARBAGE (a field left unwritten shows), CANARY after them. */
static void out_first(void *buf, size_t cap, size_t first)
{
  memset(buf, GARBAGE, first);
  memset((unsigned char *)buf + first, CANARY, cap - first);
  memcpy(buf, &first, sizeof first);
}
#define OUT_FIRST(u, FIRST) (out_first((u).b, sizeof(u).b, (FIRST)), &(u).s)
#define OUT_SHORT(u, FIRST) (out_first((u).b, sizeof(u).b, (FIRST)-1), &(u).s)

/* The caller's size is kept and nothing after it was written. */
static void kept_(const unsigned char *buf, size_t cap, size_t first, const char *what, const char *file, int line)
{
  size_t size;
  memcpy(&size, buf, sizeof size);
  if (size != first) {
    print_error("%s: size became %zu (the caller's was %zu)\n", what, size, first);
    _fail(file, line);
  }
  for (size_t i = first; i < cap; i++)
    if (buf[i] != CANARY) {
      print_error("%s: byte %zu, past the caller's %zu, was written\n", what, i, first);
      _fail(file, line);
    }
}
#define KEPT(u, FIRST) kept_((u).b, sizeof(u).b, (FIRST), #u, __FILE__, __LINE__)

/* A refusal: HPCAB_E_INVALID returned and recorded, with a message that names the size. */
static void refused_(hpcab_status st, const char *call, const char *file, int line)
{
  const char *msg = hpcab_last_error();
  if (st != HPCAB_E_INVALID || hpcab_last_status() != HPCAB_E_INVALID || !strstr(msg, "size")) {
    print_error("%s: returned %s, last error %s \"%s\" (expected invalid, naming the size)\n", call,
                hpcab_status_name(st), hpcab_status_name(hpcab_last_status()), msg);
    _fail(file, line);
  }
}
#define REFUSED(call) (hpcab_error_clear(), refused_((call), #call, __FILE__, __LINE__))

/* A refused out struct (OUT_SHORT(u, FIRST) in the call): nothing of it was written. */
static void untouched_(const unsigned char *buf, size_t cap, size_t size, const char *what, const char *file, int line)
{
  kept_(buf, cap, size, what, file, line);
  for (size_t i = sizeof size; i < size; i++)
    if (buf[i] != GARBAGE) {
      print_error("%s: byte %zu was written by a call that refused it\n", what, i);
      _fail(file, line);
    }
}
#define REFUSED_OUT(u, FIRST, call) (REFUSED(call), untouched_((u).b, sizeof(u).b, (FIRST)-1, #u, __FILE__, __LINE__))

/* A function without a status that refused: its error is recorded (INVALID, naming the size). */
#define RECORDED_REFUSAL(what) refused_(hpcab_last_status(), what, __FILE__, __LINE__)

/* Field f of T lies in the first layout (else this does not compile) and is the same in a and b. */
static void same_(int same, const char *field, const char *file, int line)
{
  if (!same) {
    print_error("%s differs from what today's caller gets\n", field);
    _fail(file, line);
  }
}
#define SAME(T, FIRST, a, b, f)                                                                                        \
  ((void)sizeof(char[HPCAB__END(T, f) <= (FIRST) ? 1 : -1]),                                                           \
   same_(memcmp(&(a).f, &(b).f, sizeof(a).f) == 0, #T "." #f, __FILE__, __LINE__))

#define OK(call) assert_int_equal((call), HPCAB_OK)

/* ---------------------------------------------------------------------------------------------- */
/* Fixtures: a fresh temporary directory for the group; what is expensive is made once, on first use. */

static char g_tmp[64];
static hpcab_manifest *g_axpy;
static hpcab_build *g_axpy_build;
static hpcab_verdict *g_verdict;
static const uint8_t SEED[HPCAB_SEED_BYTES] = {'a', 'b', 'i'};

static char *tmp_path(char *buf, size_t cap, const char *name)
{
  snprintf(buf, cap, "%s/%s", g_tmp, name);
  return buf;
}

static int remove_entry(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
  (void)sb, (void)flag, (void)ftw;
  return remove(path);
}

static int setup_group(void **state)
{
  (void)state;
  strcpy(g_tmp, "/tmp/hpcab-abi-XXXXXX");
  if (!mkdtemp(g_tmp)) return -1;
  return hpcab_manifest_load(AXPY, &g_axpy) == HPCAB_OK ? 0 : -1;
}

static int teardown_group(void **state)
{
  (void)state;
  hpcab_verdict_free(g_verdict);
  hpcab_build_free(g_axpy_build);
  hpcab_manifest_free(g_axpy);
  return nftw(g_tmp, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

/* The axpy reference built at f64 with today's options (for the sandboxed pairs). */
static const char *axpy_object(void)
{
  if (!g_axpy_build) {
    char cache[128];
    hpcab_build_options o = {.size = sizeof o,
                             .cache_dir = tmp_path(cache, sizeof cache, "cache"),
                             .include_dir = INCLUDE_DIR,
                             .precision = HPCAB_F64};
    OK(hpcab_build_source(&o, AXPY "/reference.c", &g_axpy_build));
  }
  return hpcab_build_object(g_axpy_build);
}

/* Options of a pair for axpy, and a draw of its test sizes (LEN_1D = 1000). */
static hpcab_invoke_options axpy_options(int timed, hpcab_draw **d)
{
  OK(hpcab_draw_new(g_axpy, HPCAB_F64, SEED, 0, HPCAB_PURPOSE_TEST, NULL, d));
  return (hpcab_invoke_options){.size = sizeof(hpcab_invoke_options),
                                .manifest = g_axpy,
                                .precision = HPCAB_F64,
                                .threads = 1,
                                .worker_path = WORKER_BIN,
                                .call_timeout_s = 30,
                                .timed = timed};
}

/* Starts both sides of a pair on the axpy reference. */
static hpcab_invoke *started(hpcab_invoke *iv)
{
  OK(hpcab_invoke_start(iv, HPCAB_SIDE_REFERENCE, axpy_object()));
  OK(hpcab_invoke_start(iv, HPCAB_SIDE_CANDIDATE, axpy_object()));
  return iv;
}

/* A started pair for axpy's test sizes, both sides the reference; *o gets its options. */
static hpcab_invoke *axpy_pair(hpcab_invoke_options *o, int timed, hpcab_draw **d)
{
  *o = axpy_options(timed, d);
  hpcab_invoke *iv = NULL;
  OK(hpcab_invoke_new(o, *d, &iv));
  return started(iv);
}

/* Judge options for axpy graded against itself, as small as a grade gets (axpy_grade.h). */
static hpcab_judge_options judge_options(const char *state_dir)
{
  return axpy_grade_options(state_dir);
}

/* The judge's service hooks, counting their calls. */
static int g_hook_calls;
static hpcab_status count_timing_begin(void *ctx)
{
  (void)ctx;
  g_hook_calls++;
  return HPCAB_OK;
}
static void count_timing_end(void *ctx)
{
  (void)ctx;
  g_hook_calls++;
}
static void count_timed_worker(void *ctx, int side, long pid)
{
  (void)ctx, (void)side, (void)pid;
  g_hook_calls++;
}

/* A grade with today's options and the hooks set: its verdict (correct, one timed input). */
static const hpcab_verdict *full_verdict(void)
{
  if (!g_verdict) {
    char dir[128];
    hpcab_judge_options o = judge_options(tmp_path(dir, sizeof dir, "judge-today"));
    o.timing_begin = count_timing_begin;
    o.timing_end = count_timing_end;
    o.timed_worker = count_timed_worker;
    g_hook_calls = 0;
    OK(hpcab_judge_grade(&o, &g_verdict));
    assert_string_equal(hpcab_verdict_status(g_verdict), "ok");
    assert_int_equal(hpcab_verdict_input_count(g_verdict), 1);
    assert_true(g_hook_calls >= 2); /* the hooks are read from today's struct: the tripwires below can fire */
  }
  return g_verdict;
}

/* splitmix64 as an hpcab_random, counting the words it gives. */
typedef struct {
  uint64_t x;
  int calls;
} counter_rng;
static uint64_t splitmix(void *state)
{
  counter_rng *c = state;
  c->calls++;
  uint64_t z = (c->x += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static const double REF_NS[8] = {100, 104, 98, 101, 103, 99, 102, 100};
static const double CAND_NS[8] = {80, 82, 79, 81, 83, 78, 80, 81};
static const double PINGS[8] = {10, 11, 10, 12, 10, 11, 10, 10};

static hpcab_kernel_outcome outcome(bool solved, double speedup, double in, double cached, double out)
{
  return (hpcab_kernel_outcome){sizeof(hpcab_kernel_outcome), solved, speedup, in, cached, out};
}
static const int NKERNELS = 4;
static void outcomes(hpcab_kernel_outcome c[4], hpcab_kernel_outcome t[4])
{
  c[0] = outcome(true, 2, 100, 0, 10), t[0] = outcome(true, 4, 50, 0, 5);
  c[1] = outcome(true, 1, 100, 50, 10), t[1] = outcome(true, 1.5, 50, 500, 5);
  c[2] = outcome(false, 0, 100, 0, 10), t[2] = outcome(true, 2, 100, 0, 10);
  c[3] = outcome(true, 3, 80, 0, 8), t[3] = outcome(true, 2, 90, 0, 9);
}

/* Rows of kernel outcomes at the caller's stride `stride` (each row's size), garbage after the last. */
typedef union {
  max_align_t align_;
  unsigned char b[4 * sizeof(hpcab_kernel_outcome) + TAIL];
} outcome_rows;
static const hpcab_kernel_outcome *rows_at(outcome_rows *r, const hpcab_kernel_outcome *rows, size_t stride)
{
  memset(r->b, GARBAGE, sizeof r->b);
  for (int i = 0; i < NKERNELS; i++) {
    memcpy(r->b + (size_t)i * stride, &rows[i], stride < sizeof *rows ? stride : sizeof *rows);
    memcpy(r->b + (size_t)i * stride, &stride, sizeof stride);
  }
  return (const hpcab_kernel_outcome *)(void *)r->b;
}

/* A synthetic machine profile (a valid measurement). */
/* A valid calibration of a made-up machine. */
static hpcab_calibration calibration(void)
{
  hpcab_calibration c = {.size = sizeof c, .measured_unix = 1700000000, .grades = 6, .kernels = 2};
  snprintf(c.key, sizeof c.key, "0123456789abcdef0123456789abcdef");
  c.false_credit_rate = 0.25;
  c.too_noisy = 1;
  snprintf(c.why, sizeof c.why, "too noisy");
  return c;
}

static hpcab_machine_profile profile(void)
{
  hpcab_machine_profile p = {.size = sizeof p,
                             .threads = 1,
                             .cores = 1,
                             .llc_bytes = 1 << 20,
                             .working_set_bytes = 4 << 20,
                             .cap_bytes = (uint64_t)2 << 30,
                             .repetitions = 2,
                             .copy_gbps = 10,
                             .triad_gbps = 12,
                             .peak_gflops = 50,
                             .vector_bits = 256,
                             .measured_unix = 1700000000};
  strcpy(p.key, "0123456789abcdef0123456789abcdef");
  strcpy(p.cpu_model, "a test CPU");
  return p;
}

static hpcab_status prepare_ok(void *ctx, int draw, int64_t round)
{
  (void)ctx, (void)draw, (void)round;
  return HPCAB_OK;
}
static hpcab_status run_fixed(void *ctx, hpcab_side side, double *ns)
{
  (void)ctx;
  *ns = side == HPCAB_SIDE_REFERENCE ? 1000 : 900;
  return HPCAB_OK;
}
static hpcab_status verify_ok(void *ctx, int64_t round, int *ok)
{
  (void)ctx, (void)round;
  *ok = 1;
  return HPCAB_OK;
}
static int g_pings;
static hpcab_status ping_counted(void *ctx, hpcab_side side, double *ns)
{
  (void)ctx, (void)side;
  g_pings++;
  *ns = 10;
  return HPCAB_OK;
}

/* ============================================================================================== */
/* Rule 1: an in struct at its first size, garbage after it, reads as if that tail were zero.     */

static void in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_stats(void **state)
{
  (void)state;
  /* hpcab_credit_compute: parameters */
  hpcab_credit_params cp = {.size = sizeof cp, .alpha = 0.2, .min_effect = 0.05};
  SIZED(hpcab_credit_params) cpu;
  hpcab_credit_result today = {.size = sizeof today}, first = {.size = sizeof first};
  OK(hpcab_credit_compute(REF_NS, 8, CAND_NS, 8, &cp, &today));
  OK(hpcab_credit_compute(REF_NS, 8, CAND_NS, 8, IN_FIRST(cpu, cp, HPCAB__FIRST_CREDIT_PARAMS), &first));
  assert_memory_equal(&today.median_ref, &first.median_ref, 3 * sizeof(double));
  assert_true(today.p == first.p && today.credited == first.credited && today.confirmed == first.confirmed);

  /* hpcab_efficacy_compute: rows at the stride of the first layout */
  hpcab_kernel_outcome c[4], t[4];
  outcomes(c, t);
  outcome_rows rc, rt;
  hpcab_efficacy_result e0 = {.size = sizeof e0}, e1 = {.size = sizeof e1};
  OK(hpcab_efficacy_compute(c, t, 4, NULL, 0.9, &e0));
  OK(hpcab_efficacy_compute(rows_at(&rc, c, HPCAB__FIRST_KERNEL_OUTCOME), rows_at(&rt, t, HPCAB__FIRST_KERNEL_OUTCOME),
                            4, NULL, 0.9, &e1));
  assert_int_equal(e1.kernels, 4);
  assert_memory_equal(&e0.rho_s, &e1.rho_s, sizeof e0.rho_s);
  assert_memory_equal(&e0.rho_c, &e1.rho_c, sizeof e0.rho_c);
  assert_true(e0.solved_p == e1.solved_p && e0.only_treatment == e1.only_treatment);
}

static void in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_check(void **state)
{
  (void)state;
  double ref[16], got[16];
  for (int i = 0; i < 16; i++) ref[i] = got[i] = 1.0 + i;
  got[5] += 1e-3;
  int64_t shape[1] = {16};
  hpcab_check_spec spec = {.size = sizeof spec,
                           .dtype = HPCAB_F64,
                           .precision = HPCAB_F64,
                           .ndim = 1,
                           .shape = shape,
                           .accumulate = 4,
                           .threads = 1};
  SIZED(hpcab_check_spec) su;
  /* hpcab_check_ref_absmax */
  double m0 = 0, m1 = 0;
  OK(hpcab_check_ref_absmax(&spec, ref, &m0));
  OK(hpcab_check_ref_absmax(IN_FIRST(su, spec, HPCAB__FIRST_CHECK_SPEC), ref, &m1));
  assert_true(m0 == 16 && m1 == m0);
  /* hpcab_check_arrays */
  hpcab_check_report r0 = {.size = sizeof r0}, r1 = {.size = sizeof r1};
  OK(hpcab_check_arrays(&spec, ref, got, &r0));
  OK(hpcab_check_arrays(IN_FIRST(su, spec, HPCAB__FIRST_CHECK_SPEC), ref, got, &r1));
  assert_false(r1.passed);
  assert_true(r1.worst_index == 5 && r1.worst_index == r0.worst_index && r1.worst_ratio == r0.worst_ratio);
  assert_true(r1.atol == r0.atol && r1.n_failed == r0.n_failed);
  /* hpcab_check_determinism */
  double q0 = 0, q1 = 0;
  int p0 = -1, p1 = -1;
  OK(hpcab_check_determinism(&spec, ref, got, &q0, &p0));
  OK(hpcab_check_determinism(IN_FIRST(su, spec, HPCAB__FIRST_CHECK_SPEC), ref, got, &q1, &p1));
  assert_true(q1 == q0 && p1 == p0 && q1 > 0);
  /* hpcab_check_report_format: the report passed in */
  SIZED(hpcab_check_report) ru;
  char line0[256], line1[256];
  int n0 = hpcab_check_report_format(&r0, "C", line0, sizeof line0);
  int n1 = hpcab_check_report_format(IN_FIRST(ru, r0, HPCAB__FIRST_CHECK_REPORT), "C", line1, sizeof line1);
  assert_int_equal(n1, n0);
  assert_string_equal(line1, line0);
  assert_non_null(strstr(line1, "C[5]"));
}

static void in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_inputs(void **state)
{
  (void)state;
  hpcab_stream s = {.size = sizeof s};
  OK(hpcab_stream_key(SEED, "abi", 0, "x", &s));
  SIZED(hpcab_stream) su;
  hpcab_fill_spec spec = {
      .size = sizeof spec, .dist = HPCAB_DIST_UNIFORM, .domain = HPCAB_DOMAIN_INTERVAL, .lo = -3, .hi = 5};
  SIZED(hpcab_fill_spec) fu;
  /* every fill: the same bytes from a first-size stream (and spec) as from today's */
  double a0[64], a1[64];
  OK(hpcab_fill_array(&s, &spec, HPCAB_F64, a0, 64, 1));
  OK(hpcab_fill_array(IN_FIRST(su, s, HPCAB__FIRST_STREAM), IN_FIRST(fu, spec, HPCAB__FIRST_FILL_SPEC), HPCAB_F64, a1,
                      64, 1));
  assert_memory_equal(a0, a1, sizeof a0);
  OK(hpcab_fill_perturb(&s, HPCAB_F64, a0, 64, 1));
  OK(hpcab_fill_perturb(IN_FIRST(su, s, HPCAB__FIRST_STREAM), HPCAB_F64, a1, 64, 1));
  assert_memory_equal(a0, a1, sizeof a0);
  int64_t i0[50], i1[50];
  OK(hpcab_fill_permutation(&s, HPCAB_I64, i0, 50));
  OK(hpcab_fill_permutation(IN_FIRST(su, s, HPCAB__FIRST_STREAM), HPCAB_I64, i1, 50));
  assert_memory_equal(i0, i1, sizeof i0);
  OK(hpcab_fill_index(&s, HPCAB_I64, i0, 50, 7, 1));
  OK(hpcab_fill_index(IN_FIRST(su, s, HPCAB__FIRST_STREAM), HPCAB_I64, i1, 50, 7, 1));
  assert_memory_equal(i0, i1, sizeof i0);
  double m0[64], m1[64];
  OK(hpcab_fill_spd(&s, HPCAB_F64, m0, 8, 1));
  OK(hpcab_fill_spd(IN_FIRST(su, s, HPCAB__FIRST_STREAM), HPCAB_F64, m1, 8, 1));
  assert_memory_equal(m0, m1, sizeof m0);
  OK(hpcab_fill_diag_dominant(&s, HPCAB_F64, m0, 8, 1));
  OK(hpcab_fill_diag_dominant(IN_FIRST(su, s, HPCAB__FIRST_STREAM), HPCAB_F64, m1, 8, 1));
  assert_memory_equal(m0, m1, sizeof m0);
  int32_t rp0[11], rp1[11], ci0[30], ci1[30];
  double v0[30], v1[30];
  OK(hpcab_fill_csr(&s, 10, 10, 30, HPCAB_I32, rp0, ci0, HPCAB_F64, v0, &spec, 1));
  OK(hpcab_fill_csr(IN_FIRST(su, s, HPCAB__FIRST_STREAM), 10, 10, 30, HPCAB_I32, rp1, ci1, HPCAB_F64, v1,
                    IN_FIRST(fu, spec, HPCAB__FIRST_FILL_SPEC), 1));
  assert_memory_equal(rp0, rp1, sizeof rp0);
  assert_memory_equal(ci0, ci1, sizeof ci0);
  assert_memory_equal(v0, v1, sizeof v0);

  /* hpcab_stream_derive: the parent */
  hpcab_stream c0 = {.size = sizeof c0}, c1 = {.size = sizeof c1};
  OK(hpcab_stream_derive(&s, "round", 3, &c0));
  OK(hpcab_stream_derive(IN_FIRST(su, s, HPCAB__FIRST_STREAM), "round", 3, &c1));
  assert_memory_equal(c0.key, c1.key, sizeof c0.key);
  assert_memory_equal(c0.nonce, c1.nonce, sizeof c0.nonce);

  /* hpcab_stream_random: the stream it reads (and advances) in place */
  hpcab_stream s0 = s;
  hpcab_random r0 = {.size = sizeof r0}, r1 = {.size = sizeof r1};
  OK(hpcab_stream_random(&s0, &r0));
  OK(hpcab_stream_random(IN_FIRST(su, s, HPCAB__FIRST_STREAM), &r1));
  for (int k = 0; k < 5; k++) assert_true(r0.next_u64(r0.state) == r1.next_u64(r1.state));
  assert_true(su.s.position == 5 && s0.position == 5);

  /* hpcab_random_below / hpcab_random_unit */
  counter_rng k0 = {42, 0}, k1 = {42, 0};
  hpcab_random g0 = {sizeof g0, splitmix, &k0}, g1 = {sizeof g1, splitmix, &k1};
  SIZED(hpcab_random) gu;
  for (int k = 0; k < 20; k++)
    assert_true(hpcab_random_below(&g0, 1000) == hpcab_random_below(IN_FIRST(gu, g1, HPCAB__FIRST_RANDOM), 1000));
  for (int k = 0; k < 20; k++)
    assert_true(hpcab_random_unit(&g0) == hpcab_random_unit(IN_FIRST(gu, g1, HPCAB__FIRST_RANDOM)));
  assert_int_equal(k1.calls, k0.calls);

  /* hpcab_sizes_draw (random and limits), hpcab_sizes_top (limits), hpcab_params_draw (random) */
  hpcab_draw_limits lim = {
      .size = sizeof lim, .footprint_cap = (uint64_t)1 << 20, .max_tries = 100, .precision = HPCAB_F64};
  SIZED(hpcab_draw_limits) lu;
  hpcab_sizes *z0 = NULL, *z1 = NULL;
  OK(hpcab_sizes_new(g_axpy, &z0));
  OK(hpcab_sizes_new(g_axpy, &z1));
  k0 = (counter_rng){7, 0}, k1 = (counter_rng){7, 0};
  OK(hpcab_sizes_draw(g_axpy, HPCAB_PURPOSE_CORRECTNESS, 6, &g0, &lim, z0));
  OK(hpcab_sizes_draw(g_axpy, HPCAB_PURPOSE_CORRECTNESS, 6, IN_FIRST(gu, g1, HPCAB__FIRST_RANDOM),
                      IN_FIRST(lu, lim, HPCAB__FIRST_DRAW_LIMITS), z1));
  assert_true(hpcab_sizes_get(z1, 0) == hpcab_sizes_get(z0, 0) && hpcab_sizes_get(z1, 0) * 20 <= (1 << 20));
  int capped0 = -1, capped1 = -1;
  OK(hpcab_sizes_top(g_axpy, &lim, z0, &capped0));
  OK(hpcab_sizes_top(g_axpy, IN_FIRST(lu, lim, HPCAB__FIRST_DRAW_LIMITS), z1, &capped1));
  assert_true(hpcab_sizes_get(z1, 0) == hpcab_sizes_get(z0, 0) && capped1 == 1 && capped0 == 1);
  hpcab_sizes_free(z0);
  hpcab_sizes_free(z1);
  double p0[1], p1[1];
  OK(hpcab_params_draw(g_axpy, HPCAB_F64, &g0, p0));
  OK(hpcab_params_draw(g_axpy, HPCAB_F64, IN_FIRST(gu, g1, HPCAB__FIRST_RANDOM), p1));
  assert_true(p0[0] == p1[0] && p1[0] >= 0.5 && p1[0] <= 2.0);

  /* hpcab_draw_new: the limits */
  hpcab_draw *d0 = NULL, *d1 = NULL;
  OK(hpcab_draw_new(g_axpy, HPCAB_F64, SEED, 9, HPCAB_PURPOSE_CORRECTNESS, &lim, &d0));
  OK(hpcab_draw_new(g_axpy, HPCAB_F64, SEED, 9, HPCAB_PURPOSE_CORRECTNESS, IN_FIRST(lu, lim, HPCAB__FIRST_DRAW_LIMITS),
                    &d1));
  assert_true(hpcab_sizes_get(hpcab_draw_sizes(d1), 0) == hpcab_sizes_get(hpcab_draw_sizes(d0), 0));
  assert_true(hpcab_draw_param(d1, 0) == hpcab_draw_param(d0, 0));
  /* hpcab_draw_new_sized takes no sized struct: the draw of those sizes is the same */
  hpcab_draw *d2 = NULL;
  OK(hpcab_draw_new_sized(g_axpy, HPCAB_F64, SEED, 9, HPCAB_PURPOSE_CORRECTNESS, hpcab_draw_sizes(d1), &d2));
  assert_true(hpcab_draw_param(d2, 0) == hpcab_draw_param(d0, 0));
  hpcab_draw_free(d0);
  hpcab_draw_free(d1);
  hpcab_draw_free(d2);
}

static void in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_roofline(void **state)
{
  (void)state;
  /* hpcab_peak_measure: the options */
  hpcab_topo *topo = NULL;
  OK(hpcab_topo_new(&topo));
  hpcab_peak_options po = {
      .size = sizeof po, .nthreads = 1, .working_set_bytes = 3 * 64 * 1024, .repetitions = 2, .flops_seconds = 0.002};
  SIZED(hpcab_peak_options) pu;
  hpcab_machine_profile m0 = {.size = sizeof m0}, m1 = {.size = sizeof m1};
  OK(hpcab_peak_measure(topo, &po, &m0));
  OK(hpcab_peak_measure(topo, IN_FIRST(pu, po, HPCAB__FIRST_PEAK_OPTIONS), &m1));
  assert_true(m1.threads == 1 && m1.repetitions == 2 && m1.working_set_bytes == m0.working_set_bytes);
  assert_true(m1.copy_gbps > 0 && m1.triad_gbps > 0 && m1.peak_gflops > 0);
  hpcab_topo_free(topo);

  /* the profile passed in: hpcab_profile_peak_gbps, hpcab_profile_save, hpcab_plausibility_check */
  hpcab_machine_profile p = profile();
  SIZED(hpcab_machine_profile) mu;
  assert_true(hpcab_profile_peak_gbps(IN_FIRST(mu, p, HPCAB__FIRST_MACHINE_PROFILE)) == 12);
  char f0[128], f1[128];
  OK(hpcab_profile_save(&p, tmp_path(f0, sizeof f0, "today.profile")));
  OK(hpcab_profile_save(IN_FIRST(mu, p, HPCAB__FIRST_MACHINE_PROFILE), tmp_path(f1, sizeof f1, "first.profile")));
  hpcab_machine_profile l0 = {.size = sizeof l0}, l1 = {.size = sizeof l1};
  OK(hpcab_profile_load(f0, p.key, &l0));
  OK(hpcab_profile_load(f1, p.key, &l1));
  assert_memory_equal(&l0, &l1, offsetof(hpcab_machine_profile, measured_unix) + sizeof l0.measured_unix);
  hpcab_suspect s0 = {.size = sizeof s0}, s1 = {.size = sizeof s1};
  OK(hpcab_plausibility_check(&p, 1e8, 10, 3, 0, &s0));
  OK(hpcab_plausibility_check(IN_FIRST(mu, p, HPCAB__FIRST_MACHINE_PROFILE), 1e8, 10, 3, 0, &s1));
  assert_true(s1.flags == HPCAB_SUSPECT_ROOFLINE && s1.flags == s0.flags && s1.floor_ns == s0.floor_ns);
  assert_string_equal(s1.reason, s0.reason);

  /* the calibration passed in: hpcab_calibration_save */
  hpcab_calibration c = calibration();
  SIZED(hpcab_calibration) cu;
  OK(hpcab_calibration_save(&c, tmp_path(f0, sizeof f0, "today.calibration")));
  OK(hpcab_calibration_save(IN_FIRST(cu, c, HPCAB__FIRST_CALIBRATION), tmp_path(f1, sizeof f1, "first.calibration")));
  hpcab_calibration c0 = {.size = sizeof c0}, c1 = {.size = sizeof c1};
  OK(hpcab_calibration_load(f0, c.key, &c0));
  OK(hpcab_calibration_load(f1, c.key, &c1));
  assert_memory_equal(&c0, &c1, sizeof c0);
}

static void in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_store(void **state)
{
  (void)state;
  char path[128];
  hpcab_store *st = NULL;
  OK(hpcab_store_open(tmp_path(path, sizeof path, "store-in/results.db"), &st));
  /* hpcab_store_put_grade */
  hpcab_stored_grade g = {.size = sizeof g,
                          .cache_key = "key-first",
                          .kernel_id = "llr/s000",
                          .candidate_sha256 = "c0ffee",
                          .status = "ok",
                          .speedup = 1.5,
                          .json = "{}",
                          .report = "report",
                          .created_unix = 1700000000};
  SIZED(hpcab_stored_grade) gu;
  OK(hpcab_store_put_grade(st, IN_FIRST(gu, g, HPCAB__FIRST_STORED_GRADE), NULL, 0));
  hpcab_stored_grade back = {.size = sizeof back};
  OK(hpcab_store_get_grade(st, "key-first", &back));
  assert_string_equal(back.kernel_id, "llr/s000");
  assert_string_equal(back.report, "report");
  assert_true(back.speedup == 1.5 && back.created_unix > 0);
  /* hpcab_store_service_session_add, hpcab_store_submission_open */
  const char *token = "00000000000000000000000000000000000000000000000000000000000000aa";
  hpcab_service_session s = {.size = sizeof s,
                             .id = "s1",
                             .mode = HPCAB_MODE_SINGLE,
                             .kernels = "llr/s000\n",
                             .precision = "f64",
                             .max_scores = 3,
                             .deadline_unix = 0,
                             .created_unix = 1700000000};
  SIZED(hpcab_service_session) su;
  OK(hpcab_store_service_session_add(st, IN_FIRST(su, s, HPCAB__FIRST_SERVICE_SESSION), token));
  hpcab_service_session sb = {.size = sizeof sb};
  OK(hpcab_store_service_session_find(st, token, &sb));
  assert_string_equal(sb.id, "s1");
  assert_true(sb.mode == HPCAB_MODE_SINGLE && sb.max_scores == 3);
  int64_t id = -1;
  hpcab_refusal why = HPCAB_REFUSAL_BLIND;
  OK(hpcab_store_submission_open(st, IN_FIRST(su, s, HPCAB__FIRST_SERVICE_SESSION), HPCAB_ROUTE_SUBMIT, "llr/s000",
                                 "c0ffee", 1700000100, &id, &why));
  assert_true(id > 0 && why == HPCAB_REFUSAL_NONE);
  /* the session's mode was read: a second submission is refused */
  assert_int_equal(hpcab_store_submission_open(st, IN_FIRST(su, s, HPCAB__FIRST_SERVICE_SESSION), HPCAB_ROUTE_SUBMIT,
                                               "llr/s000", "c0ffee", 1700000100, &id, &why),
                   HPCAB_E_REFUSED);
  assert_int_equal(why, HPCAB_REFUSAL_ALREADY_SUBMITTED);
  hpcab_store_close(st);
}

static void in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_timing(void **state)
{
  (void)state;
  /* today's callbacks with a ping: the protocol pings */
  hpcab_timing_ops ops = {
      .size = sizeof ops, .prepare = prepare_ok, .run = run_fixed, .verify = verify_ok, .ping = ping_counted};
  hpcab_timing_params tp = {.size = sizeof tp, .draws = 2, .budget_s = 0.001, .min_calls = 3, .max_calls = 3};
  hpcab_timing *t = NULL;
  g_pings = 0;
  OK(hpcab_timing_run(&tp, &ops, NULL, &t));
  assert_true(hpcab_timing_pings(t) > 0 && g_pings > 0);
  hpcab_timing_free(t);
  /* the first layout ends before ping: whatever lies there (a counting ping) is not called */
  SIZED(hpcab_timing_ops) ou;
  SIZED(hpcab_timing_params) pu;
  hpcab_timing_ops *first = IN_FIRST(ou, ops, HPCAB__FIRST_TIMING_OPS);
  _Static_assert(offsetof(hpcab_timing_ops, ping) >= HPCAB__FIRST_TIMING_OPS, "ping is past the first layout");
  first->ping = ping_counted;
  g_pings = 0;
  OK(hpcab_timing_run(IN_FIRST(pu, tp, HPCAB__FIRST_TIMING_PARAMS), first, NULL, &t));
  assert_int_equal(hpcab_timing_get_outcome(t), HPCAB_TIMING_OK);
  assert_int_equal(hpcab_timing_rounds(t), 3);
  assert_int_equal(hpcab_timing_pings(t), 0);
  assert_int_equal(g_pings, 0);
  assert_true(hpcab_timing_samples(t, HPCAB_SIDE_CANDIDATE)[2] == 900);
  hpcab_timing_free(t);
}

static void in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_build(void **state)
{
  (void)state;
  /* a memory_bytes no compiler fits in, past the first layout: read, it would fail the build */
  _Static_assert(offsetof(hpcab_build_options, memory_bytes) >= HPCAB__FIRST_BUILD_OPTIONS,
                 "memory_bytes is past the first layout");
  char c0[128], c1[128];
  hpcab_build_options o = {.size = sizeof o,
                           .cache_dir = tmp_path(c0, sizeof c0, "build-today"),
                           .include_dir = INCLUDE_DIR,
                           .precision = HPCAB_F64,
                           .memory_bytes = 4096};
  hpcab_build *b = NULL;
  assert_int_not_equal(hpcab_build_source(&o, AXPY "/reference.c", &b), HPCAB_OK); /* the tripwire works */
  hpcab_build_free(b);
  b = NULL;
  o.cache_dir = tmp_path(c1, sizeof c1, "build-first");
  SIZED(hpcab_build_options) u;
  hpcab_build_options *first = IN_FIRST(u, o, HPCAB__FIRST_BUILD_OPTIONS);
  first->memory_bytes = 4096;
  OK(hpcab_build_source(first, AXPY "/reference.c", &b));
  assert_false(hpcab_build_cached(b));
  assert_int_equal(access(hpcab_build_object(b), R_OK), 0);
  hpcab_build_free(b);
  hpcab_srccheck *sc = NULL; /* the judge's check takes the same options */
  OK(hpcab_srccheck_build(first, AXPY "/reference.c", &sc));
  assert_non_null(sc);
  hpcab_srccheck_free(sc);
}

static void in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_sandbox(void **state)
{
  (void)state;
  /* hpcab_arena_new: specs at the stride of the first layout */
  const hpcab_arena_spec specs[2] = {{sizeof(hpcab_arena_spec), "a", 100 * 8, HPCAB_INTENT_OUT, 8},
                                     {sizeof(hpcab_arena_spec), "b", 100 * 8, HPCAB_INTENT_IN, 8}};
  union {
    max_align_t align_;
    unsigned char b[2 * sizeof(hpcab_arena_spec) + TAIL];
  } su;
  const size_t stride = HPCAB__FIRST_ARENA_SPEC;
  memset(su.b, GARBAGE, sizeof su.b);
  for (int i = 0; i < 2; i++) {
    memcpy(su.b + i * stride, &specs[i], stride);
    memcpy(su.b + i * stride, &stride, sizeof stride);
  }
  hpcab_arena *arena = NULL;
  OK(hpcab_arena_new((const hpcab_arena_spec *)(void *)su.b, 2, &arena));
  assert_int_equal(hpcab_arena_count(arena), 2);
  assert_string_equal(hpcab_arena_name(arena, 1), "b");
  assert_int_equal(hpcab_arena_bytes(arena, 1), 800);
  /* hpcab_worker_new: the options */
  static const hpcab_worker_arg args[3] = {
      {HPCAB_WORKER_ARG_ARRAY, 0, 0}, {HPCAB_WORKER_ARG_ARRAY, 1, 0}, {HPCAB_WORKER_ARG_SCALAR, 0, HPCAB_I64}};
  hpcab_worker_options o = {.size = sizeof o,
                            .worker_path = WORKER_BIN,
                            .library = KERNELS,
                            .symbol = "copy_plus_one",
                            .args = args,
                            .nargs = 3,
                            .arena = arena,
                            .call_timeout_s = 30};
  SIZED(hpcab_worker_options) ou;
  hpcab_worker *w = NULL;
  OK(hpcab_worker_new(IN_FIRST(ou, o, HPCAB__FIRST_WORKER_OPTIONS), &w));
  double *a = hpcab_arena_data(arena, 0), *b = hpcab_arena_data(arena, 1);
  for (int i = 0; i < 100; i++) b[i] = i;
  hpcab_scalar n = {.i64 = 100};
  hpcab_call_result r = {.size = sizeof r};
  OK(hpcab_worker_call(w, &n, &r));
  assert_int_equal(r.outcome, HPCAB_OUTCOME_OK);
  assert_true(a[0] == 1 && a[99] == 100);
  hpcab_worker_free(w);
  hpcab_arena_free(arena);
}

static void in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_invoke(void **state)
{
  (void)state;
  /* hpcab_invoke_new: the options (a correctness round on the pair it makes) */
  hpcab_draw *d = NULL;
  hpcab_invoke_options o = axpy_options(0, &d);
  SIZED(hpcab_invoke_options) ou;
  hpcab_invoke *iv = NULL;
  OK(hpcab_invoke_new(IN_FIRST(ou, o, HPCAB__FIRST_INVOKE_OPTIONS), d, &iv));
  OK(hpcab_invoke_stage(started(iv), d, -1));
  hpcab_call_result r = {.size = sizeof r};
  OK(hpcab_invoke_call(iv, HPCAB_SIDE_REFERENCE, &r));
  assert_int_equal(r.outcome, HPCAB_OUTCOME_OK);
  OK(hpcab_invoke_call(iv, HPCAB_SIDE_CANDIDATE, &r));
  assert_int_equal(r.outcome, HPCAB_OUTCOME_OK);
  int passed = 0;
  OK(hpcab_invoke_compare(iv, d, &passed, NULL, 0));
  assert_true(passed);
  hpcab_invoke_free(iv);
  hpcab_draw_free(d);

  /* hpcab_invoke_time: the parameters (two timed calls per side) */
  iv = axpy_pair(&o, 1, &d);
  hpcab_timing_params timing = {.size = sizeof timing, .draws = 1, .budget_s = 0.001, .min_calls = 2, .max_calls = 2};
  hpcab_invoke_time_params tp = {.size = sizeof tp, .timing = &timing, .no_pin = 1};
  SIZED(hpcab_invoke_time_params) tu;
  hpcab_timing *t = NULL;
  OK(hpcab_invoke_time(iv, &d, 1, IN_FIRST(tu, tp, HPCAB__FIRST_INVOKE_TIME_PARAMS), &t));
  assert_int_equal(hpcab_timing_get_outcome(t), HPCAB_TIMING_OK);
  assert_int_equal(hpcab_timing_rounds(t), 2);
  hpcab_timing_free(t);
  hpcab_invoke_free(iv);
  hpcab_draw_free(d);
}

/* Tripwires past the judge options' first layout: hooks that count their calls, a margin the
   crediting refuses, a compile memory limit no compiler fits in. */
static hpcab_judge_options *judge_first(void *u, size_t cap, const hpcab_judge_options *want)
{
  as_first(u, cap, want, HPCAB__FIRST_JUDGE_OPTIONS);
  hpcab_judge_options *o = u;
  _Static_assert(offsetof(hpcab_judge_options, timing_begin) >= HPCAB__FIRST_JUDGE_OPTIONS, "hooks are past it");
  o->timing_begin = count_timing_begin;
  o->timing_end = count_timing_end;
  o->timed_worker = count_timed_worker;
  o->min_effect = 5;
  o->compile_memory_bytes = 4096;
  return o;
}

static void in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_judge(void **state)
{
  (void)state;
  full_verdict(); /* today's struct: the hooks are called */
  char dir[128];
  hpcab_judge_options want = judge_options(tmp_path(dir, sizeof dir, "judge-first"));
  SIZED(hpcab_judge_options) u;
  hpcab_verdict *v = NULL;
  g_hook_calls = 0;
  OK(hpcab_judge_grade(judge_first(u.b, sizeof u.b, &want), &v));
  assert_string_equal(hpcab_verdict_status(v), "ok");
  assert_false(hpcab_verdict_cached(v));
  assert_int_equal(hpcab_verdict_input_count(v), 1);
  hpcab_verdict_free(v);
  v = NULL;
  OK(hpcab_judge_score(judge_first(u.b, sizeof u.b, &want), &v));
  assert_string_equal(hpcab_verdict_status(v), "ok");
  assert_true(hpcab_verdict_speedup(v) > 0);
  hpcab_verdict_free(v);
  assert_int_equal(g_hook_calls, 0);
}

/* ============================================================================================== */
/* Rule 2: an in struct shorter than its first layout or longer than today's is refused.          */

static void in_struct_below_its_first_layout_or_above_today_is_refused_stats_check(void **state)
{
  (void)state;
  hpcab_credit_params cp = {.size = sizeof cp, .alpha = 0.2};
  SIZED(hpcab_credit_params) cpu;
  hpcab_credit_result cr = {.size = sizeof cr};
  FOR_BAD_IN(cpu, cp, HPCAB__FIRST_CREDIT_PARAMS) REFUSED(hpcab_credit_compute(REF_NS, 8, CAND_NS, 8, &cpu.s, &cr));

  /* rows below the first layout (a row longer than today's is read with its tail ignored: a caller
     may embed its rows in records of its own, hpcab/efficacy.h) */
  hpcab_kernel_outcome c[4], t[4];
  outcomes(c, t);
  outcome_rows rc, rt;
  hpcab_efficacy_result e = {.size = sizeof e};
  const size_t short_rows[2] = {HPCAB__FIRST_KERNEL_OUTCOME - 1, HPCAB__FIRST_KERNEL_OUTCOME - sizeof(double)};
  for (int k = 0; k < 2; k++) {
    REFUSED(hpcab_efficacy_compute(rows_at(&rc, c, short_rows[k]), t, 4, NULL, 0.9, &e));
    REFUSED(hpcab_efficacy_compute(c, rows_at(&rt, t, short_rows[k]), 4, NULL, 0.9, &e));
  }

  double ref[4] = {1, 2, 3, 4}, got[4] = {1, 2, 3, 4}, q;
  int64_t shape[1] = {4};
  int passed;
  hpcab_check_spec spec = {.size = sizeof spec, .dtype = HPCAB_F64, .ndim = 1, .shape = shape};
  SIZED(hpcab_check_spec) su;
  hpcab_check_report rep = {.size = sizeof rep};
  FOR_BAD_IN(su, spec, HPCAB__FIRST_CHECK_SPEC)
  {
    REFUSED(hpcab_check_ref_absmax(&su.s, ref, &q));
    REFUSED(hpcab_check_arrays(&su.s, ref, got, &rep));
    REFUSED(hpcab_check_determinism(&su.s, ref, got, &q, &passed));
  }
  OK(hpcab_check_arrays(&spec, ref, got, &rep));
  SIZED(hpcab_check_report) ru;
  FOR_BAD_IN(ru, rep, HPCAB__FIRST_CHECK_REPORT)
  {
    char line[128];
    hpcab_error_clear();
    hpcab_check_report_format(&ru.s, "C", line, sizeof line);
    RECORDED_REFUSAL("hpcab_check_report_format");
    assert_non_null(strstr(line, "unknown layout"));
  }
}

static void in_struct_below_its_first_layout_or_above_today_is_refused_inputs(void **state)
{
  (void)state;
  hpcab_stream s = {.size = sizeof s};
  OK(hpcab_stream_key(SEED, "abi", 0, "x", &s));
  SIZED(hpcab_stream) su;
  hpcab_fill_spec spec = {.size = sizeof spec, .dist = HPCAB_DIST_UNIFORM};
  SIZED(hpcab_fill_spec) fu;
  double a[8];
  int64_t i[8];
  int32_t rp[3], ci[4];
  hpcab_stream child = {.size = sizeof child};
  hpcab_random r = {.size = sizeof r};
  FOR_BAD_IN(su, s, HPCAB__FIRST_STREAM)
  {
    REFUSED(hpcab_fill_array(&su.s, &spec, HPCAB_F64, a, 8, 1));
    REFUSED(hpcab_fill_perturb(&su.s, HPCAB_F64, a, 8, 1));
    REFUSED(hpcab_fill_permutation(&su.s, HPCAB_I64, i, 8));
    REFUSED(hpcab_fill_index(&su.s, HPCAB_I64, i, 8, 3, 1));
    REFUSED(hpcab_fill_spd(&su.s, HPCAB_F64, a, 2, 1));
    REFUSED(hpcab_fill_diag_dominant(&su.s, HPCAB_F64, a, 2, 1));
    REFUSED(hpcab_fill_csr(&su.s, 2, 2, 4, HPCAB_I32, rp, ci, HPCAB_F64, a, NULL, 1));
    REFUSED(hpcab_stream_derive(&su.s, "round", 1, &child));
    REFUSED(hpcab_stream_random(&su.s, &r));
  }
  FOR_BAD_IN(fu, spec, HPCAB__FIRST_FILL_SPEC)
  {
    REFUSED(hpcab_fill_array(&s, &fu.s, HPCAB_F64, a, 8, 1));
    REFUSED(hpcab_fill_csr(&s, 2, 2, 4, HPCAB_I32, rp, ci, HPCAB_F64, a, &fu.s, 1));
  }

  /* a random refused gives 0 without drawing a word */
  counter_rng k = {1, 0};
  hpcab_random g = {sizeof g, splitmix, &k};
  SIZED(hpcab_random) gu;
  FOR_BAD_IN(gu, g, HPCAB__FIRST_RANDOM)
  {
    hpcab_error_clear();
    assert_true(hpcab_random_below(&gu.s, 1000) == 0);
    RECORDED_REFUSAL("hpcab_random_below");
    hpcab_error_clear();
    assert_true(hpcab_random_unit(&gu.s) == 0);
    RECORDED_REFUSAL("hpcab_random_unit");
  }
  assert_int_equal(k.calls, 0);

  hpcab_draw_limits lim = {.size = sizeof lim, .max_tries = 100};
  SIZED(hpcab_draw_limits) lu;
  hpcab_sizes *z = NULL;
  OK(hpcab_sizes_new(g_axpy, &z));
  double p[1];
  FOR_BAD_IN(gu, g, HPCAB__FIRST_RANDOM)
  {
    REFUSED(hpcab_sizes_draw(g_axpy, HPCAB_PURPOSE_CORRECTNESS, 5, &gu.s, &lim, z));
    REFUSED(hpcab_params_draw(g_axpy, HPCAB_F64, &gu.s, p));
  }
  hpcab_draw *d = NULL;
  FOR_BAD_IN(lu, lim, HPCAB__FIRST_DRAW_LIMITS)
  {
    REFUSED(hpcab_sizes_draw(g_axpy, HPCAB_PURPOSE_CORRECTNESS, 5, &g, &lu.s, z));
    REFUSED(hpcab_sizes_top(g_axpy, &lu.s, z, NULL));
    REFUSED(hpcab_draw_new(g_axpy, HPCAB_F64, SEED, 5, HPCAB_PURPOSE_CORRECTNESS, &lu.s, &d));
    assert_null(d);
  }
  assert_int_equal(k.calls, 0);
  hpcab_sizes_free(z);
}

static void in_struct_below_its_first_layout_or_above_today_is_refused_roofline_store_timing(void **state)
{
  (void)state;
  hpcab_topo *topo = NULL;
  OK(hpcab_topo_new(&topo));
  hpcab_peak_options po = {
      .size = sizeof po, .nthreads = 1, .working_set_bytes = 3 * 64 * 1024, .repetitions = 2, .flops_seconds = 0.002};
  SIZED(hpcab_peak_options) pu;
  hpcab_machine_profile m = {.size = sizeof m};
  FOR_BAD_IN(pu, po, HPCAB__FIRST_PEAK_OPTIONS) REFUSED(hpcab_peak_measure(topo, &pu.s, &m));
  hpcab_topo_free(topo);

  hpcab_machine_profile p = profile();
  SIZED(hpcab_machine_profile) mu;
  hpcab_suspect sus = {.size = sizeof sus};
  char f[128];
  FOR_BAD_IN(mu, p, HPCAB__FIRST_MACHINE_PROFILE)
  {
    hpcab_error_clear();
    assert_true(hpcab_profile_peak_gbps(&mu.s) == 0);
    RECORDED_REFUSAL("hpcab_profile_peak_gbps");
    REFUSED(hpcab_profile_save(&mu.s, tmp_path(f, sizeof f, "refused.profile")));
    assert_int_equal(access(f, F_OK), -1);
    REFUSED(hpcab_plausibility_check(&mu.s, 1e6, 10, 3, 0, &sus));
  }
  hpcab_calibration c = calibration();
  SIZED(hpcab_calibration) cu;
  FOR_BAD_IN(cu, c, HPCAB__FIRST_CALIBRATION)
  {
    REFUSED(hpcab_calibration_save(&cu.s, tmp_path(f, sizeof f, "refused.calibration")));
    assert_int_equal(access(f, F_OK), -1);
  }

  char path[128];
  hpcab_store *st = NULL;
  OK(hpcab_store_open(tmp_path(path, sizeof path, "store-refused/results.db"), &st));
  hpcab_stored_grade g = {.size = sizeof g,
                          .cache_key = "k",
                          .kernel_id = "llr/s000",
                          .candidate_sha256 = "c0ffee",
                          .status = "ok",
                          .speedup = 1,
                          .json = "{}",
                          .report = ""};
  SIZED(hpcab_stored_grade) gu;
  FOR_BAD_IN(gu, g, HPCAB__FIRST_STORED_GRADE) REFUSED(hpcab_store_put_grade(st, &gu.s, NULL, 0));
  hpcab_stored_grade back = {.size = sizeof back};
  assert_int_equal(hpcab_store_get_grade(st, "k", &back), HPCAB_E_NOTFOUND);
  const char *token = "00000000000000000000000000000000000000000000000000000000000000bb";
  hpcab_service_session s = {
      .size = sizeof s, .id = "s2", .mode = HPCAB_MODE_OPEN, .kernels = "llr/s000\n", .precision = ""};
  SIZED(hpcab_service_session) su;
  int64_t id = 0;
  FOR_BAD_IN(su, s, HPCAB__FIRST_SERVICE_SESSION)
  {
    REFUSED(hpcab_store_service_session_add(st, &su.s, token));
    REFUSED(hpcab_store_submission_open(st, &su.s, HPCAB_ROUTE_SCORE, "llr/s000", "c0ffee", 1700000000, &id, NULL));
  }
  hpcab_store_close(st);

  hpcab_timing_ops ops = {.size = sizeof ops, .prepare = prepare_ok, .run = run_fixed, .verify = verify_ok};
  hpcab_timing_params tp = {.size = sizeof tp, .draws = 1, .budget_s = 0.001, .min_calls = 1, .max_calls = 1};
  SIZED(hpcab_timing_ops) ou;
  SIZED(hpcab_timing_params) tu;
  hpcab_timing *t = NULL;
  FOR_BAD_IN(ou, ops, HPCAB__FIRST_TIMING_OPS) REFUSED(hpcab_timing_run(&tp, &ou.s, NULL, &t));
  FOR_BAD_IN(tu, tp, HPCAB__FIRST_TIMING_PARAMS) REFUSED(hpcab_timing_run(&tu.s, &ops, NULL, &t));
}

/* hpcab_kernel_validate and hpcab_test_kernel: their options at the first layout with a garbage tail
   (the padding after it), below it and above today's */
static void options_of_validate_and_test_kernel_follow_the_size_rule(void **state)
{
  (void)state;
  char cache[128];
  hpcab_validate_options vo = {.size = sizeof vo,
                               .draws = -1,
                               .cache_dir = tmp_path(cache, sizeof cache, "validate"),
                               .include_dir = INCLUDE_DIR};
  SIZED(hpcab_validate_options) vu;
  hpcab_validation *val = NULL;
  OK(hpcab_kernel_validate(AXPY, IN_FIRST(vu, vo, HPCAB__FIRST_VALIDATE_OPTIONS), &val));
  assert_true(hpcab_validation_ok(val));
  hpcab_validation_free(val);
  val = NULL;
  FOR_BAD_IN(vu, vo, HPCAB__FIRST_VALIDATE_OPTIONS)
  {
    REFUSED(hpcab_kernel_validate(AXPY, &vu.s, &val));
    assert_null(val);
  }
  hpcab_test_options to = {.size = sizeof to, .draws = -1, .cache_dir = cache, .include_dir = INCLUDE_DIR};
  SIZED(hpcab_test_options) tu;
  char report[1024];
  OK(hpcab_test_kernel(AXPY, AXPY "/reference.c", IN_FIRST(tu, to, HPCAB__FIRST_TEST_OPTIONS), report, sizeof report));
  FOR_BAD_IN(tu, to, HPCAB__FIRST_TEST_OPTIONS)
  REFUSED(hpcab_test_kernel(AXPY, AXPY "/reference.c", &tu.s, report, sizeof report));
}

static void in_struct_below_its_first_layout_or_above_today_is_refused_build_sandbox_invoke_judge(void **state)
{
  (void)state;
  char cache[128];
  hpcab_build_options bo = {
      .size = sizeof bo, .cache_dir = tmp_path(cache, sizeof cache, "build-refused"), .include_dir = INCLUDE_DIR};
  SIZED(hpcab_build_options) bu;
  hpcab_build *b = NULL;
  FOR_BAD_IN(bu, bo, HPCAB__FIRST_BUILD_OPTIONS)
  {
    REFUSED(hpcab_build_source(&bu.s, AXPY "/reference.c", &b));
    assert_null(b);
    hpcab_srccheck *sc = NULL;
    REFUSED(hpcab_srccheck_build(&bu.s, AXPY "/reference.c", &sc));
    assert_null(sc);
  }

  /* arena specs: a stride below the first layout, or longer than today's */
  const size_t strides[4] = {HPCAB__FIRST_ARENA_SPEC - 1, HPCAB__FIRST_ARENA_SPEC - sizeof(size_t),
                             sizeof(hpcab_arena_spec) + 1, sizeof(hpcab_arena_spec) + sizeof(size_t)};
  const hpcab_arena_spec spec = {sizeof(hpcab_arena_spec), "a", 64, HPCAB_INTENT_OUT, 8};
  hpcab_arena *arena = NULL;
  for (int k = 0; k < 4; k++) {
    union {
      max_align_t align_;
      unsigned char b[2 * (sizeof(hpcab_arena_spec) + sizeof(size_t))];
    } au;
    memset(au.b, GARBAGE, sizeof au.b);
    memcpy(au.b, &spec, sizeof spec);
    memcpy(au.b, &strides[k], sizeof strides[k]);
    REFUSED(hpcab_arena_new((const hpcab_arena_spec *)(void *)au.b, 1, &arena));
    assert_null(arena);
  }

  const hpcab_arena_spec specs[1] = {spec};
  OK(hpcab_arena_new(specs, 1, &arena));
  static const hpcab_worker_arg args[1] = {{HPCAB_WORKER_ARG_ARRAY, 0, 0}};
  hpcab_worker_options wo = {.size = sizeof wo,
                             .worker_path = WORKER_BIN,
                             .library = KERNELS,
                             .symbol = "exit_now",
                             .args = args,
                             .nargs = 1,
                             .arena = arena};
  SIZED(hpcab_worker_options) wu;
  hpcab_worker *w = NULL;
  FOR_BAD_IN(wu, wo, HPCAB__FIRST_WORKER_OPTIONS)
  {
    REFUSED(hpcab_worker_new(&wu.s, &w));
    assert_null(w);
  }
  hpcab_arena_free(arena);

  hpcab_invoke_options io;
  hpcab_draw *d = NULL;
  hpcab_invoke *iv = axpy_pair(&io, 1, &d), *other = NULL;
  SIZED(hpcab_invoke_options) iu;
  FOR_BAD_IN(iu, io, HPCAB__FIRST_INVOKE_OPTIONS)
  {
    REFUSED(hpcab_invoke_new(&iu.s, d, &other));
    assert_null(other);
  }
  hpcab_timing_params timing = {.size = sizeof timing, .budget_s = 0.001, .min_calls = 1, .max_calls = 1};
  hpcab_invoke_time_params tp = {.size = sizeof tp, .timing = &timing};
  SIZED(hpcab_invoke_time_params) tu;
  hpcab_timing *t = NULL;
  FOR_BAD_IN(tu, tp, HPCAB__FIRST_INVOKE_TIME_PARAMS)
  {
    REFUSED(hpcab_invoke_time(iv, &d, 1, &tu.s, &t));
    assert_null(t);
  }
  hpcab_invoke_free(iv);
  hpcab_draw_free(d);

  char dir[128];
  hpcab_judge_options jo = judge_options(tmp_path(dir, sizeof dir, "judge-refused"));
  SIZED(hpcab_judge_options) ju;
  hpcab_verdict *v = NULL;
  FOR_BAD_IN(ju, jo, HPCAB__FIRST_JUDGE_OPTIONS)
  {
    REFUSED(hpcab_judge_grade(&ju.s, &v));
    assert_null(v);
    REFUSED(hpcab_judge_score(&ju.s, &v));
    assert_null(v);
  }
}

/* ============================================================================================== */
/* Rule 3: an out struct at its first size gets only its bytes; below it, the call is refused.    */

static void out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_stats(void **state)
{
  (void)state;
  /* hpcab_credit_compute */
  hpcab_credit_result cr = {.size = sizeof cr};
  SIZED(hpcab_credit_result) cu;
  OK(hpcab_credit_compute(REF_NS, 8, CAND_NS, 8, NULL, &cr));
  OK(hpcab_credit_compute(REF_NS, 8, CAND_NS, 8, NULL, OUT_FIRST(cu, HPCAB__FIRST_CREDIT_RESULT)));
  KEPT(cu, HPCAB__FIRST_CREDIT_RESULT);
#define F(f) SAME(hpcab_credit_result, HPCAB__FIRST_CREDIT_RESULT, cu.s, cr, f)
  F(median_ref), F(median_cand), F(ratio), F(direction), F(p), F(credited), F(confirmed), F(method);
#undef F
  REFUSED_OUT(cu, HPCAB__FIRST_CREDIT_RESULT,
              hpcab_credit_compute(REF_NS, 8, CAND_NS, 8, NULL, OUT_SHORT(cu, HPCAB__FIRST_CREDIT_RESULT)));

  /* hpcab_overhead_check */
  hpcab_overhead_result orr = {.size = sizeof orr};
  SIZED(hpcab_overhead_result) ou;
  OK(hpcab_overhead_check(REF_NS, 8, CAND_NS, 8, PINGS, PINGS, 8, &orr));
  OK(hpcab_overhead_check(REF_NS, 8, CAND_NS, 8, PINGS, PINGS, 8, OUT_FIRST(ou, HPCAB__FIRST_OVERHEAD_RESULT)));
  KEPT(ou, HPCAB__FIRST_OVERHEAD_RESULT);
#define F(f) SAME(hpcab_overhead_result, HPCAB__FIRST_OVERHEAD_RESULT, ou.s, orr, f)
  F(overhead_ref), F(overhead_cand), F(margin), F(net_ref), F(net_cand), F(resolved);
#undef F
  REFUSED_OUT(
      ou, HPCAB__FIRST_OVERHEAD_RESULT,
      hpcab_overhead_check(REF_NS, 8, CAND_NS, 8, PINGS, PINGS, 8, OUT_SHORT(ou, HPCAB__FIRST_OVERHEAD_RESULT)));

  /* hpcab_efficacy_compute */
  hpcab_kernel_outcome c[4], t[4];
  outcomes(c, t);
  hpcab_efficacy_result er = {.size = sizeof er};
  SIZED(hpcab_efficacy_result) eu;
  OK(hpcab_efficacy_compute(c, t, 4, NULL, 0.9, &er));
  OK(hpcab_efficacy_compute(c, t, 4, NULL, 0.9, OUT_FIRST(eu, HPCAB__FIRST_EFFICACY_RESULT)));
  KEPT(eu, HPCAB__FIRST_EFFICACY_RESULT);
#define F(f) SAME(hpcab_efficacy_result, HPCAB__FIRST_EFFICACY_RESULT, eu.s, er, f)
  F(kernels), F(rho_s.n), F(rho_s.value), F(rho_s.lo), F(rho_s.hi), F(rho_s.p), F(rho_c.n), F(rho_c.value), F(rho_c.lo),
      F(rho_c.hi), F(rho_c.p), F(solved_control), F(solved_treatment), F(only_control), F(only_treatment), F(solved_p);
#undef F
  REFUSED_OUT(eu, HPCAB__FIRST_EFFICACY_RESULT,
              hpcab_efficacy_compute(c, t, 4, NULL, 0.9, OUT_SHORT(eu, HPCAB__FIRST_EFFICACY_RESULT)));

  /* hpcab_hl_shift, hpcab_hl_ratio */
  hpcab_hl_result hr = {.size = sizeof hr};
  SIZED(hpcab_hl_result) hu;
  OK(hpcab_hl_shift(REF_NS, 8, CAND_NS, 8, 0.9, &hr));
  OK(hpcab_hl_shift(REF_NS, 8, CAND_NS, 8, 0.9, OUT_FIRST(hu, HPCAB__FIRST_HL_RESULT)));
  KEPT(hu, HPCAB__FIRST_HL_RESULT);
#define F(f) SAME(hpcab_hl_result, HPCAB__FIRST_HL_RESULT, hu.s, hr, f)
  F(estimate), F(lo), F(hi), F(confidence), F(pairs), F(c);
  OK(hpcab_hl_ratio(REF_NS, 8, CAND_NS, 8, 0.9, &hr));
  OK(hpcab_hl_ratio(REF_NS, 8, CAND_NS, 8, 0.9, OUT_FIRST(hu, HPCAB__FIRST_HL_RESULT)));
  KEPT(hu, HPCAB__FIRST_HL_RESULT);
  F(estimate), F(lo), F(hi), F(confidence), F(pairs), F(c);
#undef F
  REFUSED_OUT(hu, HPCAB__FIRST_HL_RESULT,
              hpcab_hl_shift(REF_NS, 8, CAND_NS, 8, 0.9, OUT_SHORT(hu, HPCAB__FIRST_HL_RESULT)));
  REFUSED_OUT(hu, HPCAB__FIRST_HL_RESULT,
              hpcab_hl_ratio(REF_NS, 8, CAND_NS, 8, 0.9, OUT_SHORT(hu, HPCAB__FIRST_HL_RESULT)));

  /* hpcab_summary_compute */
  hpcab_summary sr = {.size = sizeof sr};
  SIZED(hpcab_summary) su;
  OK(hpcab_summary_compute(REF_NS, 8, &sr));
  OK(hpcab_summary_compute(REF_NS, 8, OUT_FIRST(su, HPCAB__FIRST_SUMMARY)));
  KEPT(su, HPCAB__FIRST_SUMMARY);
#define F(f) SAME(hpcab_summary, HPCAB__FIRST_SUMMARY, su.s, sr, f)
  F(n), F(min), F(q1), F(median), F(q3), F(max), F(iqr), F(mean);
#undef F
  REFUSED_OUT(su, HPCAB__FIRST_SUMMARY, hpcab_summary_compute(REF_NS, 8, OUT_SHORT(su, HPCAB__FIRST_SUMMARY)));

  /* hpcab_topo_get_cache */
  hpcab_topo *topo = NULL;
  OK(hpcab_topo_new(&topo));
  if (hpcab_topo_cache_count(topo) > 0) {
    hpcab_cache_level clr = {.size = sizeof clr};
    SIZED(hpcab_cache_level) clu;
    OK(hpcab_topo_get_cache(topo, 0, &clr));
    OK(hpcab_topo_get_cache(topo, 0, OUT_FIRST(clu, HPCAB__FIRST_CACHE_LEVEL)));
    KEPT(clu, HPCAB__FIRST_CACHE_LEVEL);
#define F(f) SAME(hpcab_cache_level, HPCAB__FIRST_CACHE_LEVEL, clu.s, clr, f)
    F(level), F(bytes), F(instances);
#undef F
    REFUSED_OUT(clu, HPCAB__FIRST_CACHE_LEVEL, hpcab_topo_get_cache(topo, 0, OUT_SHORT(clu, HPCAB__FIRST_CACHE_LEVEL)));
  }
  hpcab_topo_free(topo);

  /* hpcab_mwu_test */
  hpcab_mwu_result mr = {.size = sizeof mr};
  SIZED(hpcab_mwu_result) mu;
  OK(hpcab_mwu_test(REF_NS, 8, CAND_NS, 8, HPCAB_GREATER, HPCAB_MWU_AUTO, true, &mr));
  OK(hpcab_mwu_test(REF_NS, 8, CAND_NS, 8, HPCAB_GREATER, HPCAB_MWU_AUTO, true,
                    OUT_FIRST(mu, HPCAB__FIRST_MWU_RESULT)));
  KEPT(mu, HPCAB__FIRST_MWU_RESULT);
#define F(f) SAME(hpcab_mwu_result, HPCAB__FIRST_MWU_RESULT, mu.s, mr, f)
  F(u1), F(p), F(method), F(ties);
#undef F
  REFUSED_OUT(mu, HPCAB__FIRST_MWU_RESULT,
              hpcab_mwu_test(REF_NS, 8, CAND_NS, 8, HPCAB_GREATER, HPCAB_MWU_AUTO, true,
                             OUT_SHORT(mu, HPCAB__FIRST_MWU_RESULT)));

  /* hpcab_geomean_ci */
  hpcab_geomean_result gr = {.size = sizeof gr};
  SIZED(hpcab_geomean_result) gu;
  OK(hpcab_geomean_ci(REF_NS, 8, 0.95, &gr));
  OK(hpcab_geomean_ci(REF_NS, 8, 0.95, OUT_FIRST(gu, HPCAB__FIRST_GEOMEAN_RESULT)));
  KEPT(gu, HPCAB__FIRST_GEOMEAN_RESULT);
#define F(f) SAME(hpcab_geomean_result, HPCAB__FIRST_GEOMEAN_RESULT, gu.s, gr, f)
  F(n), F(geomean), F(lo), F(hi), F(log_mean), F(log_sd);
#undef F
  REFUSED_OUT(gu, HPCAB__FIRST_GEOMEAN_RESULT,
              hpcab_geomean_ci(REF_NS, 8, 0.95, OUT_SHORT(gu, HPCAB__FIRST_GEOMEAN_RESULT)));

  /* hpcab_ttest_1samp */
  hpcab_ttest_result tr = {.size = sizeof tr};
  SIZED(hpcab_ttest_result) tu;
  OK(hpcab_ttest_1samp(REF_NS, 8, 99, HPCAB_TWO_SIDED, &tr));
  OK(hpcab_ttest_1samp(REF_NS, 8, 99, HPCAB_TWO_SIDED, OUT_FIRST(tu, HPCAB__FIRST_TTEST_RESULT)));
  KEPT(tu, HPCAB__FIRST_TTEST_RESULT);
#define F(f) SAME(hpcab_ttest_result, HPCAB__FIRST_TTEST_RESULT, tu.s, tr, f)
  F(t), F(df), F(p);
#undef F
  REFUSED_OUT(tu, HPCAB__FIRST_TTEST_RESULT,
              hpcab_ttest_1samp(REF_NS, 8, 99, HPCAB_TWO_SIDED, OUT_SHORT(tu, HPCAB__FIRST_TTEST_RESULT)));
}

static void out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_check_srccheck(void **state)
{
  (void)state;
  double ref[6] = {1, 2, 3, 4, 5, 6}, got[6] = {1, 2, 3, 4.5, 5, 6};
  int64_t shape[2] = {2, 3};
  hpcab_check_spec spec = {.size = sizeof spec, .dtype = HPCAB_F64, .ndim = 2, .shape = shape};
  hpcab_check_report r = {.size = sizeof r};
  SIZED(hpcab_check_report) ru;
  OK(hpcab_check_arrays(&spec, ref, got, &r));
  OK(hpcab_check_arrays(&spec, ref, got, OUT_FIRST(ru, HPCAB__FIRST_CHECK_REPORT)));
  KEPT(ru, HPCAB__FIRST_CHECK_REPORT);
#define F(f) SAME(hpcab_check_report, HPCAB__FIRST_CHECK_REPORT, ru.s, r, f)
  F(passed), F(ndim), F(n_elements), F(n_failed), F(worst_index), F(worst_component), F(got), F(expected), F(allowed),
      F(worst_ratio), F(rtol), F(atol);
#undef F
  assert_memory_equal(ru.s.worst_multi_index, r.worst_multi_index, 2 * sizeof(int64_t));
  assert_true(ru.s.worst_multi_index[0] == 1 && ru.s.worst_multi_index[1] == 0);
  REFUSED_OUT(ru, HPCAB__FIRST_CHECK_REPORT,
              hpcab_check_arrays(&spec, ref, got, OUT_SHORT(ru, HPCAB__FIRST_CHECK_REPORT)));

  static const char src[] = "void k(void)\n{\n  sleep(1);\n}\n";
  hpcab_srccheck *sc = NULL;
  OK(hpcab_srccheck_scan(src, sizeof src - 1, "k.c", &sc));
  assert_true(hpcab_srccheck_count(sc) >= 1);
  hpcab_src_finding f0 = {.size = sizeof f0};
  SIZED(hpcab_src_finding) fu;
  OK(hpcab_srccheck_get(sc, 0, &f0));
  OK(hpcab_srccheck_get(sc, 0, OUT_FIRST(fu, HPCAB__FIRST_SRC_FINDING)));
  KEPT(fu, HPCAB__FIRST_SRC_FINDING);
#define F(f) SAME(hpcab_src_finding, HPCAB__FIRST_SRC_FINDING, fu.s, f0, f)
  F(category), F(severity), F(line), F(column), F(token), F(message);
#undef F
  assert_true(fu.s.category == HPCAB_SRC_SLEEP && fu.s.line == 3);
  REFUSED_OUT(fu, HPCAB__FIRST_SRC_FINDING, hpcab_srccheck_get(sc, 0, OUT_SHORT(fu, HPCAB__FIRST_SRC_FINDING)));
  hpcab_srccheck_free(sc);
}

static void out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_inputs(void **state)
{
  (void)state;
  /* hpcab_stream_key */
  hpcab_stream s = {.size = sizeof s};
  SIZED(hpcab_stream) su;
  OK(hpcab_stream_key(SEED, "abi", 1, "y", &s));
  OK(hpcab_stream_key(SEED, "abi", 1, "y", OUT_FIRST(su, HPCAB__FIRST_STREAM)));
  KEPT(su, HPCAB__FIRST_STREAM);
#define F(f) SAME(hpcab_stream, HPCAB__FIRST_STREAM, su.s, s, f)
  F(key), F(nonce), F(position);
#undef F
  REFUSED_OUT(su, HPCAB__FIRST_STREAM, hpcab_stream_key(SEED, "abi", 1, "y", OUT_SHORT(su, HPCAB__FIRST_STREAM)));

  /* hpcab_stream_derive: the child */
  hpcab_stream c = {.size = sizeof c};
  OK(hpcab_stream_derive(&s, "perturb", 2, &c));
  OK(hpcab_stream_derive(&s, "perturb", 2, OUT_FIRST(su, HPCAB__FIRST_STREAM)));
  KEPT(su, HPCAB__FIRST_STREAM);
#define F(f) SAME(hpcab_stream, HPCAB__FIRST_STREAM, su.s, c, f)
  F(key), F(nonce), F(position);
#undef F
  REFUSED_OUT(su, HPCAB__FIRST_STREAM, hpcab_stream_derive(&s, "perturb", 2, OUT_SHORT(su, HPCAB__FIRST_STREAM)));

  /* hpcab_stream_random: the random it fills */
  hpcab_random r = {.size = sizeof r};
  SIZED(hpcab_random) ru;
  OK(hpcab_stream_random(&s, &r));
  OK(hpcab_stream_random(&s, OUT_FIRST(ru, HPCAB__FIRST_RANDOM)));
  KEPT(ru, HPCAB__FIRST_RANDOM);
#define F(f) SAME(hpcab_random, HPCAB__FIRST_RANDOM, ru.s, r, f)
  F(next_u64), F(state);
#undef F
  REFUSED_OUT(ru, HPCAB__FIRST_RANDOM, hpcab_stream_random(&s, OUT_SHORT(ru, HPCAB__FIRST_RANDOM)));
}

static void out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_roofline(void **state)
{
  (void)state;
  /* hpcab_peak_options_init: the caller's size is an argument */
  hpcab_peak_options po;
  SIZED(hpcab_peak_options) pu;
  OK(hpcab_peak_options_init(&po, sizeof po));
  out_first(pu.b, sizeof pu.b, HPCAB__FIRST_PEAK_OPTIONS);
  OK(hpcab_peak_options_init(&pu.s, HPCAB__FIRST_PEAK_OPTIONS));
  KEPT(pu, HPCAB__FIRST_PEAK_OPTIONS);
#define F(f) SAME(hpcab_peak_options, HPCAB__FIRST_PEAK_OPTIONS, pu.s, po, f)
  F(nthreads), F(working_set_bytes), F(repetitions), F(flops_seconds);
#undef F
  out_first(pu.b, sizeof pu.b, HPCAB__FIRST_PEAK_OPTIONS);
  REFUSED(hpcab_peak_options_init(&pu.s, HPCAB__FIRST_PEAK_OPTIONS - 1));
  assert_true(pu.b[sizeof(size_t)] == GARBAGE); /* nothing written */

  /* hpcab_peak_measure: the profile (a measurement: the rates differ from run to run) */
  hpcab_topo *topo = NULL;
  OK(hpcab_topo_new(&topo));
  po.nthreads = 1, po.working_set_bytes = 3 * 64 * 1024, po.repetitions = 2, po.flops_seconds = 0.002;
  hpcab_machine_profile m = {.size = sizeof m};
  SIZED(hpcab_machine_profile) mu;
  OK(hpcab_peak_measure(topo, &po, &m));
  OK(hpcab_peak_measure(topo, &po, OUT_FIRST(mu, HPCAB__FIRST_MACHINE_PROFILE)));
  KEPT(mu, HPCAB__FIRST_MACHINE_PROFILE);
#define F(f) SAME(hpcab_machine_profile, HPCAB__FIRST_MACHINE_PROFILE, mu.s, m, f)
  F(key), F(cpu_model), F(threads), F(cores), F(llc_bytes), F(working_set_bytes), F(cap_bytes), F(capped),
      F(repetitions), F(vector_bits), F(device_gbps);
#undef F
  assert_true(mu.s.copy_gbps > 0 && mu.s.triad_gbps > 0 && mu.s.peak_gflops > 0 && mu.s.measured_unix > 0);
  REFUSED_OUT(mu, HPCAB__FIRST_MACHINE_PROFILE,
              hpcab_peak_measure(topo, &po, OUT_SHORT(mu, HPCAB__FIRST_MACHINE_PROFILE)));
  hpcab_topo_free(topo);

  /* hpcab_profile_load */
  hpcab_machine_profile p = profile(), l = {.size = sizeof l};
  char f[128];
  OK(hpcab_profile_save(&p, tmp_path(f, sizeof f, "load.profile")));
  OK(hpcab_profile_load(f, NULL, &l));
  OK(hpcab_profile_load(f, NULL, OUT_FIRST(mu, HPCAB__FIRST_MACHINE_PROFILE)));
  KEPT(mu, HPCAB__FIRST_MACHINE_PROFILE);
#define F(f) SAME(hpcab_machine_profile, HPCAB__FIRST_MACHINE_PROFILE, mu.s, l, f)
  F(key), F(cpu_model), F(threads), F(cores), F(llc_bytes), F(working_set_bytes), F(cap_bytes), F(capped),
      F(repetitions), F(copy_gbps), F(triad_gbps), F(peak_gflops), F(vector_bits), F(device_gbps), F(measured_unix);
#undef F
  assert_true(mu.s.triad_gbps == 12 && mu.s.measured_unix == 1700000000);
  REFUSED_OUT(mu, HPCAB__FIRST_MACHINE_PROFILE,
              hpcab_profile_load(f, NULL, OUT_SHORT(mu, HPCAB__FIRST_MACHINE_PROFILE)));

  /* hpcab_calibration_load */
  hpcab_calibration c = calibration(), cl = {.size = sizeof cl};
  SIZED(hpcab_calibration) cu;
  OK(hpcab_calibration_save(&c, tmp_path(f, sizeof f, "load.calibration")));
  OK(hpcab_calibration_load(f, NULL, &cl));
  OK(hpcab_calibration_load(f, NULL, OUT_FIRST(cu, HPCAB__FIRST_CALIBRATION)));
  KEPT(cu, HPCAB__FIRST_CALIBRATION);
#define F(f) SAME(hpcab_calibration, HPCAB__FIRST_CALIBRATION, cu.s, cl, f)
  F(key), F(measured_unix), F(grades), F(kernels), F(false_credit_rate), F(too_noisy), F(why);
#undef F
  assert_true(cu.s.grades == 6 && cu.s.too_noisy == 1);
  REFUSED_OUT(cu, HPCAB__FIRST_CALIBRATION, hpcab_calibration_load(f, NULL, OUT_SHORT(cu, HPCAB__FIRST_CALIBRATION)));

  /* hpcab_plausibility_check */
  hpcab_suspect s = {.size = sizeof s};
  SIZED(hpcab_suspect) su;
  OK(hpcab_plausibility_check(&p, 1e8, 10, 3000, 0, &s));
  OK(hpcab_plausibility_check(&p, 1e8, 10, 3000, 0, OUT_FIRST(su, HPCAB__FIRST_SUSPECT)));
  KEPT(su, HPCAB__FIRST_SUSPECT);
#define F(f) SAME(hpcab_suspect, HPCAB__FIRST_SUSPECT, su.s, s, f)
  F(flags), F(floor_ns), F(speedup_limit), F(reason);
#undef F
  assert_int_equal(su.s.flags, HPCAB_SUSPECT_ROOFLINE | HPCAB_SUSPECT_SPEEDUP);
  REFUSED_OUT(su, HPCAB__FIRST_SUSPECT,
              hpcab_plausibility_check(&p, 1e8, 10, 3000, 0, OUT_SHORT(su, HPCAB__FIRST_SUSPECT)));
}

static void out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_store(void **state)
{
  (void)state;
  char path[128];
  hpcab_store *st = NULL;
  OK(hpcab_store_open(tmp_path(path, sizeof path, "store-out/results.db"), &st));
  /* strings are owned by the store until its next call: compare with what was stored */
  hpcab_stored_grade g = {.size = sizeof g,
                          .cache_key = "key-out",
                          .kernel_id = "llr/s000",
                          .candidate_sha256 = "c0ffee",
                          .status = "incorrect",
                          .speedup = 1,
                          .json = "{\"a\":1}",
                          .report = "a report",
                          .created_unix = 1700000001};
  OK(hpcab_store_put_grade(st, &g, NULL, 0));
  hpcab_stored_grade today = {.size = sizeof today};
  OK(hpcab_store_get_grade(st, "key-out", &today));
  SIZED(hpcab_stored_grade) gu;
  OK(hpcab_store_get_grade(st, "key-out", OUT_FIRST(gu, HPCAB__FIRST_STORED_GRADE)));
  KEPT(gu, HPCAB__FIRST_STORED_GRADE);
#define F(f) SAME(hpcab_stored_grade, HPCAB__FIRST_STORED_GRADE, gu.s, today, f)
  F(id), F(speedup), F(created_unix);
#undef F
  assert_true(gu.s.id > 0 && gu.s.speedup == 1 && gu.s.created_unix > 0);
  assert_string_equal(gu.s.cache_key, "key-out");
  assert_string_equal(gu.s.kernel_id, "llr/s000");
  assert_string_equal(gu.s.candidate_sha256, "c0ffee");
  assert_string_equal(gu.s.status, "incorrect");
  assert_string_equal(gu.s.json, "{\"a\":1}");
  assert_string_equal(gu.s.report, "a report");
  REFUSED_OUT(gu, HPCAB__FIRST_STORED_GRADE,
              hpcab_store_get_grade(st, "key-out", OUT_SHORT(gu, HPCAB__FIRST_STORED_GRADE)));
  /* hpcab_store_find_grade: the same grade by "latest" */
  SIZED(hpcab_stored_grade) fu;
  OK(hpcab_store_find_grade(st, "latest", OUT_FIRST(fu, HPCAB__FIRST_STORED_GRADE)));
  KEPT(fu, HPCAB__FIRST_STORED_GRADE);
  assert_true(fu.s.id == today.id && fu.s.speedup == 1);
  assert_string_equal(fu.s.cache_key, "key-out");
  REFUSED_OUT(fu, HPCAB__FIRST_STORED_GRADE,
              hpcab_store_find_grade(st, "latest", OUT_SHORT(fu, HPCAB__FIRST_STORED_GRADE)));

  const char *token = "00000000000000000000000000000000000000000000000000000000000000cc";
  hpcab_service_session s = {.size = sizeof s,
                             .id = "s3",
                             .mode = HPCAB_MODE_BLIND,
                             .kernels = "llr/s000\n",
                             .precision = "f32",
                             .max_scores = 0,
                             .deadline_unix = 1800000000,
                             .created_unix = 1700000002};
  OK(hpcab_store_service_session_add(st, &s, token));
  SIZED(hpcab_service_session) su;
  OK(hpcab_store_service_session_find(st, token, OUT_FIRST(su, HPCAB__FIRST_SERVICE_SESSION)));
  KEPT(su, HPCAB__FIRST_SERVICE_SESSION);
  assert_string_equal(su.s.id, "s3");
  assert_string_equal(su.s.kernels, "llr/s000\n");
  assert_string_equal(su.s.precision, "f32");
  assert_true(su.s.mode == HPCAB_MODE_BLIND && su.s.max_scores == 0 && su.s.deadline_unix == 1800000000);
  assert_true(su.s.created_unix == 1700000002);
  REFUSED_OUT(su, HPCAB__FIRST_SERVICE_SESSION,
              hpcab_store_service_session_find(st, token, OUT_SHORT(su, HPCAB__FIRST_SERVICE_SESSION)));

  int64_t id = 0;
  OK(hpcab_store_submission_open(st, &s, HPCAB_ROUTE_SUBMIT, "llr/s000", "c0ffee", 1700000100, &id, NULL));
  OK(hpcab_store_submission_timing(st, id, 5, 7));
  OK(hpcab_store_submission_finish(st, id, HPCAB_SUBMISSION_DONE, "ok", 2.5, "{}"));
  SIZED(hpcab_service_submission) bu;
  OK(hpcab_store_submission_get(st, id, OUT_FIRST(bu, HPCAB__FIRST_SERVICE_SUBMISSION)));
  KEPT(bu, HPCAB__FIRST_SERVICE_SUBMISSION);
  assert_true(bu.s.id == id && bu.s.route == HPCAB_ROUTE_SUBMIT && bu.s.state == HPCAB_SUBMISSION_DONE);
  assert_string_equal(bu.s.session, "s3");
  assert_string_equal(bu.s.kernel_id, "llr/s000");
  assert_string_equal(bu.s.candidate_sha256, "c0ffee");
  assert_string_equal(bu.s.status, "ok");
  assert_string_equal(bu.s.verdict_json, "{}");
  assert_true(bu.s.speedup == 2.5 && bu.s.created_ns > 0 && bu.s.timing_begin_ns == 5 && bu.s.timing_end_ns == 7);
  assert_true(bu.s.finished_ns >= bu.s.created_ns);
  REFUSED_OUT(bu, HPCAB__FIRST_SERVICE_SUBMISSION,
              hpcab_store_submission_get(st, id, OUT_SHORT(bu, HPCAB__FIRST_SERVICE_SUBMISSION)));
  hpcab_store_close(st);
}

/* The fields of a call verdict that do not depend on timing. */
static void same_call_result(const hpcab_call_result *a, const hpcab_call_result *b)
{
#define F(f) SAME(hpcab_call_result, HPCAB__FIRST_CALL_RESULT, *a, *b, f)
  F(outcome), F(signal), F(signal_name), F(fault_addr), F(fault_is_write), F(exit_code), F(array), F(syscall),
      F(message);
#undef F
  assert_true(a->elapsed_ns > 0);
}

static void out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_sandbox(void **state)
{
  (void)state;
  /* hpcab_worker_options_init: the caller's size is an argument */
  hpcab_worker_options o;
  SIZED(hpcab_worker_options) ou;
  OK(hpcab_worker_options_init(&o, sizeof o));
  out_first(ou.b, sizeof ou.b, HPCAB__FIRST_WORKER_OPTIONS);
  OK(hpcab_worker_options_init(&ou.s, HPCAB__FIRST_WORKER_OPTIONS));
  KEPT(ou, HPCAB__FIRST_WORKER_OPTIONS);
#define F(f) SAME(hpcab_worker_options, HPCAB__FIRST_WORKER_OPTIONS, ou.s, o, f)
  F(worker_path), F(library), F(symbol), F(args), F(nargs), F(arena), F(threads), F(env), F(nenv), F(cpus), F(ncpus),
      F(address_space_bytes), F(cpu_seconds), F(call_timeout_s), F(load_timeout_s), F(flags);
#undef F
  out_first(ou.b, sizeof ou.b, HPCAB__FIRST_WORKER_OPTIONS);
  REFUSED(hpcab_worker_options_init(&ou.s, HPCAB__FIRST_WORKER_OPTIONS - 1));
  assert_true(ou.b[sizeof(size_t)] == GARBAGE); /* nothing written */

  /* hpcab_worker_call, hpcab_worker_ping */
  const hpcab_arena_spec specs[2] = {{sizeof(hpcab_arena_spec), "a", 100 * 8, HPCAB_INTENT_OUT, 8},
                                     {sizeof(hpcab_arena_spec), "b", 100 * 8, HPCAB_INTENT_IN, 8}};
  hpcab_arena *arena = NULL;
  OK(hpcab_arena_new(specs, 2, &arena));
  static const hpcab_worker_arg args[3] = {
      {HPCAB_WORKER_ARG_ARRAY, 0, 0}, {HPCAB_WORKER_ARG_ARRAY, 1, 0}, {HPCAB_WORKER_ARG_SCALAR, 0, HPCAB_I64}};
  o.worker_path = WORKER_BIN, o.library = KERNELS, o.symbol = "copy_plus_one", o.args = args, o.nargs = 3;
  o.arena = arena, o.call_timeout_s = 30;
  hpcab_worker *w = NULL;
  OK(hpcab_worker_new(&o, &w));
  hpcab_scalar n = {.i64 = 100};
  hpcab_call_result r = {.size = sizeof r};
  SIZED(hpcab_call_result) ru;
  OK(hpcab_worker_call(w, &n, &r));
  OK(hpcab_worker_call(w, &n, OUT_FIRST(ru, HPCAB__FIRST_CALL_RESULT)));
  KEPT(ru, HPCAB__FIRST_CALL_RESULT);
  same_call_result(&ru.s, &r);
  assert_int_equal(ru.s.outcome, HPCAB_OUTCOME_OK);
  REFUSED_OUT(ru, HPCAB__FIRST_CALL_RESULT, hpcab_worker_call(w, &n, OUT_SHORT(ru, HPCAB__FIRST_CALL_RESULT)));
  OK(hpcab_worker_ping(w, &r));
  OK(hpcab_worker_ping(w, OUT_FIRST(ru, HPCAB__FIRST_CALL_RESULT)));
  KEPT(ru, HPCAB__FIRST_CALL_RESULT);
  same_call_result(&ru.s, &r);
  REFUSED_OUT(ru, HPCAB__FIRST_CALL_RESULT, hpcab_worker_ping(w, OUT_SHORT(ru, HPCAB__FIRST_CALL_RESULT)));
  hpcab_worker_free(w);
  hpcab_arena_free(arena);
}

static void out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_invoke(void **state)
{
  (void)state;
  hpcab_invoke_options o;
  hpcab_draw *d = NULL;
  hpcab_invoke *iv = axpy_pair(&o, 0, &d);
  OK(hpcab_invoke_stage(iv, d, -1));
  hpcab_call_result r = {.size = sizeof r};
  SIZED(hpcab_call_result) ru;
  /* hpcab_invoke_call: one side into today's struct, the other into the first layout */
  OK(hpcab_invoke_call(iv, HPCAB_SIDE_REFERENCE, &r));
  OK(hpcab_invoke_call(iv, HPCAB_SIDE_CANDIDATE, OUT_FIRST(ru, HPCAB__FIRST_CALL_RESULT)));
  KEPT(ru, HPCAB__FIRST_CALL_RESULT);
  same_call_result(&ru.s, &r);
  assert_int_equal(ru.s.outcome, HPCAB_OUTCOME_OK);
  int passed = 0;
  OK(hpcab_invoke_compare(iv, d, &passed, NULL, 0));
  assert_true(passed);
  /* hpcab_invoke_determinism: the candidate again on the same values */
  double ratio = -1;
  passed = 0;
  OK(hpcab_invoke_determinism(iv, HPCAB_SIDE_CANDIDATE, d, OUT_FIRST(ru, HPCAB__FIRST_CALL_RESULT), &ratio, &passed,
                              NULL, 0));
  KEPT(ru, HPCAB__FIRST_CALL_RESULT);
  same_call_result(&ru.s, &r);
  assert_true(passed && ratio == 0);
  REFUSED_OUT(ru, HPCAB__FIRST_CALL_RESULT,
              hpcab_invoke_determinism(iv, HPCAB_SIDE_CANDIDATE, d, OUT_SHORT(ru, HPCAB__FIRST_CALL_RESULT), &ratio,
                                       &passed, NULL, 0));
  /* hpcab_invoke_ping */
  OK(hpcab_invoke_ping(iv, HPCAB_SIDE_REFERENCE, &r));
  OK(hpcab_invoke_ping(iv, HPCAB_SIDE_REFERENCE, OUT_FIRST(ru, HPCAB__FIRST_CALL_RESULT)));
  KEPT(ru, HPCAB__FIRST_CALL_RESULT);
  same_call_result(&ru.s, &r);
  REFUSED_OUT(ru, HPCAB__FIRST_CALL_RESULT,
              hpcab_invoke_ping(iv, HPCAB_SIDE_REFERENCE, OUT_SHORT(ru, HPCAB__FIRST_CALL_RESULT)));
  REFUSED_OUT(ru, HPCAB__FIRST_CALL_RESULT,
              hpcab_invoke_call(iv, HPCAB_SIDE_REFERENCE, OUT_SHORT(ru, HPCAB__FIRST_CALL_RESULT)));
  hpcab_invoke_free(iv);
  hpcab_draw_free(d);
}

static void out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_verdict(void **state)
{
  (void)state;
  const hpcab_verdict *v = full_verdict();
  hpcab_verdict_input in = {.size = sizeof in};
  SIZED(hpcab_verdict_input) iu;
  OK(hpcab_verdict_get_input(v, 0, &in));
  OK(hpcab_verdict_get_input(v, 0, OUT_FIRST(iu, HPCAB__FIRST_VERDICT_INPUT)));
  KEPT(iu, HPCAB__FIRST_VERDICT_INPUT);
#define F(f) SAME(hpcab_verdict_input, HPCAB__FIRST_VERDICT_INPUT, iu.s, in, f)
  F(sizes), F(reference_median_ns), F(candidate_median_ns), F(ratio), F(p_value), F(credited), F(suspect), F(why),
      F(calls), F(reference_ns), F(candidate_ns);
#undef F
  assert_true(iu.s.calls == 2 && iu.s.reference_median_ns > 0);
  assert_non_null(strstr(iu.s.sizes, "LEN_1D="));
  REFUSED_OUT(iu, HPCAB__FIRST_VERDICT_INPUT, hpcab_verdict_get_input(v, 0, OUT_SHORT(iu, HPCAB__FIRST_VERDICT_INPUT)));
}

/* ============================================================================================== */
/* Rule 4: every public entry point with a parameter pointing to a sized struct is called here.   */

/* The device module (hpcab/device.h) through the stand-in CUDA runtime (tests/device/fake_cudart.c):
   the peak passed in at its first layout with a garbage tail, below it and above today's. */
static void in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_and_a_bad_size_is_refused_device(void **state)
{
  (void)state;
  hpcab_device_peak p = {.size = sizeof p,
                         .uuid = "GPU-5f3c1102-aa47-409e-8b21-6c0d339a7000",
                         .name = "stand-in",
                         .array_bytes = 1 << 20,
                         .repetitions = 3,
                         .copy_gbps = 900,
                         .triad_gbps = 1200,
                         .measured_unix = 1700000000};
  SIZED(hpcab_device_peak) pu;
  assert_true(hpcab_device_peak_gbps(IN_FIRST(pu, p, HPCAB__FIRST_DEVICE_PEAK)) == 1200);
  char f0[128], f1[128];
  OK(hpcab_device_peak_save(&p, tmp_path(f0, sizeof f0, "today.device")));
  OK(hpcab_device_peak_save(IN_FIRST(pu, p, HPCAB__FIRST_DEVICE_PEAK), tmp_path(f1, sizeof f1, "first.device")));
  hpcab_device_peak l0 = {.size = sizeof l0}, l1 = {.size = sizeof l1};
  OK(hpcab_device_peak_load(f0, p.uuid, &l0));
  OK(hpcab_device_peak_load(f1, p.uuid, &l1));
  assert_memory_equal(&l0, &l1, sizeof l0);
  FOR_BAD_IN(pu, p, HPCAB__FIRST_DEVICE_PEAK)
  {
    hpcab_error_clear();
    assert_true(hpcab_device_peak_gbps(&pu.s) == 0);
    RECORDED_REFUSAL("hpcab_device_peak_gbps");
    REFUSED(hpcab_device_peak_save(&pu.s, tmp_path(f0, sizeof f0, "refused.device")));
    assert_int_equal(access(f0, F_OK), -1);
  }
}

/* The device module's out structs: info, measured and loaded peaks, the clock check. */
static void out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_device(void **state)
{
  (void)state;
  setenv("HPCAB_CUDA_RUNTIME", HPCAB_BUILD_ROOT "/tests/fake_cudart.so", 1);
  setenv("HPCAB_HIP_RUNTIME", "/nonexistent/libamdhip64.so", 1);
  setenv("FAKE_CUDART_DEVICES", "1", 1);
  char cache[128];
  setenv("XDG_CACHE_HOME", tmp_path(cache, sizeof cache, "device-cache"), 1);
  hpcab_device *d = NULL;
  OK(hpcab_device_open(NULL, HPCAB_RUNTIME_CUDA, &d));

  hpcab_device_info info = {.size = sizeof info};
  SIZED(hpcab_device_info) iu;
  OK(hpcab_device_get_info(d, &info));
  OK(hpcab_device_get_info(d, OUT_FIRST(iu, HPCAB__FIRST_DEVICE_INFO)));
  KEPT(iu, HPCAB__FIRST_DEVICE_INFO);
#define F(f) SAME(hpcab_device_info, HPCAB__FIRST_DEVICE_INFO, iu.s, info, f)
  F(runtime), F(index), F(count), F(name), F(uuid), F(arch), F(total_bytes), F(runtime_path), F(pci_bus_id);
#undef F
  REFUSED_OUT(iu, HPCAB__FIRST_DEVICE_INFO, hpcab_device_get_info(d, OUT_SHORT(iu, HPCAB__FIRST_DEVICE_INFO)));

  /* a measurement: the rates differ from run to run */
  hpcab_device_peak m = {.size = sizeof m};
  SIZED(hpcab_device_peak) mu;
  OK(hpcab_device_peak_measure(d, 1 << 20, 2, &m));
  OK(hpcab_device_peak_measure(d, 1 << 20, 2, OUT_FIRST(mu, HPCAB__FIRST_DEVICE_PEAK)));
  KEPT(mu, HPCAB__FIRST_DEVICE_PEAK);
#define F(f) SAME(hpcab_device_peak, HPCAB__FIRST_DEVICE_PEAK, mu.s, m, f)
  F(uuid), F(name), F(array_bytes), F(repetitions), F(triad_gbps);
#undef F
  assert_true(mu.s.copy_gbps > 0 && mu.s.measured_unix > 0);
  REFUSED_OUT(mu, HPCAB__FIRST_DEVICE_PEAK,
              hpcab_device_peak_measure(d, 1 << 20, 2, OUT_SHORT(mu, HPCAB__FIRST_DEVICE_PEAK)));

  /* hpcab_device_peak_get measures and saves, then loads: both paths at the first layout */
  int cached = -1;
  OK(hpcab_device_peak_get(d, 0, OUT_FIRST(mu, HPCAB__FIRST_DEVICE_PEAK), &cached));
  KEPT(mu, HPCAB__FIRST_DEVICE_PEAK);
  assert_int_equal(cached, 0);
  hpcab_device_peak g = {.size = sizeof g};
  OK(hpcab_device_peak_get(d, 0, &g, &cached));
  assert_int_equal(cached, 1);
  OK(hpcab_device_peak_get(d, 0, OUT_FIRST(mu, HPCAB__FIRST_DEVICE_PEAK), &cached));
  assert_int_equal(cached, 1);
  KEPT(mu, HPCAB__FIRST_DEVICE_PEAK);
#define F(f) SAME(hpcab_device_peak, HPCAB__FIRST_DEVICE_PEAK, mu.s, g, f)
  F(uuid), F(name), F(array_bytes), F(repetitions), F(copy_gbps), F(triad_gbps), F(measured_unix);
#undef F
  REFUSED_OUT(mu, HPCAB__FIRST_DEVICE_PEAK, hpcab_device_peak_get(d, 0, OUT_SHORT(mu, HPCAB__FIRST_DEVICE_PEAK), NULL));

  char path[4096];
  OK(hpcab_device_peak_path(g.uuid, path, sizeof path));
  OK(hpcab_device_peak_load(path, g.uuid, OUT_FIRST(mu, HPCAB__FIRST_DEVICE_PEAK)));
  KEPT(mu, HPCAB__FIRST_DEVICE_PEAK);
  assert_true(mu.s.copy_gbps == g.copy_gbps && mu.s.measured_unix == g.measured_unix);
  REFUSED_OUT(mu, HPCAB__FIRST_DEVICE_PEAK,
              hpcab_device_peak_load(path, g.uuid, OUT_SHORT(mu, HPCAB__FIRST_DEVICE_PEAK)));
  unlink(path);
  hpcab_device_free(d);
  unsetenv("XDG_CACHE_HOME");

  /* hpcab_device_clock_check: a candidate whose device times are a tenth of its judge-clock times */
  double rd[5] = {100e3, 101e3, 99e3, 100e3, 102e3}, rh[5], cd[5], ch[5];
  for (int i = 0; i < 5; i++) rh[i] = rd[i] + 30e3, cd[i] = rd[i] / 10, ch[i] = rh[i];
  hpcab_clock_check_result r = {.size = sizeof r};
  SIZED(hpcab_clock_check_result) ru;
  OK(hpcab_device_clock_check(rd, rh, cd, ch, 5, &r));
  OK(hpcab_device_clock_check(rd, rh, cd, ch, 5, OUT_FIRST(ru, HPCAB__FIRST_CLOCK_CHECK_RESULT)));
  KEPT(ru, HPCAB__FIRST_CLOCK_CHECK_RESULT);
#define F(f) SAME(hpcab_clock_check_result, HPCAB__FIRST_CLOCK_CHECK_RESULT, ru.s, r, f)
  F(host_reference_ns), F(host_candidate_ns), F(gap_reference_ns), F(gap_candidate_ns), F(tolerance_ns), F(consistent),
      F(reason);
#undef F
  assert_int_equal(ru.s.consistent, 0);
  REFUSED_OUT(ru, HPCAB__FIRST_CLOCK_CHECK_RESULT,
              hpcab_device_clock_check(rd, rh, cd, ch, 5, OUT_SHORT(ru, HPCAB__FIRST_CLOCK_CHECK_RESULT)));
}

typedef struct {
  char **v;
  size_t n, cap;
} names;

static void names_add(names *s, const char *p, size_t len)
{
  if (s->n == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 64;
    s->v = realloc(s->v, s->cap * sizeof *s->v);
    assert_non_null(s->v);
  }
  s->v[s->n] = strndup(p, len);
  assert_non_null(s->v[s->n]);
  s->n++;
}

static int names_find(const names *s, const char *p, size_t len)
{
  for (size_t i = 0; i < s->n; i++)
    if (strlen(s->v[i]) == len && memcmp(s->v[i], p, len) == 0) return 1;
  return 0;
}

static int has(const names *s, const char *name)
{
  return names_find(s, name, strlen(name));
}

static void names_free(names *s)
{
  for (size_t i = 0; i < s->n; i++) free(s->v[i]);
  free(s->v);
}

static char *read_text(const char *path)
{
  FILE *f = fopen(path, "rb");
  if (!f) fail_msg("cannot read %s", path);
  fseek(f, 0, SEEK_END);
  long len = ftell(f);
  rewind(f);
  char *s = malloc((size_t)len + 1);
  assert_non_null(s);
  assert_int_equal(fread(s, 1, (size_t)len, f), (size_t)len);
  s[len] = '\0';
  fclose(f);
  return s;
}

/* Blanks comments, string and character literals and preprocessor lines, keeping everything else. */
static void blank_non_code(char *s)
{
  int line_start = 1;
  for (char *p = s; *p;) {
    if (line_start && (*p == ' ' || *p == '\t')) {
      p++;
      continue;
    }
    if (line_start && *p == '#') { /* a directive, with its continuation lines */
      char prev = 0;
      while (*p && !(*p == '\n' && prev != '\\')) prev = *p, *p++ = ' ';
      continue;
    }
    line_start = *p == '\n';
    if (p[0] == '/' && p[1] == '*') {
      char *end = strstr(p + 2, "*/");
      char *stop = end ? end + 2 : p + strlen(p);
      for (; p < stop; p++)
        if (*p != '\n') *p = ' ';
    } else if (p[0] == '/' && p[1] == '/') {
      while (*p && *p != '\n') *p++ = ' ';
    } else if (*p == '"' || *p == '\'') {
      char q = *p++;
      while (*p && *p != q && *p != '\n') {
        if (*p == '\\' && p[1]) *p++ = ' ';
        *p++ = ' ';
      }
      if (*p == q) p++;
    } else {
      p++;
    }
  }
}

static int is_ident(char c)
{
  return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* The next token at *p (an identifier or one other character); 0 at the end. */
static size_t next_token(const char **p)
{
  while (**p && strchr(" \t\r\n\f\v", **p)) (*p)++;
  if (!**p) return 0;
  size_t n = 1;
  if (is_ident(**p))
    while (is_ident((*p)[n])) n++;
  return n;
}

static int token_is(const char *t, size_t n, const char *word)
{
  return strlen(word) == n && memcmp(t, word, n) == 0;
}

/* The structs of one header that start with `size_t size;`: `struct NAME { size_t size ;`. */
static void sized_structs(const char *text, names *out)
{
  const char *t[6];
  size_t n[6];
  int have = 0;
  for (const char *p = text;;) {
    size_t len = next_token(&p);
    if (!len) break;
    if (have == 6) {
      memmove(t, t + 1, 5 * sizeof *t);
      memmove(n, n + 1, 5 * sizeof *n);
      have = 5;
    }
    t[have] = p, n[have] = len, have++;
    p += len;
    if (have == 6 && token_is(t[0], n[0], "struct") && is_ident(t[1][0]) && token_is(t[2], n[2], "{") &&
        token_is(t[3], n[3], "size_t") && token_is(t[4], n[4], "size") && token_is(t[5], n[5], ";"))
      names_add(out, t[1], n[1]);
  }
}

/* The HPCAB_API functions of one header with a parameter pointing to one of `sized`. */
static void entry_points(const char *text, const names *sized, names *out)
{
  for (const char *p = strstr(text, "HPCAB_API"); p; p = strstr(p, "HPCAB_API")) {
    p += strlen("HPCAB_API");
    const char *end = strchr(p, ';');
    assert_non_null(end);
    const char *name = NULL, *q = p;
    size_t name_len = 0, len;
    while (q < end && (len = next_token(&q)) && !token_is(q, len, "(")) name = q, name_len = len, q += len;
    assert_true(q < end && name && is_ident(name[0]));
    q++; /* the parameters, up to the matching ')': one parameter at a time */
    int depth = 0, has_sized = 0, has_star = 0, hit = 0;
    while (q < end && (len = next_token(&q))) {
      if (token_is(q, len, "(")) depth++;
      if (token_is(q, len, ")") && depth-- == 0) break;
      if (depth == 0 && token_is(q, len, ",")) has_sized = has_star = 0;
      if (token_is(q, len, "*")) has_star = 1;
      if (names_find(sized, q, len)) has_sized = 1;
      hit |= has_sized && has_star;
      q += len;
    }
    if (hit) names_add(out, name, name_len);
    p = end;
  }
}

/* 1 when `code` calls `name`: the identifier followed by '('. */
static int calls(const char *code, const char *name)
{
  for (const char *p = code;;) {
    size_t len = next_token(&p);
    if (!len) return 0;
    if (token_is(p, len, name)) {
      const char *q = p + len;
      size_t l2 = next_token(&q);
      if (l2 && token_is(q, l2, "(")) return 1;
    }
    p += len;
  }
}

static void every_entry_point_taking_a_sized_struct_is_called_by_this_test(void **state)
{
  (void)state;
  /* every header of include/hpcab: first the sized structs of all, then the functions of each */
  names headers = {0}, sized = {0}, fns = {0};
  DIR *dir = opendir(INCLUDE_DIR "/hpcab");
  assert_non_null(dir);
  for (struct dirent *e; (e = readdir(dir));) {
    size_t len = strlen(e->d_name);
    if (len > 2 && strcmp(e->d_name + len - 2, ".h") == 0) names_add(&headers, e->d_name, len);
  }
  closedir(dir);
  assert_true(headers.n >= 30);
  char **text = calloc(headers.n, sizeof *text);
  assert_non_null(text);
  for (size_t i = 0; i < headers.n; i++) {
    char path[512];
    snprintf(path, sizeof path, "%s/%s", INCLUDE_DIR "/hpcab", headers.v[i]);
    text[i] = read_text(path);
    blank_non_code(text[i]);
    sized_structs(text[i], &sized);
  }
  for (size_t i = 0; i < headers.n; i++) {
    entry_points(text[i], &sized, &fns);
    free(text[i]);
  }
  free(text);
  /* the parser finds what it must, and no more: known sized structs and entry points, none that
     takes only opaque handles */
  assert_true(sized.n >= 30);
  assert_true(has(&sized, "hpcab_judge_options") && has(&sized, "hpcab_timing_ops"));
  assert_true(fns.n >= 50);
  assert_true(has(&fns, "hpcab_judge_grade") && has(&fns, "hpcab_timing_run"));
  assert_true(has(&fns, "hpcab_efficacy_compute") && has(&fns, "hpcab_random_unit"));
  assert_false(has(&fns, "hpcab_build_object") || has(&fns, "hpcab_draw_new_sized"));

  char *self = read_text(THIS_FILE);
  blank_non_code(self);
  size_t missing = 0;
  for (size_t i = 0; i < fns.n; i++)
    if (!calls(self, fns.v[i])) {
      print_error("not called by tests/unit/test_abi_sizes.c: %s\n", fns.v[i]);
      missing++;
    }
  print_message("%zu entry points take a struct with a size field (%zu such structs)\n", fns.n, sized.n);
  free(self);
  names_free(&headers);
  names_free(&sized);
  names_free(&fns);
  if (missing) fail_msg("%zu entry points with a sized struct are not called here", missing);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_stats),
      cmocka_unit_test(in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_check),
      cmocka_unit_test(in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_inputs),
      cmocka_unit_test(in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_roofline),
      cmocka_unit_test(in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_store),
      cmocka_unit_test(in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_timing),
      cmocka_unit_test(in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_build),
      cmocka_unit_test(in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_sandbox),
      cmocka_unit_test(in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_invoke),
      cmocka_unit_test(in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_judge),
      cmocka_unit_test(in_struct_below_its_first_layout_or_above_today_is_refused_stats_check),
      cmocka_unit_test(in_struct_below_its_first_layout_or_above_today_is_refused_inputs),
      cmocka_unit_test(in_struct_below_its_first_layout_or_above_today_is_refused_roofline_store_timing),
      cmocka_unit_test(in_struct_below_its_first_layout_or_above_today_is_refused_build_sandbox_invoke_judge),
      cmocka_unit_test(options_of_validate_and_test_kernel_follow_the_size_rule),
      cmocka_unit_test(out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_stats),
      cmocka_unit_test(out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_check_srccheck),
      cmocka_unit_test(out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_inputs),
      cmocka_unit_test(out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_roofline),
      cmocka_unit_test(out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_store),
      cmocka_unit_test(out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_sandbox),
      cmocka_unit_test(out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_invoke),
      cmocka_unit_test(out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_verdict),
      cmocka_unit_test(in_struct_at_its_first_size_reads_a_garbage_tail_as_zero_and_a_bad_size_is_refused_device),
      cmocka_unit_test(out_struct_at_its_first_size_gets_only_its_bytes_and_below_is_refused_device),
      cmocka_unit_test(every_entry_point_taking_a_sized_struct_is_called_by_this_test),
  };
  return cmocka_run_group_tests(tests, setup_group, teardown_group);
}
