/* lib/measure/topo.c — the machine's topology through hwloc: cores, pinning, worker environment (hpcab/topo.h). */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <hwloc.h>
#include <sodium.h>

#include "hpcab/topo.h"
#include "internal.h"
#include "first_layouts.h"
#include "topo_internal.h"

struct hpcab_topo {
  unsigned ncores;
  unsigned npus;
  unsigned npackages;
  unsigned nnuma;
  int *core_pu;        /* OS index of the PU chosen for each core */
  unsigned *core_npus; /* PUs per core */
  uint64_t llc_bytes;  /* summed over instances */
  uint64_t llc_instance_bytes;
  unsigned llc_count;
  int llc_level;
  struct {
    int level;
    uint64_t bytes; /* of the largest instance */
    unsigned count;
  } caches[5]; /* every data or unified level, deepest first */
  unsigned ncaches;
  uint64_t memory_bytes;
  char *model;
  char *description;
  char key[HPCAB_TOPO_KEY_HEX + 1];
};

/* ---- a small growable string for the key material and the description ---- */

typedef struct {
  char *s;
  size_t len, cap;
  bool failed;
} strbuf;

static void sb_printf(strbuf *b, const char *fmt, ...) HPCAB_PRINTF(2, 3);

static void sb_printf(strbuf *b, const char *fmt, ...)
{
  if (b->failed) return;
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0) {
    b->failed = true;
    return;
  }
  size_t need = b->len + (size_t)n + 1;
  if (need > b->cap) {
    size_t cap = b->cap ? b->cap : 128;
    while (cap < need) cap *= 2;
    char *s = realloc(b->s, cap);
    if (!s) {
      b->failed = true;
      return;
    }
    b->s = s;
    b->cap = cap;
  }
  va_start(ap, fmt);
  vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
  va_end(ap);
  b->len += (size_t)n;
}

static void format_bytes(char *buf, size_t cap, uint64_t bytes)
{
  static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  double v = (double)bytes;
  unsigned u = 0;
  while (v >= 1024.0 && u + 1 < sizeof units / sizeof units[0]) {
    v /= 1024.0;
    u++;
  }
  if (v == (double)(uint64_t)v)
    snprintf(buf, cap, "%llu %s", (unsigned long long)v, units[u]);
  else
    snprintf(buf, cap, "%.1f %s", v, units[u]);
}

/* ---- discovery ---- */

static const hwloc_obj_type_t CACHE_TYPES[] = {HWLOC_OBJ_L5CACHE, HWLOC_OBJ_L4CACHE, HWLOC_OBJ_L3CACHE,
                                               HWLOC_OBJ_L2CACHE, HWLOC_OBJ_L1CACHE};

static bool is_data_cache(hwloc_obj_t o)
{
  return o->attr && o->attr->cache.type != HWLOC_OBJ_CACHE_INSTRUCTION;
}

/* Fills the cache fields (deepest data/unified level) and appends every cache level to `key`. */
static void scan_caches(hwloc_topology_t t, hpcab_topo *tp, strbuf *key)
{
  for (size_t i = 0; i < sizeof CACHE_TYPES / sizeof CACHE_TYPES[0]; i++) {
    int n = hwloc_get_nbobjs_by_type(t, CACHE_TYPES[i]);
    uint64_t total = 0, largest = 0;
    unsigned count = 0;
    int level = 0;
    for (int k = 0; k < n; k++) {
      hwloc_obj_t o = hwloc_get_obj_by_type(t, CACHE_TYPES[i], (unsigned)k);
      if (!o || !is_data_cache(o)) continue;
      total += o->attr->cache.size;
      if (o->attr->cache.size > largest) largest = o->attr->cache.size;
      level = (int)o->attr->cache.depth;
      count++;
    }
    if (count == 0) continue;
    sb_printf(key, "L%d=%llux%u;", level, (unsigned long long)largest, count);
    if (tp->ncaches < sizeof tp->caches / sizeof tp->caches[0]) {
      tp->caches[tp->ncaches].level = level;
      tp->caches[tp->ncaches].bytes = largest;
      tp->caches[tp->ncaches].count = count;
      tp->ncaches++;
    }
    if (tp->llc_count == 0) {
      tp->llc_bytes = total;
      tp->llc_instance_bytes = largest;
      tp->llc_count = count;
      tp->llc_level = level;
    }
  }
}

/* Records the cores (or the PUs, where hwloc reports no cores) and appends them to `key`. */
static hpcab_status scan_cores(hwloc_topology_t t, hpcab_topo *tp, strbuf *key)
{
  hwloc_obj_type_t type = HWLOC_OBJ_CORE;
  int n = hwloc_get_nbobjs_by_type(t, type);
  if (n <= 0) {
    type = HWLOC_OBJ_PU;
    n = hwloc_get_nbobjs_by_type(t, type);
  }
  if (n <= 0) return hpcab__seterr(HPCAB_E_UNSUPPORTED, "topology: hwloc reports no core and no PU");
  tp->core_pu = malloc(sizeof *tp->core_pu * (size_t)n);
  tp->core_npus = malloc(sizeof *tp->core_npus * (size_t)n);
  if (!tp->core_pu || !tp->core_npus) return hpcab__nomem("topology core list", sizeof(int) * (size_t)n);
  for (int k = 0; k < n; k++) {
    hwloc_obj_t o = hwloc_get_obj_by_type(t, type, (unsigned)k);
    if (!o || !o->cpuset) continue;
    int first = hwloc_bitmap_first(o->cpuset);
    int weight = hwloc_bitmap_weight(o->cpuset);
    if (first < 0 || weight <= 0) continue; /* no allowed PU in this core */
    tp->core_pu[tp->ncores] = first;
    tp->core_npus[tp->ncores] = (unsigned)weight;
    tp->ncores++;
    tp->npus += (unsigned)weight;
    sb_printf(key, "c%d/%d;", first, weight);
  }
  if (tp->ncores == 0) return hpcab__seterr(HPCAB_E_UNSUPPORTED, "topology: no core has a usable PU");
  return HPCAB_OK;
}

static hpcab_status build_strings(hpcab_topo *tp, strbuf *key)
{
  unsigned char hash[HPCAB_TOPO_KEY_HEX / 2];
  if (sodium_init() < 0) return hpcab__seterr(HPCAB_E_SYSTEM, "topology: libsodium failed to initialize");
  crypto_generichash(hash, sizeof hash, (const unsigned char *)key->s, key->len, NULL, 0);
  for (size_t i = 0; i < sizeof hash; i++) snprintf(tp->key + 2 * i, 3, "%02x", hash[i]);

  char llc[32], llc1[32], mem[32];
  format_bytes(llc, sizeof llc, tp->llc_bytes);
  format_bytes(llc1, sizeof llc1, tp->llc_instance_bytes);
  format_bytes(mem, sizeof mem, tp->memory_bytes);
  strbuf d = {0};
  sb_printf(&d, "%s: %u package%s, %u core%s, %u PU%s, %u NUMA node%s, ", tp->model, tp->npackages,
            tp->npackages == 1 ? "" : "s", tp->ncores, tp->ncores == 1 ? "" : "s", tp->npus, tp->npus == 1 ? "" : "s",
            tp->nnuma, tp->nnuma == 1 ? "" : "s");
  if (tp->llc_count)
    sb_printf(&d, "LLC %s (%u x %s L%d), ", llc, tp->llc_count, llc1, tp->llc_level);
  else
    sb_printf(&d, "LLC unknown, ");
  sb_printf(&d, "memory %s", tp->memory_bytes ? mem : "unknown");
  if (d.failed) {
    free(d.s);
    return hpcab__nomem("topology description", d.len);
  }
  tp->description = d.s;
  return HPCAB_OK;
}

static hpcab_status topo_from_hwloc(hwloc_topology_t t, bool synthetic, hpcab_topo **out)
{
  hpcab_topo *tp = calloc(1, sizeof *tp);
  if (!tp) return hpcab__nomem("topology", sizeof *tp);
  strbuf key = {0};
  hpcab_status st = HPCAB_OK;

  hwloc_obj_t root = hwloc_get_root_obj(t);
  const char *model = NULL;
  hwloc_obj_t pkg = hwloc_get_obj_by_type(t, HWLOC_OBJ_PACKAGE, 0);
  if (pkg) model = hwloc_obj_get_info_by_name(pkg, "CPUModel");
  if (!model && root) model = hwloc_obj_get_info_by_name(root, "CPUModel");
  tp->model = hpcab__strdup(model && *model ? model : "unknown");
  if (!tp->model) {
    st = HPCAB_E_NOMEM;
    goto done;
  }
  int npkg = hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_PACKAGE);
  int nnuma = hwloc_get_nbobjs_by_type(t, HWLOC_OBJ_NUMANODE);
  tp->npackages = npkg > 0 ? (unsigned)npkg : 1;
  tp->nnuma = nnuma > 0 ? (unsigned)nnuma : 1;
  tp->memory_bytes = root ? root->total_memory : 0;
  if (tp->memory_bytes == 0 && !synthetic) { /* hwloc did not say: ask the OS */
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    if (pages > 0 && page > 0) tp->memory_bytes = (uint64_t)pages * (uint64_t)page;
  }

  sb_printf(&key, "hpcab-topo-1;model=%s;packages=%u;numa=%u;", tp->model, tp->npackages, tp->nnuma);
  if ((st = scan_cores(t, tp, &key)) != HPCAB_OK) goto done;
  scan_caches(t, tp, &key);
  if (key.failed) {
    st = hpcab__nomem("topology key", key.len);
    goto done;
  }
  st = build_strings(tp, &key);

done:
  free(key.s);
  if (st != HPCAB_OK) {
    hpcab_topo_free(tp);
    return st;
  }
  *out = tp;
  return HPCAB_OK;
}

static hpcab_status topo_load(const char *synthetic, hpcab_topo **out)
{
  if (!out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_topo_new: out is NULL");
  *out = NULL;
  hwloc_topology_t t;
  if (hwloc_topology_init(&t) != 0) return hpcab__seterr_errno("topology: hwloc_topology_init");
  hpcab_status st = HPCAB_OK;
  if (synthetic && hwloc_topology_set_synthetic(t, synthetic) != 0) {
    st = hpcab__seterr(HPCAB_E_PARSE, "topology: invalid hwloc synthetic description '%s'", synthetic);
  } else if (hwloc_topology_load(t) != 0) {
    st = hpcab__seterr_errno("topology: hwloc_topology_load");
  } else {
    st = topo_from_hwloc(t, synthetic != NULL, out);
  }
  hwloc_topology_destroy(t);
  return st;
}

hpcab_status hpcab_topo_new(hpcab_topo **out)
{
  return topo_load(NULL, out);
}

hpcab_status hpcab__topo_new_synthetic(const char *description, hpcab_topo **out)
{
  if (!description) return hpcab__seterr(HPCAB_E_INVALID, "synthetic topology: description is NULL");
  return topo_load(description, out);
}

void hpcab_topo_free(hpcab_topo *topo)
{
  if (!topo) return;
  free(topo->core_pu);
  free(topo->core_npus);
  free(topo->model);
  free(topo->description);
  free(topo);
}

/* ---- queries ---- */

unsigned hpcab_topo_core_count(const hpcab_topo *topo)
{
  return topo ? topo->ncores : 0;
}

unsigned hpcab_topo_pu_count(const hpcab_topo *topo)
{
  return topo ? topo->npus : 0;
}

int hpcab_topo_core_pu(const hpcab_topo *topo, unsigned core)
{
  if (!topo || core >= topo->ncores) return -1;
  return topo->core_pu[core];
}

uint64_t hpcab_topo_llc_bytes(const hpcab_topo *topo)
{
  return topo ? topo->llc_bytes : 0;
}

unsigned hpcab_topo_numa_count(const hpcab_topo *topo)
{
  return topo ? topo->nnuma : 0;
}

uint64_t hpcab_topo_memory_bytes(const hpcab_topo *topo)
{
  return topo ? topo->memory_bytes : 0;
}

const char *hpcab_topo_cpu_model(const hpcab_topo *topo)
{
  return topo ? topo->model : "unknown";
}

const char *hpcab_topo_key(const hpcab_topo *topo)
{
  return topo ? topo->key : "";
}

const char *hpcab_topo_describe(const hpcab_topo *topo)
{
  return topo ? topo->description : "";
}

/* ---- pinning and the worker's placement ---- */

/* Resolves nthreads (0 = every core) against the core count; sets an error naming `fn` if too many. */
static hpcab_status resolve_threads(const hpcab_topo *topo, unsigned nthreads, const char *fn, unsigned *n)
{
  if (!topo) return hpcab__seterr(HPCAB_E_INVALID, "%s: topology is NULL", fn);
  if (nthreads == 0) nthreads = topo->ncores;
  if (nthreads > topo->ncores)
    return hpcab__seterr(HPCAB_E_RANGE,
                         "%s: %u threads requested but the machine has %u physical cores "
                         "(one thread per core)",
                         fn, nthreads, topo->ncores);
  *n = nthreads;
  return HPCAB_OK;
}

hpcab_status hpcab_topo_pin_thread(const hpcab_topo *topo, unsigned core)
{
  if (!topo) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_topo_pin_thread: topology is NULL");
  if (core >= topo->ncores)
    return hpcab__seterr(HPCAB_E_RANGE, "hpcab_topo_pin_thread: core %u out of range (%u cores)", core, topo->ncores);
  int cpu = topo->core_pu[core];
  cpu_set_t *set = CPU_ALLOC((size_t)cpu + 1);
  if (!set) return hpcab__nomem("cpu set", CPU_ALLOC_SIZE((size_t)cpu + 1));
  size_t setsize = CPU_ALLOC_SIZE((size_t)cpu + 1);
  CPU_ZERO_S(setsize, set);
  CPU_SET_S((size_t)cpu, setsize, set);
  int rc = pthread_setaffinity_np(pthread_self(), setsize, set);
  CPU_FREE(set);
  if (rc != 0) {
    errno = rc;
    return hpcab__seterr_errno("hpcab_topo_pin_thread: binding to cpu %d (core %u)", cpu, core);
  }
  return HPCAB_OK;
}

hpcab_status hpcab_topo_worker_env(const hpcab_topo *topo, unsigned nthreads, char ***envp)
{
  if (!envp) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_topo_worker_env: envp is NULL");
  *envp = NULL;
  unsigned n = 0;
  hpcab_status st = resolve_threads(topo, nthreads, "hpcab_topo_worker_env", &n);
  if (st != HPCAB_OK) return st;

  strbuf places = {0};
  for (unsigned i = 0; i < n; i++) sb_printf(&places, "%s{%d}", i ? "," : "", topo->core_pu[i]);
  if (places.failed) {
    free(places.s);
    return hpcab__nomem("OMP_PLACES", places.len);
  }
  enum { NVARS = 6 };
  char **env = calloc(NVARS + 1, sizeof *env);
  if (!env) {
    free(places.s);
    return hpcab__nomem("worker environment", (NVARS + 1) * sizeof *env);
  }
  env[0] = hpcab__asprintf("OMP_NUM_THREADS=%u", n);
  env[1] = hpcab__asprintf("OMP_PLACES=%s", places.s);
  env[2] = hpcab__strdup("OMP_PROC_BIND=close");
  env[3] = hpcab__asprintf("OPENBLAS_NUM_THREADS=%u", n);
  env[4] = hpcab__asprintf("MKL_NUM_THREADS=%u", n);
  env[5] = hpcab__asprintf("GOTO_NUM_THREADS=%u", n);
  free(places.s);
  for (int i = 0; i < NVARS; i++) {
    if (!env[i]) {
      for (int k = 0; k < NVARS; k++) free(env[k]);
      free(env);
      return HPCAB_E_NOMEM; /* the helper recorded the message */
    }
  }
  *envp = env;
  return HPCAB_OK;
}

void hpcab_topo_env_free(char **envp)
{
  if (!envp) return;
  for (char **e = envp; *e; e++) free(*e);
  free(envp);
}

hpcab_status hpcab_topo_worker_cpus(const hpcab_topo *topo, unsigned nthreads, int *cpus, size_t cap, size_t *count)
{
  if (!count) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_topo_worker_cpus: count is NULL");
  unsigned n = 0;
  hpcab_status st = resolve_threads(topo, nthreads, "hpcab_topo_worker_cpus", &n);
  if (st != HPCAB_OK) return st;
  *count = n;
  if (cap < n) return hpcab__seterr(HPCAB_E_RANGE, "hpcab_topo_worker_cpus: room for %zu cpus, %u needed", cap, n);
  if (!cpus) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_topo_worker_cpus: cpus is NULL");
  for (unsigned i = 0; i < n; i++) cpus[i] = topo->core_pu[i];
  return HPCAB_OK;
}

hpcab_status hpcab_topo_worker_cpuset(const hpcab_topo *topo, unsigned nthreads, size_t setsize, void *cpuset)
{
  if (!cpuset) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_topo_worker_cpuset: cpuset is NULL");
  unsigned n = 0;
  hpcab_status st = resolve_threads(topo, nthreads, "hpcab_topo_worker_cpuset", &n);
  if (st != HPCAB_OK) return st;
  for (unsigned i = 0; i < n; i++)
    if ((size_t)topo->core_pu[i] >= setsize * 8)
      return hpcab__seterr(HPCAB_E_RANGE, "hpcab_topo_worker_cpuset: cpu %d does not fit a %zu-byte mask",
                           topo->core_pu[i], setsize);
  cpu_set_t *set = cpuset;
  CPU_ZERO_S(setsize, set);
  for (unsigned i = 0; i < n; i++) CPU_SET_S((size_t)topo->core_pu[i], setsize, set);
  return HPCAB_OK;
}

hpcab_status hpcab_topo_judge_cpu(const hpcab_topo *topo, unsigned nthreads, int *cpu)
{
  if (!cpu) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_topo_judge_cpu: cpu is NULL");
  *cpu = -1;
  unsigned n = 0;
  hpcab_status st = resolve_threads(topo, nthreads, "hpcab_topo_judge_cpu", &n);
  if (st != HPCAB_OK) return st;
  if (n < topo->ncores) *cpu = topo->core_pu[n];
  return HPCAB_OK;
}

HPCAB_API size_t hpcab_topo_cache_count(const hpcab_topo *topo)
{
  return topo ? topo->ncaches : 0;
}

HPCAB_API hpcab_status hpcab_topo_get_cache(const hpcab_topo *topo, size_t i, hpcab_cache_level *out)
{
  if (!topo || i >= topo->ncaches)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_topo_get_cache: %s", topo ? "no such cache level" : "NULL topology");
  size_t k = topo->ncaches - 1 - i; /* stored deepest first */
  hpcab_cache_level c = {.size = sizeof c,
                         .level = topo->caches[k].level,
                         .bytes = topo->caches[k].bytes,
                         .instances = topo->caches[k].count};
  return hpcab__struct_out(out, &c, sizeof c, HPCAB__FIRST_CACHE_LEVEL, "hpcab_topo_get_cache");
}
