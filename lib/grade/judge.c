/*
 * lib/grade/judge.c — the reference judge composed from the modules (hpcab/judge.h).
 *
 * One grade: resolve options → load the manifest → secrets, store, topology, machine profile →
 * session accounting → cache lookup → source check → builds (reference, baseline, candidate) →
 * correctness stage (all-or-nothing, edge sizes first) with determinism → timing stage (the timed
 * protocol of lib/measure/timing.c per timed input, crediting, plausibility) → S_i → store.
 */
#include <dlfcn.h>
#include <limits.h>
#include <stddef.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "hpcab/build.h"
#include "hpcab/check.h"
#include "hpcab/draw.h"
#include "hpcab/format.h"
#include "hpcab/judge.h"
#include "hpcab/manifest.h"
#include "hpcab/rng.h"
#include "hpcab/roofline.h"
#include "hpcab/secrets.h"
#include "hpcab/srccheck.h"
#include "srccheck_internal.h"
#include "hpcab/stats.h"
#include "hpcab/store.h"
#include "hpcab/timing.h"
#include "hpcab/topo.h"
#include "hpcab/version.h"
#include "hpcab/invoke.h"
#include "hpcab/worker.h"
#include "hpcab/sizes.h"
#include "hpcab/summary.h"
#include "hpcab/credit.h"
#include "hpcab/hash.h"
#include "hpcab/paths.h"
#include "hpcab/session.h"
#include "internal.h"
#include "invoke_internal.h"
#include "worker_internal.h"
#include "judge_device.h"
#include "first_layouts.h"
#include "judge_internal.h"
#include "build_internal.h"
#include "judge_run.h"
#include "strbuf.h"

/* Draw-index spaces: correctness draws k; timed input t uses TIMED_BASE + t * TIMED_STRIDE + d for
   its D content draws; kernels with nothing to perturb get FRESH_BASE + t * FRESH_STRIDE + round. */
#define TIMED_BASE (UINT64_C(1) << 20)
#define TIMED_STRIDE UINT64_C(64)
#define FRESH_BASE (UINT64_C(1) << 32)
#define FRESH_STRIDE (UINT64_C(1) << 24)
/* comparator k of input t: COMPARATOR_BASE + t * FRESH_STRIDE + k * COMPARATOR_STRIDE + round */
#define COMPARATOR_BASE (UINT64_C(1) << 40)
#define COMPARATOR_STRIDE (UINT64_C(1) << 20)
#define TOP_INDEX (UINT64_C(1) << 19) /* the draw index of the correctness draw at the top corner */
#define DRAWS_PER_INPUT 4
#define SCORE_CALLS 5

/* ---------------------------------------------------------------------------------------------- */
/* small helpers                                                                                  */

static double now_s(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void progress(judge *j, const char *stage, double fraction)
{
  if (j->o.progress) j->o.progress(j->o.progress_ctx, stage, fraction < 0 ? 0 : fraction > 1 ? 1 : fraction);
}

/* Takes the judge's private paths out of a text for the verdict (a reason, a compiler log): the
   build cache, the store, the secrets file and the state directory (as given and resolved) never
   appear in a report; the candidate's own name does. */
static void scrub_private_paths(judge *j, char **text)
{
  const char *paths[5] = {j->cache_dir, j->db_path, j->o.secrets_path, j->state_dir, NULL};
  static const char *const names[5] = {"<build cache>", "<store>", "<secrets>", "<state dir>", "<state dir>"};
  char *real = realpath(j->state_dir, NULL);
  paths[4] = real;
  for (int k = 0; k < 5; k++) hpcab__replace_all(text, paths[k], names[k]);
  free(real);
}

/* Sets the verdict's failure: status word and reason (without the judge's private paths). */
static void fail(judge *j, const char *status, const char *fmt, ...) HPCAB_PRINTF(3, 4);
static void fail(judge *j, const char *status, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  char reason[2048];
  vsnprintf(reason, sizeof reason, fmt, ap);
  va_end(ap);
  hpcab__vset(&j->v->status, "%s", status);
  hpcab__vset(&j->v->reason, "%s", reason);
  scrub_private_paths(j, &j->v->reason);
  j->v->correct = 0;
  j->v->speedup = 0.0;
}

static int file_exists(const char *path)
{
  return access(path, R_OK) == 0;
}

static const char *base_name(const char *path)
{
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

/* ---------------------------------------------------------------------------------------------- */
/* setup                                                                                          */

static hpcab_status resolve_paths(judge *j)
{
  hpcab_status st;
  if (j->o.state_dir) {
    if (snprintf(j->state_dir, sizeof j->state_dir, "%s", j->o.state_dir) >= (int)sizeof j->state_dir)
      return hpcab__seterr(HPCAB_E_INVALID, "state directory path too long");
  } else if ((st = hpcab_paths_state_dir(j->state_dir, sizeof j->state_dir))) {
    return st;
  }
  if (snprintf(j->db_path, sizeof j->db_path, "%s/%s", j->state_dir, "results.db") >= (int)sizeof j->db_path ||
      snprintf(j->cache_dir, sizeof j->cache_dir, "%s/%s", j->state_dir, "build") >= (int)sizeof j->cache_dir)
    return hpcab__seterr(HPCAB_E_INVALID, "state directory path too long");
  if (j->o.db_path) snprintf(j->db_path, sizeof j->db_path, "%s", j->o.db_path);
  if (j->o.cache_dir) snprintf(j->cache_dir, sizeof j->cache_dir, "%s", j->o.cache_dir);
  if (j->o.include_dir)
    snprintf(j->include_dir, sizeof j->include_dir, "%s", j->o.include_dir);
  else if ((st = hpcab_paths_include_dir(j->include_dir, sizeof j->include_dir)))
    return st;
  char probe[PATH_MAX + 32];
  snprintf(probe, sizeof probe, "%s/hpcab/kernel.h", j->include_dir);
  if (!file_exists(probe))
    return hpcab__seterr(HPCAB_E_NOTFOUND, "hpcab/kernel.h not found under %s (set the include directory)",
                         j->include_dir);
  return HPCAB_OK;
}

static hpcab_status machine_setup(judge *j)
{
  hpcab_status st = hpcab_topo_new(&j->topo);
  if (st) return st;
  unsigned cores = hpcab_topo_core_count(j->topo);
  j->threads = j->o.threads ? j->o.threads : cores;
  if (j->threads > cores)
    return hpcab__seterr(HPCAB_E_INVALID, "--threads %u: the machine has %u physical cores (one thread per core)",
                         j->threads, cores);
  /* the machine's calibration (hpcab-judge calibrate), for the verdict's context: none is no error */
  char cpath[PATH_MAX];
  j->calibration.size = sizeof j->calibration;
  j->calibrated = hpcab_calibration_path(hpcab_topo_key(j->topo), cpath, sizeof cpath) == HPCAB_OK &&
                  hpcab_calibration_load(cpath, hpcab_topo_key(j->topo), &j->calibration) == HPCAB_OK;
  if (!j->calibrated) hpcab_error_clear();
  /* the machine profile (peak bandwidth) for the roofline rule, cached per machine; a check-only
     run never times, so it needs none (and does not measure one on a busy machine) */
  if (j->o.check_only) return HPCAB_OK;
  /* the machine profile (peak bandwidth) for the roofline rule: cached per machine */
  char path[PATH_MAX];
  st = hpcab_profile_path(hpcab_topo_key(j->topo), 0, path, sizeof path);
  if (st) return st;
  j->profile.size = sizeof j->profile;
  if (hpcab_profile_load(path, hpcab_topo_key(j->topo), &j->profile) != HPCAB_OK) {
    progress(j, "measuring peak bandwidth (once per machine)", 0.0);
    hpcab_peak_options po;
    hpcab_peak_options_init(&po, sizeof po);
    st = hpcab_peak_measure(j->topo, &po, &j->profile);
    if (st) return st;
    if (hpcab_profile_save(&j->profile, path) != HPCAB_OK) hpcab_error_clear(); /* a cache: not fatal */
  }
  return HPCAB_OK;
}

/* Builds a source; `trusted` (the kernel's reference and baseline) may link the BLAS. */
hpcab_status hpcab__judge_build(judge *j, const char *source, int trusted, hpcab_build **out)
{
  hpcab_build_options bo = {.size = sizeof bo,
                            .libs = trusted ? "-lopenblas -lm" : NULL,
                            .cache_dir = j->cache_dir,
                            .include_dir = j->include_dir,
                            .flags = j->o.flags,
                            .extra_flags = j->o.extra_flags,
                            .precision = j->prec,
                            .memory_bytes = j->o.compile_memory_bytes};
  if (j->dev) hpcab__jdev_build_options(j->dev, source, &bo);
  if (!j->dev && hpcab_lang_from_path(source) == HPCAB_LANG_PYTHON)
    return hpcab__build_python(&bo, j->m, source, HPCAB__PY_CANDIDATE, out);
  return hpcab_build_source(&bo, source, out);
}

/* A Python baseline: the kernel's `file` (spec.py for `numba`, torch_module.py for `torch`) built as
   a Python artifact of `mode`; *note says what ran. */
static hpcab_status build_python_baseline(judge *j, const char *name, const char *file, hpcab__py_mode mode,
                                          hpcab_build **out, char **note)
{
  char *path = hpcab__asprintf("%s/%s", hpcab_manifest_dir(j->m), file);
  if (!path) return HPCAB_E_NOMEM;
  hpcab_status st;
  if (access(path, R_OK) != 0) {
    st = hpcab__seterr(HPCAB_E_UNSUPPORTED, "%s has no %s: the %s baseline runs a kernel's %s", hpcab_manifest_id(j->m),
                       file, name, file);
  } else {
    hpcab_build_options bo = {.size = sizeof bo,
                              .cache_dir = j->cache_dir,
                              .include_dir = j->include_dir,
                              .precision = j->prec,
                              .memory_bytes = j->o.compile_memory_bytes};
    st = hpcab__build_python(&bo, j->m, path, mode, out);
  }
  free(path);
  if (!st) {
    *note =
        hpcab__strdup(mode == HPCAB__PY_SPEC
                          ? "numba: the kernel's spec.py under numba.njit (parallel=True where it has a prange loop)"
                          : "torch: the kernel's torch_module.py, eager PyTorch on the CPU (torch.compile is not "
                            "used: it would compile at each new shape, during a call)");
    if (!*note) st = HPCAB_E_NOMEM;
  }
  return st;
}

/* The `autopar` baseline: the reference compiled by gcc with its auto-parallelizer (one thread per
   online CPU, Graphite's loop parallelization too); j->v->baseline_note says whether it parallelized
   anything, read from the object: a loop gcc parallelized calls GOMP_parallel. */
static hpcab_status build_autopar(judge *j, hpcab_build **out, char **note)
{
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  char *extra = hpcab__asprintf("%s%s-ftree-parallelize-loops=%ld -floop-parallelize-all",
                                j->o.extra_flags ? j->o.extra_flags : "",
                                j->o.extra_flags && *j->o.extra_flags ? " " : "", cpus > 1 ? cpus : 2);
  if (!extra) return HPCAB_E_NOMEM;
  hpcab_build_options bo = {.size = sizeof bo,
                            .libs = "-lopenblas -lm",
                            .cache_dir = j->cache_dir,
                            .include_dir = j->include_dir,
                            .flags = j->o.flags,
                            .extra_flags = extra,
                            .precision = j->prec,
                            .memory_bytes = j->o.compile_memory_bytes};
  hpcab_status st = hpcab_build_source(&bo, hpcab_manifest_reference(j->m), out);
  free(extra);
  if (st) return st;
  char *data = NULL;
  size_t len = 0;
  int parallel = 0;
  if (hpcab__read_file(hpcab_build_object(*out), &data, &len) == HPCAB_OK)
    parallel = memmem(data, len, "GOMP_parallel", strlen("GOMP_parallel")) != NULL;
  free(data);
  *note = hpcab__asprintf(
      parallel ? "autopar: gcc parallelized loops of the reference (-ftree-parallelize-loops=%ld, GOMP_parallel)"
               : "autopar: gcc parallelized no loop of the reference: the baseline ran sequentially (%ld CPUs)",
      cpus > 1 ? cpus : 2);
  return *note ? HPCAB_OK : HPCAB_E_NOMEM;
}

/* Builds the baseline called `name` (reference, autopar, numba or a source file) into *out, *note
   saying what its build did (or NULL); *out stays NULL for the reference itself (j->ref_b). On a
   failure the error says which baseline and shows its build log. */
static hpcab_status build_named_baseline(judge *j, const char *name, hpcab_build **out, char **note)
{
  *out = NULL;
  *note = NULL;
  hpcab_status st = HPCAB_OK;
  if (strcmp(name, "reference") == 0 || strcmp(name, hpcab_manifest_reference(j->m)) == 0) return HPCAB_OK;
  if (strcmp(name, "autopar") == 0 && !j->dev)
    st = build_autopar(j, out, note);
  else if (strcmp(name, "numba") == 0 && !j->dev)
    st = build_python_baseline(j, name, "spec.py", HPCAB__PY_SPEC, out, note);
  else if (strcmp(name, "torch") == 0 && !j->dev)
    st = build_python_baseline(j, name, "torch_module.py", HPCAB__PY_TORCH, out, note);
  else
    st = hpcab__judge_build(j, name, 1, out);
  if (st && *out && *hpcab_build_log(*out))
    hpcab__seterr(st, "building the baseline %s failed:\n%s", name, hpcab_build_log(*out));
  return st;
}

/* Builds the comparators of hpcab_judge_options.comparators (comma-separated names) and names them
   in the verdict. */
static hpcab_status build_comparators(judge *j)
{
  if (!j->o.comparators || !*j->o.comparators) return HPCAB_OK;
  char *list = hpcab__strdup(j->o.comparators);
  if (!list) return HPCAB_E_NOMEM;
  hpcab_status st = HPCAB_OK;
  char *save = NULL;
  for (char *name = strtok_r(list, ",", &save); name && !st; name = strtok_r(NULL, ",", &save)) {
    if (j->v->ncomparators == HPCAB__MAX_COMPARATORS) {
      st = hpcab__seterr(HPCAB_E_INVALID, "at most %d comparators", HPCAB__MAX_COMPARATORS);
      break;
    }
    verdict_comparator *c = realloc(j->v->comparators, (j->v->ncomparators + 1) * sizeof *c);
    if (!c) {
      st = HPCAB_E_NOMEM;
      break;
    }
    j->v->comparators = c;
    c = &c[j->v->ncomparators];
    memset(c, 0, sizeof *c);
    st = build_named_baseline(j, name, &j->comp_b[j->v->ncomparators], &c->note);
    if (st && st != HPCAB_E_NOMEM) { /* reported, never the grade's failure */
      c->failed = hpcab__asprintf("not built: %s", hpcab_last_error());
      c->unbuilt = 1;
      hpcab_error_clear();
      st = c->failed ? HPCAB_OK : HPCAB_E_NOMEM;
    }
    c->name = hpcab__strdup(strcmp(name, hpcab_manifest_reference(j->m)) == 0 ? "reference" : base_name(name));
    j->v->ncomparators++;
    if (!st && !c->name) st = HPCAB_E_NOMEM;
  }
  free(list);
  return st;
}

/* ---------------------------------------------------------------------------------------------- */
/* calls through a pair (hpcab/invoke.h) and what their verdicts mean for the grade                */

/* Appends a flag to the verdict (line 0: found at run time, not in the source). */
static hpcab_status add_flag(judge *j, int line, const char *category, const char *message, int forbidden)
{
  verdict_flag *f = realloc(j->v->flags, (j->v->nflags + 1) * sizeof *f);
  if (!f) return hpcab__nomem("flags", (j->v->nflags + 1) * sizeof *f);
  j->v->flags = f;
  verdict_flag *vf = &f[j->v->nflags];
  vf->line = line;
  vf->forbidden = forbidden;
  vf->category = hpcab__strdup(category);
  vf->message = hpcab__strdup(message);
  if (!vf->category || !vf->message) {
    free(vf->category);
    free(vf->message);
    return HPCAB_E_NOMEM;
  }
  j->v->nflags++;
  return HPCAB_OK;
}

/* The run-time flag of a candidate that tried to open files for reading during its calls (each
   open failed with EACCES and the call went on), added once. */
#define READ_OPENS_FLAG                                                                                                \
  "does file I/O (opened a file for reading during a call: answered EACCES, the worker holds no files)"
static hpcab_status flag_read_opens(judge *j)
{
  for (size_t i = 0; i < j->v->nflags; i++)
    if (j->v->flags[i].line == 0 && !strcmp(j->v->flags[i].message, READ_OPENS_FLAG)) return HPCAB_OK;
  return add_flag(j, 0, "file-io", READ_OPENS_FLAG, 0);
}

/* Whether a worker died of a signal sent from outside (a person, another program, the OOM killer),
   not of a fault the worker reported: a death by a signal the worker's reporters do not handle. */
static int killed_from_outside(const hpcab_call_result *r)
{
  static const int reported[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGSYS, SIGTRAP, SIGXCPU, SIGXFSZ};
  if ((r->outcome != HPCAB_OUTCOME_CRASH && r->outcome != HPCAB_OUTCOME_OUT_OF_MEMORY) || r->signal <= 0) return 0;
  for (size_t i = 0; i < sizeof reported / sizeof reported[0]; i++)
    if (r->signal == reported[i]) return 0;
  return 1;
}

/* Maps a worker verdict to the verdict's status (for the candidate) or an error (reference). A
   reference worker killed from outside ends the grade as a crash (with a verdict: exit 1, JSON). A
   candidate that left the floating-point environment changed (flush-to-zero, denormals-are-zero, a
   rounding mode: the hand-written form of the unsafe math the judge refuses as flags or pragmas) is
   `rejected`, with a refused `fp-env` flag. Returns HPCAB_OK for an ok call, HPCAB_E_WORKER when the
   verdict was set. */
static hpcab_status side_result(judge *j, int side, const hpcab_call_result *r, const char *when)
{
  hpcab_status st;
  if (side == HPCAB_SIDE_CANDIDATE && r->read_opens && (st = flag_read_opens(j)) != HPCAB_OK) return st;
  if (r->outcome == HPCAB_OUTCOME_OK) return HPCAB_OK;
  if (killed_from_outside(r)) j->unrepeatable = 1;
  if (side == HPCAB_SIDE_REFERENCE && killed_from_outside(r)) {
    /* not the kernel's fault, nor the judge's: the grade ends as a crash, with its verdict */
    fail(j, "crash", "%s: the reference's worker was %s", when, r->message);
    return HPCAB_E_WORKER;
  }
  if (side == HPCAB_SIDE_REFERENCE)
    return hpcab__seterr(HPCAB_E_INTERNAL, "the reference of %s failed %s: %s: %s", hpcab_manifest_id(j->m), when,
                         hpcab_outcome_name(r->outcome), r->message);
  if (r->outcome == HPCAB_OUTCOME_FP_ENV) {
    if ((st = add_flag(j, 0, "fp-env", r->message, 1)) != HPCAB_OK) return st;
    fail(j, "rejected",
         "%s: %s: changing the floating-point environment is the hand-written form of the unsafe "
         "math the judge refuses",
         when, r->message);
    return HPCAB_E_WORKER;
  }
  fail(j, hpcab_outcome_name(r->outcome), "%s: %s", when, r->message);
  return HPCAB_E_WORKER;
}

/* One call of `side` in the current round of pair iv, its verdict mapped as side_result does. */
static hpcab_status call_side(judge *j, hpcab_invoke *iv, int side, const char *when)
{
  hpcab_call_result r = {.size = sizeof r};
  hpcab_status st = hpcab_invoke_call(iv, (hpcab_side)side, &r);
  if (st && st != HPCAB_E_STATE) return st;
  return side_result(j, side, &r, when);
}

/* The floating-point environment of every thread of the candidate's workers of pair iv (the calling
   thread and its OpenMP team), checked and restored after its calls (hpcab__worker_fp_check): a
   thread left with flush-to-zero, denormals-are-zero or another rounding mode rejects the candidate
   as the calling thread's would, the flag naming the thread. */
static hpcab_status fp_team_check(judge *j, hpcab_invoke *iv, const char *when)
{
  hpcab_worker *ws[2] = {iv->worker[HPCAB_SIDE_CANDIDATE], iv->alt[HPCAB_SIDE_CANDIDATE]};
  for (int k = 0; k < 2; k++) {
    if (!ws[k]) continue;
    hpcab_call_result r = {.size = sizeof r};
    hpcab_status st = hpcab__worker_fp_check(ws[k], &r);
    if (st && st != HPCAB_E_STATE) return st;
    if ((st = side_result(j, HPCAB_SIDE_CANDIDATE, &r, when)) != HPCAB_OK) return st;
  }
  return HPCAB_OK;
}

/* A pair for draw d's sizes with both sides started: objects[side]. On a candidate that cannot be
   loaded (library or symbol missing) sets the verdict and returns HPCAB_E_WORKER. */
static hpcab_status pair_open(judge *j, const hpcab_draw *d, const char *const objects[2], int timed,
                              hpcab_invoke **out)
{
  *out = NULL;
  hpcab_invoke_options io = {.size = sizeof io,
                             .manifest = j->m,
                             .precision = j->prec,
                             .topo = j->topo,
                             .threads = j->threads,
                             .worker_path = j->o.worker_path,
                             .call_timeout_s = j->o.call_timeout_s > 0 ? j->o.call_timeout_s : 10.0,
                             .timed = timed};
  if (j->dev) hpcab__jdev_invoke_options(j->dev, timed, &io);
  hpcab_invoke *iv = NULL;
  hpcab_status st = hpcab_invoke_new(&io, d, &iv);
  hpcab_side s = HPCAB_SIDE_REFERENCE;
  if (!st) st = hpcab__invoke_start_both(iv, objects, &s); /* every worker of the pair loads at once */
  if (st == HPCAB_E_NOTFOUND && s == HPCAB_SIDE_CANDIDATE) {
    /* the loader names the built object in the cache: name the user's file instead */
    char *why = hpcab__strdup(hpcab_last_error());
    if (why) hpcab__replace_all(&why, objects[s], base_name(j->o.candidate));
    fail(j, "load_error", "%s cannot be loaded: %s", base_name(j->o.candidate), why ? why : hpcab_last_error());
    free(why);
    st = HPCAB_E_WORKER;
  } else if (st && iv) {
    hpcab__error_prefix("starting the %s worker", s ? "candidate" : "reference");
  }
  for (int k = 0; k < 2 && !st && timed && j->o.timed_worker; k++)
    j->o.timed_worker(j->o.hook_ctx, k, hpcab_worker_pid(hpcab_invoke_worker(iv, (hpcab_side)k)));
  if (st) {
    hpcab_invoke_free(iv);
    return st;
  }
  if (!*j->v->guards) {
    hpcab__vset(&j->v->guards, "%s", hpcab_worker_guards(hpcab_invoke_worker(iv, HPCAB_SIDE_CANDIDATE)));
    hpcab__verdict_set_guards(j->v, hpcab_invoke_worker(iv, HPCAB_SIDE_CANDIDATE));
  }
  *out = iv;
  return HPCAB_OK;
}

static char *sizes_text(judge *j, const hpcab_sizes *s)
{
  hpcab__sb sb = {0};
  for (size_t i = 0; i < hpcab_sizes_count(s); i++)
    hpcab__sb_printf(&sb, "%s%s=%lld", i ? "," : "", hpcab_manifest_size_name(j->m, i),
                     (long long)hpcab_sizes_get(s, i));
  char *out = NULL;
  if (hpcab__sb_finish(&sb, &out)) return NULL;
  return out;
}

/* "alpha=1.5,beta=2" of a draw's params (shortest round-trip values); "" when it has none. */
static char *params_text(judge *j, const hpcab_draw *d)
{
  hpcab__sb sb = {0};
  char num[HPCAB_DOUBLE_TEXT];
  for (size_t i = 0; i < hpcab_draw_param_count(d); i++)
    hpcab__sb_printf(&sb, "%s%s=%s", i ? "," : "", hpcab_manifest_param_name(j->m, i),
                     hpcab_double_format(hpcab_draw_param(d, i), num));
  char *out = NULL;
  if (hpcab__sb_finish(&sb, &out)) return NULL;
  return out;
}

static void *resolve_init(void *ctx, const char *symbol)
{
  return dlsym(ctx, symbol);
}

static hpcab_status new_draw(judge *j, uint64_t index, hpcab_purpose purpose, const hpcab_sizes *sizes,
                             hpcab_draw **out)
{
  hpcab_status st = sizes ? hpcab_draw_new_sized(j->m, j->prec, j->seed, index, purpose, sizes, out)
                          : hpcab_draw_new(j->m, j->prec, j->seed, index, purpose, NULL, out);
  if (!st && j->ref_dl) st = hpcab_draw_set_resolver(*out, resolve_init, j->ref_dl);
  return st;
}

/* ---------------------------------------------------------------------------------------------- */
/* correctness stage                                                                              */

/* The candidate called twice on the same values agrees with itself (lib/DESIGN.md §7). Runs right after
   a round whose second call was the candidate's. */
static hpcab_status determinism(judge *j, hpcab_invoke *iv, hpcab_draw *d, int *ok)
{
  hpcab_call_result r = {.size = sizeof r};
  double ratio = 0;
  char line[512];
  hpcab_status st = hpcab_invoke_determinism(iv, HPCAB_SIDE_CANDIDATE, d, &r, &ratio, ok, line, sizeof line);
  if (st && st != HPCAB_E_STATE) return st;
  if ((st = side_result(j, HPCAB_SIDE_CANDIDATE, &r, "second call on correctness draw 0 (determinism)"))) return st;
  if (isnan(j->v->determinism_ratio) || ratio > j->v->determinism_ratio) j->v->determinism_ratio = ratio;
  if (!*ok) fail(j, "nondeterministic", "%s", line);
  return HPCAB_OK;
}

/* The top corner of the declared ranges (hpcab_sizes_top, under the correctness footprint cap at the
   run precision): sizes for the last correctness draw, recorded in the verdict with whether the cap
   kept them below the declared maxima. */
static hpcab_status top_sizes(judge *j, hpcab_sizes **out)
{
  *out = NULL;
  hpcab_sizes *s = NULL;
  hpcab_status st = hpcab_sizes_new(j->m, &s);
  hpcab_draw_limits lim = {.size = sizeof lim, .precision = j->prec};
  int capped = 0;
  if (!st) st = hpcab_sizes_top(j->m, &lim, s, &capped);
  char *text = st ? NULL : sizes_text(j, s);
  if (!st && !text) st = HPCAB_E_NOMEM;
  if (st) {
    hpcab__error_prefix("%s: the top of the declared ranges", hpcab_manifest_id(j->m));
    hpcab_sizes_free(s);
    return st;
  }
  free(j->v->top_sizes);
  j->v->top_sizes = text;
  j->v->top_capped = capped;
  *out = s;
  return HPCAB_OK;
}

/* Returns HPCAB_OK with j->v->correct set, or an error that is not the candidate's fault. Draws
   0 .. n-1 (edge sizes first, then the whole ranges), then one at the top corner of the ranges. */
static hpcab_status correctness_stage(judge *j)
{
  int draws = j->o.test_sizes ? 1 : j->o.correctness_draws > 0 ? j->o.correctness_draws : 8;
  int top = j->o.test_sizes ? 0 : 1;
  hpcab_purpose purpose = j->o.test_sizes ? HPCAB_PURPOSE_TEST : HPCAB_PURPOSE_CORRECTNESS;
  const char *objects[2] = {hpcab_build_object(j->ref_b), hpcab_build_object(j->cand_b)};
  for (int k = 0; k < draws + top; k++) {
    progress(j, "correctness", 0.05 + 0.25 * k / (draws + top));
    hpcab_draw *d = NULL;
    hpcab_status st;
    if (k < draws) {
      st = new_draw(j, (uint64_t)k, purpose, NULL, &d);
    } else {
      hpcab_sizes *ts = NULL;
      st = top_sizes(j, &ts);
      if (!st) st = new_draw(j, TOP_INDEX, HPCAB_PURPOSE_CORRECTNESS, ts, &d);
      hpcab_sizes_free(ts);
    }
    if (st) return st;
    char *sz = sizes_text(j, hpcab_draw_sizes(d));
    hpcab_invoke *iv = NULL;
    st = pair_open(j, d, objects, 0, &iv);
    if (st == HPCAB_E_WORKER) { /* the candidate could not be loaded: verdict set */
      free(sz);
      hpcab_draw_free(d);
      return HPCAB_OK;
    }
    if (!st) st = hpcab_invoke_stage(iv, d, -1);
    char when[512];
    if (k < draws)
      snprintf(when, sizeof when, "correctness draw %d (%s)", k, sz ? sz : "");
    else
      snprintf(when, sizeof when, "correctness at the top of the declared ranges (%s%s)", sz ? sz : "",
               j->v->top_capped ? ", the largest within the footprint cap" : "");
    if (!st) st = call_side(j, iv, HPCAB_SIDE_REFERENCE, when);
    if (!st) st = call_side(j, iv, HPCAB_SIDE_CANDIDATE, when);
    int ok = 1;
    if (!st) {
      char line[1024];
      st = hpcab_invoke_compare(iv, d, &ok, line, sizeof line);
      if (!st && !ok) fail(j, "incorrect", "%s: %s", when, line);
    }
    if (!st && ok) st = fp_team_check(j, iv, when);
    if (!st && ok && k == 0) st = determinism(j, iv, d, &ok);
    hpcab_invoke_free(iv);
    hpcab_draw_free(d);
    free(sz);
    if (st == HPCAB_E_WORKER) return HPCAB_OK; /* the candidate's failure: verdict set */
    if (st) return st;
    if (!ok) return HPCAB_OK;
  }
  j->v->correctness_draws = draws;
  j->v->correct = 1;
  return HPCAB_OK;
}

/* ---------------------------------------------------------------------------------------------- */
/* timing stage                                                                                   */

static hpcab_status append_input(judge *j, verdict_input *vin)
{
  verdict_input *n = realloc(j->v->inputs, (j->v->ninputs + 1) * sizeof *n);
  if (!n) return hpcab__nomem("verdict inputs", (j->v->ninputs + 1) * sizeof *n);
  j->v->inputs = n;
  n[j->v->ninputs++] = *vin;
  return HPCAB_OK;
}

/* Turns one timed input's protocol into a verdict input: medians, crediting (or, on the score route,
   fastest of the calls), call overheads and whether the calls resolve above them, plausibility. */
static hpcab_status input_result(judge *j, const hpcab_draw *d0, hpcab_timing *tm, int score_route, verdict_input *vin)
{
  int64_t n = hpcab_timing_rounds(tm);
  vin->calls = n;
  vin->sizes = sizes_text(j, hpcab_draw_sizes(d0));
  vin->params = params_text(j, d0);
  vin->ref_ns = malloc((size_t)n * sizeof(double));
  vin->cand_ns = malloc((size_t)n * sizeof(double));
  vin->busy_ns = hpcab_timing_busy_ns(tm);
  vin->wall_ns = hpcab_timing_wall_ns(tm);
  vin->overhead_ref = vin->overhead_cand = NAN;
  vin->resolved = 1;
  if (!vin->sizes || !vin->params || !vin->ref_ns || !vin->cand_ns)
    return hpcab__nomem("timed samples", (size_t)n * sizeof(double));
  memcpy(vin->ref_ns, hpcab_timing_samples(tm, HPCAB_SIDE_REFERENCE), (size_t)n * sizeof(double));
  memcpy(vin->cand_ns, hpcab_timing_samples(tm, HPCAB_SIDE_CANDIDATE), (size_t)n * sizeof(double));
  int64_t np = hpcab_timing_pings(tm);
  hpcab_overhead_result ov = {.size = sizeof ov};
  if (np > 0 && !j->dev) { /* device samples are device-event times: judge_device.c resolves them */
    hpcab_status st = hpcab_overhead_check(vin->ref_ns, (size_t)n, vin->cand_ns, (size_t)n,
                                           hpcab_timing_overhead_samples(tm, HPCAB_SIDE_REFERENCE),
                                           hpcab_timing_overhead_samples(tm, HPCAB_SIDE_CANDIDATE), (size_t)np, &ov);
    if (st) return st;
    vin->overhead_ref = ov.overhead_ref;
    vin->overhead_cand = ov.overhead_cand;
    vin->resolved = ov.resolved;
  }
  if (score_route) {
    double rmin = vin->ref_ns[0], cmin = vin->cand_ns[0];
    for (int64_t k = 1; k < n; k++) {
      if (vin->ref_ns[k] < rmin) rmin = vin->ref_ns[k];
      if (vin->cand_ns[k] < cmin) cmin = vin->cand_ns[k];
    }
    vin->ref_median = rmin;
    vin->cand_median = cmin;
    vin->ratio = vin->credited = vin->resolved ? rmin / cmin : 1.0;
    vin->p = NAN;
    return HPCAB_OK;
  }
  hpcab_credit_result cr = {.size = sizeof cr};
  hpcab_credit_params cp = {.size = sizeof cp,
                            .alpha = j->o.alpha > 0 ? j->o.alpha : HPCAB_CREDIT_ALPHA,
                            .min_effect = hpcab__judge_min_effect(j)};
  hpcab_status st = hpcab_credit_compute(vin->ref_ns, (size_t)n, vin->cand_ns, (size_t)n, &cp, &cr);
  if (st) return st;
  vin->ref_median = cr.median_ref;
  vin->cand_median = cr.median_cand;
  vin->ratio = cr.ratio;
  vin->p = cr.p;
  vin->credited = vin->resolved ? cr.credited : 1.0;
  if (!vin->resolved)
    vin->why = hpcab__asprintf("not resolvable above the call overhead (%.0f ns each call; medians %.0f and %.0f ns "
                               "need %.0f ns more): credited 1",
                               ov.overhead_ref, cr.median_ref, cr.median_cand, ov.margin);
  /* the roofline check is never dropped: a cost that cannot be evaluated (manifest load checks it
     at the top of the ranges) or a check that cannot run ends the grade */
  int64_t bytes = 0, flops = 0;
  st = hpcab_manifest_cost(j->m, hpcab_draw_sizes(d0), &bytes, &flops);
  if (st) {
    hpcab__error_prefix("the roofline check cannot be applied to timed input %s", vin->sizes);
    return HPCAB_E_MANIFEST;
  }
  /* cost.bytes is written for 8-byte reals: scale it to the run precision's element size
     (an overestimate for mixed real/integer traffic would only raise the floor; this lowers it) */
  double cost_bytes = (double)bytes * (double)hpcab_dtype_size(j->prec) / 8.0;
  hpcab_suspect sus = {.size = sizeof sus};
  st = hpcab_plausibility_check(&j->profile, cost_bytes, cr.median_cand, cr.ratio, j->dev != NULL, &sus);
  if (st) return st;
  if (sus.flags) {
    vin->suspect = 1;
    free(vin->why);
    vin->why = hpcab__strdup(sus.reason);
  }
  return HPCAB_OK;
}

/* The fresh draws of a kernel with nothing to perturb: round r of timed input t. */
typedef struct {
  judge *j;
  uint64_t base;
  const hpcab_sizes *sizes;
} fresh_ctx;

static hpcab_status fresh_draw(void *ctx, uint64_t round, hpcab_draw **out)
{
  fresh_ctx *f = ctx;
  return new_draw(f->j, f->base + round, HPCAB_PURPOSE_TIMED, f->sizes, out);
}

/* Maps a timed protocol that stopped early to the verdict (the candidate's failure or wrong output:
   HPCAB_OK with the verdict set) or an error. */
static hpcab_status timing_failure(judge *j, hpcab_invoke *iv, hpcab_timing *tm)
{
  hpcab_timing_outcome out = hpcab_timing_get_outcome(tm);
  hpcab_status st = hpcab_timing_status(tm);
  if (out == HPCAB_TIMING_WRONG) {
    int64_t round = hpcab_timing_failed_round(tm);
    if (round < 0)
      fail(j, "incorrect", "timed warmup: %s", hpcab_invoke_message(iv));
    else
      fail(j, "incorrect", "timed round %lld: %s", (long long)round, hpcab_invoke_message(iv));
    return HPCAB_OK;
  }
  if (out == HPCAB_TIMING_CALL_FAILED && st == HPCAB_E_WORKER) {
    hpcab_side side = hpcab_timing_failed_side(tm);
    const hpcab_call_result *r = hpcab_invoke_result(iv, side);
    if (r) {
      st = side_result(j, side, r, "timed call");
      return st == HPCAB_E_WORKER ? HPCAB_OK : st;
    }
  }
  return hpcab__seterr(st ? st : HPCAB_E_INTERNAL, "%s", hpcab_timing_message(tm));
}

/* The median of a timing's samples of `side` (NaN when there are none). */
static double side_median(hpcab_timing *tm, hpcab_side side)
{
  hpcab_summary s = {.size = sizeof s};
  int64_t n = hpcab_timing_rounds(tm);
  if (n <= 0 || hpcab_summary_compute(hpcab_timing_samples(tm, side), (size_t)n, &s) != HPCAB_OK) {
    hpcab_error_clear();
    return NAN;
  }
  return s.median;
}

/* Appends a value to a comparator's per-input rows. */
static hpcab_status comparator_row(verdict_comparator *c, double median, double denominator)
{
  double *m = realloc(c->median_ns, (c->n + 1) * sizeof *m);
  if (!m) return HPCAB_E_NOMEM;
  c->median_ns = m;
  double *d = realloc(c->denominator_median_ns, (c->n + 1) * sizeof *d);
  if (!d) return HPCAB_E_NOMEM;
  c->denominator_median_ns = d;
  c->median_ns[c->n] = median;
  c->denominator_median_ns[c->n] = denominator;
  c->n++;
  return HPCAB_OK;
}

/* Times comparator k against the denominator on an input's draws, with the same protocol as the
   candidate (interleaved, fresh inputs every round, outputs checked), and records both medians. A
   comparator that fails is reported (its `failed`), never the grade's failure. */
static hpcab_status time_comparator(judge *j, size_t k, hpcab_draw **draws, uint64_t fresh_base)
{
  verdict_comparator *c = &j->v->comparators[k];
  if (c->unbuilt) return comparator_row(c, NAN, NAN);
  const char *objects[2] = {hpcab_build_object(j->base_b ? j->base_b : j->ref_b),
                            hpcab_build_object(j->comp_b[k] ? j->comp_b[k] : j->ref_b)};
  hpcab_invoke *iv = NULL;
  hpcab_timing *tm = NULL;
  hpcab_status st = pair_open(j, draws[0], objects, 1, &iv);
  if (!st) {
    fresh_ctx fc = {j, fresh_base, hpcab_draw_sizes(draws[0])};
    hpcab_timing_params timing = {
        .size = sizeof timing, .budget_s = j->o.budget_s, .min_calls = j->o.min_calls, .max_calls = j->o.max_calls};
    hpcab_invoke_time_params tp = {
        .size = sizeof tp, .timing = &timing, .fresh = fresh_draw, .fresh_ctx = &fc, .idle_hold = j->o.idle_hold};
    st = hpcab_invoke_time(iv, draws, DRAWS_PER_INPUT, &tp, &tm);
  }
  double median = NAN, denominator = NAN;
  if (!st && hpcab_timing_get_outcome(tm) == HPCAB_TIMING_OK) {
    median = side_median(tm, HPCAB_SIDE_CANDIDATE);
    denominator = side_median(tm, HPCAB_SIDE_REFERENCE);
  } else if (!c->failed) {
    const char *why = st ? hpcab_last_error() : hpcab_invoke_message(iv);
    c->failed = hpcab__asprintf("%s", why && *why ? why : (tm ? hpcab_timing_message(tm) : "failed"));
  }
  if (st && st != HPCAB_E_NOMEM) {
    hpcab_error_clear();
    st = HPCAB_OK;
  }
  hpcab_timing_free(tm);
  hpcab_invoke_free(iv);
  return st ? st : comparator_row(c, median, denominator);
}

/* Times input t; on the candidate's failure sets the verdict and returns HPCAB_OK. */
static hpcab_status time_input(judge *j, int t, int ninputs, int score_route)
{
  const char *objects[2] = {hpcab_build_object(j->base_b ? j->base_b : j->ref_b), hpcab_build_object(j->cand_b)};
  hpcab_draw *draws[DRAWS_PER_INPUT] = {NULL};
  uint64_t base = TIMED_BASE + (uint64_t)t * TIMED_STRIDE;
  hpcab_status st = new_draw(j, base, HPCAB_PURPOSE_TIMED, NULL, &draws[0]);
  for (int d = 1; d < DRAWS_PER_INPUT && !st; d++)
    st = new_draw(j, base + (uint64_t)d, HPCAB_PURPOSE_TIMED, hpcab_draw_sizes(draws[0]), &draws[d]);
  hpcab_invoke *iv = NULL;
  if (!st) st = pair_open(j, draws[0], objects, 1, &iv);
  hpcab_timing *tm = NULL;
  if (!st) {
    char stage[64];
    snprintf(stage, sizeof stage, "timing %d/%d", t + 1, ninputs);
    progress(j, stage, j->progress_base + j->progress_span * t / ninputs);
    fresh_ctx fc = {j, FRESH_BASE + (uint64_t)t * FRESH_STRIDE, hpcab_draw_sizes(draws[0])};
    hpcab_timing_params timing = {
        .size = sizeof timing, .budget_s = j->o.budget_s, .min_calls = j->o.min_calls, .max_calls = j->o.max_calls};
    if (score_route) timing.min_calls = timing.max_calls = SCORE_CALLS;
    hpcab_invoke_time_params tp = {
        .size = sizeof tp, .timing = &timing, .fresh = fresh_draw, .fresh_ctx = &fc, .idle_hold = j->o.idle_hold};
    st = hpcab_invoke_time(iv, draws, DRAWS_PER_INPUT, &tp, &tm);
  }
  if (!st && hpcab_timing_get_outcome(tm) != HPCAB_TIMING_OK) {
    st = timing_failure(j, iv, tm);
  } else if (!st && (st = fp_team_check(j, iv, "after the timed calls")) == HPCAB_OK) {
    verdict_input vin = {0};
    st = input_result(j, draws[0], tm, score_route, &vin);
    if (!st && j->dev) st = hpcab__jdev_input(j->dev, iv, tm, &vin);
    if (!st) st = append_input(j, &vin);
    for (size_t k = 0; !st && k < j->v->ncomparators; k++)
      st = time_comparator(j, k, draws, COMPARATOR_BASE + (uint64_t)t * FRESH_STRIDE + k * COMPARATOR_STRIDE);
    if (st) {
      free(vin.sizes);
      free(vin.params);
      free(vin.ref_ns);
      free(vin.cand_ns);
      free(vin.why);
    }
  }
  hpcab_timing_free(tm);
  hpcab_invoke_free(iv);
  for (int d = 0; d < DRAWS_PER_INPUT; d++) hpcab_draw_free(draws[d]);
  if (st == HPCAB_E_WORKER) return HPCAB_OK;
  return st;
}

/* S_i: geometric mean of the credited speedups of the non-suspect inputs; 1 when all are suspect. */
static double kernel_score(const hpcab_verdict *v)
{
  double logsum = 0;
  size_t n = 0;
  for (size_t i = 0; i < v->ninputs; i++)
    if (!v->inputs[i].suspect && v->inputs[i].credited > 0) {
      logsum += log(v->inputs[i].credited);
      n++;
    }
  return n ? exp(logsum / (double)n) : 1.0;
}

/* ---------------------------------------------------------------------------------------------- */
/* the grade                                                                                      */

/* Sets the verdict's source-check flags to the findings of `sc`. */
static hpcab_status set_flags(judge *j, const hpcab_srccheck *sc)
{
  for (size_t i = 0; i < j->v->nflags; i++) {
    free(j->v->flags[i].category);
    free(j->v->flags[i].message);
  }
  free(j->v->flags);
  j->v->nflags = 0;
  size_t n = hpcab_srccheck_count(sc);
  j->v->flags = calloc(n ? n : 1, sizeof *j->v->flags);
  if (!j->v->flags) return hpcab__nomem("flags", n * sizeof *j->v->flags);
  for (size_t i = 0; i < n; i++) {
    hpcab_src_finding f = {.size = sizeof f};
    hpcab_srccheck_get(sc, i, &f);
    verdict_flag *vf = &j->v->flags[j->v->nflags++];
    vf->line = f.line;
    vf->forbidden = f.severity == HPCAB_SRC_FORBIDDEN;
    vf->category = hpcab__strdup(hpcab_srccheck_category_name(f.category));
    vf->message = hpcab__strdup(f.message);
    if (!vf->category || !vf->message) return HPCAB_E_NOMEM;
  }
  return HPCAB_OK;
}

/* The flags of the candidate's text, before it is built (what a refused or failed build reports);
   once built, the build's check of what will run replaces them (build_all). */
static hpcab_status add_flags(judge *j)
{
  hpcab_srccheck *sc = NULL;
  hpcab_status st = hpcab_lang_from_path(j->o.candidate) == HPCAB_LANG_SHARED_OBJECT
                        ? hpcab_srccheck_object(j->o.candidate, &sc)
                        : hpcab_srccheck_file(j->o.candidate, &sc);
  if (st) return st;
  st = set_flags(j, sc);
  hpcab_srccheck_free(sc);
  return st;
}

static void judge_free(judge *j)
{
  hpcab_build_free(j->ref_b);
  hpcab_build_free(j->base_b);
  hpcab_build_free(j->cand_b);
  for (size_t k = 0; k < HPCAB__MAX_COMPARATORS; k++) hpcab_build_free(j->comp_b[k]);
  if (j->ref_dl) dlclose(j->ref_dl);
  hpcab__jdev_free(j->dev);
  hpcab_topo_free(j->topo);
  hpcab_store_close(j->store);
  hpcab_secrets_free(j->secrets);
  hpcab_manifest_free(j->m);
}

/* Builds the three objects; a candidate failure sets the verdict. Returns an error only for the
   kernel's own sources. */
static hpcab_status build_all(judge *j, int *cand_ok)
{
  *cand_ok = 0;
  progress(j, "build", 0.02);
  hpcab_status st = hpcab__judge_build(j, hpcab_manifest_reference(j->m), 1, &j->ref_b);
  if (st) {
    if (j->ref_b && *hpcab_build_log(j->ref_b))
      hpcab__seterr(st, "building the reference of %s failed:\n%s", hpcab_manifest_id(j->m), hpcab_build_log(j->ref_b));
    return st;
  }
  const char *baseline = j->o.baseline;
  const char *mbase = hpcab_manifest_baseline(j->m);
  if (j->dev) baseline = hpcab__jdev_baseline(j->dev, j->m, baseline); /* a device source, always built */
  if (!baseline || strcmp(baseline, "default") == 0) baseline = mbase;
  int is_reference =
      !baseline || strcmp(baseline, "reference") == 0 || strcmp(baseline, hpcab_manifest_reference(j->m)) == 0;
  hpcab__vset(&j->v->baseline, "%s", is_reference ? "reference" : base_name(baseline));
  if (!is_reference) {
    char *note = NULL;
    st = build_named_baseline(j, baseline, &j->base_b, &note);
    free(j->v->baseline_note);
    j->v->baseline_note = note;
    if (st) return st;
  }
  if ((st = build_comparators(j)) != HPCAB_OK) return st;
  int mismatch = 0;
  st = hpcab__judge_build_candidate(j, &j->cand_b, &mismatch);
  if (!st && mismatch) return HPCAB_OK; /* prototype_mismatch: the verdict says so */
  if (j->cand_b && hpcab__build_check(j->cand_b)) {
    hpcab_status fs = set_flags(j, hpcab__build_check(j->cand_b));
    if (fs) return fs;
  }
  if (st == HPCAB_E_REFUSED) {
    fail(j, "rejected", "%s", hpcab_last_error());
    return HPCAB_OK;
  }
  if (st == HPCAB_E_BUILD || st == HPCAB_E_UNSUPPORTED || (st == HPCAB_E_INVALID && j->cand_b == NULL)) {
    fail(j, "build_error", "%s", hpcab_last_error());
    if (j->cand_b) hpcab__vset(&j->v->build_log, "%s", hpcab_build_log(j->cand_b));
    scrub_private_paths(j, &j->v->build_log);
    return HPCAB_OK;
  }
  if (st) return st;
  *cand_ok = 1;
  return HPCAB_OK;
}

/* Renders the verdict with its context block; `stored`: it will be stored under j->cache_key. */
static hpcab_status render(judge *j, int stored)
{
  hpcab_status st = hpcab__judge_context(j);
  if (!st && stored) st = hpcab__vset(&j->v->grade_key, "%s", j->cache_key) ? HPCAB_E_NOMEM : HPCAB_OK;
  return st ? st : hpcab__verdict_render(j->v);
}

static hpcab_status judge_run(const hpcab_judge_options *opts, int submit, hpcab_verdict **out)
{
  if (!out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_judge: out is NULL");
  *out = NULL;
  judge jj, *j = &jj;
  memset(j, 0, sizeof *j);
  /* the size-field rule: callers built before the service hooks pass a shorter struct, ending at
     test_sizes; its tail reads as zero */
  if (hpcab__struct_in(&j->o, sizeof j->o, opts, HPCAB__FIRST_JUDGE_OPTIONS, "hpcab_judge: options"))
    return HPCAB_E_INVALID;
  if (!j->o.kernel || !j->o.candidate)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_judge: options need a kernel and a candidate");
  double t0 = now_s();
  opts = &j->o; /* only the copy is read from here on */
  j->route_submit = submit;
  j->v = hpcab__verdict_new(submit ? "grade" : "score");
  if (!j->v) return HPCAB_E_NOMEM;
  j->v->alpha = submit ? (j->o.alpha > 0 ? j->o.alpha : HPCAB_CREDIT_ALPHA) : 0;
  j->v->min_effect = submit ? hpcab__judge_min_effect(j) : 0;
  j->v->check_only = j->o.check_only;
  hpcab_status st = resolve_paths(j);
  if (!st) st = hpcab_manifest_load(opts->kernel, &j->m);
  if (!st) {
    j->prec = opts->precision ? opts->precision : hpcab_manifest_precision(j->m, 0);
    if (!hpcab_manifest_has_precision(j->m, j->prec)) st = hpcab__manifest_no_precision(j->m, j->prec);
  }
  if (!st) {
    hpcab__vset(&j->v->kernel, "%s", hpcab_manifest_id(j->m));
    hpcab__vset(&j->v->precision, "%s", hpcab_dtype_name(j->prec));
    hpcab__vset(&j->v->candidate_name, "%s", base_name(opts->candidate));
    st = opts->secrets_path ? hpcab_secrets_load(opts->secrets_path, &j->secrets)
                            : hpcab_secrets_open_state(j->state_dir, &j->secrets);
  }
  if (!st) {
    j->seed = hpcab_secrets_seed(j->secrets, submit ? HPCAB_SEED_SUBMISSION : HPCAB_SEED_SCORE);
    st = hpcab_store_open(j->db_path, &j->store);
  }
  char *cand_bytes = NULL;
  size_t cand_len = 0;
  if (!st) st = hpcab__read_file(opts->candidate, &cand_bytes, &cand_len);
  if (!st) {
    char sha[65];
    st = hpcab_store_put_candidate(j->store, base_name(opts->candidate), cand_bytes, cand_len, sha);
    hpcab__vset(&j->v->candidate_sha256, "%s", sha);
  }
  free(cand_bytes);
  if (!st) st = machine_setup(j);
  if (!st && hpcab__jdev_wanted(opts)) st = hpcab__jdev_open(opts, j->m, !opts->check_only, &j->profile, j->v, &j->dev);
  if (!st && opts->session) {
    st = hpcab_store_session_use(j->store, opts->session, opts->mode, submit ? HPCAB_ROUTE_SUBMIT : HPCAB_ROUTE_SCORE,
                                 hpcab_manifest_id(j->m));
    if (st == HPCAB_E_REFUSED) {
      fail(j, "rejected", "%s", hpcab_last_error());
      st = render(j, 0);
      judge_free(j);
      if (st) {
        hpcab_verdict_free(j->v);
        return st;
      }
      *out = j->v;
      return HPCAB_OK;
    }
  }
  int cand_ok = 0;
  if (!st) st = add_flags(j);
  if (!st) st = build_all(j, &cand_ok);
  if (!st && cand_ok) st = hpcab__judge_check_symbol(j, &cand_ok);
  if (!st && cand_ok) st = hpcab__judge_cache_key(j);
  int hit = 0;
  if (!st && cand_ok && submit && !opts->no_cache) st = hpcab__judge_cache_load(j, &hit);
  if (!st && cand_ok && !hit) {
    /* custom initializers live in the reference: load it in-process when the manifest needs one */
    for (size_t i = 0; i < hpcab_manifest_array_count(j->m); i++)
      if (hpcab_manifest_array_init(j->m, i) == HPCAB_INIT_FUNCTION && !j->ref_dl) {
        j->ref_dl = dlopen(hpcab_build_object(j->ref_b), RTLD_NOW | RTLD_LOCAL);
        if (!j->ref_dl)
          st = hpcab__seterr(HPCAB_E_NOTFOUND, "loading the reference for its initializers: %s", dlerror());
      }
    /* the kernels run from here: on request, their CPUs' idle states held at 0 µs wake-up latency */
    j->idle_asked = 1;
    j->idle = j->o.idle_hold ? hpcab__idle_hold() : HPCAB__IDLE_OFF;
    if (!st && submit) st = correctness_stage(j);
    if (!st && !submit) j->v->correct = 1;
    int ninputs = opts->check_only ? 0 : submit ? (opts->timed_inputs > 0 ? opts->timed_inputs : 3) : 1;
    j->progress_base = submit ? 0.3 : 0.1;
    j->progress_span = 1.0 - j->progress_base;
    /* the timing stage, between the service's hooks (one timing stage at a time on the machine) */
    int timing = !st && j->v->correct && ninputs > 0;
    if (timing && j->o.timing_begin && (st = j->o.timing_begin(j->o.hook_ctx)) != HPCAB_OK) timing = 0;
    for (int t = 0; !st && j->v->correct && t < ninputs; t++) st = time_input(j, t, ninputs, !submit);
    if (timing && j->o.timing_end) j->o.timing_end(j->o.hook_ctx);
    hpcab__idle_release(j->idle);
    if (!st && j->v->correct) {
      j->v->speedup = kernel_score(j->v);
      if (!submit && j->v->ninputs) j->v->speedup = j->v->inputs[0].ratio;
    }
    /* the score verdict keeps its full reason (the store's and the administrator's); what a submitter
       is told is made from it by the tools (tools/answer.h), without values of the score seed's inputs */
    j->v->wall_s = now_s() - t0;
    if (!st) st = render(j, submit && !j->unrepeatable);
    if (!st && submit && !j->unrepeatable) st = hpcab__judge_cache_store(j);
  } else if (!st && !hit) {
    j->v->wall_s = now_s() - t0;
    st = render(j, 0); /* build error or rejection: nothing to store */
  }
  progress(j, "done", 1.0);
  judge_free(j);
  if (st) {
    hpcab_verdict_free(j->v);
    return st;
  }
  *out = j->v;
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_judge_grade(const hpcab_judge_options *opts, hpcab_verdict **out)
{
  return judge_run(opts, 1, out);
}

HPCAB_API hpcab_status hpcab_judge_score(const hpcab_judge_options *opts, hpcab_verdict **out)
{
  return judge_run(opts, 0, out);
}
