/*
 * lib/device/device_peak.c — a device's memory bandwidth (hpcab/device.h): STREAM copy as a
 * device-to-device copy and STREAM triad as a kernel, timed with device events; its cache per device.
 *
 * The triad kernel is written in PTX (below) and loaded through the CUDA driver (libcuda.so.1,
 * cuModuleLoadData), which compiles it for whatever device it runs on; the library thus needs no
 * device compiler. On HIP only the copy is measured.
 */
#include <dlfcn.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "device_internal.h"
#include "hpcab/device.h"
#include "first_layouts.h"
#include "internal.h"

#define DEFAULT_ARRAY_BYTES ((uint64_t)256 << 20)
#define DEFAULT_REPETITIONS 20u
#define TRIAD_THREADS 256u
#define TRIAD_BLOCKS 8192u

/* a[i] = b[i] + s * c[i] for i < n, f64, a grid-stride loop (our own PTX; ptxas checks it in
   tests/unit/test_device.c where the toolkit is installed). */
const char hpcab__device_triad_ptx[] =
    ".version 7.0\n"
    ".target sm_70\n"
    ".address_size 64\n"
    "\n"
    ".visible .entry hpcab_triad(\n"
    "  .param .u64 pa, .param .u64 pb, .param .u64 pc, .param .f64 ps, .param .u64 pn)\n"
    "{\n"
    "  .reg .pred %p;\n"
    "  .reg .b32 %r<5>;\n"
    "  .reg .b64 %rd<12>;\n"
    "  .reg .f64 %fd<5>;\n"
    "  ld.param.u64 %rd1, [pa];\n"
    "  ld.param.u64 %rd2, [pb];\n"
    "  ld.param.u64 %rd3, [pc];\n"
    "  ld.param.f64 %fd1, [ps];\n"
    "  ld.param.u64 %rd4, [pn];\n"
    "  cvta.to.global.u64 %rd1, %rd1;\n"
    "  cvta.to.global.u64 %rd2, %rd2;\n"
    "  cvta.to.global.u64 %rd3, %rd3;\n"
    "  mov.u32 %r1, %ctaid.x;\n"
    "  mov.u32 %r2, %ntid.x;\n"
    "  mov.u32 %r3, %tid.x;\n"
    "  mov.u32 %r4, %nctaid.x;\n"
    "  mul.wide.u32 %rd5, %r1, %r2;\n"
    "  cvt.u64.u32 %rd6, %r3;\n"
    "  add.u64 %rd5, %rd5, %rd6;\n"
    "  mul.wide.u32 %rd7, %r4, %r2;\n"
    "LOOP:\n"
    "  setp.ge.u64 %p, %rd5, %rd4;\n"
    "  @%p bra DONE;\n"
    "  shl.b64 %rd8, %rd5, 3;\n"
    "  add.u64 %rd9, %rd2, %rd8;\n"
    "  ld.global.f64 %fd2, [%rd9];\n"
    "  add.u64 %rd10, %rd3, %rd8;\n"
    "  ld.global.f64 %fd3, [%rd10];\n"
    "  fma.rn.f64 %fd4, %fd1, %fd3, %fd2;\n"
    "  add.u64 %rd11, %rd1, %rd8;\n"
    "  st.global.f64 [%rd11], %fd4;\n"
    "  add.u64 %rd5, %rd5, %rd7;\n"
    "  bra LOOP;\n"
    "DONE:\n"
    "  ret;\n"
    "}\n";

/* The CUDA driver functions the triad needs (CUresult is an int, 0 success). */
typedef struct {
  void *h;
  int (*module_load_data)(void **module, const void *image);
  int (*module_get_function)(void **fn, void *module, const char *name);
  int (*launch_kernel)(void *fn, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                       unsigned shmem, void *stream, void **params, void **extra);
  int (*module_unload)(void *module);
} driver;

static int driver_load(driver *d, char *why, size_t cap)
{
  memset(d, 0, sizeof *d);
  d->h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE);
  if (!d->h) {
    snprintf(why, cap, "%s", dlerror());
    return -1;
  }
  *(void **)&d->module_load_data = dlsym(d->h, "cuModuleLoadData");
  *(void **)&d->module_get_function = dlsym(d->h, "cuModuleGetFunction");
  *(void **)&d->launch_kernel = dlsym(d->h, "cuLaunchKernel");
  *(void **)&d->module_unload = dlsym(d->h, "cuModuleUnload");
  if (!d->module_load_data || !d->module_get_function || !d->launch_kernel || !d->module_unload) {
    snprintf(why, cap, "libcuda.so.1 lacks the module functions");
    return -1;
  }
  return 0;
}

static hpcab_status rt_fail(hpcab_device *dev, const char *what, int e)
{
  return hpcab__seterr(e == 2 ? HPCAB_E_NOMEM : HPCAB_E_SYSTEM, "device %d (%s): %s%s: %s", dev->info.index,
                       dev->info.name, hpcab__devrt_prefix(dev->rt.kind), what, hpcab__devrt_errstr(&dev->rt, e));
}

/* Times `reps` passes of one kernel (after one untimed pass) with events; the fastest in *best_ms.
   kind 0: the copy a <- b; kind 1: the triad. */
typedef struct {
  hpcab_device *dev;
  driver *drv;
  void *fn;
  void *a, *b, *c;
  uint64_t bytes;
  void *start, *stop;
} bench;

static int one_pass(bench *B, int kind)
{
  hpcab__devrt *rt = &B->dev->rt;
  if (kind == 0) return rt->memcpy(B->a, B->b, (size_t)B->bytes, HPCAB__DEVRT_D2D);
  double s = 3.0;
  uint64_t n = B->bytes / 8;
  void *params[] = {&B->a, &B->b, &B->c, &s, &n};
  return B->drv->launch_kernel(B->fn, TRIAD_BLOCKS, 1, 1, TRIAD_THREADS, 1, 1, 0, NULL, params, NULL);
}

static hpcab_status time_kernel(bench *B, int kind, unsigned reps, double *best_ms)
{
  hpcab__devrt *rt = &B->dev->rt;
  const char *what = kind == 0 ? "Memcpy (copy)" : "LaunchKernel (triad)";
  int e = one_pass(B, kind);
  if (!e) e = rt->device_synchronize();
  if (e) return rt_fail(B->dev, what, e);
  *best_ms = INFINITY;
  for (unsigned r = 0; r < reps; r++) {
    float ms = 0;
    if ((e = rt->event_record(B->start, NULL)) || (e = one_pass(B, kind)) || (e = rt->event_record(B->stop, NULL)) ||
        (e = rt->event_synchronize(B->stop)) || (e = rt->event_elapsed_time(&ms, B->start, B->stop)))
      return rt_fail(B->dev, what, e);
    if (ms > 0 && ms < *best_ms) *best_ms = ms;
  }
  return isfinite(*best_ms) ? HPCAB_OK : hpcab__seterr(HPCAB_E_SYSTEM, "device events measured no time");
}

HPCAB_API double hpcab_device_peak_gbps(const hpcab_device_peak *peak)
{
  hpcab_device_peak p;
  if (!peak || hpcab__struct_in(&p, sizeof p, peak, HPCAB__FIRST_DEVICE_PEAK, "hpcab_device_peak_gbps: peak")) return 0;
  return p.copy_gbps > p.triad_gbps ? p.copy_gbps : p.triad_gbps;
}

HPCAB_API hpcab_status hpcab_device_peak_measure(hpcab_device *dev, uint64_t array_bytes, unsigned repetitions,
                                                 hpcab_device_peak *out)
{
  if (!dev || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_device_peak_measure: NULL argument");
  hpcab_device_peak p;
  memset(&p, 0, sizeof p);
  p.size = sizeof p;
  uint64_t bytes = array_bytes ? array_bytes : DEFAULT_ARRAY_BYTES;
  if (!array_bytes && dev->info.total_bytes && dev->info.total_bytes / 8 < bytes) bytes = dev->info.total_bytes / 8;
  bytes = bytes / (8 * TRIAD_THREADS) * (8 * TRIAD_THREADS);
  if (bytes < 8 * TRIAD_THREADS) bytes = 8 * TRIAD_THREADS;
  unsigned reps = repetitions ? (repetitions < 2 ? 2 : repetitions) : DEFAULT_REPETITIONS;
  hpcab__devrt *rt = &dev->rt;
  bench B = {.dev = dev, .bytes = bytes};
  driver drv;
  B.drv = &drv;
  hpcab_status st = HPCAB_OK;
  int e;
  if ((e = rt->set_device(dev->info.index)) || (e = rt->free(NULL)))
    return rt_fail(dev, "Free (creating a context)", e);
  dev->context = 1;
  if ((e = rt->malloc(&B.a, (size_t)bytes)) || (e = rt->malloc(&B.b, (size_t)bytes)) ||
      (e = rt->malloc(&B.c, (size_t)bytes)))
    st = rt_fail(dev, "Malloc", e);
  if (!st && ((e = rt->memset(B.a, 0, (size_t)bytes)) || (e = rt->memset(B.b, 0x3f, (size_t)bytes)) ||
              (e = rt->memset(B.c, 0x3f, (size_t)bytes))))
    st = rt_fail(dev, "Memset", e);
  if (!st && ((e = rt->event_create(&B.start)) || (e = rt->event_create(&B.stop)))) st = rt_fail(dev, "EventCreate", e);
  double ms = 0;
  if (!st && !(st = time_kernel(&B, 0, reps, &ms))) p.copy_gbps = 2.0 * (double)bytes / (ms * 1e6);
  void *module = NULL;
  char why[256];
  if (!st && rt->kind == HPCAB__DEVRT_CUDA && driver_load(&drv, why, sizeof why) == 0 &&
      drv.module_load_data(&module, hpcab__device_triad_ptx) == 0 &&
      drv.module_get_function(&B.fn, module, "hpcab_triad") == 0) {
    if (!(st = time_kernel(&B, 1, reps, &ms))) p.triad_gbps = 3.0 * (double)bytes / (ms * 1e6);
  }
  if (module) drv.module_unload(module);
  if (B.start) rt->event_destroy(B.start);
  if (B.stop) rt->event_destroy(B.stop);
  rt->free(B.a);
  rt->free(B.b);
  rt->free(B.c);
  rt->device_reset();
  dev->context = 0;
  if (st) return st;
  snprintf(p.uuid, sizeof p.uuid, "%s", dev->info.uuid);
  snprintf(p.name, sizeof p.name, "%s", dev->info.name);
  p.array_bytes = bytes;
  p.repetitions = reps;
  p.measured_unix = (int64_t)time(NULL);
  return hpcab__struct_out(out, &p, sizeof p, HPCAB__FIRST_DEVICE_PEAK, "hpcab_device_peak_measure: out");
}

/* ---- the cache ---- */

static int uuid_ok(const char *u)
{
  if (!u || !u[0] || strlen(u) >= 64) return 0;
  for (; *u; u++)
    if (!((*u >= 'a' && *u <= 'z') || (*u >= 'A' && *u <= 'Z') || (*u >= '0' && *u <= '9') || *u == '-')) return 0;
  return 1;
}

HPCAB_API hpcab_status hpcab_device_peak_path(const char *uuid, char *buf, size_t cap)
{
  if (!buf || !uuid_ok(uuid))
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_device_peak_path: a device UUID (letters, digits, '-') is required");
  const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
  int n;
  if (xdg && xdg[0] == '/')
    n = snprintf(buf, cap, "%s/hpcabench/device-%s.profile", xdg, uuid);
  else if (home && home[0])
    n = snprintf(buf, cap, "%s/.cache/hpcabench/device-%s.profile", home, uuid);
  else
    return hpcab__seterr(HPCAB_E_NOTFOUND, "no cache directory: neither XDG_CACHE_HOME nor HOME is set");
  if (n < 0 || (size_t)n >= cap) return hpcab__seterr(HPCAB_E_RANGE, "device profile path longer than %zu bytes", cap);
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_device_peak_save(const hpcab_device_peak *peak, const char *path)
{
  hpcab_device_peak copy;
  if (peak && hpcab__struct_in(&copy, sizeof copy, peak, HPCAB__FIRST_DEVICE_PEAK, "hpcab_device_peak_save: peak"))
    return HPCAB_E_INVALID;
  const hpcab_device_peak *p = peak ? &copy : NULL;
  if (!p || !path || !uuid_ok(p->uuid) || !(p->copy_gbps > 0) || !isfinite(p->copy_gbps) || !(p->triad_gbps >= 0))
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_device_peak_save: a measured peak and a path are required");
  hpcab_status st = hpcab__mkdir_parents(path, 0700);
  if (st) return st;
  char *tmp = hpcab__asprintf("%s.tmp.%ld", path, (long)getpid());
  if (!tmp) return HPCAB_E_NOMEM;
  FILE *f = fopen(tmp, "w");
  if (!f) {
    st = hpcab__seterr(HPCAB_E_IO, "%s: %s", tmp, strerror(errno));
    free(tmp);
    return st;
  }
  char name[HPCAB_DEVICE_TEXT];
  memcpy(name, p->name, sizeof name);
  name[sizeof name - 1] = '\0';
  for (char *c = name; *c; c++)
    if (*c == '\n' || *c == '\r') *c = ' ';
  fprintf(f,
          "# hpcab device profile\nuuid=%s\nname=%s\narray_bytes=%llu\nrepetitions=%u\ncopy_gbps=%.17g\n"
          "triad_gbps=%.17g\nmeasured_unix=%lld\n",
          p->uuid, name, (unsigned long long)p->array_bytes, p->repetitions, p->copy_gbps, p->triad_gbps,
          (long long)p->measured_unix);
  int bad = ferror(f);
  if (fclose(f) != 0 || bad || rename(tmp, path) != 0) {
    st = hpcab__seterr(HPCAB_E_IO, "writing %s: %s", path, strerror(errno));
    unlink(tmp);
  }
  free(tmp);
  return st;
}

HPCAB_API hpcab_status hpcab_device_peak_load(const char *path, const char *uuid, hpcab_device_peak *out)
{
  if (!path || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_device_peak_load: NULL argument");
  char *text = NULL;
  if (access(path, F_OK) != 0) return hpcab__seterr(HPCAB_E_NOTFOUND, "%s: no such file", path);
  hpcab_status st = hpcab__read_file(path, &text, NULL);
  if (st) return st;
  hpcab_device_peak p;
  memset(&p, 0, sizeof p);
  p.size = sizeof p;
  int seen = 0, line = 0;
  for (char *save = NULL, *l = strtok_r(text, "\n", &save); l && !st; l = strtok_r(NULL, "\n", &save)) {
    line++;
    if (l[0] == '#' || !l[0]) continue;
    char *eq = strchr(l, '=');
    if (!eq) {
      st = hpcab__seterr(HPCAB_E_PARSE, "%s:%d: expected key=value", path, line);
      break;
    }
    *eq = '\0';
    const char *k = l, *v = eq + 1;
    char *end = NULL;
    if (!strcmp(k, "uuid"))
      snprintf(p.uuid, sizeof p.uuid, "%s", v), seen |= 1;
    else if (!strcmp(k, "name"))
      snprintf(p.name, sizeof p.name, "%s", v);
    else if (!strcmp(k, "array_bytes"))
      p.array_bytes = strtoull(v, &end, 10);
    else if (!strcmp(k, "repetitions"))
      p.repetitions = (unsigned)strtoul(v, &end, 10);
    else if (!strcmp(k, "copy_gbps"))
      p.copy_gbps = strtod(v, &end), seen |= 2;
    else if (!strcmp(k, "triad_gbps"))
      p.triad_gbps = strtod(v, &end), seen |= 4;
    else if (!strcmp(k, "measured_unix"))
      p.measured_unix = strtoll(v, &end, 10);
    if (end && *end) st = hpcab__seterr(HPCAB_E_PARSE, "%s:%d: %s: not a number", path, line, k);
  }
  free(text);
  if (st) return st;
  if (seen != 7 || !(p.copy_gbps > 0) || !isfinite(p.copy_gbps) || !(p.triad_gbps >= 0))
    return hpcab__seterr(HPCAB_E_PARSE, "%s: uuid, copy_gbps and triad_gbps are required", path);
  if (uuid && strcmp(uuid, p.uuid) != 0)
    return hpcab__seterr(HPCAB_E_MISMATCH, "%s is the profile of device %s, not %s", path, p.uuid, uuid);
  return hpcab__struct_out(out, &p, sizeof p, HPCAB__FIRST_DEVICE_PEAK, "hpcab_device_peak_load: out");
}

HPCAB_API hpcab_status hpcab_device_peak_get(hpcab_device *dev, int refresh, hpcab_device_peak *out, int *cached)
{
  if (!dev || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_device_peak_get: NULL argument");
  if (cached) *cached = 0;
  char path[4096];
  int have_path = hpcab_device_peak_path(dev->info.uuid, path, sizeof path) == HPCAB_OK;
  if (!have_path) hpcab_error_clear();
  if (have_path && !refresh && hpcab_device_peak_load(path, dev->info.uuid, out) == HPCAB_OK) {
    if (cached) *cached = 1;
    return HPCAB_OK;
  }
  hpcab_error_clear();
  hpcab_status st = hpcab_device_peak_measure(dev, 0, 0, out);
  if (st) return st;
  if (have_path && hpcab_device_peak_save(out, path) != HPCAB_OK) hpcab_error_clear(); /* a cache: not fatal */
  return HPCAB_OK;
}
