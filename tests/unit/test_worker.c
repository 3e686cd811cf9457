/* Unit tests: the sandboxed worker's basic call path (hpcab_worker in hpcab/worker.h). The hostile
   cases live in tests/zoo/ (suite 'zoo'). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <sched.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab.h"
#include "worker_internal.h"

#define WORKER_BIN HPCAB_BUILD_ROOT "/lib/hpcab-worker"
#define KERNELS HPCAB_BUILD_ROOT "/tests/unit_worker_kernels.so"

static hpcab_arena *two_arrays(size_t n)
{
  hpcab_arena_spec specs[2] = {
      {sizeof(hpcab_arena_spec), "a", n * 8, HPCAB_INTENT_OUT, 8},
      {sizeof(hpcab_arena_spec), "b", n * 8, HPCAB_INTENT_IN, 8},
  };
  hpcab_arena *a = NULL;
  assert_int_equal(hpcab_arena_new(specs, 2, &a), HPCAB_OK);
  return a;
}

static const hpcab_worker_arg abn[3] = {
    {HPCAB_WORKER_ARG_ARRAY, 0, 0}, {HPCAB_WORKER_ARG_ARRAY, 1, 0}, {HPCAB_WORKER_ARG_SCALAR, 0, HPCAB_I64}};

static void options(hpcab_worker_options *opt, hpcab_arena *arena, const char *symbol)
{
  hpcab_worker_options_init(opt, sizeof *opt);
  opt->worker_path = WORKER_BIN;
  opt->library = KERNELS;
  opt->symbol = symbol;
  opt->args = abn;
  opt->nargs = 3;
  opt->arena = arena;
  opt->call_timeout_s = 20;
}

static hpcab_call_result result(void)
{
  hpcab_call_result r;
  memset(&r, 0, sizeof r);
  r.size = sizeof r;
  return r;
}

static void worker_calls_the_kernel_and_the_judge_times_it(void **state)
{
  (void)state;
  hpcab_arena *arena = two_arrays(1000);
  hpcab_worker_options opt;
  options(&opt, arena, "copy_plus_one");
  hpcab_worker *w = NULL;
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_OK);
  double *a = hpcab_arena_data(arena, 0), *b = hpcab_arena_data(arena, 1);
  for (int call = 0; call < 3; call++) {
    for (int i = 0; i < 1000; i++) b[i] = i * 0.5 + call;
    hpcab_arena_poison_outputs(arena, (uint64_t)call);
    hpcab_call_result r = result();
    assert_int_equal(hpcab_worker_call(w, &(hpcab_scalar){.i64 = 1000}, &r), HPCAB_OK);
    assert_int_equal(r.outcome, HPCAB_OUTCOME_OK);
    assert_true(r.elapsed_ns > 0);
    for (int i = 0; i < 1000; i++) assert_true(a[i] == b[i] + 1.0);
  }
  hpcab_worker_free(w);
  hpcab_arena_free(arena);
}

static void each_call_poisons_the_outputs_first(void **state)
{
  (void)state;
  hpcab_arena *arena = two_arrays(64);
  hpcab_worker_options opt;
  options(&opt, arena, "nothing");
  hpcab_worker *w = NULL;
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_OK);
  double *a = hpcab_arena_data(arena, 0);
  for (int i = 0; i < 64; i++) a[i] = 1.0; /* a "previous result" the kernel hopes to reuse */
  hpcab_call_result r = result();
  assert_int_equal(hpcab_worker_call(w, &(hpcab_scalar){.i64 = 64}, &r), HPCAB_OK);
  assert_int_equal(r.outcome, HPCAB_OUTCOME_OK);
  for (int i = 0; i < 64; i++) assert_true(isnan(a[i]));
  hpcab_worker_free(w);
  hpcab_arena_free(arena);
}

static void worker_passes_scalars_of_each_dtype(void **state)
{
  (void)state;
  hpcab_arena_spec spec = {sizeof(hpcab_arena_spec), "out", 6 * 8, HPCAB_INTENT_OUT, 8};
  hpcab_arena *arena = NULL;
  assert_int_equal(hpcab_arena_new(&spec, 1, &arena), HPCAB_OK);
  hpcab_worker_arg args[7] = {{HPCAB_WORKER_ARG_ARRAY, 0, 0},          {HPCAB_WORKER_ARG_SCALAR, 0, HPCAB_F64},
                              {HPCAB_WORKER_ARG_SCALAR, 0, HPCAB_F32}, {HPCAB_WORKER_ARG_SCALAR, 0, HPCAB_I32},
                              {HPCAB_WORKER_ARG_SCALAR, 0, HPCAB_I64}, {HPCAB_WORKER_ARG_SCALAR, 0, HPCAB_U8},
                              {HPCAB_WORKER_ARG_SCALAR, 0, HPCAB_U64}};
  hpcab_worker_options opt;
  options(&opt, arena, "scalars");
  opt.args = args;
  opt.nargs = 7;
  hpcab_worker *w = NULL;
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_OK);
  hpcab_scalar v[6];
  memset(v, 0, sizeof v);
  v[0].f64 = -2.25;
  v[1].f32 = 1.5f;
  v[2].i32 = -7;
  v[3].i64 = (int64_t)1 << 40;
  v[4].u8 = 200;
  v[5].u64 = 12345;
  hpcab_call_result r = result();
  assert_int_equal(hpcab_worker_call(w, v, &r), HPCAB_OK);
  assert_int_equal(r.outcome, HPCAB_OUTCOME_OK);
  const double *out = hpcab_arena_data(arena, 0);
  assert_true(out[0] == -2.25);
  assert_true(out[1] == 1.5);
  assert_true(out[2] == -7.0);
  assert_true(out[3] == (double)((int64_t)1 << 40));
  assert_true(out[4] == 200.0);
  assert_true(out[5] == 12345.0);
  hpcab_worker_free(w);
  hpcab_arena_free(arena);
}

static hpcab_arena *inout_and_in(size_t n)
{
  hpcab_arena_spec specs[2] = {
      {sizeof(hpcab_arena_spec), "a", n * 8, HPCAB_INTENT_INOUT, 8},
      {sizeof(hpcab_arena_spec), "b", n * 8, HPCAB_INTENT_IN, 8},
  };
  hpcab_arena *a = NULL;
  assert_int_equal(hpcab_arena_new(specs, 2, &a), HPCAB_OK);
  return a;
}

static void two_workers_bound_to_one_arena_share_its_pages(void **state)
{
  (void)state;
  hpcab_arena *arena = inout_and_in(16);
  hpcab_worker_options opt;
  options(&opt, arena, "add_one_inout");
  hpcab_worker *w[2] = {NULL, NULL};
  assert_int_equal(hpcab_worker_new(&opt, &w[0]), HPCAB_OK);
  assert_int_equal(hpcab_worker_new(&opt, &w[1]), HPCAB_OK);
  double *a = hpcab_arena_data(arena, 0);
  for (int k = 0; k < 4; k++) {
    hpcab_call_result r = result();
    assert_int_equal(hpcab_worker_call(w[k & 1], &(hpcab_scalar){.i64 = 16}, &r), HPCAB_OK);
    assert_int_equal(r.outcome, HPCAB_OUTCOME_OK);
  }
  for (int i = 0; i < 16; i++) assert_true(a[i] == 4.0); /* each worker's writes landed where the other read */
  hpcab_worker_free(w[0]);
  hpcab_worker_free(w[1]);
  hpcab_arena_free(arena);
}

/* Two workers of one code on one arena differ in nothing: the arrays lie at the same virtual addresses
   (the arena's), and, address-space randomization being off, so do the stack, the heap and the
   library (the FIXED_LAYOUT guard; where a container refuses to turn randomization off, the guard
   says so and only the arrays are checked). The environments differ in length and in count (the
   judge gives the reference more variables than the candidate): the calls' stack must not move with
   them, by a page or by a byte, wherever the worker's file lies (its name is on the stack too). */
#define LAYOUT_WORKERS 8
static void two_workers_of_one_code_see_every_address_alike(void **state)
{
  (void)state;
  hpcab_arena *arena = two_arrays(8);
  hpcab_worker_options opt;
  options(&opt, arena, "addresses");
  /* the first four workers' environments differ in length by 16 bytes from one to the next (so main
     begins at every alignment modulo 64 bytes among them, wherever the worker's file lies), the
     last four's in the number of variables too (2 to 5) */
  char pad[4][80];
  hpcab_worker *w[LAYOUT_WORKERS] = {NULL};
  double seen[LAYOUT_WORKERS][5];
  const char *detail = NULL;
  int fixed = 0;
  for (int k = 0; k < LAYOUT_WORKERS; k++) {
    const char *env[5] = {"OMP_NUM_THREADS=1"};
    int npad = k < 4 ? 1 : k - 3, xs = k < 4 ? 16 * k : 9 * k;
    for (int j = 0; j < npad; j++) {
      int len = snprintf(pad[j], sizeof pad[j], "HPCAB_PAD%d=", j);
      memset(pad[j] + len, 'x', (size_t)xs);
      pad[j][len + xs] = 0;
      env[j + 1] = pad[j];
    }
    opt.env = env;
    opt.nenv = (size_t)(1 + npad);
    assert_int_equal(hpcab_worker_new(&opt, &w[k]), HPCAB_OK);
    hpcab_call_result r = result();
    assert_int_equal(hpcab_worker_call(w[k], &(hpcab_scalar){.i64 = 8}, &r), HPCAB_OK);
    assert_int_equal(r.outcome, HPCAB_OUTCOME_OK);
    memcpy(seen[k], hpcab_arena_data(arena, 0), sizeof seen[k]);
    const char *d = NULL;
    int f = hpcab_worker_guard(w[k], HPCAB_GUARD_FIXED_LAYOUT, &d);
    if (k == 0) {
      fixed = f;
      detail = d;
    }
    assert_int_equal(f, fixed);
  }
  assert_true(seen[0][0] != seen[0][1]);
  static const char *what[5] = {"array a", "array b", "stack", "heap", "library"};
  int checked = fixed ? 5 : 2;
  if (!fixed) {
    print_message("fixed layout not applied here: %s\n", detail);
    assert_non_null(strstr(detail, "randomization on"));
  }
  int differ = 0;
  for (int k = 1; k < LAYOUT_WORKERS; k++)
    for (int i = 0; i < checked; i++)
      if (seen[k][i] != seen[0][i]) {
        print_message("worker %d: %s at %#llx, worker 0: %#llx\n", k, what[i], (unsigned long long)seen[k][i],
                      (unsigned long long)seen[0][i]);
        differ++;
      }
  for (int k = 0; k < LAYOUT_WORKERS; k++) hpcab_worker_free(w[k]);
  hpcab_arena_free(arena);
  assert_int_equal(differ, 0);
}

static void a_ping_is_a_round_trip_without_the_kernel(void **state)
{
  (void)state;
  hpcab_arena *arena = inout_and_in(4);
  hpcab_worker_options opt;
  options(&opt, arena, "count_calls");
  hpcab_worker *w = NULL;
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_OK);
  double *a = hpcab_arena_data(arena, 0);
  for (int k = 0; k < 5; k++) {
    hpcab_call_result r = result();
    assert_int_equal(hpcab_worker_ping(w, &r), HPCAB_OK);
    assert_int_equal(r.outcome, HPCAB_OUTCOME_OK);
    assert_true(r.elapsed_ns > 0);
  }
  assert_true(a[0] == 0.0);
  hpcab_call_result r = result();
  assert_int_equal(hpcab_worker_call(w, &(hpcab_scalar){.i64 = 4}, &r), HPCAB_OK);
  assert_true(a[0] == 1.0);
  hpcab_worker_free(w);
  hpcab_arena_free(arena);
}

static void a_ping_of_an_ended_worker_repeats_its_verdict(void **state)
{
  (void)state;
  hpcab_arena_spec spec = {sizeof(hpcab_arena_spec), "out", 8, HPCAB_INTENT_OUT, 8};
  hpcab_arena *arena = NULL;
  assert_int_equal(hpcab_arena_new(&spec, 1, &arena), HPCAB_OK);
  hpcab_worker_arg arg = {HPCAB_WORKER_ARG_ARRAY, 0, 0};
  hpcab_worker_options opt;
  options(&opt, arena, "exit_now");
  opt.args = &arg;
  opt.nargs = 1;
  hpcab_worker *w = NULL;
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_OK);
  hpcab_call_result r = result();
  assert_int_equal(hpcab_worker_call(w, NULL, &r), HPCAB_OK);
  assert_int_not_equal(r.outcome, HPCAB_OUTCOME_OK);
  hpcab_call_result p = result();
  assert_int_equal(hpcab_worker_ping(w, &p), HPCAB_E_STATE);
  assert_int_equal(p.outcome, r.outcome);
  assert_int_equal(hpcab_worker_ping(NULL, &p), HPCAB_E_INVALID);
  hpcab_worker_free(w);
  hpcab_arena_free(arena);
}

static void the_calling_thread_runs_on_the_first_cpu_given(void **state)
{
  (void)state;
  cpu_set_t all;
  assert_int_equal(sched_getaffinity(0, sizeof all, &all), 0);
  unsigned cpus[2];
  int n = 0;
  for (int c = CPU_SETSIZE - 1; c >= 0 && n < 2; c--) /* the highest two, first given first */
    if (CPU_ISSET(c, &all)) cpus[n++] = (unsigned)c;
  hpcab_arena *arena = inout_and_in(4);
  hpcab_worker_options opt;
  options(&opt, arena, "calling_cpus");
  opt.cpus = cpus;
  opt.ncpus = (size_t)n;
  hpcab_worker *w = NULL;
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_OK);
  hpcab_call_result r = result();
  assert_int_equal(hpcab_worker_call(w, &(hpcab_scalar){.i64 = 4}, &r), HPCAB_OK);
  assert_int_equal(r.outcome, HPCAB_OUTCOME_OK);
  const double *a = hpcab_arena_data(arena, 0);
  assert_true(a[0] == (double)n);       /* sched_getaffinity answers the worker's CPUs (sysconf agrees) */
  assert_true(a[1] == (double)cpus[0]); /* while the calling thread stays on the first one */
  hpcab_worker_free(w);
  hpcab_arena_free(arena);
}

static void invalid_options_are_rejected(void **state)
{
  (void)state;
  hpcab_arena *arena = two_arrays(8);
  hpcab_worker_options opt;
  hpcab_worker *w = (hpcab_worker *)1;
  options(&opt, arena, "copy_plus_one");
  opt.size = 3;
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_E_INVALID);
  assert_null(w);
  options(&opt, arena, "copy_plus_one");
  hpcab_worker_arg bad[1] = {{HPCAB_WORKER_ARG_ARRAY, 5, 0}};
  opt.args = bad;
  opt.nargs = 1;
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_E_INVALID);
  hpcab_worker_arg f16[1] = {{HPCAB_WORKER_ARG_SCALAR, 0, HPCAB_F16}};
  opt.args = f16;
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_E_INVALID);
  options(&opt, arena, "copy_plus_one");
  const char *env[1] = {"NOEQUALS"};
  opt.env = env;
  opt.nenv = 1;
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_E_INVALID);
  options(&opt, arena, "copy_plus_one");
  opt.arena = NULL;
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_E_INVALID);
  assert_int_equal(hpcab_worker_new(NULL, &w), HPCAB_E_INVALID);
  hpcab_call_result r = result();
  assert_int_equal(hpcab_worker_call(NULL, NULL, &r), HPCAB_E_INVALID);
  hpcab_arena_free(arena);
}

static void missing_library_symbol_or_binary_is_notfound(void **state)
{
  (void)state;
  hpcab_arena *arena = two_arrays(8);
  hpcab_worker_options opt;
  hpcab_worker *w = NULL;
  options(&opt, arena, "no_such_kernel");
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_E_NOTFOUND);
  assert_non_null(strstr(hpcab_last_error(), "no_such_kernel"));
  options(&opt, arena, "copy_plus_one");
  opt.library = "/nonexistent/lib.so";
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_E_NOTFOUND);
  options(&opt, arena, "copy_plus_one");
  opt.worker_path = "/nonexistent/hpcab-worker";
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_E_NOTFOUND);
  assert_null(w);
  hpcab_arena_free(arena);
}

static void every_guard_is_reported_applied_or_with_a_reason(void **state)
{
  (void)state;
  hpcab_arena *arena = two_arrays(8);
  hpcab_worker_options opt;
  options(&opt, arena, "copy_plus_one");
  hpcab_worker *w = NULL;
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_OK);
  for (int g = 0; g < HPCAB_GUARD_COUNT; g++) {
    const char *detail = NULL;
    int applied = hpcab_worker_guard(w, (hpcab_guard)g, &detail);
    assert_true(applied == 0 || applied == 1);
    assert_non_null(detail);
    assert_true(detail[0] != 0);
    assert_string_not_equal(detail, "not reported");
    assert_non_null(strstr(hpcab_worker_guards(w), hpcab_guard_name((hpcab_guard)g)));
  }
  assert_int_equal(hpcab_worker_guard(w, HPCAB_GUARD_FROZEN, NULL), 1);
  assert_int_equal(hpcab_worker_guard(w, HPCAB_GUARD_CLOSE_FDS, NULL), 1);
  assert_int_equal(hpcab_worker_guard(w, HPCAB_GUARD_COUNT, NULL), -1);
  hpcab_worker_free(w);
  hpcab_arena_free(arena);
}

static void disabled_guards_are_reported_not_applied(void **state)
{
  (void)state;
  hpcab_arena *arena = two_arrays(8);
  hpcab_worker_options opt;
  options(&opt, arena, "copy_plus_one");
  opt.flags = HPCAB_WORKER_NO_NAMESPACES | HPCAB_WORKER_NO_LANDLOCK | HPCAB_WORKER_NO_SECCOMP;
  hpcab_worker *w = NULL;
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_OK);
  const char *detail = NULL;
  assert_int_equal(hpcab_worker_guard(w, HPCAB_GUARD_SECCOMP, &detail), 0);
  assert_string_equal(detail, "disabled by the judge");
  assert_int_equal(hpcab_worker_guard(w, HPCAB_GUARD_LANDLOCK_FS, NULL), 0);
  assert_int_equal(hpcab_worker_guard(w, HPCAB_GUARD_USER_NS, NULL), 0);
  assert_non_null(strstr(hpcab_worker_guards(w), "not applied"));
  hpcab_call_result r = result();
  assert_int_equal(hpcab_worker_call(w, &(hpcab_scalar){.i64 = 8}, &r), HPCAB_OK);
  assert_int_equal(r.outcome, HPCAB_OUTCOME_OK);
  hpcab_worker_free(w);
  hpcab_arena_free(arena);
}

static void a_dead_worker_repeats_its_verdict_and_leaves_no_process(void **state)
{
  (void)state;
  hpcab_arena_spec spec = {sizeof(hpcab_arena_spec), "out", 8, HPCAB_INTENT_OUT, 8};
  hpcab_arena *arena = NULL;
  assert_int_equal(hpcab_arena_new(&spec, 1, &arena), HPCAB_OK);
  hpcab_worker_arg args[1] = {{HPCAB_WORKER_ARG_ARRAY, 0, 0}};
  hpcab_worker_options opt;
  options(&opt, arena, "exit_now");
  opt.args = args;
  opt.nargs = 1;
  hpcab_worker *w = NULL;
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_OK);
  long pid = hpcab_worker_pid(w);
  assert_true(pid > 0);
  hpcab_call_result r = result();
  assert_int_equal(hpcab_worker_call(w, NULL, &r), HPCAB_OK);
  assert_int_equal(r.outcome, HPCAB_OUTCOME_CRASH);
  assert_string_equal(r.signal_name, "SIGILL");
  assert_int_equal(hpcab_worker_pid(w), -1);
  assert_int_equal(kill((pid_t)pid, 0), -1);
  assert_int_equal(errno, ESRCH);
  hpcab_call_result again = result();
  assert_int_equal(hpcab_worker_call(w, NULL, &again), HPCAB_E_STATE);
  assert_int_equal(again.outcome, HPCAB_OUTCOME_CRASH);
  hpcab_worker_free(w);
  hpcab_arena_free(arena);
}

static void free_kills_a_live_worker(void **state)
{
  (void)state;
  hpcab_arena *arena = two_arrays(8);
  hpcab_worker_options opt;
  options(&opt, arena, "copy_plus_one");
  hpcab_worker *w = NULL;
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_OK);
  long pid = hpcab_worker_pid(w);
  hpcab_worker_free(w);
  assert_int_equal(kill((pid_t)pid, 0), -1);
  assert_int_equal(errno, ESRCH);
  hpcab_worker_free(NULL);
  hpcab_arena_free(arena);
}

/* The call filter is verified positively before the first call: a worker whose second filter lets
   everything through (as a library that tampered with it would leave it; /proc still counts the
   filters) is ended with a verdict naming the probe, and every later call repeats it. */
static void a_call_filter_that_does_not_trap_the_probe_ends_the_worker(void **state)
{
  (void)state;
  hpcab_arena *arena = two_arrays(16);
  hpcab_worker_options opt;
  options(&opt, arena, "copy_plus_one");
  hpcab_worker *w = NULL;
  assert_int_equal(hpcab__worker_new_ex(&opt, HPCAB__WORKER_TEST_LOOSE_CALLS, &w), HPCAB_OK);
  assert_int_equal(hpcab_worker_pid(w), -1);
  hpcab_call_result r = result();
  assert_int_equal(hpcab_worker_call(w, &(hpcab_scalar){.i64 = 16}, &r), HPCAB_E_STATE);
  assert_int_equal(r.outcome, HPCAB_OUTCOME_WORKER_LOST);
  assert_non_null(strstr(r.message, "probe system calls were not trapped"));
  hpcab_worker_free(w);
  /* the real allow-list traps the probe, and says it was verified */
  assert_int_equal(hpcab_worker_new(&opt, &w), HPCAB_OK);
  const char *detail = NULL;
  assert_int_equal(hpcab_worker_guard(w, HPCAB_GUARD_SECCOMP, &detail), 1);
  assert_non_null(strstr(detail, "verified: probe calls trapped"));
  hpcab_worker_free(w);
  hpcab_arena_free(arena);
}

/* Every live worker is in the table of children; hpcab_children_kill (for a judge's SIGINT/SIGTERM
   handler) ends and reaps them all, and their handles still report and free cleanly. */
static void children_kill_ends_every_live_worker(void **state)
{
  (void)state;
  hpcab_arena *arena = two_arrays(16);
  hpcab_worker_options opt;
  options(&opt, arena, "copy_plus_one");
  int before = hpcab_children_count();
  hpcab_worker *w1 = NULL, *w2 = NULL;
  assert_int_equal(hpcab_worker_new(&opt, &w1), HPCAB_OK);
  assert_int_equal(hpcab_worker_new(&opt, &w2), HPCAB_OK);
  assert_int_equal(hpcab_children_count(), before + 2);
  long p1 = hpcab_worker_pid(w1), p2 = hpcab_worker_pid(w2);
  assert_true(hpcab_children_kill(5.0) >= 2);
  assert_true(kill((pid_t)p1, 0) != 0 && kill((pid_t)p2, 0) != 0); /* ended and reaped */
  hpcab_call_result r = result();
  assert_int_equal(hpcab_worker_call(w1, &(hpcab_scalar){.i64 = 16}, &r), HPCAB_OK);
  assert_int_not_equal(r.outcome, HPCAB_OUTCOME_OK);
  hpcab_worker_free(w1);
  hpcab_worker_free(w2);
  assert_int_equal(hpcab_children_count(), before);
  hpcab_arena_free(arena);
}

static void outcomes_and_guards_have_names(void **state)
{
  (void)state;
  assert_string_equal(hpcab_outcome_name(HPCAB_OUTCOME_OK), "ok");
  assert_string_equal(hpcab_outcome_name(HPCAB_OUTCOME_FORBIDDEN), "forbidden");
  assert_string_equal(hpcab_outcome_name(HPCAB_OUTCOME_WORKER_LOST), "worker_lost");
  assert_string_equal(hpcab_outcome_name(HPCAB_OUTCOME_FP_ENV), "fp_env");
  assert_string_equal(hpcab_outcome_name((hpcab_outcome)99), "unknown");
  assert_string_equal(hpcab_guard_name(HPCAB_GUARD_LANDLOCK_FS), "landlock_fs");
  assert_string_equal(hpcab_guard_name(HPCAB_GUARD_COUNT), "unknown");
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(worker_calls_the_kernel_and_the_judge_times_it),
      cmocka_unit_test(each_call_poisons_the_outputs_first),
      cmocka_unit_test(worker_passes_scalars_of_each_dtype),
      cmocka_unit_test(two_workers_bound_to_one_arena_share_its_pages),
      cmocka_unit_test(two_workers_of_one_code_see_every_address_alike),
      cmocka_unit_test(a_ping_is_a_round_trip_without_the_kernel),
      cmocka_unit_test(a_ping_of_an_ended_worker_repeats_its_verdict),
      cmocka_unit_test(the_calling_thread_runs_on_the_first_cpu_given),
      cmocka_unit_test(invalid_options_are_rejected),
      cmocka_unit_test(missing_library_symbol_or_binary_is_notfound),
      cmocka_unit_test(every_guard_is_reported_applied_or_with_a_reason),
      cmocka_unit_test(disabled_guards_are_reported_not_applied),
      cmocka_unit_test(a_dead_worker_repeats_its_verdict_and_leaves_no_process),
      cmocka_unit_test(free_kills_a_live_worker),
      cmocka_unit_test(a_call_filter_that_does_not_trap_the_probe_ends_the_worker),
      cmocka_unit_test(children_kill_ends_every_live_worker),
      cmocka_unit_test(outcomes_and_guards_have_names),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
