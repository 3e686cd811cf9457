/*
 * lib/grade/verdict_context.c — the context block of a verdict's JSON (schema hpcab.verdict/1): where
 * and how the grade ran, so that a verdict read later, elsewhere, says what it measured on. Date (ISO
 * 8601, UTC), host, library version, the machine (CPU model, topology, its key), the cores used, the
 * caches, the memory, the bandwidth profile the roofline rule used, the machine's last calibration
 * (hpcab-judge calibrate: its false-credit rate, too noisy or not), the candidate's compiler and
 * flags, and the manifest's hash.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "hpcab/build.h"
#include "hpcab/manifest.h"
#include "hpcab/roofline.h"
#include "hpcab/topo.h"
#include "hpcab/version.h"
#include "internal.h"
#include "judge_internal.h"
#include "judge_run.h"
#include "strbuf.h"

static void key(hpcab__sb *sb, const char *name, int *first)
{
  if (!*first) hpcab__sb_puts(sb, ", ");
  *first = 0;
  hpcab__sb_json_string(sb, name);
  hpcab__sb_puts(sb, ": ");
}

static void iso_date(char *buf, size_t cap, time_t t)
{
  struct tm tm;
  gmtime_r(&t, &tm);
  strftime(buf, cap, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

static const char *lang_name(hpcab_lang lang)
{
  switch (lang) {
  case HPCAB_LANG_C: return "c";
  case HPCAB_LANG_CXX: return "c++";
  case HPCAB_LANG_FORTRAN: return "fortran";
  case HPCAB_LANG_CUDA: return "cuda";
  case HPCAB_LANG_SHARED_OBJECT: return "shared-object";
  case HPCAB_LANG_HIP: return "hip";
  case HPCAB_LANG_PYTHON: return "python";
  default: return "unknown";
  }
}

static void machine(hpcab__sb *sb, judge *j, int *f)
{
  key(sb, "cpu_model", f);
  if (j->topo)
    hpcab__sb_json_string(sb, hpcab_topo_cpu_model(j->topo));
  else
    hpcab__sb_puts(sb, "null");
  key(sb, "topology", f);
  if (j->topo)
    hpcab__sb_json_string(sb, hpcab_topo_describe(j->topo));
  else
    hpcab__sb_puts(sb, "null");
  key(sb, "machine_key", f);
  if (j->topo)
    hpcab__sb_json_string(sb, hpcab_topo_key(j->topo));
  else
    hpcab__sb_puts(sb, "null");
  key(sb, "cores", f);
  if (!j->topo) {
    hpcab__sb_puts(sb, "null");
  } else {
    hpcab__sb_printf(sb, "{\"physical\": %u, \"used\": %u, \"cpus\": [", hpcab_topo_core_count(j->topo), j->threads);
    int cpus[1024];
    size_t n = 0;
    if (hpcab_topo_worker_cpus(j->topo, j->threads, cpus, sizeof cpus / sizeof cpus[0], &n) != HPCAB_OK) {
      hpcab_error_clear();
      n = 0;
    }
    for (size_t i = 0; i < n; i++) hpcab__sb_printf(sb, "%s%d", i ? ", " : "", cpus[i]);
    hpcab__sb_puts(sb, "]}");
  }
  key(sb, "caches", f);
  hpcab__sb_puts(sb, "[");
  for (size_t i = 0; j->topo && i < hpcab_topo_cache_count(j->topo); i++) {
    hpcab_cache_level c = {.size = sizeof c};
    if (hpcab_topo_get_cache(j->topo, i, &c) != HPCAB_OK) continue;
    hpcab__sb_printf(sb, "%s{\"level\": %d, \"bytes\": %llu, \"instances\": %u}", i ? ", " : "", c.level,
                     (unsigned long long)c.bytes, c.instances);
  }
  hpcab__sb_puts(sb, "]");
  key(sb, "memory_bytes", f);
  if (j->topo && hpcab_topo_memory_bytes(j->topo))
    hpcab__sb_printf(sb, "%llu", (unsigned long long)hpcab_topo_memory_bytes(j->topo));
  else
    hpcab__sb_puts(sb, "null");
}

static void bandwidth(hpcab__sb *sb, judge *j, int *f)
{
  const hpcab_machine_profile *p = &j->profile;
  key(sb, "bandwidth", f);
  if (p->size == 0 || p->measured_unix == 0) { /* a check-only grade measures none */
    hpcab__sb_puts(sb, "null");
    return;
  }
  char when[32];
  iso_date(when, sizeof when, (time_t)p->measured_unix);
  int b = 1;
  hpcab__sb_puts(sb, "{");
  key(sb, "copy_gbps", &b);
  hpcab__sb_json_number(sb, p->copy_gbps);
  key(sb, "triad_gbps", &b);
  hpcab__sb_json_number(sb, p->triad_gbps);
  key(sb, "peak_gbps", &b);
  hpcab__sb_json_number(sb, hpcab_profile_peak_gbps(p));
  key(sb, "peak_gflops", &b);
  hpcab__sb_json_number(sb, p->peak_gflops);
  key(sb, "threads", &b);
  hpcab__sb_printf(sb, "%u", p->threads);
  key(sb, "working_set_bytes", &b);
  hpcab__sb_printf(sb, "%llu", (unsigned long long)p->working_set_bytes);
  key(sb, "measured", &b);
  hpcab__sb_json_string(sb, when);
  hpcab__sb_puts(sb, "}");
}

/* What `hpcab-judge calibrate` last found on this machine (hpcab/calibration.h), or null. */
static void calibration(hpcab__sb *sb, judge *j, int *f)
{
  key(sb, "calibration", f);
  if (!j->calibrated) {
    hpcab__sb_puts(sb, "null");
    return;
  }
  const hpcab_calibration *c = &j->calibration;
  char when[32];
  iso_date(when, sizeof when, (time_t)c->measured_unix);
  int b = 1;
  hpcab__sb_puts(sb, "{");
  key(sb, "measured", &b);
  hpcab__sb_json_string(sb, when);
  key(sb, "grades", &b);
  hpcab__sb_printf(sb, "%d", c->grades);
  key(sb, "kernels", &b);
  hpcab__sb_printf(sb, "%d", c->kernels);
  key(sb, "false_credit_rate", &b);
  hpcab__sb_json_number(sb, c->false_credit_rate);
  key(sb, "too_noisy", &b);
  hpcab__sb_puts(sb, c->too_noisy ? "true" : "false");
  key(sb, "why", &b);
  if (c->too_noisy)
    hpcab__sb_json_string(sb, c->why);
  else
    hpcab__sb_puts(sb, "null");
  hpcab__sb_puts(sb, "}");
}

static void compiler(hpcab__sb *sb, judge *j, int *f)
{
  key(sb, "compiler", f);
  const char *id = j->cand_b ? hpcab_build_compiler(j->cand_b) : NULL;
  if (!id) {
    hpcab__sb_puts(sb, "null");
    return;
  }
  int c = 1;
  hpcab__sb_puts(sb, "{");
  key(sb, "language", &c);
  hpcab__sb_json_string(sb, lang_name(hpcab_build_lang(j->cand_b)));
  key(sb, "version", &c);
  hpcab__sb_json_string(sb, id);
  key(sb, "flags", &c);
  hpcab__sb_json_string(sb, hpcab_build_flags(j->cand_b));
  hpcab__sb_puts(sb, "}");
}

hpcab_status hpcab__judge_context(judge *j)
{
  hpcab__sb sb = {0};
  int f = 1;
  char when[32], host[256] = "";
  iso_date(when, sizeof when, time(NULL));
  if (gethostname(host, sizeof host - 1) != 0) host[0] = '\0';
  hpcab__sb_puts(&sb, "{");
  key(&sb, "date", &f);
  hpcab__sb_json_string(&sb, when);
  key(&sb, "host", &f);
  if (*host)
    hpcab__sb_json_string(&sb, host);
  else
    hpcab__sb_puts(&sb, "null");
  key(&sb, "library_version", &f);
  hpcab__sb_json_string(&sb, hpcab_version());
  machine(&sb, j, &f);
  bandwidth(&sb, j, &f);
  calibration(&sb, j, &f);
  compiler(&sb, j, &f);
  key(&sb, "cpu_idle_latency", &f);
  if (j->idle_asked)
    hpcab__sb_json_string(&sb, hpcab__idle_state_name(j->idle));
  else
    hpcab__sb_puts(&sb, "null");
  key(&sb, "manifest_hash", &f);
  uint8_t mh[32];
  if (j->m && hpcab_manifest_hash(j->m, mh) == HPCAB_OK) {
    char hex[65];
    for (int i = 0; i < 32; i++) snprintf(hex + 2 * i, 3, "%02x", mh[i]);
    hpcab__sb_json_string(&sb, hex);
  } else {
    hpcab_error_clear();
    hpcab__sb_puts(&sb, "null");
  }
  hpcab__sb_puts(&sb, "}");
  char *text = NULL;
  hpcab_status st = hpcab__sb_finish(&sb, &text);
  if (st) return st;
  free(j->v->context);
  j->v->context = text;
  return HPCAB_OK;
}
