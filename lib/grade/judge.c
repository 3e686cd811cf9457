/*
 * lib/grade/judge.c — the reference judge composed from the modules (hpcab/judge.h).
 *
 * One grade: resolve options → load the manifest → secrets, store, topology, machine profile →
 * session accounting → cache lookup → source check → builds (reference, baseline, candidate) →
 * correctness stage (all-or-nothing, edge sizes first) with determinism → timing stage (the timed
 * protocol of lib/measure/timing.c per timed input, crediting, plausibility) → S_i → store.
 */
#include <dlfcn.h>
#include <sched.h>
#include <sodium.h>
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
#include "hpcab/judge.h"
#include "hpcab/manifest.h"
#include "hpcab/rng.h"
#include "hpcab/roofline.h"
#include "hpcab/secrets.h"
#include "hpcab/srccheck.h"
#include "hpcab/stats.h"
#include "hpcab/store.h"
#include "hpcab/timing.h"
#include "hpcab/topo.h"
#include "hpcab/version.h"
#include "hpcab/worker.h"
#include "hpcab/sizes.h"
#include "hpcab/credit.h"
#include "hpcab/hash.h"
#include "hpcab/paths.h"
#include "hpcab/session.h"
#include "internal.h"
#include "judge_internal.h"
#include "rng_internal.h"
#include "strbuf.h"


/* Draw-index spaces: correctness draws k; timed input t uses TIMED_BASE + t * TIMED_STRIDE + d for
   its D content draws; kernels with nothing to perturb get FRESH_BASE + t * FRESH_STRIDE + round. */
#define TIMED_BASE (UINT64_C(1) << 20)
#define TIMED_STRIDE UINT64_C(64)
#define FRESH_BASE (UINT64_C(1) << 32)
#define FRESH_STRIDE (UINT64_C(1) << 24)
#define TOP_INDEX (UINT64_C(1) << 19) /* the draw index of the correctness draw at the top corner */
#define DRAWS_PER_INPUT 4
#define SCORE_CALLS 5
#define MAX_CPUS 1024

typedef struct {
  hpcab_judge_options o;
  int route_submit;
  char state_dir[PATH_MAX], db_path[PATH_MAX], cache_dir[PATH_MAX], include_dir[PATH_MAX];
  hpcab_manifest *m;
  hpcab_dtype prec;
  hpcab_secrets *secrets;
  const uint8_t *seed;
  hpcab_store *store;
  hpcab_topo *topo;
  hpcab_machine_profile profile;
  unsigned threads;
  char **env;
  size_t nenv;
  const char *cand_env[16]; /* the candidate's share of env: the OpenMP variables only */
  size_t ncand_env;
  unsigned cpus[MAX_CPUS];
  size_t ncpus;
  hpcab_build *ref_b, *base_b, *cand_b;
  void *ref_dl; /* the reference, loaded in-process for custom initializers (trusted code) */
  int inputs_sealed; /* the correctness stage's workers had sealed, read-only inputs */
  int unrepeatable;  /* a worker was killed from outside: the verdict is reported, never cached */
  hpcab_verdict *v;
  char cache_key[65];
  double progress_base, progress_span;
} judge;

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
  if (j->o.include_dir) snprintf(j->include_dir, sizeof j->include_dir, "%s", j->o.include_dir);
  else if ((st = hpcab_paths_include_dir(j->include_dir, sizeof j->include_dir))) return st;
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
  st = hpcab_topo_worker_env(j->topo, j->threads, &j->env);
  if (st) return st;
  for (j->nenv = 0; j->env[j->nenv]; j->nenv++) {
    /* the BLAS thread counts matter only to the trusted sides (only they link the BLAS); the
       candidate sees nothing but what OpenMP reads */
    if (strncmp(j->env[j->nenv], "OMP_", 4) == 0 && j->ncand_env < sizeof j->cand_env / sizeof *j->cand_env)
      j->cand_env[j->ncand_env++] = j->env[j->nenv];
  }
  int cpus[MAX_CPUS];
  size_t n = 0;
  st = hpcab_topo_worker_cpus(j->topo, j->threads, cpus, MAX_CPUS, &n);
  if (st) return st;
  for (size_t i = 0; i < n; i++) j->cpus[i] = (unsigned)cpus[i];
  j->ncpus = n;
  /* the machine profile (peak bandwidth) for the roofline rule, cached per machine; a check-only
     run never times, so it needs none (and does not measure one on a busy machine) */
  if (j->o.check_only) return HPCAB_OK;
  /* the machine profile (peak bandwidth) for the roofline rule: cached per machine */
  char path[PATH_MAX];
  st = hpcab_profile_path(hpcab_topo_key(j->topo), 0, path, sizeof path);
  if (st) return st;
  if (hpcab_profile_load(path, hpcab_topo_key(j->topo), &j->profile) != HPCAB_OK) {
    progress(j, "measuring peak bandwidth (once per machine)", 0.0);
    hpcab_peak_options po;
    hpcab_peak_options_init(&po);
    st = hpcab_peak_measure(j->topo, &po, &j->profile);
    if (st) return st;
    if (hpcab_profile_save(&j->profile, path) != HPCAB_OK) hpcab_error_clear(); /* a cache: not fatal */
  }
  return HPCAB_OK;
}

/* Builds a source; `trusted` (the kernel's reference and baseline) may link the BLAS. */
static hpcab_status build_one(judge *j, const char *source, int trusted, hpcab_build **out)
{
  hpcab_build_options bo = {.size = sizeof bo,
                            .libs = trusted ? "-lopenblas -lm" : NULL,
                            .cache_dir = j->cache_dir,
                            .include_dir = j->include_dir,
                            .flags = j->o.flags,
                            .extra_flags = j->o.extra_flags,
                            .precision = j->prec,
                            .memory_bytes = j->o.compile_memory_bytes};
  return hpcab_build_source(&bo, source, out);
}

/* ---------------------------------------------------------------------------------------------- */
/* one set of sizes: the shared arena and the workers of both sides                               */

/* Exchangeability (DESIGN.md §8): the reference's and the candidate's workers map one arena, so both
   read the same physical input pages and write the same physical output pages, and both are pinned
   alike (their calling threads on cpus[0], where the judge's thread waits during the timing stage).
   Before every call, whatever its side and its place in the round, the judge does the same two
   things: it writes the round's values into every in and inout array (from its staging copy), and
   the worker call poisons every out array. After the round's first call the judge saves that call's
   outputs; after the second it compares the two. */
typedef struct {
  hpcab_arena *arena;
  hpcab_worker *worker[2];
  hpcab_worker_arg *args;
  size_t nargs;
  hpcab_scalar *scalars;
  size_t nscalars;
  hpcab_call_result res[2];
  size_t narrays;
  void **stage;          /* in/inout array i: the values every call of the round starts from (NULL
                            for in arrays when direct_in) */
  int direct_in;         /* in arrays are staged straight into the arena, once a round */
  void **first;          /* out/inout array i: the output of the round's first call */
  int calls;             /* calls made in the current round */
  hpcab_side first_side; /* the side of the round's first call */
} jinput;

static void input_close(jinput *in)
{
  for (int s = 0; s < 2; s++) hpcab_worker_free(in->worker[s]);
  hpcab_arena_free(in->arena);
  for (size_t i = 0; i < in->narrays; i++) {
    if (in->stage) hpcab__aligned_free(in->stage[i]);
    if (in->first) hpcab__aligned_free(in->first[i]);
  }
  free(in->stage);
  free(in->first);
  free(in->args);
  free(in->scalars);
  memset(in, 0, sizeof *in);
}

/* Sets the scalar argument values (sizes, params) from a draw. */
static void input_scalars(judge *j, jinput *in, const hpcab_draw *d)
{
  size_t k = 0;
  for (size_t a = 0; a < hpcab_manifest_arg_count(j->m); a++) {
    size_t idx;
    hpcab_arg_kind kind = hpcab_manifest_arg(j->m, a, &idx);
    if (kind == HPCAB_ARG_SIZE) {
      in->scalars[k++].i64 = hpcab_sizes_get(hpcab_draw_sizes(d), idx);
    } else if (kind == HPCAB_ARG_PARAM) {
      double v = hpcab_draw_param(d, idx);
      hpcab_scalar *s = &in->scalars[k++];
      switch (hpcab_manifest_param_dtype(j->m, idx, j->prec)) {
      case HPCAB_F64: s->f64 = v; break;
      case HPCAB_F32: s->f32 = (float)v; break;
      case HPCAB_F16: s->u16 = hpcab_f32_to_f16((float)v); break;
      case HPCAB_BF16: s->u16 = hpcab_f32_to_bf16((float)v); break;
      case HPCAB_I32: s->i32 = (int32_t)v; break;
      default: s->i64 = (int64_t)v; break;
      }
    }
  }
}

static hpcab_dtype worker_scalar_dtype(hpcab_dtype d)
{
  return d == HPCAB_F16 || d == HPCAB_BF16 ? HPCAB_U16 : d;
}

/* Judge-side buffers: staging for in/inout arrays, the first call's outputs for out/inout arrays. */
static hpcab_status input_buffers(jinput *in, const hpcab_draw *d)
{
  in->narrays = hpcab_draw_array_count(d);
  in->stage = calloc(in->narrays ? in->narrays : 1, sizeof *in->stage);
  in->first = calloc(in->narrays ? in->narrays : 1, sizeof *in->first);
  if (!in->stage || !in->first) return hpcab__nomem("judge buffers", in->narrays * sizeof *in->stage);
  for (size_t i = 0; i < in->narrays; i++) {
    size_t bytes = hpcab_draw_array_bytes(d, i);
    hpcab_intent it = hpcab_draw_array_intent(d, i);
    if ((it == HPCAB_INTENT_INOUT || (it == HPCAB_INTENT_IN && !in->direct_in)) &&
        !(in->stage[i] = hpcab__aligned_alloc(bytes ? bytes : 1)))
      return hpcab__nomem("staged input", bytes);
    if (it != HPCAB_INTENT_IN && !(in->first[i] = hpcab__aligned_alloc(bytes ? bytes : 1)))
      return hpcab__nomem("saved output", bytes);
  }
  return HPCAB_OK;
}

/* Creates the arena for the draw's sizes and a worker per side running objects[side], both bound to
   it. On a worker that cannot start (library will not load, symbol missing) sets the verdict and
   returns HPCAB_E_WORKER. */
static hpcab_status input_open(judge *j, const hpcab_draw *d, const char *const objects[2], jinput *in, int timed)
{
  memset(in, 0, sizeof *in);
  size_t na = hpcab_draw_array_count(d);
  hpcab_arena_spec *specs = calloc(na ? na : 1, sizeof *specs);
  size_t nargs = hpcab_manifest_arg_count(j->m);
  in->args = calloc(nargs ? nargs : 1, sizeof *in->args);
  in->scalars = calloc(nargs ? nargs : 1, sizeof *in->scalars);
  if (!specs || !in->args || !in->scalars) {
    free(specs);
    input_close(in);
    return hpcab__nomem("judge input", na * sizeof *specs);
  }
  for (size_t i = 0; i < na; i++) {
    specs[i].size = sizeof specs[i];
    specs[i].name = hpcab_manifest_array_name(j->m, i);
    specs[i].bytes = hpcab_draw_array_bytes(d, i);
    specs[i].intent = hpcab_draw_array_intent(d, i);
    specs[i].elem_size = hpcab_dtype_size(hpcab_draw_array_dtype(d, i));
  }
  for (size_t a = 0; a < nargs; a++) {
    size_t idx;
    hpcab_arg_kind kind = hpcab_manifest_arg(j->m, a, &idx);
    if (kind == HPCAB_ARG_ARRAY) {
      in->args[a].kind = HPCAB_WORKER_ARG_ARRAY;
      in->args[a].array = idx;
    } else {
      in->args[a].kind = HPCAB_WORKER_ARG_SCALAR;
      in->args[a].dtype = kind == HPCAB_ARG_SIZE ? HPCAB_I64
                                                 : worker_scalar_dtype(hpcab_manifest_param_dtype(j->m, idx, j->prec));
      in->nscalars++;
    }
  }
  in->nargs = nargs;
  in->direct_in = timed;
  input_scalars(j, in, d);
  hpcab_status st = input_buffers(in, d);
  if (!st) st = hpcab_arena_new(specs, na, &in->arena);
  for (int s = 0; s < 2 && !st; s++) {
    hpcab_worker_options wo;
    hpcab_worker_options_init(&wo);
    wo.worker_path = j->o.worker_path;
    wo.library = objects[s];
    wo.symbol = hpcab_manifest_symbol(j->m);
    wo.args = in->args;
    wo.nargs = nargs;
    wo.arena = in->arena;
    wo.threads = j->threads;
    wo.env = s == HPCAB_SIDE_CANDIDATE ? j->cand_env : (const char *const *)j->env;
    wo.nenv = s == HPCAB_SIDE_CANDIDATE ? j->ncand_env : j->nenv;
    wo.cpus = j->cpus;
    wo.ncpus = j->ncpus;
    wo.call_timeout_s = j->o.call_timeout_s > 0 ? j->o.call_timeout_s : 10.0;
    /* Timed calls skip hashing the inputs before and after every call when the inputs are sealed
       (F_SEAL_FUTURE_WRITE, mapped read-only: a write faults and is reported as wrote_input): the
       hash cost more than an s000 call. The correctness stage keeps it as a second layer. */
    if (timed && j->inputs_sealed) wo.flags |= HPCAB_WORKER_NO_INPUT_HASH;
    st = hpcab_worker_new(&wo, &in->worker[s]);
    if (!st && timed && j->o.timed_worker) j->o.timed_worker(j->o.hook_ctx, s, hpcab_worker_pid(in->worker[s]));
    if (!st && !timed && s == HPCAB_SIDE_CANDIDATE)
      j->inputs_sealed = hpcab_worker_guard(in->worker[s], HPCAB_GUARD_SEALED_INPUTS, NULL) == 1;
    if (st == HPCAB_E_NOTFOUND && s == HPCAB_SIDE_CANDIDATE) {
      fail(j, "load_error", "the candidate cannot be loaded: %s", hpcab_last_error());
      st = HPCAB_E_WORKER;
    } else if (st) {
      hpcab__error_prefix("starting the %s worker", s ? "candidate" : "reference");
    }
  }
  free(specs);
  if (st) input_close(in);
  else if (!*j->v->guards) hpcab__vset(&j->v->guards, "%s", hpcab_worker_guards(in->worker[HPCAB_SIDE_CANDIDATE]));
  return st;
}

/* The judge's own work between calls (fills, perturbation, checks) runs on j->threads threads only
   for arrays of at least this many bytes: below it, starting the threads (a cross-CPU wake-up each)
   costs more than they save, and a timed round of a small kernel would wait mostly for them. */
#define PARALLEL_MIN_BYTES ((size_t)4 << 20)

static unsigned work_threads(const judge *j, size_t bytes)
{
  return bytes >= PARALLEL_MIN_BYTES ? j->threads : 1;
}

/* Where the round's values of in/inout array i go: its staging buffer, or the arena for an in array
   staged directly; NULL for an out array. */
static void *stage_target(jinput *in, size_t i)
{
  if (in->stage[i]) return in->stage[i];
  return in->direct_in && hpcab_arena_intent(in->arena, i) == HPCAB_INTENT_IN ? hpcab_arena_data(in->arena, i) : NULL;
}

/* Stages draw d's values of every in/inout array (round >= 0: with that round's perturbation) and
   starts a new round. */
static hpcab_status input_stage(judge *j, jinput *in, hpcab_draw *d, int64_t round)
{
  for (size_t i = 0; i < in->narrays; i++) {
    void *dst = stage_target(in, i);
    if (!dst) continue;
    unsigned threads = work_threads(j, hpcab_draw_array_bytes(d, i));
    hpcab_status st = round >= 0 ? hpcab_draw_perturb(d, i, dst, (uint64_t)round, threads)
                                 : hpcab_draw_fill(d, i, dst, threads);
    if (st) return st;
  }
  in->calls = 0;
  return HPCAB_OK;
}

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
   `rejected`, with a refused `fp-env` flag. */
static hpcab_status side_result(judge *j, jinput *in, int side, hpcab_status st, const char *when)
{
  hpcab_call_result *r = &in->res[side];
  if (st && st != HPCAB_E_STATE) return st;
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
    fail(j, "rejected", "%s: %s: changing the floating-point environment is the hand-written form of the unsafe "
         "math the judge refuses", when, r->message);
    return HPCAB_E_WORKER;
  }
  fail(j, hpcab_outcome_name(r->outcome), "%s: %s", when, r->message);
  return HPCAB_E_WORKER;
}

/* One call of `side` in the current round: writes the staged values into the in/inout arrays, calls
   (the worker poisons the out arrays first), and saves the outputs of the round's first call. */
static hpcab_status call_side(judge *j, jinput *in, int side, const char *when)
{
  for (size_t i = 0; i < in->narrays; i++)
    if (in->stage[i]) memcpy(hpcab_arena_data(in->arena, i), in->stage[i], hpcab_arena_bytes(in->arena, i));
  hpcab_call_result *r = &in->res[side];
  memset(r, 0, sizeof *r);
  r->size = sizeof *r;
  hpcab_status st = side_result(j, in, side, hpcab_worker_call(in->worker[side], in->scalars, r), when);
  if (st) return st;
  if (in->calls++ == 0) {
    in->first_side = (hpcab_side)side;
    for (size_t i = 0; i < in->narrays; i++)
      if (in->first[i])
        hpcab__parallel_copy(in->first[i], hpcab_arena_data(in->arena, i), hpcab_arena_bytes(in->arena, i), j->threads);
  }
  return HPCAB_OK;
}

/* One empty round trip of `side` (its call overhead). */
static hpcab_status ping_side(judge *j, jinput *in, int side, double *ns)
{
  hpcab_call_result *r = &in->res[side];
  memset(r, 0, sizeof *r);
  r->size = sizeof *r;
  hpcab_status st = side_result(j, in, side, hpcab_worker_ping(in->worker[side], r), "overhead probe");
  if (!st) *ns = (double)r->elapsed_ns;
  return st;
}

/* Describes array i's layout for the checks. */
static void check_spec(judge *j, const hpcab_draw *d, size_t i, int64_t *shape, hpcab_check_spec *spec)
{
  memset(spec, 0, sizeof *spec);
  spec->size = sizeof *spec;
  spec->dtype = hpcab_draw_array_dtype(d, i);
  spec->precision = j->prec;
  size_t nd = hpcab_manifest_array_ndim(j->m, i);
  if (nd > HPCAB_CHECK_MAX_NDIM) {
    /* flatten: the report's index is then flat */
    shape[0] = (int64_t)hpcab_draw_array_elements(d, i);
    nd = 1;
  } else {
    for (size_t k = 0; k < nd; k++) hpcab_manifest_array_extent(j->m, i, hpcab_draw_sizes(d), k, &shape[k]);
  }
  spec->ndim = (int)nd;
  spec->shape = shape;
  int64_t l = 1;
  if (hpcab_manifest_accumulate(j->m, i, hpcab_draw_sizes(d), &l) != HPCAB_OK || l < 1) l = 1;
  spec->accumulate = l;
  spec->threads = work_threads(j, hpcab_draw_array_bytes(d, i));
}

/* Compares every out/inout array of the round's two calls, the candidate's against the reference's;
   *ok = 0 and the reason in *line (cap bytes) on the first mismatch. */
static hpcab_status compare_outputs(judge *j, jinput *in, const hpcab_draw *d, int *ok, char *line, size_t cap)
{
  *ok = 1;
  for (size_t i = 0; i < in->narrays; i++) {
    if (!in->first[i]) continue;
    const void *now = hpcab_arena_data(in->arena, i);
    const void *ref = in->first_side == HPCAB_SIDE_REFERENCE ? in->first[i] : now;
    const void *cand = in->first_side == HPCAB_SIDE_REFERENCE ? now : in->first[i];
    int64_t shape[HPCAB_CHECK_MAX_NDIM];
    hpcab_check_spec spec;
    check_spec(j, d, i, shape, &spec);
    hpcab_check_report rep = {.size = sizeof rep};
    hpcab_status st = hpcab_check_arrays(&spec, ref, cand, &rep);
    if (st) return st;
    if (!rep.passed) {
      *ok = 0;
      hpcab_check_report_format(&rep, hpcab_manifest_array_name(j->m, i), line, cap);
      return HPCAB_OK;
    }
  }
  return HPCAB_OK;
}

static char *sizes_text(judge *j, const hpcab_sizes *s)
{
  hpcab__sb sb = {0};
  for (size_t i = 0; i < hpcab_sizes_count(s); i++)
    hpcab__sb_printf(&sb, "%s%s=%lld", i ? "," : "", hpcab_manifest_size_name(j->m, i), (long long)hpcab_sizes_get(s, i));
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

/* The candidate called twice on the same values agrees with itself (DESIGN.md §7). Runs right after
   a round whose second call was the candidate's. */
static hpcab_status determinism(judge *j, jinput *in, hpcab_draw *d, int *ok)
{
  *ok = 1;
  /* the candidate's output becomes the round's "first" output, then the candidate runs again */
  for (size_t i = 0; i < in->narrays; i++)
    if (in->first[i]) memcpy(in->first[i], hpcab_arena_data(in->arena, i), hpcab_arena_bytes(in->arena, i));
  in->calls = 1;
  in->first_side = HPCAB_SIDE_CANDIDATE;
  hpcab_status st = call_side(j, in, HPCAB_SIDE_CANDIDATE, "second call on correctness draw 0 (determinism)");
  for (size_t i = 0; i < in->narrays && !st && *ok; i++) {
    if (!in->first[i]) continue;
    int64_t shape[HPCAB_CHECK_MAX_NDIM];
    hpcab_check_spec spec;
    check_spec(j, d, i, shape, &spec);
    double ratio = 0;
    int passed = 0;
    st = hpcab_check_determinism(&spec, in->first[i], hpcab_arena_data(in->arena, i), &ratio, &passed);
    if (!st && (isnan(j->v->determinism_ratio) || ratio > j->v->determinism_ratio)) j->v->determinism_ratio = ratio;
    if (!st && !passed) {
      *ok = 0;
      fail(j, "nondeterministic", "two calls on the same input differ in output %s: ratio %.3g (limit 30)",
           hpcab_manifest_array_name(j->m, i), ratio);
    }
  }
  return st;
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
    jinput in;
    st = input_open(j, d, objects, &in, 0);
    if (st == HPCAB_E_WORKER) { /* the candidate could not be loaded: verdict set */
      free(sz);
      hpcab_draw_free(d);
      return HPCAB_OK;
    }
    if (!st) st = input_stage(j, &in, d, -1);
    char when[512];
    if (k < draws) snprintf(when, sizeof when, "correctness draw %d (%s)", k, sz ? sz : "");
    else snprintf(when, sizeof when, "correctness at the top of the declared ranges (%s%s)", sz ? sz : "",
                  j->v->top_capped ? ", the largest within the footprint cap" : "");
    if (!st) st = call_side(j, &in, HPCAB_SIDE_REFERENCE, when);
    if (!st) st = call_side(j, &in, HPCAB_SIDE_CANDIDATE, when);
    int ok = 1;
    if (!st) {
      char line[1024];
      st = compare_outputs(j, &in, d, &ok, line, sizeof line);
      if (!st && !ok) fail(j, "incorrect", "%s: %s", when, line);
    }
    if (!st && ok && k == 0) st = determinism(j, &in, d, &ok);
    input_close(&in);
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

/* Pins the judge's thread to the workers' calling CPU (cpus[0]) for the timing stage, so that each
   call's wake-ups stay on one CPU for both sides alike; `saved` keeps the mask to widen back to. */
static int pin_judge(judge *j, cpu_set_t *saved)
{
  if (!j->ncpus || j->cpus[0] >= CPU_SETSIZE || sched_getaffinity(0, sizeof *saved, saved) != 0) return 0;
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(j->cpus[0], &one);
  return sched_setaffinity(0, sizeof one, &one) == 0;
}

/* Input values of the D draws kept between rounds (judge memory), so a round costs the perturbation
   instead of drawing every value again; at most this many bytes in all. */
#define BASE_CACHE_MAX ((size_t)1 << 30)

typedef struct {
  judge *j;
  jinput *in;
  hpcab_draw *draws[DRAWS_PER_INPUT];
  void **base[DRAWS_PER_INPUT]; /* base[d][i]: draw d's values of in/inout array i, or NULL */
  int perturbable;
  uint64_t fresh_base;
  hpcab_draw *fresh; /* the current round's fresh draw (kernels with nothing to perturb) */
  hpcab_draw *current;
  int pinned;        /* the judge's thread is pinned to cpus[0]; wide: its mask before */
  cpu_set_t wide, one;
} tctx;

/* Keeps the values of every in/inout array of every draw, when they fit BASE_CACHE_MAX. */
static hpcab_status base_cache_fill(tctx *t)
{
  size_t na = hpcab_draw_array_count(t->draws[0]), total = 0;
  for (size_t i = 0; i < na; i++)
    if (hpcab_draw_array_intent(t->draws[0], i) != HPCAB_INTENT_OUT) total += hpcab_draw_array_bytes(t->draws[0], i);
  if (total > BASE_CACHE_MAX / DRAWS_PER_INPUT) return HPCAB_OK; /* hpcab_draw_perturb draws them every round */
  for (int d = 0; d < DRAWS_PER_INPUT; d++) {
    t->base[d] = calloc(na ? na : 1, sizeof *t->base[d]);
    if (!t->base[d]) return hpcab__nomem("timed input values", na * sizeof *t->base[d]);
    for (size_t i = 0; i < na; i++) {
      if (hpcab_draw_array_intent(t->draws[d], i) == HPCAB_INTENT_OUT) continue;
      size_t bytes = hpcab_draw_array_bytes(t->draws[d], i);
      t->base[d][i] = hpcab__aligned_alloc(bytes ? bytes : 1);
      if (!t->base[d][i]) return hpcab__nomem("timed input values", bytes);
      hpcab_status st = hpcab_draw_fill(t->draws[d], i, t->base[d][i], t->j->threads);
      if (st) return st;
    }
  }
  return HPCAB_OK;
}

static void base_cache_free(tctx *t)
{
  for (int d = 0; d < DRAWS_PER_INPUT; d++) {
    if (!t->base[d]) continue;
    for (size_t i = 0; i < hpcab_draw_array_count(t->draws[0]); i++) hpcab__aligned_free(t->base[d][i]);
    free(t->base[d]);
    t->base[d] = NULL;
  }
}

/* Stages round `round` of draw d from the kept values: the same values hpcab_draw_perturb gives (the
   draw's values, perturbed with the array stream's ("round", round) sub-stream), without drawing
   them again. */
static hpcab_status stage_from_base(tctx *t, int d, int64_t round)
{
  judge *j = t->j;
  hpcab_draw *dr = t->draws[d];
  for (size_t i = 0; i < t->in->narrays; i++) {
    void *dst = stage_target(t->in, i);
    if (!dst) continue;
    size_t bytes = hpcab_draw_array_bytes(dr, i);
    if (round < 0 || !hpcab_draw_perturbable(dr, i) || !bytes) {
      memcpy(dst, t->base[d][i], bytes);
      continue;
    }
    hpcab_stream root, s;
    hpcab_status st = hpcab_stream_key(j->seed, hpcab_manifest_id(j->m), hpcab_draw_index(dr),
                                       hpcab_manifest_array_name(j->m, i), &root);
    if (!st) st = hpcab_stream_derive(&root, "round", (uint64_t)round, &s);
    if (!st)
      st = hpcab__fill_perturb_from(&s, hpcab_draw_array_dtype(dr, i), t->base[d][i], dst,
                                    hpcab_draw_array_elements(dr, i), work_threads(j, bytes));
    sodium_memzero(&root, sizeof root);
    sodium_memzero(&s, sizeof s);
    if (st) return st;
  }
  t->in->calls = 0;
  return HPCAB_OK;
}

static hpcab_status t_prepare(void *ctx, int draw, int64_t round)
{
  tctx *t = ctx;
  /* the judge's own parallel work runs on all the workers' CPUs, the calls on cpus[0] */
  if (t->pinned) sched_setaffinity(0, sizeof t->wide, &t->wide);
  hpcab_status st;
  if (t->perturbable || round < 0) {
    t->current = t->draws[draw];
    st = t->base[draw] ? stage_from_base(t, draw, round) : input_stage(t->j, t->in, t->current, round);
  } else {
    /* nothing to perturb: a new draw (same sizes) every round */
    hpcab_draw_free(t->fresh);
    t->fresh = NULL;
    st = new_draw(t->j, t->fresh_base + (uint64_t)round, HPCAB_PURPOSE_TIMED, hpcab_draw_sizes(t->draws[0]),
                  &t->fresh);
    if (!st) {
      t->current = t->fresh;
      input_scalars(t->j, t->in, t->current);
      st = input_stage(t->j, t->in, t->current, -1);
    }
  }
  if (t->pinned) sched_setaffinity(0, sizeof t->one, &t->one);
  return st;
}

static hpcab_status t_run(void *ctx, hpcab_side side, double *ns)
{
  tctx *t = ctx;
  hpcab_status st = call_side(t->j, t->in, side, "timed call");
  if (st) return st;
  *ns = (double)t->in->res[side].elapsed_ns;
  return HPCAB_OK;
}

static hpcab_status t_ping(void *ctx, hpcab_side side, double *ns)
{
  tctx *t = ctx;
  return ping_side(t->j, t->in, side, ns);
}

static hpcab_status t_verify(void *ctx, int64_t round, int *ok)
{
  tctx *t = ctx;
  char line[1024];
  hpcab_status st = compare_outputs(t->j, t->in, t->current, ok, line, sizeof line);
  if (!st && !*ok) {
    if (round < 0) fail(t->j, "incorrect", "timed warmup: %s", line);
    else fail(t->j, "incorrect", "timed round %lld: %s", (long long)round, line);
  }
  return st;
}

static hpcab_status append_input(judge *j, verdict_input *vin)
{
  verdict_input *n = realloc(j->v->inputs, (j->v->ninputs + 1) * sizeof *n);
  if (!n) return hpcab__nomem("verdict inputs", (j->v->ninputs + 1) * sizeof *n);
  j->v->inputs = n;
  n[j->v->ninputs++] = *vin;
  return HPCAB_OK;
}

static double min_effect(const judge *j)
{
  return j->o.min_effect < 0 ? 0.0 : j->o.min_effect > 0 ? j->o.min_effect : HPCAB_CREDIT_MIN_EFFECT;
}

/* Turns one timed input's protocol into a verdict input: medians, crediting (or, on the score route,
   fastest of the calls), call overheads and whether the calls resolve above them, plausibility. */
static hpcab_status input_result(judge *j, tctx *tc, hpcab_timing *tm, int score_route, verdict_input *vin)
{
  int64_t n = hpcab_timing_rounds(tm);
  vin->calls = n;
  vin->sizes = sizes_text(j, hpcab_draw_sizes(tc->draws[0]));
  vin->ref_ns = malloc((size_t)n * sizeof(double));
  vin->cand_ns = malloc((size_t)n * sizeof(double));
  vin->busy_ns = hpcab_timing_busy_ns(tm);
  vin->wall_ns = hpcab_timing_wall_ns(tm);
  vin->overhead_ref = vin->overhead_cand = NAN;
  vin->resolved = 1;
  if (!vin->sizes || !vin->ref_ns || !vin->cand_ns) return hpcab__nomem("timed samples", (size_t)n * sizeof(double));
  memcpy(vin->ref_ns, hpcab_timing_samples(tm, HPCAB_SIDE_REFERENCE), (size_t)n * sizeof(double));
  memcpy(vin->cand_ns, hpcab_timing_samples(tm, HPCAB_SIDE_CANDIDATE), (size_t)n * sizeof(double));
  int64_t np = hpcab_timing_pings(tm);
  hpcab_overhead_result ov = {.size = sizeof ov};
  if (np > 0) {
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
  hpcab_credit_params cp = {.size = sizeof cp, .alpha = j->o.alpha > 0 ? j->o.alpha : HPCAB_CREDIT_ALPHA,
                            .min_effect = min_effect(j)};
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
  st = hpcab_manifest_cost(j->m, hpcab_draw_sizes(tc->draws[0]), &bytes, &flops);
  if (st) {
    hpcab__error_prefix("the roofline check cannot be applied to timed input %s", vin->sizes);
    return HPCAB_E_MANIFEST;
  }
  /* cost.bytes is written for 8-byte reals: scale it to the run precision's element size
     (an overestimate for mixed real/integer traffic would only raise the floor; this lowers it) */
  double cost_bytes = (double)bytes * (double)hpcab_dtype_size(j->prec) / 8.0;
  hpcab_suspect sus = {.size = sizeof sus};
  st = hpcab_plausibility_check(&j->profile, cost_bytes, cr.median_cand, cr.ratio, 0, &sus);
  if (st) return st;
  if (sus.flags) {
    vin->suspect = 1;
    free(vin->why);
    vin->why = hpcab__strdup(sus.reason);
  }
  return HPCAB_OK;
}

/* Times input t; on the candidate's failure sets the verdict and returns HPCAB_OK. */
static hpcab_status time_input(judge *j, int t, int ninputs, int score_route)
{
  const char *objects[2] = {hpcab_build_object(j->base_b ? j->base_b : j->ref_b), hpcab_build_object(j->cand_b)};
  tctx tc = {.j = j};
  uint64_t base = TIMED_BASE + (uint64_t)t * TIMED_STRIDE;
  tc.fresh_base = FRESH_BASE + (uint64_t)t * FRESH_STRIDE;
  hpcab_status st = new_draw(j, base, HPCAB_PURPOSE_TIMED, NULL, &tc.draws[0]);
  for (int d = 1; d < DRAWS_PER_INPUT && !st; d++)
    st = new_draw(j, base + (uint64_t)d, HPCAB_PURPOSE_TIMED, hpcab_draw_sizes(tc.draws[0]), &tc.draws[d]);
  for (size_t i = 0; !st && i < hpcab_draw_array_count(tc.draws[0]); i++)
    tc.perturbable |= hpcab_draw_perturbable(tc.draws[0], i);
  jinput in;
  memset(&in, 0, sizeof in);
  if (!st && tc.perturbable) st = base_cache_fill(&tc);
  if (!st) st = input_open(j, tc.draws[0], objects, &in, 1);
  tc.in = &in;
  hpcab_timing *tm = NULL;
  if (!st) {
    char stage[64];
    snprintf(stage, sizeof stage, "timing %d/%d", t + 1, ninputs);
    progress(j, stage, j->progress_base + j->progress_span * t / ninputs);
    hpcab_timing_params tp = {.size = sizeof tp, .draws = DRAWS_PER_INPUT, .budget_s = j->o.budget_s,
                              .min_calls = j->o.min_calls, .max_calls = j->o.max_calls};
    if (score_route) tp.min_calls = tp.max_calls = SCORE_CALLS;
    hpcab_timing_ops ops = {sizeof ops, t_prepare, t_run, t_verify, t_ping};
    tc.pinned = pin_judge(j, &tc.wide);
    CPU_ZERO(&tc.one);
    if (tc.pinned) CPU_SET(j->cpus[0], &tc.one);
    st = hpcab_timing_run(&tp, &ops, &tc, &tm);
    if (tc.pinned) sched_setaffinity(0, sizeof tc.wide, &tc.wide);
  }
  if (!st) {
    hpcab_timing_outcome out = hpcab_timing_get_outcome(tm);
    if (out == HPCAB_TIMING_ERROR && hpcab_timing_status(tm) != HPCAB_E_WORKER) {
      st = hpcab__seterr(hpcab_timing_status(tm), "%s", hpcab_timing_message(tm));
    } else if (out == HPCAB_TIMING_CALL_FAILED && hpcab_timing_status(tm) != HPCAB_E_WORKER) {
      st = hpcab__seterr(hpcab_timing_status(tm), "%s", hpcab_timing_message(tm));
    } else if (out != HPCAB_TIMING_OK) {
      /* wrong output or the candidate's failed call: the verdict was set by t_verify/side_result */
      if (j->v->correct) fail(j, "incorrect", "timed round %lld failed", (long long)hpcab_timing_failed_round(tm));
    } else {
      verdict_input vin = {0};
      st = input_result(j, &tc, tm, score_route, &vin);
      if (!st) st = append_input(j, &vin);
      if (st) {
        free(vin.sizes);
        free(vin.ref_ns);
        free(vin.cand_ns);
        free(vin.why);
      }
    }
  }
  hpcab_timing_free(tm);
  input_close(&in);
  base_cache_free(&tc);
  for (int d = 0; d < DRAWS_PER_INPUT; d++) hpcab_draw_free(tc.draws[d]);
  hpcab_draw_free(tc.fresh);
  if (st == HPCAB_E_WORKER) return HPCAB_OK;
  return st;
}

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

static hpcab_status add_flags(judge *j)
{
  hpcab_srccheck *sc = NULL;
  hpcab_status st = hpcab_lang_from_path(j->o.candidate) == HPCAB_LANG_SHARED_OBJECT
                        ? hpcab_srccheck_object(j->o.candidate, &sc)
                        : hpcab_srccheck_file(j->o.candidate, &sc);
  if (st) return st;
  size_t n = hpcab_srccheck_count(sc);
  j->v->flags = calloc(n ? n : 1, sizeof *j->v->flags);
  if (!j->v->flags) {
    hpcab_srccheck_free(sc);
    return hpcab__nomem("flags", n * sizeof *j->v->flags);
  }
  for (size_t i = 0; i < n; i++) {
    hpcab_src_finding f = {.size = sizeof f};
    hpcab_srccheck_get(sc, i, &f);
    verdict_flag *vf = &j->v->flags[j->v->nflags++];
    vf->line = f.line;
    vf->forbidden = f.severity == HPCAB_SRC_FORBIDDEN;
    vf->category = hpcab__strdup(hpcab_srccheck_category_name(f.category));
    vf->message = hpcab__strdup(f.message);
  }
  hpcab_srccheck_free(sc);
  return HPCAB_OK;
}

/* The cache key: everything a grade depends on. */
static hpcab_status compute_cache_key(judge *j)
{
  uint8_t mh[32];
  char mhex[65];
  hpcab_status st = hpcab_manifest_hash(j->m, mh);
  if (st) return st;
  for (int i = 0; i < 32; i++) snprintf(mhex + 2 * i, 3, "%02x", mh[i]);
  char fp[33];
  hpcab_secrets_fingerprint(j->secrets, j->route_submit ? HPCAB_SEED_SUBMISSION : HPCAB_SEED_SCORE, fp);
  hpcab__sb sb = {0};
  hpcab__sb_printf(&sb, "hpcab-grade-v1\n%s\n%s\n%s\n%s\n", hpcab_version(), hpcab_manifest_id(j->m), mhex,
                   hpcab_dtype_name(j->prec));
  hpcab__sb_printf(&sb, "ref %s\nbase %s\ncand %s\n", hpcab_build_key(j->ref_b),
                   j->base_b ? hpcab_build_key(j->base_b) : "-", j->v->candidate_sha256);
  hpcab__sb_printf(&sb, "flags %s|%s\nthreads %u\ndraws %d inputs %d budget %g calls %lld-%lld alpha %g\n",
                   j->o.flags ? j->o.flags : "", j->o.extra_flags ? j->o.extra_flags : "", j->threads,
                   j->o.correctness_draws, j->o.timed_inputs, j->o.budget_s, (long long)j->o.min_calls,
                   (long long)j->o.max_calls, j->o.alpha);
  hpcab__sb_printf(&sb, "check-only %d test-sizes %d\nmachine %s\nseed %s\n", j->o.check_only, j->o.test_sizes,
                   hpcab_topo_key(j->topo), fp);
  hpcab__sb_printf(&sb, "min-effect %g\n", min_effect(j));
  char *text;
  st = hpcab__sb_finish(&sb, &text);
  if (st) return st;
  hpcab_sha256_hex(text, strlen(text), j->cache_key);
  free(text);
  return HPCAB_OK;
}

static hpcab_status load_cached(judge *j, int *hit)
{
  *hit = 0;
  hpcab_stored_grade g = {.size = sizeof g};
  hpcab_status st = hpcab_store_get_grade(j->store, j->cache_key, &g);
  if (st == HPCAB_E_NOTFOUND) {
    hpcab_error_clear();
    return HPCAB_OK;
  }
  if (st) return st;
  hpcab_verdict *v = j->v;
  hpcab__vset(&v->status, "%s", g.status);
  v->correct = strcmp(g.status, "ok") == 0;
  v->speedup = g.speedup;
  v->cached = 1;
  free(v->json);
  free(v->report);
  v->json = hpcab__strdup(g.json);
  v->report = hpcab__strdup(g.report);
  if (!v->json || !v->report) return HPCAB_E_NOMEM;
  char *c = strstr(v->json, "\"cached\": false");
  if (c) memcpy(c, "\"cached\": true ", 15);
  const char *vl = strstr(v->report, "verdict ");
  if (vl) {
    const char *eol = strchr(vl, '\n');
    size_t at = (size_t)((eol ? eol : vl + strlen(vl)) - v->report);
    char *nr = hpcab__asprintf("%.*s (cached)%s", (int)at, v->report, v->report + at);
    if (!nr) return HPCAB_E_NOMEM;
    free(v->report);
    v->report = nr;
  }
  *hit = 1;
  return HPCAB_OK;
}

static hpcab_status store_verdict(judge *j)
{
  size_t nsets = 2 * j->v->ninputs;
  hpcab_sample_set *sets = calloc(nsets ? nsets : 1, sizeof *sets);
  if (!sets) return hpcab__nomem("sample sets", nsets * sizeof *sets);
  for (size_t i = 0; i < j->v->ninputs; i++) {
    sets[2 * i] = (hpcab_sample_set){(int32_t)i, 0, (size_t)j->v->inputs[i].calls, j->v->inputs[i].ref_ns};
    sets[2 * i + 1] = (hpcab_sample_set){(int32_t)i, 1, (size_t)j->v->inputs[i].calls, j->v->inputs[i].cand_ns};
  }
  hpcab_stored_grade g = {.size = sizeof g, .cache_key = j->cache_key, .kernel_id = j->v->kernel,
                          .candidate_sha256 = j->v->candidate_sha256, .status = j->v->status,
                          .speedup = j->v->speedup, .json = j->v->json, .report = j->v->report};
  hpcab_status st = hpcab_store_put_grade(j->store, &g, sets, nsets);
  free(sets);
  return st;
}

static void judge_free(judge *j)
{
  hpcab_build_free(j->ref_b);
  hpcab_build_free(j->base_b);
  hpcab_build_free(j->cand_b);
  if (j->ref_dl) dlclose(j->ref_dl);
  hpcab_topo_env_free(j->env);
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
  hpcab_status st = build_one(j, hpcab_manifest_reference(j->m), 1, &j->ref_b);
  if (st) {
    if (j->ref_b && *hpcab_build_log(j->ref_b))
      hpcab__seterr(st, "building the reference of %s failed:\n%s", hpcab_manifest_id(j->m), hpcab_build_log(j->ref_b));
    return st;
  }
  const char *baseline = j->o.baseline;
  const char *mbase = hpcab_manifest_baseline(j->m);
  if (!baseline || strcmp(baseline, "default") == 0) baseline = mbase;
  if (!baseline || strcmp(baseline, "reference") == 0 || strcmp(baseline, hpcab_manifest_reference(j->m)) == 0) {
    hpcab__vset(&j->v->baseline, "reference");
  } else {
    hpcab__vset(&j->v->baseline, "%s", base_name(baseline));
    st = build_one(j, baseline, 1, &j->base_b);
    if (st) {
      if (j->base_b && *hpcab_build_log(j->base_b))
        hpcab__seterr(st, "building the baseline %s failed:\n%s", baseline, hpcab_build_log(j->base_b));
      return st;
    }
  }
  st = build_one(j, j->o.candidate, 0, &j->cand_b);
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

static hpcab_status judge_run(const hpcab_judge_options *opts, int submit, hpcab_verdict **out)
{
  /* callers built before the service hooks pass a shorter struct, ending at test_sizes */
  if (!opts || opts->size < offsetof(hpcab_judge_options, timing_begin) || opts->size > sizeof *opts ||
      !opts->kernel || !opts->candidate || !out)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_judge: options need size, kernel and candidate");
  *out = NULL;
  double t0 = now_s();
  judge jj, *j = &jj;
  memset(j, 0, sizeof *j);
  memcpy(&j->o, opts, opts->size);
  j->route_submit = submit;
  j->v = hpcab__verdict_new(submit ? "grade" : "score");
  if (!j->v) return HPCAB_E_NOMEM;
  hpcab_status st = resolve_paths(j);
  if (!st) st = hpcab_manifest_load(opts->kernel, &j->m);
  if (!st) {
    j->prec = opts->precision ? opts->precision : hpcab_manifest_precision(j->m, 0);
    if (!hpcab_manifest_has_precision(j->m, j->prec))
      st = hpcab__seterr(HPCAB_E_INVALID, "%s has no precision %s", hpcab_manifest_id(j->m), hpcab_dtype_name(j->prec));
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
  if (!st && opts->session) {
    st = hpcab_store_session_use(j->store, opts->session, opts->mode, submit ? HPCAB_ROUTE_SUBMIT : HPCAB_ROUTE_SCORE,
                                 hpcab_manifest_id(j->m));
    if (st == HPCAB_E_REFUSED) {
      fail(j, "rejected", "%s", hpcab_last_error());
      st = hpcab__verdict_render(j->v);
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
  if (!st && cand_ok) st = compute_cache_key(j);
  int hit = 0;
  if (!st && cand_ok && submit && !opts->no_cache) st = load_cached(j, &hit);
  if (!st && cand_ok && !hit) {
    /* custom initializers live in the reference: load it in-process when the manifest needs one */
    for (size_t i = 0; i < hpcab_manifest_array_count(j->m); i++)
      if (hpcab_manifest_array_init(j->m, i) == HPCAB_INIT_FUNCTION && !j->ref_dl) {
        j->ref_dl = dlopen(hpcab_build_object(j->ref_b), RTLD_NOW | RTLD_LOCAL);
        if (!j->ref_dl) st = hpcab__seterr(HPCAB_E_NOTFOUND, "loading the reference for its initializers: %s", dlerror());
      }
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
    if (!st && j->v->correct) {
      j->v->speedup = kernel_score(j->v);
      if (!submit && j->v->ninputs) j->v->speedup = j->v->inputs[0].ratio;
    }
    /* the score route tells only the word: a reason would carry output values (got, expected) of
       the score seed's inputs */
    if (!st && !submit && !j->v->correct) hpcab__vset(&j->v->reason, "%s", "the score route reports only the status");
    j->v->wall_s = now_s() - t0;
    if (!st) st = hpcab__verdict_render(j->v);
    if (!st && submit && !j->unrepeatable) st = store_verdict(j);
  } else if (!st && !hit) {
    j->v->wall_s = now_s() - t0;
    st = hpcab__verdict_render(j->v); /* build error or rejection: nothing to store */
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
