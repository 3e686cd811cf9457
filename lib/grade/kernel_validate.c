/* lib/grade/kernel_validate.c — hpcab_kernel_validate (hpcab/validate.h): a kernel's manifest, its
   reference built warning-free with the manifest's prototype in scope, its symbols, its draws, and
   the reference run against itself in the sandbox, per run precision. */
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hpcab/build.h"
#include "hpcab/draw.h"
#include "hpcab/manifest.h"
#include "hpcab/paths.h"
#include "hpcab/sizes.h"
#include "hpcab/testing.h"
#include "hpcab/topo.h"
#include "hpcab/validate.h"
#include "internal.h"
#include "first_layouts.h"
#include "kernel_run.h"

#define DEFAULT_MAX_TIMED_BYTES ((uint64_t)8 << 30)
#define CORRECTNESS_DRAWS 8
#define TIMED_DRAWS 4

struct hpcab_validation {
  char *kernel;
  char **problems;
  size_t nproblems;
  int manifest_failed;
  char *report;
};

typedef struct {
  hpcab_validate_options o;
  char cache[PATH_MAX];
  hpcab_manifest *m;
  hpcab_topo *topo;
  hpcab_validation *v;
  hpcab__sb report;
  hpcab_dtype prec;
} validator;

/* Records a problem of `check` at the current precision (NULL: none) and reports it. */
static hpcab_status problem(validator *V, const char *check, const char *fmt, ...) HPCAB_PRINTF(3, 4);
static hpcab_status problem(validator *V, const char *check, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  char *what = NULL;
  if (vasprintf(&what, fmt, ap) < 0) what = NULL;
  va_end(ap);
  char *line = what ? (V->prec ? hpcab__asprintf("%s %s: %s", hpcab_dtype_name(V->prec), check, what)
                               : hpcab__asprintf("%s: %s", check, what))
                    : NULL;
  free(what);
  char **p = line ? realloc(V->v->problems, (V->v->nproblems + 1) * sizeof *p) : NULL;
  if (!p) {
    free(line);
    return hpcab__nomem("a validation problem", 0);
  }
  V->v->problems = p;
  p[V->v->nproblems++] = line;
  hpcab__sb_printf(&V->report, "  FAIL %s\n", line);
  return HPCAB_OK;
}

static void passed(validator *V, const char *check, const char *fmt, ...) HPCAB_PRINTF(3, 4);
static void passed(validator *V, const char *check, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  char what[2048];
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  if (V->prec)
    hpcab__sb_printf(&V->report, "  ok   %s %s: %s\n", hpcab_dtype_name(V->prec), check, what);
  else
    hpcab__sb_printf(&V->report, "  ok   %s: %s\n", check, what);
}

static const char *base_name(const char *path)
{
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

/* Writes `text` into a fresh private directory as `name`; *dir gets the directory (to remove). */
static hpcab_status write_temp(const char *name, const char *text, size_t len, char **dir, char **path)
{
  const char *tmp = getenv("TMPDIR");
  char *d = hpcab__asprintf("%s/hpcab-validate-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!d) return hpcab__nomem("a temporary directory name", 0);
  if (!mkdtemp(d)) {
    hpcab_status st = hpcab__seterr_errno("making a directory for the prototype check (%s)", d);
    free(d);
    return st;
  }
  char *p = hpcab__asprintf("%s/%s", d, name);
  FILE *f = p ? fopen(p, "w") : NULL;
  if (!f || fwrite(text, 1, len, f) != len) {
    hpcab_status st = p ? hpcab__seterr_errno("writing %s", p) : hpcab__nomem("a temporary file name", 0);
    if (f) fclose(f);
    if (p) unlink(p);
    rmdir(d);
    free(p);
    free(d);
    return st;
  }
  if (fclose(f) != 0) {
    hpcab_status st = hpcab__seterr_errno("writing %s", p);
    unlink(p);
    rmdir(d);
    free(p);
    free(d);
    return st;
  }
  *dir = d;
  *path = p;
  return HPCAB_OK;
}

/* The build check: the reference with the manifest's prototype declared after it (so its own lines
   keep their numbers in the compiler's messages), compiled with every warning an error. Returns HPCAB_OK (problem or not) or an error that stops the validation. */
static hpcab_status check_build(validator *V, int *ok)
{
  *ok = 0;
  const char *ref = hpcab_manifest_reference(V->m), *name = base_name(ref);
  hpcab_lang lang = hpcab_lang_from_path(ref);
  char proto[4096];
  hpcab_status st = hpcab_manifest_prototype(V->m, V->prec, proto, sizeof proto, NULL);
  if (st) return st;
  char *text = NULL, *combined = NULL, *dir = NULL, *path = NULL;
  size_t len = 0;
  const char *flags = "-O2 -fPIC -shared -fopenmp -Wall -Wextra -Werror";
  const char *source = ref;
  if (lang == HPCAB_LANG_C || lang == HPCAB_LANG_CXX) {
    if ((st = hpcab__read_file(ref, &text, &len)) != HPCAB_OK) return st;
    if (lang == HPCAB_LANG_C) {
      flags = "-std=c17 -O2 -fPIC -shared -fopenmp -Wall -Wextra -Werror";
      combined = hpcab__asprintf(
          "%s\n#include <stdbool.h>\n#include <stdint.h>\n#line 1 \"<the manifest's prototype>\"\n%s\n", text, proto);
    } else { /* C++: the kernel has C linkage; restrict is __restrict */
      char *p = hpcab__strdup(proto);
      hpcab__replace_all(&p, "restrict ", "__restrict ");
      combined = p ? hpcab__asprintf(
                         "%s\n#include <cstdint>\n#line 1 \"<the manifest's prototype>\"\nextern \"C\" %s\n", text, p)
                   : NULL;
      free(p);
    }
    free(text);
    if (!combined) return hpcab__nomem("the prototype check's source", 0);
    st = write_temp(name, combined, strlen(combined), &dir, &path);
    free(combined);
    if (st) return st;
    source = path;
  }
  hpcab_build_options bo = {.size = sizeof bo,
                            .cache_dir = V->cache,
                            .include_dir = V->o.include_dir,
                            .precision = V->prec,
                            .flags = flags,
                            .libs = "-lopenblas -lm"};
  hpcab_build *b = NULL;
  st = hpcab_build_source(&bo, source, &b);
  if (path) unlink(path);
  if (dir) rmdir(dir);
  free(path);
  free(dir);
  const char *log = b ? hpcab_build_log(b) : "";
  if (st == HPCAB_E_BUILD || st == HPCAB_E_REFUSED) {
    if (strstr(log, "conflicting types") || strstr(log, "conflicting declaration"))
      st = problem(V, "build", "%s: its definition of %s does not match the manifest's prototype%s\n    %s\n%s", name,
                   hpcab_manifest_symbol(V->m), strstr(log, "'C++' linkage") ? " (declare it extern \"C\")" : "", proto,
                   *log ? log : hpcab_last_error());
    else
      st = problem(V, "build",
                   "%s does not compile warning-free (%s) with the manifest's prototype declared after "
                   "it (%s):\n%s",
                   name, flags, proto, *log ? log : hpcab_last_error());
  } else if (st == HPCAB_OK) {
    *ok = 1;
    if (lang == HPCAB_LANG_C || lang == HPCAB_LANG_CXX)
      passed(V, "build", "%s compiles warning-free with the manifest's prototype: %s", name, proto);
    else
      passed(V, "build", "%s compiles warning-free (the prototype is not checked for this language)", name);
  }
  hpcab_build_free(b);
  return st;
}

/* The symbol check on the reference built as the judge builds it (*object: that build). */
static hpcab_status check_symbols(validator *V, hpcab_build **object, int *ok)
{
  *ok = 0;
  const char *ref = hpcab_manifest_reference(V->m), *name = base_name(ref);
  hpcab_build_options bo = {.size = sizeof bo,
                            .cache_dir = V->cache,
                            .include_dir = V->o.include_dir,
                            .precision = V->prec,
                            .libs = "-lopenblas -lm"};
  hpcab_status st = hpcab_build_source(&bo, ref, object);
  if (st == HPCAB_E_BUILD || st == HPCAB_E_REFUSED)
    return problem(V, "symbol", "%s does not build with the judge's flags: %s%s%s", name, hpcab_last_error(),
                   *object && *hpcab_build_log(*object) ? "\n" : "", *object ? hpcab_build_log(*object) : "");
  if (st) return st;
  void *dl = dlopen(hpcab_build_object(*object), RTLD_NOW | RTLD_LOCAL);
  if (!dl) return problem(V, "symbol", "%s built, but cannot be loaded: %s", name, dlerror());
  hpcab__sb missing = {0};
  int nmissing = 0;
  const char *sym = hpcab_manifest_symbol(V->m);
  if (!dlsym(dl, sym)) {
    hpcab__sb_printf(&missing, "the kernel '%s'", sym);
    nmissing++;
  }
  for (size_t i = 0; i < hpcab_manifest_array_count(V->m); i++) {
    const char *f = hpcab_manifest_array_init_function(V->m, i);
    if (f && !dlsym(dl, f))
      hpcab__sb_printf(&missing, "%sthe initializer '%s' (array %s)", nmissing++ ? ", " : "", f,
                       hpcab_manifest_array_name(V->m, i));
  }
  dlclose(dl);
  if (nmissing) {
    st =
        problem(V, "symbol", "%s does not export %s (defined under another name, static, or C++ without extern \"C\"?)",
                name, missing.data ? missing.data : "");
  } else {
    *ok = 1;
    passed(V, "symbol", "%s exports %s and every custom initializer the manifest names", name, sym);
  }
  hpcab__sb_free(&missing);
  return st;
}

/* One draw of the draw check; returns 1 when it had a problem (recorded). */
static int check_one_draw(validator *V, hpcab_purpose purpose, uint64_t index, void *dl, hpcab_status *err)
{
  static const char *const what[] = {"", "test draw", "correctness draw", "timed draw"};
  hpcab_draw *d = NULL;
  hpcab_status st = hpcab_draw_new(V->m, V->prec, V->o.seed, index, purpose, NULL, &d);
  if (st == HPCAB_E_NOMEM) {
    *err = st;
    return 1;
  }
  if (st) {
    *err =
        problem(V, "draws", "%s %llu cannot be made: %s", what[purpose], (unsigned long long)index, hpcab_last_error());
    return 1;
  }
  char *sz = hpcab__kernel_sizes_text(V->m, hpcab_draw_sizes(d));
  int bad = 0;
  uint64_t bytes = 0;
  if (hpcab_sizes_check(V->m, hpcab_draw_sizes(d)) != HPCAB_OK) {
    *err = problem(V, "draws", "%s %llu (%s) violates: %s", what[purpose], (unsigned long long)index, sz ? sz : "",
                   hpcab_last_error());
    bad = 1;
  } else if (hpcab_manifest_footprint(V->m, hpcab_draw_sizes(d), V->prec, &bytes) != HPCAB_OK) {
    *err = problem(V, "draws", "%s %llu (%s): footprint: %s", what[purpose], (unsigned long long)index, sz ? sz : "",
                   hpcab_last_error());
    bad = 1;
  } else if (purpose == HPCAB_PURPOSE_CORRECTNESS && bytes > HPCAB_DEFAULT_FOOTPRINT_CAP) {
    *err = problem(V, "draws", "correctness draw %llu (%s) holds %llu bytes, over the cap of %llu",
                   (unsigned long long)index, sz ? sz : "", (unsigned long long)bytes,
                   (unsigned long long)HPCAB_DEFAULT_FOOTPRINT_CAP);
    bad = 1;
  } else if (purpose == HPCAB_PURPOSE_TIMED && bytes > V->o.max_timed_bytes) {
    *err = problem(V, "draws", "timed draw %llu (%s) holds %.2f GiB, over the %.2f GiB allowed (max_timed_bytes)",
                   (unsigned long long)index, sz ? sz : "", (double)bytes / (1 << 30),
                   (double)V->o.max_timed_bytes / (1 << 30));
    bad = 1;
  } else if (purpose == HPCAB_PURPOSE_TEST) {
    if (dl) hpcab_draw_set_resolver(d, hpcab__kernel_resolve_init, dl);
    if (hpcab_draw_fill_all(d, 1) != HPCAB_OK) {
      *err = problem(V, "draws", "the test draw (%s) cannot be filled: %s", sz ? sz : "", hpcab_last_error());
      bad = 1;
    }
  }
  free(sz);
  hpcab_draw_free(d);
  return bad;
}

static hpcab_status check_draws(validator *V, void *dl, int *ok)
{
  hpcab_status err = HPCAB_OK;
  int bad = check_one_draw(V, HPCAB_PURPOSE_TEST, 0, dl, &err);
  for (uint64_t i = 0; i < CORRECTNESS_DRAWS && !err; i++)
    bad += check_one_draw(V, HPCAB_PURPOSE_CORRECTNESS, i, dl, &err);
  for (uint64_t i = 0; i < TIMED_DRAWS && !err; i++) bad += check_one_draw(V, HPCAB_PURPOSE_TIMED, i, dl, &err);
  *ok = !bad && !err;
  if (*ok)
    passed(V, "draws",
           "the test draw, %d correctness and %d timed draws meet the constraints and footprint caps; "
           "the test draw fills",
           CORRECTNESS_DRAWS, TIMED_DRAWS);
  return err;
}

static hpcab_status check_self_grade(validator *V, const char *object, void *dl)
{
  hpcab__sb line = {0};
  hpcab__kernel_run k = {.m = V->m,
                         .prec = V->prec,
                         .seed = V->o.seed,
                         .objects = {object, object},
                         .names = {"reference", "reference run again"},
                         .ref_dl = dl,
                         .topo = V->topo,
                         .worker_path = V->o.worker_path,
                         .threads = V->o.threads,
                         .call_timeout_s = V->o.call_timeout_s,
                         .draws = V->o.draws < 0    ? 0
                                  : V->o.draws == 0 ? HPCAB_EDGE_DRAWS
                                                    : V->o.draws,
                         .determinism = 1,
                         /* with the correctness draws, the judge's last one: the top corner */
                         .top = V->o.draws >= 0};
  hpcab_status st = hpcab__kernel_run_draws(&k, &line);
  hpcab__kernel_report_replace(&line, object, base_name(hpcab_manifest_reference(V->m)));
  const char *text = line.data ? line.data : "";
  const char *colon = strstr(text, ": ");
  char *msg = hpcab__strdup(colon ? colon + 2 : text);
  if (msg && *msg && msg[strlen(msg) - 1] == '\n') msg[strlen(msg) - 1] = '\0';
  hpcab__sb_free(&line);
  if (!msg) return hpcab__nomem("a validation report", 0);
  if (st == HPCAB_OK) passed(V, "self-grade", "%s", msg);
  if (st == HPCAB_E_MANIFEST || st == HPCAB_E_MISMATCH || st == HPCAB_E_WORKER || st == HPCAB_E_NOTFOUND ||
      st == HPCAB_E_CONSTRAINT || st == HPCAB_E_RANGE)
    st = problem(V, "self-grade", "%s", msg);
  free(msg);
  return st;
}

static hpcab_status validate_precision(validator *V)
{
  int ok = 0;
  hpcab_build *object = NULL;
  void *dl = NULL;
  hpcab_status st = check_build(V, &ok);
  if (!st && ok) st = check_symbols(V, &object, &ok);
  if (!st && ok && (st = hpcab__kernel_load_initializers(V->m, hpcab_build_object(object), &dl)) != HPCAB_OK) {
    st = problem(V, "symbol", "%s", hpcab_last_error());
    ok = 0;
  }
  if (!st && ok) st = check_draws(V, dl, &ok);
  if (!st && ok) st = check_self_grade(V, hpcab_build_object(object), dl);
  if (dl) dlclose(dl);
  hpcab_build_free(object);
  return st;
}

HPCAB_API void hpcab_validation_free(hpcab_validation *v)
{
  if (!v) return;
  for (size_t i = 0; i < v->nproblems; i++) free(v->problems[i]);
  free(v->problems);
  free(v->kernel);
  free(v->report);
  free(v);
}

HPCAB_API hpcab_status hpcab_kernel_validate(const char *kernel, const hpcab_validate_options *opts,
                                             hpcab_validation **out)
{
  if (!out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_kernel_validate: NULL out");
  *out = NULL;
  if (!kernel) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_kernel_validate: NULL kernel");
  validator VV, *V = &VV;
  memset(V, 0, sizeof *V);
  V->o.size = sizeof V->o;
  hpcab_status st =
      opts ? hpcab__struct_in(&V->o, sizeof V->o, opts, HPCAB__FIRST_VALIDATE_OPTIONS, "hpcab_kernel_validate options")
           : HPCAB_OK;
  if (st) return st;
  if (!V->o.seed) V->o.seed = (const uint8_t *)HPCAB_TEST_DEFAULT_SEED;
  if (!V->o.max_timed_bytes) V->o.max_timed_bytes = DEFAULT_MAX_TIMED_BYTES;
  if (!(V->v = calloc(1, sizeof *V->v))) return hpcab__nomem("a validation", sizeof *V->v);
  if (V->o.cache_dir) {
    if ((size_t)snprintf(V->cache, sizeof V->cache, "%s", V->o.cache_dir) >= sizeof V->cache)
      st = hpcab__seterr(HPCAB_E_INVALID, "hpcab_kernel_validate: cache_dir too long");
  } else if ((st = hpcab_paths_state_dir(V->cache, sizeof V->cache - 8)) == HPCAB_OK) {
    strcat(V->cache, "/build");
  }
  if (!st) {
    st = hpcab_manifest_load(kernel, &V->m);
    if (st == HPCAB_E_MANIFEST || st == HPCAB_E_PARSE) {
      V->v->manifest_failed = 1;
      hpcab__sb_printf(&V->report, "%s\n", kernel);
      st = problem(V, "manifest", "%s", hpcab_last_error());
    } else if (!st) {
      hpcab__sb_printf(&V->report, "%s (%s)\n", hpcab_manifest_id(V->m), hpcab_manifest_dir(V->m));
      passed(V, "manifest", "loads (%zu sizes, %zu params, %zu arrays; track %s; precisions %zu)",
             hpcab_manifest_size_count(V->m), hpcab_manifest_param_count(V->m), hpcab_manifest_array_count(V->m),
             hpcab_manifest_track_name(V->m), hpcab_manifest_precision_count(V->m));
      if (V->o.precision && !hpcab_manifest_has_precision(V->m, V->o.precision))
        st = hpcab__manifest_no_precision(V->m, V->o.precision);
    }
  }
  if (!st && V->m) st = hpcab_topo_new(&V->topo);
  for (size_t i = 0; !st && V->m && i < hpcab_manifest_precision_count(V->m); i++) {
    V->prec = hpcab_manifest_precision(V->m, i);
    if (!V->o.precision || V->o.precision == V->prec) st = validate_precision(V);
  }
  V->prec = 0;
  if (!st) {
    V->v->kernel = hpcab__strdup(V->m ? hpcab_manifest_id(V->m) : kernel);
    if (V->v->nproblems)
      hpcab__sb_printf(&V->report, "FAIL: %zu problem%s in %s\n", V->v->nproblems, V->v->nproblems == 1 ? "" : "s",
                       V->v->kernel ? V->v->kernel : kernel);
    else
      hpcab__sb_printf(&V->report, "ok: %s is valid%s\n", V->v->kernel ? V->v->kernel : kernel,
                       V->o.precision ? " at the precision checked" : "");
    if (!V->v->kernel) st = hpcab__nomem("a validation", 0);
    if (!st) st = hpcab__sb_finish(&V->report, &V->v->report);
  }
  hpcab__sb_free(&V->report);
  hpcab_topo_free(V->topo);
  hpcab_manifest_free(V->m);
  if (st) {
    hpcab_validation_free(V->v);
    return st;
  }
  *out = V->v;
  return HPCAB_OK;
}

HPCAB_API int hpcab_validation_ok(const hpcab_validation *v)
{
  return v && v->nproblems == 0;
}
HPCAB_API int hpcab_validation_manifest_failed(const hpcab_validation *v)
{
  return v && v->manifest_failed;
}
HPCAB_API const char *hpcab_validation_kernel(const hpcab_validation *v)
{
  return v ? v->kernel : NULL;
}
HPCAB_API size_t hpcab_validation_problem_count(const hpcab_validation *v)
{
  return v ? v->nproblems : 0;
}
HPCAB_API const char *hpcab_validation_report(const hpcab_validation *v)
{
  return v ? v->report : NULL;
}

HPCAB_API const char *hpcab_validation_problem(const hpcab_validation *v, size_t i)
{
  return v && i < v->nproblems ? v->problems[i] : NULL;
}
