/*
 * lib/grade/invoke.c — a pair of sandboxed calls on one arena (hpcab/invoke.h): the arena and the
 * workers, staging, calls, pings, the check of a round's outputs and determinism. The timed
 * protocol on a pair is in lib/grade/invoke_time.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/check.h"
#include "hpcab/device.h"
#include "hpcab/invoke.h"
#include "hpcab/sizes.h"
#include "internal.h"
#include "check_kernels.h"
#include "first_layouts.h"
#include "invoke_internal.h"
#include "worker_internal.h"

/* The pair's own work between calls (fills, perturbation, checks, copies) runs on the kernel's
   threads (the parallel-for's pool, on every worker CPU during a timed protocol) only for
   arrays of at least this many bytes: below it, the cross-CPU wake-ups cost more than they save. */
#define PARALLEL_MIN_BYTES ((size_t)256 << 10)

unsigned hpcab__invoke_work_threads(const hpcab_invoke *iv, size_t bytes)
{
  return bytes >= PARALLEL_MIN_BYTES ? iv->threads : 1;
}

/* 1 when the pair's in arrays are staged straight into the arena, once a round, not copied in before
   each call: in a timed pair, and in any pair whose arena sealed them (F_SEAL_FUTURE_WRITE, mapped
   read-only in the workers: no call can change them, so a copy before each call would only cost a
   pass over every input, and its first-touch page faults). */
static int straight_in(const hpcab_invoke *iv)
{
  return iv->timed || iv->arena->sealed;
}

void *hpcab__invoke_stage_target(hpcab_invoke *iv, size_t i)
{
  if (iv->stage[i]) return iv->stage[i];
  return straight_in(iv) && hpcab_arena_intent(iv->arena, i) == HPCAB_INTENT_IN ? hpcab_arena_data(iv->arena, i) : NULL;
}

/* The out arrays' region `side` writes now: 0 (iv->arena's) or 1 (iv->twin's). */
static int side_region(const hpcab_invoke *iv, hpcab_side side)
{
  return iv->twin ? (side == HPCAB_SIDE_CANDIDATE) ^ (iv->parity != 0) : 0;
}

static hpcab_arena *region_arena(const hpcab_invoke *iv, int region)
{
  return region ? iv->twin : iv->arena;
}

/* The arena whose out arrays `side` writes now. */
static hpcab_arena *side_arena(const hpcab_invoke *iv, hpcab_side side)
{
  return region_arena(iv, side_region(iv, side));
}

hpcab_worker *hpcab__invoke_side_worker(const hpcab_invoke *iv, hpcab_side side)
{
  return iv->parity && iv->alt[side] ? iv->alt[side] : iv->worker[side];
}

/* Whether array i of the pair is an out array of two regions (the pair has a twin). */
static int own_outputs(const hpcab_invoke *iv, size_t i)
{
  return iv->twin && hpcab_arena_intent(iv->arena, i) == HPCAB_INTENT_OUT;
}

static hpcab_dtype worker_scalar_dtype(hpcab_dtype d)
{
  return d == HPCAB_F16 || d == HPCAB_BF16 ? HPCAB_U16 : d;
}

void hpcab__invoke_set_scalars(hpcab_invoke *iv, const hpcab_draw *d)
{
  size_t k = 0;
  for (size_t a = 0; a < hpcab_manifest_arg_count(iv->m); a++) {
    size_t idx;
    hpcab_arg_kind kind = hpcab_manifest_arg(iv->m, a, &idx);
    if (kind == HPCAB_ARG_SIZE) {
      iv->scalars[k++].i64 = hpcab_sizes_get(hpcab_draw_sizes(d), idx);
    } else if (kind == HPCAB_ARG_PARAM) {
      double v = hpcab_draw_param(d, idx);
      hpcab_scalar *s = &iv->scalars[k++];
      switch (hpcab_manifest_param_dtype(iv->m, idx, iv->prec)) {
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

/* The machine: threads, the workers' CPUs and environments (from the caller's topology or a new one). */
static hpcab_status machine(hpcab_invoke *iv, const hpcab_invoke_options *o)
{
  const hpcab_topo *topo = o->topo;
  hpcab_status st = HPCAB_OK;
  if (!topo) {
    if ((st = hpcab_topo_new(&iv->own_topo))) return st;
    topo = iv->own_topo;
  }
  unsigned cores = hpcab_topo_core_count(topo);
  iv->threads = o->threads ? o->threads : cores;
  if (iv->threads > cores)
    return hpcab__seterr(HPCAB_E_INVALID, "%u threads: the machine has %u physical cores (one thread per core)",
                         iv->threads, cores);
  if ((st = hpcab_topo_worker_env(topo, iv->threads, &iv->env))) return st;
  for (iv->nenv = 0; iv->env[iv->nenv]; iv->nenv++) {
    /* the BLAS thread counts matter only to the trusted side (only it links the BLAS); the candidate
       sees nothing but what OpenMP reads */
    if (strncmp(iv->env[iv->nenv], "OMP_", 4) == 0 && iv->ncand_env < sizeof iv->cand_env / sizeof *iv->cand_env)
      iv->cand_env[iv->ncand_env++] = iv->env[iv->nenv];
  }
  int cpus[HPCAB__INVOKE_MAX_CPUS];
  size_t n = 0;
  if ((st = hpcab_topo_worker_cpus(topo, iv->threads, cpus, HPCAB__INVOKE_MAX_CPUS, &n))) return st;
  for (size_t i = 0; i < n; i++) iv->cpus[i] = (unsigned)cpus[i];
  iv->ncpus = n;
  return HPCAB_OK;
}

/* Staging buffers for inout arrays and for in arrays outside a timed pair when the arena could not seal
   them (a sealed in array is staged straight into the arena: no worker can write it), saved outputs
   for out/inout. */
static hpcab_status buffers(hpcab_invoke *iv, const hpcab_draw *d)
{
  iv->narrays = hpcab_draw_array_count(d);
  iv->stage = calloc(iv->narrays ? iv->narrays : 1, sizeof *iv->stage);
  iv->first = calloc(iv->narrays ? iv->narrays : 1, sizeof *iv->first);
  if (!iv->stage || !iv->first) return hpcab__nomem("invoke buffers", iv->narrays * sizeof *iv->stage);
  for (size_t i = 0; i < iv->narrays; i++) {
    size_t bytes = hpcab_draw_array_bytes(d, i);
    hpcab_intent it = hpcab_draw_array_intent(d, i);
    if ((it == HPCAB_INTENT_INOUT || (it == HPCAB_INTENT_IN && !straight_in(iv))) &&
        !(iv->stage[i] = hpcab__aligned_alloc(bytes ? bytes : 1)))
      return hpcab__nomem("staged input", bytes);
    if (it != HPCAB_INTENT_IN && !(iv->first[i] = hpcab__aligned_alloc(bytes ? bytes : 1)))
      return hpcab__nomem("saved output", bytes);
  }
  return HPCAB_OK;
}

/* The arena for d's sizes and the worker arguments. */
static hpcab_status arena_and_args(hpcab_invoke *iv, const hpcab_draw *d)
{
  size_t na = hpcab_draw_array_count(d), nargs = hpcab_manifest_arg_count(iv->m);
  hpcab_arena_spec *specs = calloc(na ? na : 1, sizeof *specs);
  iv->args = calloc(nargs ? nargs : 1, sizeof *iv->args);
  iv->scalars = calloc(nargs ? nargs : 1, sizeof *iv->scalars);
  if (!specs || !iv->args || !iv->scalars) {
    free(specs);
    return hpcab__nomem("invoke arguments", nargs * sizeof *iv->args);
  }
  for (size_t i = 0; i < na; i++) {
    specs[i].size = sizeof specs[i];
    specs[i].name = hpcab_manifest_array_name(iv->m, i);
    specs[i].bytes = hpcab_draw_array_bytes(d, i);
    specs[i].intent = hpcab_draw_array_intent(d, i);
    specs[i].elem_size = hpcab_dtype_size(hpcab_draw_array_dtype(d, i));
  }
  for (size_t a = 0; a < nargs; a++) {
    size_t idx;
    hpcab_arg_kind kind = hpcab_manifest_arg(iv->m, a, &idx);
    if (kind == HPCAB_ARG_ARRAY) {
      iv->args[a].kind = HPCAB_WORKER_ARG_ARRAY;
      iv->args[a].array = idx;
    } else {
      iv->args[a].kind = HPCAB_WORKER_ARG_SCALAR;
      iv->args[a].dtype =
          kind == HPCAB_ARG_SIZE ? HPCAB_I64 : worker_scalar_dtype(hpcab_manifest_param_dtype(iv->m, idx, iv->prec));
      iv->nscalars++;
    }
  }
  iv->nargs = nargs;
  hpcab_status st = hpcab_arena_new(specs, na, &iv->arena);
  free(specs);
  return st;
}

HPCAB_API hpcab_status hpcab_invoke_new(const hpcab_invoke_options *opts, const hpcab_draw *d, hpcab_invoke **out)
{
  if (!out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_invoke_new: out is NULL");
  *out = NULL;
  hpcab_invoke_options o;
  hpcab_status st = hpcab__struct_in(&o, sizeof o, opts, HPCAB__FIRST_INVOKE_OPTIONS, "hpcab_invoke_new: options");
  if (st) return st;
  if (!o.manifest || !d) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_invoke_new: manifest and draw are required");
  hpcab_invoke *iv = calloc(1, sizeof *iv);
  if (!iv) return hpcab__nomem("invoke", sizeof *iv);
  iv->m = o.manifest;
  iv->prec = o.precision ? o.precision : hpcab_manifest_precision(o.manifest, 0);
  iv->worker_path = o.worker_path;
  iv->call_timeout_s = o.call_timeout_s > 0 ? o.call_timeout_s : 10.0;
  iv->worker_flags = o.worker_flags;
  iv->timed = o.timed != 0;
  iv->device_sides = o.device_sides & 3u;
  iv->device_runtime = o.device_runtime;
  if (iv->device_sides && !o.device_uuid)
    st = hpcab__seterr(HPCAB_E_INVALID, "hpcab_invoke_new: device sides need a device (device_uuid)");
  if (!st && iv->device_sides &&
      (!(iv->device_uuid = hpcab__strdup(o.device_uuid)) ||
       (o.device_runtime_path && !(iv->device_runtime_path = hpcab__strdup(o.device_runtime_path)))))
    st = HPCAB_E_NOMEM;
  if (!st && !hpcab_manifest_has_precision(o.manifest, iv->prec))
    st = hpcab__manifest_no_precision(o.manifest, iv->prec);
  if (!st) st = machine(iv, &o);
  if (!st) st = arena_and_args(iv, d);
  /* A timed pair of host sides has two regions for its out arrays (the twin's: other pages at the
     same addresses) and, on each side, a worker for each (hpcab_invoke_start): a round's first call
     writes region 0 and its second region 1, so the first output stays where it was written and
     nothing is copied or poisoned between the calls, no worker can see the other side's output, and
     each side writes both regions' pages equally often (one region per side left identical code
     credited other than 1 on up to 40% of an FFT's inputs: different pages are not timed alike).
     The device sides copy their outputs into the arena themselves. */
  int outs = 0;
  for (size_t i = 0; !st && i < hpcab_arena_count(iv->arena); i++)
    outs |= hpcab_arena_intent(iv->arena, i) == HPCAB_INTENT_OUT;
  if (!st && iv->timed && !iv->device_sides && outs) st = hpcab__arena_twin(iv->arena, &iv->twin);
  if (!st) st = buffers(iv, d);
  if (!st) {
    const hpcab_sizes *s = hpcab_draw_sizes(d);
    iv->nsizes = hpcab_sizes_count(s);
    iv->sizes = calloc(iv->nsizes ? iv->nsizes : 1, sizeof *iv->sizes);
    if (!iv->sizes) st = hpcab__nomem("invoke sizes", iv->nsizes * sizeof *iv->sizes);
    for (size_t i = 0; !st && i < iv->nsizes; i++) iv->sizes[i] = hpcab_sizes_get(s, i);
  }
  if (st) {
    hpcab_invoke_free(iv);
    return st;
  }
  hpcab__invoke_set_scalars(iv, d);
  *out = iv;
  return HPCAB_OK;
}

/* A device side's environment: `base` (its share of the machine's variables) plus what the runtime
   reads: the one device it may see (by UUID or index), its modules loaded when the context is made
   (before the call filter is in force) and no JIT cache on disk. */
static hpcab_status device_env(hpcab_invoke *iv, hpcab_side side, const char *const *base, size_t nbase)
{
  char **env = calloc(nbase + 8, sizeof *env);
  if (!env) return hpcab__nomem("device environment", (nbase + 8) * sizeof *env);
  size_t k = 0;
  int ok = 1;
  for (size_t i = 0; i < nbase && ok; i++) ok = (env[k++] = hpcab__strdup(base[i])) != NULL;
  if (iv->device_runtime == HPCAB_RUNTIME_HIP) {
    ok = ok && (env[k++] = hpcab__asprintf("ROCR_VISIBLE_DEVICES=%s", iv->device_uuid));
  } else {
    ok = ok && (env[k++] = hpcab__asprintf("CUDA_VISIBLE_DEVICES=%s", iv->device_uuid));
    ok = ok && (env[k++] = hpcab__strdup("CUDA_MODULE_LOADING=EAGER"));
    ok = ok && (env[k++] = hpcab__strdup("CUDA_CACHE_DISABLE=1"));
  }
  iv->side_env[side] = env;
  return ok ? HPCAB_OK : HPCAB_E_NOMEM;
}

HPCAB_API const double *hpcab_invoke_host_samples(const hpcab_invoke *iv, hpcab_side side, size_t *n)
{
  if (n) *n = 0;
  if (!iv || (side != HPCAB_SIDE_REFERENCE && side != HPCAB_SIDE_CANDIDATE) || !iv->nhost[side]) return NULL;
  if (n) *n = iv->nhost[side];
  return iv->host_ns[side];
}

hpcab_status hpcab__invoke_host_sample(hpcab_invoke *iv, hpcab_side side, double ns)
{
  if (iv->nhost[side] == iv->caphost[side]) {
    size_t cap = iv->caphost[side] ? 2 * iv->caphost[side] : 256;
    double *p = realloc(iv->host_ns[side], cap * sizeof *p);
    if (!p) return hpcab__nomem("judge clock samples", cap * sizeof *p);
    iv->host_ns[side] = p;
    iv->caphost[side] = cap;
  }
  iv->host_ns[side][iv->nhost[side]++] = ns;
  return HPCAB_OK;
}

/* The options of a worker of `side` running `object` on `arena` (pointing into the pair: they stay
   valid while it lives). */
static hpcab_status worker_options(hpcab_invoke *iv, hpcab_side side, const char *object, hpcab_arena *arena,
                                   hpcab_worker_options *out)
{
  hpcab_worker_options wo;
  hpcab_worker_options_init(&wo, sizeof wo);
  wo.worker_path = iv->worker_path;
  wo.library = object;
  wo.symbol = hpcab_manifest_symbol(iv->m);
  wo.args = iv->args;
  wo.nargs = iv->nargs;
  wo.arena = arena;
  wo.threads = iv->threads;
  wo.env = side == HPCAB_SIDE_CANDIDATE ? iv->cand_env : (const char *const *)iv->env;
  wo.nenv = side == HPCAB_SIDE_CANDIDATE ? iv->ncand_env : iv->nenv;
  wo.cpus = iv->cpus;
  wo.ncpus = iv->ncpus;
  wo.call_timeout_s = iv->call_timeout_s;
  wo.flags = iv->worker_flags;
  if (iv->device_sides & (1u << side)) {
    hpcab_status st = device_env(iv, side, wo.env, wo.nenv);
    if (st) return st;
    wo.env = (const char *const *)iv->side_env[side];
    for (wo.nenv = 0; iv->side_env[side][wo.nenv]; wo.nenv++) {}
    wo.device = 1;
    wo.device_runtime = iv->device_runtime;
    wo.device_runtime_path = iv->device_runtime_path;
  }
  /* Timed calls skip hashing the inputs before and after every call when the inputs are sealed
     (F_SEAL_FUTURE_WRITE, mapped read-only: a write faults and is reported as wrote_input): the hash
     cost more than an s000 call. Other calls keep it as a second layer. */
  if (iv->timed && iv->arena->sealed) wo.flags |= HPCAB_WORKER_NO_INPUT_HASH;
  *out = wo;
  return HPCAB_OK;
}

/* Starts a worker of `side` on `object`, bound to `arena`, into *slot. */
static hpcab_status start_worker(hpcab_invoke *iv, hpcab_side side, const char *object, hpcab_arena *arena,
                                 hpcab_worker **slot)
{
  hpcab_worker_options wo;
  hpcab_status st = worker_options(iv, side, object, arena, &wo);
  return st ? st : hpcab_worker_new(&wo, slot);
}

/* The workers `side` needs, in the order they start: its first, bound to region 0 for the reference
   and region 1 for the candidate when there is a twin, and with a twin a second one on the other
   region (the rounds of hpcab_invoke_time alternate between the two, so each side writes both
   regions' pages equally often). Fills slot[] and arena[]; returns how many (1 or 2). */
static int side_workers(hpcab_invoke *iv, hpcab_side side, hpcab_worker **slot[2], hpcab_arena *arena[2])
{
  int cand = side == HPCAB_SIDE_CANDIDATE;
  slot[0] = &iv->worker[side], arena[0] = region_arena(iv, iv->twin ? cand : 0);
  if (!iv->twin) return 1;
  slot[1] = &iv->alt[side], arena[1] = region_arena(iv, !cand);
  return 2;
}

HPCAB_API hpcab_status hpcab_invoke_start(hpcab_invoke *iv, hpcab_side side, const char *object)
{
  if (!iv || !object || (side != HPCAB_SIDE_REFERENCE && side != HPCAB_SIDE_CANDIDATE))
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_invoke_start: pair, side and object are required");
  if (iv->worker[side]) return hpcab__seterr(HPCAB_E_STATE, "hpcab_invoke_start: the side was started already");
  hpcab_worker **slot[2];
  hpcab_arena *arena[2];
  int n = side_workers(iv, side, slot, arena);
  hpcab_status st = HPCAB_OK;
  for (int k = 0; k < n && !st; k++) st = start_worker(iv, side, object, arena[k], slot[k]);
  return st;
}

hpcab_status hpcab__invoke_start_both(hpcab_invoke *iv, const char *const objects[2], hpcab_side *failed)
{
  *failed = HPCAB_SIDE_REFERENCE;
  if (!iv || !objects[0] || !objects[1])
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_invoke_start: pair, side and object are required");
  if (iv->worker[0] || iv->worker[1])
    return hpcab__seterr(HPCAB_E_STATE, "hpcab_invoke_start: a side was started already");
  /* every worker hpcab_invoke_start would start, in its order */
  hpcab_worker **slot[4];
  hpcab_side side[4];
  hpcab_arena *arena[4];
  int n = 0;
  for (int s = 0; s < 2; s++) {
    int m = side_workers(iv, (hpcab_side)s, &slot[n], &arena[n]);
    for (int k = 0; k < m; k++) side[n++] = (hpcab_side)s;
  }
  hpcab__worker_start *begun[4] = {NULL};
  hpcab_status st = HPCAB_OK;
  int k = 0;
  for (; k < n && !st; k++) {
    hpcab_worker_options wo;
    st = worker_options(iv, side[k], objects[side[k]], arena[k], &wo);
    if (!st) st = hpcab__worker_begin(&wo, 0, &begun[k]);
  }
  int bad = st ? k - 1 : -1; /* the first that failed: the ones after it are killed */
  for (int e = 0; e < n; e++) {
    if (!begun[e]) continue;
    if (bad >= 0 && e > bad) {
      hpcab__worker_abandon(begun[e]);
      continue;
    }
    hpcab_status end = hpcab__worker_end(begun[e], slot[e]);
    if (end && (bad < 0 || e < bad)) bad = e, st = end;
  }
  if (bad >= 0) *failed = side[bad];
  return st;
}

HPCAB_API hpcab_worker *hpcab_invoke_worker(const hpcab_invoke *iv, hpcab_side side)
{
  return iv && (side == HPCAB_SIDE_REFERENCE || side == HPCAB_SIDE_CANDIDATE) ? hpcab__invoke_side_worker(iv, side)
                                                                              : NULL;
}

HPCAB_API hpcab_status hpcab_invoke_stage(hpcab_invoke *iv, hpcab_draw *d, int64_t round)
{
  if (!iv || !d) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_invoke_stage: pair and draw are required");
  const hpcab_sizes *s = hpcab_draw_sizes(d);
  int same = hpcab_sizes_count(s) == iv->nsizes && hpcab_draw_array_count(d) == iv->narrays;
  for (size_t i = 0; same && i < iv->nsizes; i++) same = hpcab_sizes_get(s, i) == iv->sizes[i];
  if (!same) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_invoke_stage: the draw's sizes are not the pair's");
  for (size_t i = 0; i < iv->narrays; i++) {
    void *dst = hpcab__invoke_stage_target(iv, i);
    if (!dst) continue;
    unsigned threads = hpcab__invoke_work_threads(iv, hpcab_draw_array_bytes(d, i));
    hpcab_status st =
        round >= 0 ? hpcab_draw_perturb(d, i, dst, (uint64_t)round, threads) : hpcab_draw_fill(d, i, dst, threads);
    if (st) return st;
  }
  hpcab__invoke_set_scalars(iv, d);
  iv->calls = 0;
  return HPCAB_OK;
}

static hpcab_status check_side(const hpcab_invoke *iv, hpcab_side side, const hpcab_call_result *res, const char *fn)
{
  if (!iv || !res || (side != HPCAB_SIDE_REFERENCE && side != HPCAB_SIDE_CANDIDATE))
    return hpcab__seterr(HPCAB_E_INVALID, "%s: pair, side and result are required", fn);
  if (hpcab__struct_check(res, HPCAB__FIRST_CALL_RESULT, SIZE_MAX, fn)) return HPCAB_E_INVALID;
  if (!iv->worker[side])
    return hpcab__seterr(HPCAB_E_INVALID, "%s: the %s side was not started", fn, side ? "candidate" : "reference");
  return HPCAB_OK;
}

/* Copies the pair's record of a verdict into the caller's result (only what its size has room for). */
static void put_result(hpcab_call_result *res, const hpcab_call_result *r)
{
  hpcab__struct_out(res, r, sizeof *r, HPCAB__FIRST_CALL_RESULT, "call result");
}

HPCAB_API hpcab_status hpcab_invoke_call(hpcab_invoke *iv, hpcab_side side, hpcab_call_result *res)
{
  hpcab_status st = check_side(iv, side, res, "hpcab_invoke_call");
  if (st) return st;
  for (size_t i = 0; i < iv->narrays; i++)
    if (iv->stage[i]) memcpy(hpcab_arena_data(iv->arena, i), iv->stage[i], hpcab_arena_bytes(iv->arena, i));
  hpcab_call_result *r = &iv->res[side];
  memset(r, 0, sizeof *r);
  r->size = sizeof *r;
  unsigned region = 1u << side_region(iv, side);
  st = hpcab__worker_call_ex(hpcab__invoke_side_worker(iv, side), iv->scalars,
                             iv->poisoned & region ? HPCAB__CALL_POISONED : 0, r);
  iv->poisoned &= ~region; /* its out arrays now hold its output */
  iv->have_res[side] = 1;
  put_result(res, r);
  if (st || r->outcome != HPCAB_OUTCOME_OK) return st;
  if (iv->calls++ == 0) {
    iv->first_side = side;
    /* saved, and (timed, one arena) poisoned for the round's second call in the same pass */
    for (size_t i = 0; i < iv->narrays; i++) {
      if (!iv->first[i] || own_outputs(iv, i)) continue;
      size_t bytes = hpcab_arena_bytes(iv->arena, i);
      unsigned threads = hpcab__invoke_work_threads(iv, bytes);
      if (iv->fuse && hpcab_arena_intent(iv->arena, i) == HPCAB_INTENT_OUT)
        hpcab__parallel_copy_fill(iv->first[i], hpcab_arena_data(iv->arena, i), bytes, hpcab__invoke_poison_word(iv, i),
                                  threads);
      else
        hpcab__parallel_copy(iv->first[i], hpcab_arena_data(iv->arena, i), bytes, threads);
    }
    if (iv->fuse && !iv->twin) iv->poisoned = 1u;
  }
  return HPCAB_OK;
}

/* Rewrites one word of every cache line of the chunk with its own value (the chunk's elements are
   lines): the line becomes modified in the writing CPU's cache and invalid in every other. */
static void settle_chunk(void *ctx, size_t chunk, size_t begin, size_t end)
{
  (void)chunk;
  unsigned char *p = ctx;
  for (size_t line = begin; line < end; line++) {
    volatile uint64_t *w = (volatile uint64_t *)(void *)(p + line * 64);
    *w = *w;
  }
}

void hpcab__invoke_settle(hpcab_invoke *iv, hpcab_side side)
{
  if (iv->device_sides & (1u << side)) return; /* the worker copies them to the device */
  for (size_t i = 0; i < iv->narrays; i++) {
    /* the call's arrays: the inputs every worker shares, the out arrays of the region this call
       writes; the inout arrays are copied in by the call itself, just before it */
    if (iv->stage[i]) continue;
    hpcab_arena *a = hpcab_arena_intent(iv->arena, i) == HPCAB_INTENT_OUT ? side_arena(iv, side) : iv->arena;
    size_t bytes = hpcab_arena_bytes(a, i);
    if (!bytes) continue;
    hpcab__parallel_for((bytes + 63) / 64, 4096, hpcab__invoke_work_threads(iv, bytes), settle_chunk,
                        hpcab_arena_data(a, i));
  }
}

uint64_t hpcab__invoke_poison_word(hpcab_invoke *iv, size_t i)
{
  return hpcab__arena_poison_word(iv->arena->arr[i].elem_size, ++iv->poison_salt);
}

HPCAB_API hpcab_status hpcab_invoke_ping(hpcab_invoke *iv, hpcab_side side, hpcab_call_result *res)
{
  hpcab_status st = check_side(iv, side, res, "hpcab_invoke_ping");
  if (st) return st;
  hpcab_call_result *r = &iv->res[side];
  memset(r, 0, sizeof *r);
  r->size = sizeof *r;
  st = hpcab_worker_ping(hpcab__invoke_side_worker(iv, side), r);
  iv->have_res[side] = 1;
  put_result(res, r);
  return st;
}

/* Describes array i's layout for the checks. */
static void check_spec(const hpcab_invoke *iv, const hpcab_draw *d, size_t i, int64_t *shape, hpcab_check_spec *spec)
{
  memset(spec, 0, sizeof *spec);
  spec->size = sizeof *spec;
  spec->dtype = hpcab_draw_array_dtype(d, i);
  spec->precision = iv->prec;
  size_t nd = hpcab_manifest_array_ndim(iv->m, i);
  if (nd > HPCAB_CHECK_MAX_NDIM) {
    /* flatten: the report's index is then flat */
    shape[0] = (int64_t)hpcab_draw_array_elements(d, i);
    nd = 1;
  } else {
    for (size_t k = 0; k < nd; k++) hpcab_manifest_array_extent(iv->m, i, hpcab_draw_sizes(d), k, &shape[k]);
  }
  spec->ndim = (int)nd;
  spec->shape = shape;
  int64_t l = 1;
  if (hpcab_manifest_accumulate(iv->m, i, hpcab_draw_sizes(d), &l) != HPCAB_OK || l < 1) l = 1;
  spec->accumulate = l;
  spec->threads = hpcab__invoke_work_threads(iv, hpcab_draw_array_bytes(d, i));
}

HPCAB_API hpcab_status hpcab_invoke_compare(hpcab_invoke *iv, const hpcab_draw *d, int *passed, char *line, size_t cap)
{
  if (!iv || !d || !passed) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_invoke_compare: NULL argument");
  if (iv->calls < 2) return hpcab__seterr(HPCAB_E_STATE, "hpcab_invoke_compare: both sides must run in this round");
  *passed = 1;
  if (line && cap) line[0] = '\0';
  /* timed: the out arrays (both sides' own, with a twin) are poisoned for the next round's calls in
     the same pass, when every one of them passes at once */
  int poisoned = iv->fuse;
  for (size_t i = 0; i < iv->narrays; i++) {
    if (!iv->first[i]) continue;
    void *now = hpcab_arena_data(iv->arena, i);
    void *ref = iv->first_side == HPCAB_SIDE_REFERENCE ? iv->first[i] : now;
    void *cand = iv->first_side == HPCAB_SIDE_REFERENCE ? now : iv->first[i];
    if (own_outputs(iv, i)) {
      ref = hpcab_arena_data(side_arena(iv, HPCAB_SIDE_REFERENCE), i);
      cand = hpcab_arena_data(side_arena(iv, HPCAB_SIDE_CANDIDATE), i);
    }
    int64_t shape[HPCAB_CHECK_MAX_NDIM];
    hpcab_check_spec spec;
    check_spec(iv, d, i, shape, &spec);
    int quick = 0; /* most rounds pass: the main vector pass alone says so */
    hpcab_status st;
    hpcab_check_report rep = {.size = sizeof rep};
    if (iv->fuse && own_outputs(iv, i)) {
      st = hpcab__check_arrays_poison_both(&spec, ref, cand, hpcab__invoke_poison_word(iv, i), &quick, &rep);
      poisoned &= quick;
    } else if (iv->fuse && hpcab_arena_intent(iv->arena, i) == HPCAB_INTENT_OUT) {
      st = hpcab__check_arrays_poison(&spec, ref, cand, now, hpcab__invoke_poison_word(iv, i), &quick, &rep);
      poisoned &= quick;
    } else {
      st = hpcab__check_passes_band(&spec, ref, cand, &quick);
      if (!st && !quick) st = hpcab_check_arrays(&spec, ref, cand, &rep);
    }
    if (st) return st;
    if (quick) continue;
    if (!rep.passed) {
      *passed = 0;
      if (line && cap) hpcab_check_report_format(&rep, hpcab_manifest_array_name(iv->m, i), line, cap);
      return HPCAB_OK;
    }
  }
  iv->poisoned = !poisoned ? 0u : iv->twin ? 3u : 1u;
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_invoke_determinism(hpcab_invoke *iv, hpcab_side side, const hpcab_draw *d,
                                                hpcab_call_result *res, double *ratio, int *passed, char *line,
                                                size_t cap)
{
  hpcab_status st = check_side(iv, side, res, "hpcab_invoke_determinism");
  if (st) return st;
  if (!d || !passed) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_invoke_determinism: NULL argument");
  *passed = 1;
  if (ratio) *ratio = 0;
  if (line && cap) line[0] = '\0';
  /* side's output becomes the round's first output; then side runs again */
  for (size_t i = 0; i < iv->narrays; i++)
    if (iv->first[i]) memcpy(iv->first[i], hpcab_arena_data(side_arena(iv, side), i), hpcab_arena_bytes(iv->arena, i));
  iv->calls = 1;
  iv->first_side = side;
  st = hpcab_invoke_call(iv, side, res);
  if (st || res->outcome != HPCAB_OUTCOME_OK) return st;
  for (size_t i = 0; i < iv->narrays && *passed; i++) {
    if (!iv->first[i]) continue;
    int64_t shape[HPCAB_CHECK_MAX_NDIM];
    hpcab_check_spec spec;
    check_spec(iv, d, i, shape, &spec);
    double r = 0;
    int ok = 0;
    if ((st = hpcab_check_determinism(&spec, iv->first[i], hpcab_arena_data(side_arena(iv, side), i), &r, &ok)))
      return st;
    if (ratio && r > *ratio) *ratio = r;
    if (!ok) {
      *passed = 0;
      if (line && cap)
        snprintf(line, cap, "two calls on the same input differ in output %s: ratio %.3g (limit 30)",
                 hpcab_manifest_array_name(iv->m, i), r);
    }
  }
  return HPCAB_OK;
}

HPCAB_API const hpcab_call_result *hpcab_invoke_result(const hpcab_invoke *iv, hpcab_side side)
{
  if (!iv || (side != HPCAB_SIDE_REFERENCE && side != HPCAB_SIDE_CANDIDATE) || !iv->have_res[side]) return NULL;
  return &iv->res[side];
}

HPCAB_API const char *hpcab_invoke_message(const hpcab_invoke *iv)
{
  return iv ? iv->message : "";
}

HPCAB_API hpcab_arena *hpcab_invoke_arena(const hpcab_invoke *iv)
{
  return iv ? iv->arena : NULL;
}

HPCAB_API void hpcab_invoke_free(hpcab_invoke *iv)
{
  if (!iv) return;
  for (int s = 0; s < 2; s++) { /* killed together, then reaped */
    hpcab__worker_kill(iv->worker[s]);
    hpcab__worker_kill(iv->alt[s]);
  }
  for (int s = 0; s < 2; s++) {
    hpcab_worker_free(iv->worker[s]);
    hpcab_worker_free(iv->alt[s]);
  }
  hpcab_arena_free(iv->twin); /* before the arena, whose mappings it borrows */
  hpcab_arena_free(iv->arena);
  for (size_t i = 0; i < iv->narrays; i++) {
    if (iv->stage) hpcab__aligned_free(iv->stage[i]);
    if (iv->first) hpcab__aligned_free(iv->first[i]);
  }
  free(iv->stage);
  free(iv->first);
  free(iv->args);
  free(iv->scalars);
  free(iv->sizes);
  hpcab_topo_env_free(iv->env);
  hpcab_topo_free(iv->own_topo);
  for (int s = 0; s < 2; s++) {
    for (size_t k = 0; iv->side_env[s] && iv->side_env[s][k]; k++) free(iv->side_env[s][k]);
    free(iv->side_env[s]);
    free(iv->host_ns[s]);
  }
  free(iv->device_uuid);
  free(iv->device_runtime_path);
  free(iv);
}
