/*
 * lib/grade/judge_cache.c — the verdict cache of the reference judge: a grade's key (everything its
 * verdict depends on), lookup of a stored verdict and storing a new one with its raw samples.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hpcab/dtype.h"
#include "hpcab/hash.h"
#include "hpcab/version.h"
#include "internal.h"
#include "judge_device.h"
#include "judge_internal.h"
#include "judge_run.h"
#include "strbuf.h"

/* The cache key: everything a grade depends on. Its version changes when the judge measures
   differently, so that no verdict measured the old way is served: v3 the CPU idle hold, v4 the
   workers' fixed address layout (verdicts before it lack the fixed_layout guard), v5 the two output
   regions of a timed input with a worker per region on each side. */
hpcab_status hpcab__judge_cache_key(judge *j)
{
  uint8_t mh[32];
  char mhex[65];
  hpcab_status st = hpcab_manifest_hash(j->m, mh);
  if (st) return st;
  for (int i = 0; i < 32; i++) snprintf(mhex + 2 * i, 3, "%02x", mh[i]);
  char fp[33];
  hpcab_secrets_fingerprint(j->secrets, j->route_submit ? HPCAB_SEED_SUBMISSION : HPCAB_SEED_SCORE, fp);
  hpcab__sb sb = {0};
  hpcab__sb_printf(&sb, "hpcab-grade-v5\n%s\n%s\n%s\n%s\n", hpcab_version(), hpcab_manifest_id(j->m), mhex,
                   hpcab_dtype_name(j->prec));
  hpcab__sb_printf(&sb, "ref %s\nbase %s\ncand %s\n", hpcab_build_key(j->ref_b),
                   j->base_b ? hpcab_build_key(j->base_b) : "-", j->v->candidate_sha256);
  hpcab__sb_printf(&sb, "flags %s|%s\nthreads %u\ndraws %d inputs %d budget %g calls %lld-%lld alpha %g\n",
                   j->o.flags ? j->o.flags : "", j->o.extra_flags ? j->o.extra_flags : "", j->threads,
                   j->o.correctness_draws, j->o.timed_inputs, j->o.budget_s, (long long)j->o.min_calls,
                   (long long)j->o.max_calls, j->o.alpha);
  hpcab__sb_printf(&sb, "check-only %d test-sizes %d\nmachine %s\nseed %s\n", j->o.check_only, j->o.test_sizes,
                   hpcab_topo_key(j->topo), fp);
  hpcab__sb_printf(&sb, "min-effect %g\n", hpcab__judge_min_effect(j));
  hpcab__sb_printf(&sb, "idle-hold %d\n", j->o.idle_hold != 0);
  if (j->dev) hpcab__sb_printf(&sb, "device %s\n", hpcab__jdev_key(j->dev));
  char *text;
  st = hpcab__sb_finish(&sb, &text);
  if (st) return st;
  hpcab_sha256_hex(text, strlen(text), j->cache_key);
  free(text);
  return HPCAB_OK;
}

/* The JSON string value that starts at `quote` (its opening '"'), still escaped, malloc'd; NULL when
   unterminated or out of memory. */
static char *json_string_at(const char *quote)
{
  const char *e = quote + 1;
  while (*e && *e != '"') e += e[0] == '\\' && e[1] ? 2 : 1;
  return *e ? hpcab__asprintf("%.*s", (int)(e - quote - 1), quote + 1) : NULL;
}

/* A cached verdict is this request's, not the first submitter's: the stored JSON and report carry the
   name of the file that was graded first (top-level "candidate", the report's candidate line, the
   compiler's "NAME:" diagnostics) and the date it was graded; both become this grade's (the current
   candidate's file name, now). What was measured is unchanged. */
static hpcab_status make_cached_verdict_ours(hpcab_verdict *v)
{
  static const char key[] = "\"candidate\": \"";
  const char *at = strstr(v->json, key);
  char *old_esc = at ? json_string_at(at + sizeof key - 2) : NULL;
  hpcab__sb sb = {0};
  hpcab__sb_json_string(&sb, v->candidate_name);
  char *quoted = NULL;
  if (hpcab__sb_finish(&sb, &quoted) || (at && !old_esc)) {
    free(quoted);
    free(old_esc);
    return HPCAB_E_NOMEM;
  }
  if (old_esc && strcmp(old_esc, v->candidate_name) != 0 && *old_esc) {
    char *from = hpcab__asprintf("%s%s\"", key, old_esc), *to = hpcab__asprintf("\"candidate\": %s", quoted);
    char *from_diag = hpcab__asprintf("%s:", old_esc);
    char *to_diag = hpcab__asprintf("%.*s:", (int)strlen(quoted) - 2, quoted + 1);
    /* the report's candidate line, "candidate  NAME (sha256 ...", holds the name unescaped */
    const char *line = strstr(v->report, "candidate  ");
    const char *end = line ? strstr(line, " (sha256 ") : NULL;
    char *old_raw = end ? hpcab__asprintf("%.*s", (int)(end - line - 11), line + 11) : NULL;
    char *from_line = old_raw ? hpcab__asprintf("candidate  %s (sha256 ", old_raw) : NULL;
    char *to_line = hpcab__asprintf("candidate  %s (sha256 ", v->candidate_name);
    char *from_raw_diag = old_raw ? hpcab__asprintf("%s:", old_raw) : NULL;
    char *to_raw_diag = hpcab__asprintf("%s:", v->candidate_name);
    hpcab_status st = from && to && from_diag && to_diag && to_line && to_raw_diag ? HPCAB_OK : HPCAB_E_NOMEM;
    if (!st) {
      hpcab__replace_all(&v->json, from, to);
      if (from_line) hpcab__replace_all(&v->report, from_line, to_line);
      if (strchr(old_esc, '.')) { /* a file name the compiler prefixed its diagnostics with */
        hpcab__replace_all(&v->json, from_diag, to_diag);
        if (from_raw_diag) hpcab__replace_all(&v->report, from_raw_diag, to_raw_diag);
      }
    }
    char *all[] = {from, to, from_diag, to_diag, old_raw, from_line, to_line, from_raw_diag, to_raw_diag};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) free(all[i]);
    if (st) {
      free(quoted);
      free(old_esc);
      return st;
    }
  }
  free(quoted);
  free(old_esc);
  /* "date": "YYYY-MM-DDTHH:MM:SSZ" (the context's only date) becomes now, in place */
  char *date = strstr(v->json, "\"date\": \"");
  if (date && strlen(date) >= 9 + 20 && date[9 + 19] == 'Z') {
    char now[32];
    time_t t = time(NULL);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(now, sizeof now, "%Y-%m-%dT%H:%M:%SZ", &tm);
    if (strlen(now) == 20) memcpy(date + 9, now, 20);
  }
  return v->json && v->report ? HPCAB_OK : HPCAB_E_NOMEM;
}

hpcab_status hpcab__judge_cache_load(judge *j, int *hit)
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
  st = make_cached_verdict_ours(v);
  if (!st) st = hpcab__store_mark_latest(j->store, j->cache_key); /* `report latest` is this grade */
  if (st) return st;
  /* its raw samples, for the JSON with samples (hpcab_verdict_json_samples) */
  hpcab_status sst = hpcab_store_get_samples(j->store, g.id, &v->stored_samples, &v->nstored_samples);
  if (sst) return sst;
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

hpcab_status hpcab__judge_cache_store(judge *j)
{
  size_t nsets = 2 * j->v->ninputs;
  hpcab_sample_set *sets = calloc(nsets ? nsets : 1, sizeof *sets);
  if (!sets) return hpcab__nomem("sample sets", nsets * sizeof *sets);
  for (size_t i = 0; i < j->v->ninputs; i++) {
    sets[2 * i] = (hpcab_sample_set){(int32_t)i, 0, (size_t)j->v->inputs[i].calls, j->v->inputs[i].ref_ns};
    sets[2 * i + 1] = (hpcab_sample_set){(int32_t)i, 1, (size_t)j->v->inputs[i].calls, j->v->inputs[i].cand_ns};
  }
  hpcab_stored_grade g = {.size = sizeof g,
                          .cache_key = j->cache_key,
                          .kernel_id = j->v->kernel,
                          .candidate_sha256 = j->v->candidate_sha256,
                          .status = j->v->status,
                          .speedup = j->v->speedup,
                          .json = j->v->json,
                          .report = j->v->report};
  hpcab_status st = hpcab_store_put_grade(j->store, &g, sets, nsets);
  free(sets);
  return st;
}
