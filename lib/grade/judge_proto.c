/*
 * lib/grade/judge_proto.c — building a C or C++ candidate with the kernel's prototype in scope, as
 * `hpcab-judge validate` builds a reference: the manifest's prototype (for the run precision) is
 * declared after the candidate's own text, so its lines keep their numbers in the compiler's messages,
 * and a definition of the symbol with other types fails to compile ("conflicting types"). The judge
 * then reports `prototype_mismatch` with both prototypes, instead of running a kernel that would read
 * or write its arrays as the wrong types (an f32 candidate graded at f64 reads past the end of its
 * arrays: out_of_bounds, the wrong diagnosis). One difference is accepted: an input the candidate
 * takes without `const` (the call is the same). Whenever the check's build fails for another reason
 * (that, a C++ definition without extern "C", an error of the candidate's own) the candidate is built
 * again as it is, so the verdict is the one it always was (its own compiler log, the symbol check's
 * extern "C" hint).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hpcab/build.h"
#include "hpcab/dtype.h"
#include "hpcab/manifest.h"
#include "internal.h"
#include "judge_internal.h"
#include "judge_run.h"
#include "strbuf.h"

static const char *base_name(const char *path)
{
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

/* The first '...'-quoted text after `marker` in the log (the compiler runs with LC_ALL=C), malloc'd;
   NULL when absent. *line_out gets the line of the log it is on (its start). */
static char *quoted_after(const char *log, const char *marker, const char **line_out)
{
  const char *m = strstr(log, marker);
  if (!m) return NULL;
  const char *q = strchr(m + strlen(marker), '\'');
  const char *e = q ? strchr(q + 1, '\'') : NULL;
  if (!e) return NULL;
  if (line_out) {
    const char *l = m;
    while (l > log && l[-1] != '\n') l--;
    *line_out = l;
  }
  return hpcab__asprintf("%.*s", (int)(e - q - 1), q + 1);
}

/* The parameters of a function type as the compiler prints it ("void(double *, long int)" or
   "void f(double*, long int)"), each without restrict and without spaces; *n gets their count.
   Returns 0 when the text is not a function type. */
static int split_params(const char *type, char params[][128], int max, int *n)
{
  const char *open = strchr(type, '('), *close = strrchr(type, ')');
  if (!open || !close || close < open) return 0;
  *n = 0;
  char cur[128];
  size_t len = 0;
  int depth = 0;
  for (const char *p = open + 1; p <= close; p++) {
    if ((*p == ',' && depth == 0) || p == close) {
      if (*n >= max) return 0;
      cur[len] = '\0';
      char *r;
      while ((r = strstr(cur, "__restrict")) != NULL) memmove(r, r + 10, strlen(r + 10) + 1);
      while ((r = strstr(cur, "restrict")) != NULL) memmove(r, r + 8, strlen(r + 8) + 1);
      snprintf(params[(*n)++], 128, "%s", cur);
      len = 0;
      continue;
    }
    if (*p == '(') depth++;
    if (*p == ')') depth--;
    if (!isspace((unsigned char)*p) && len + 1 < sizeof cur) cur[len++] = *p;
  }
  if (*n == 1 && (params[0][0] == '\0' || strcmp(params[0], "void") == 0)) *n = 0;
  return 1;
}

/* 1 when the candidate's function type differs from the manifest's only by inputs taken without
   `const` (parameter by parameter: equal, or equal to the manifest's with its `const` taken off). */
static int only_const_dropped(const char *manifest_type, const char *candidate_type)
{
  char mp[64][128], cp[64][128];
  int mn = 0, cn = 0;
  if (!split_params(manifest_type, mp, 64, &mn) || !split_params(candidate_type, cp, 64, &cn) || mn != cn) return 0;
  for (int i = 0; i < mn; i++) {
    if (strcmp(mp[i], cp[i]) == 0) continue;
    char *c;
    while ((c = strstr(mp[i], "const")) != NULL) memmove(c, c + 5, strlen(c + 5) + 1);
    if (strcmp(mp[i], cp[i]) != 0) return 0;
  }
  return 1;
}

/* The candidate's own declaration of the symbol, from its source at `line` (1-based) up to the ')'
   that closes its parameters, with its whitespace runs made single spaces; NULL when not found. */
static char *declaration_at(const char *text, long line)
{
  const char *p = text;
  for (long l = 1; l < line && p; l++) {
    p = strchr(p, '\n');
    if (p) p++;
  }
  if (!p || !*p) return NULL;
  const char *open = strchr(p, '(');
  if (!open || open - p > 512) return NULL;
  int depth = 0;
  const char *e = open;
  for (; *e; e++) {
    if (*e == '(') depth++;
    if (*e == ')' && --depth == 0) break;
  }
  if (!*e || e - p > 4096) return NULL;
  hpcab__sb sb = {0};
  int space = 0;
  for (const char *q = p; q <= e; q++) {
    if (isspace((unsigned char)*q)) {
      space = 1;
      continue;
    }
    if (space && sb.len) hpcab__sb_puts(&sb, " ");
    space = 0;
    hpcab__sb_printf(&sb, "%c", *q);
  }
  char *out = NULL;
  return hpcab__sb_finish(&sb, &out) ? NULL : out;
}

/* Sets the verdict's prototype_mismatch from the compiler's log of the checked build. */
/* The verdict: prototype_mismatch, `reason` (taken over) saying why. */
static void set_mismatch(judge *j, char *reason)
{
  hpcab__vset(&j->v->status, "prototype_mismatch");
  free(j->v->reason);
  j->v->reason = reason;
  j->v->correct = 0;
  j->v->speedup = 0.0;
}

static hpcab_status report_mismatch(judge *j, const char *text, const char *proto, const char *log,
                                    const char *candidate_type)
{
  const char *file = base_name(j->o.candidate);
  /* "NAME.c:LINE:COL: note: previous definition" (C) or "... note: previous declaration" (C++) */
  char *decl = NULL;
  long line = 0;
  char *pat = hpcab__asprintf("%s:", file);
  for (const char *p = pat ? strstr(log, pat) : NULL; p && !decl; p = strstr(p + 1, pat)) {
    const char *eol = strchr(p, '\n');
    const char *note = strstr(p, ": note: previous ");
    if (!note || (eol && note > eol) || (p > log && p[-1] != '\n')) continue;
    line = strtol(p + strlen(pat), NULL, 10);
    decl = line > 0 ? declaration_at(text, line) : NULL;
  }
  free(pat);
  hpcab__sb sb = {0};
  hpcab__sb_printf(&sb, "%s", file);
  if (line > 0) hpcab__sb_printf(&sb, ":%ld", line);
  hpcab__sb_printf(&sb, " defines %s as\n  %s\nbut %s at %s takes\n  %s\n(hpcab-judge signature %s --precision %s)",
                   hpcab_manifest_symbol(j->m),
                   decl             ? decl
                   : candidate_type ? candidate_type
                                    : "(another type)",
                   hpcab_manifest_id(j->m), hpcab_dtype_name(j->prec), proto, hpcab_manifest_id(j->m),
                   hpcab_dtype_name(j->prec));
  free(decl);
  char *reason = NULL;
  hpcab_status st = hpcab__sb_finish(&sb, &reason);
  if (st) return st;
  set_mismatch(j, reason);
  return HPCAB_OK;
}

/* 1 when every error in the compiler's log is on the kernel's prototype (a candidate that does not
   compile for another reason is a build error, its log showing both). */
static int only_prototype_errors(const char *log)
{
  for (const char *l = log; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
    const char *eol = strchr(l, '\n');
    const char *e = strstr(l, ": error: ");
    if (e && (!eol || e < eol) && strncmp(l, "<the kernel's prototype>:", 25) != 0) return 0;
  }
  return 1;
}

/* Writes text as dir/name in a fresh private directory under $TMPDIR; *dir and *path get them. */
static hpcab_status write_private(const char *name, const char *text, char **dir, char **path)
{
  const char *tmp = getenv("TMPDIR");
  char *d = hpcab__asprintf("%s/hpcab-proto-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!d) return hpcab__nomem("a temporary directory name", 0);
  if (!mkdtemp(d)) {
    hpcab_status st = hpcab__seterr_errno("making a directory for the prototype check (%s)", d);
    free(d);
    return st;
  }
  char *p = hpcab__asprintf("%s/%s", d, name);
  FILE *f = p ? fopen(p, "w") : NULL;
  size_t len = strlen(text);
  int ok = f && fwrite(text, 1, len, f) == len;
  if (f && fclose(f) != 0) ok = 0;
  if (!ok) {
    hpcab_status st = p ? hpcab__seterr_errno("writing %s", p) : hpcab__nomem("a temporary file name", 0);
    if (p) unlink(p);
    rmdir(d);
    free(p);
    free(d);
    return st;
  }
  *dir = d;
  *path = p;
  return HPCAB_OK;
}

/* A shared object built with the kernel's symbol of other types, by its debug information: the verdict
   is prototype_mismatch, naming both prototypes. */
static hpcab_status check_object_prototype(judge *j, const char *object, int *mismatch)
{
  char *got = NULL;
  hpcab_status st = hpcab__judge_object_prototype(j, object, &got);
  if (st || !got) return st;
  size_t need = 0;
  hpcab_manifest_prototype(j->m, j->prec, NULL, 0, &need);
  char *proto = malloc(need + 1);
  if (!proto || hpcab_manifest_prototype(j->m, j->prec, proto, need + 1, NULL) != HPCAB_OK) {
    free(proto);
    free(got);
    return proto ? hpcab_last_status() : hpcab__nomem("the kernel's prototype", need + 1);
  }
  char *reason = hpcab__asprintf("%s (its debug information) defines %s as\n  %s\nbut %s at %s takes\n  %s\n"
                                 "(hpcab-judge signature %s --precision %s)",
                                 base_name(j->o.candidate), hpcab_manifest_symbol(j->m), got, hpcab_manifest_id(j->m),
                                 hpcab_dtype_name(j->prec), proto, hpcab_manifest_id(j->m), hpcab_dtype_name(j->prec));
  free(proto);
  free(got);
  if (!reason) return HPCAB_E_NOMEM;
  set_mismatch(j, reason);
  *mismatch = 1;
  return HPCAB_OK;
}

hpcab_status hpcab__judge_build_candidate(judge *j, hpcab_build **out, int *mismatch)
{
  *mismatch = 0;
  *out = NULL;
  hpcab_lang lang = hpcab_lang_from_path(j->o.candidate);
  if (!j->dev && lang == HPCAB_LANG_SHARED_OBJECT) {
    hpcab_status st = hpcab__judge_build(j, j->o.candidate, 0, out);
    if (!st) st = check_object_prototype(j, hpcab_build_object(*out), mismatch);
    return st;
  }
  if (j->dev || (lang != HPCAB_LANG_C && lang != HPCAB_LANG_CXX)) return hpcab__judge_build(j, j->o.candidate, 0, out);
  size_t need = 0;
  hpcab_manifest_prototype(j->m, j->prec, NULL, 0, &need);
  char *proto = malloc(need + 1);
  if (!proto) return hpcab__nomem("the kernel's prototype", need + 1);
  hpcab_status st = hpcab_manifest_prototype(j->m, j->prec, proto, need + 1, NULL);
  char *text = NULL, *combined = NULL, *dir = NULL, *path = NULL;
  size_t len = 0;
  if (!st) st = hpcab__read_file(j->o.candidate, &text, &len);
  if (st) {
    free(proto);
    return st;
  }
  if (strlen(text) != len) { /* a NUL byte: not a source the check can append to; the build says what it is */
    free(text);
    free(proto);
    return hpcab__judge_build(j, j->o.candidate, 0, out);
  }
  if (lang == HPCAB_LANG_C) {
    combined = hpcab__asprintf(
        "%s\n#include <stdbool.h>\n#include <stdint.h>\n#line 1 \"<the kernel's prototype>\"\n%s\n", text, proto);
  } else { /* C++: the kernel has C linkage; restrict is __restrict */
    char *p = hpcab__strdup(proto);
    hpcab__replace_all(&p, "restrict ", "__restrict ");
    combined =
        p ? hpcab__asprintf("%s\n#include <cstdint>\n#line 1 \"<the kernel's prototype>\"\nextern \"C\" %s\n", text, p)
          : NULL;
    free(p);
  }
  st = combined ? write_private(base_name(j->o.candidate), combined, &dir, &path)
                : hpcab__nomem("the prototype check's source", 0);
  free(combined);
  if (!st) {
    st = hpcab__judge_build(j, path, 0, out);
    /* the messages name the user's file, not the private copy */
    char *msg = hpcab__strdup(hpcab_last_error());
    char *user_dir = hpcab__strdup(j->o.candidate);
    if (msg && user_dir) {
      char *slash = strrchr(user_dir, '/');
      if (slash)
        slash[0] = '\0';
      else
        snprintf(user_dir, 2, ".");
      hpcab__replace_all(&msg, dir, user_dir);
      if (st) hpcab__seterr(st, "%s", msg);
    }
    free(msg);
    free(user_dir);
    unlink(path);
    rmdir(dir);
  }
  const char *log = *out ? hpcab_build_log(*out) : "";
  int conflict =
      st == HPCAB_E_BUILD && only_prototype_errors(log) &&
      strstr(log, lang == HPCAB_LANG_C ? "conflicting types for '" : "conflicting declaration of C function");
  char *manifest_type = NULL, *candidate_type = NULL;
  if (conflict) {
    manifest_type = quoted_after(log, lang == HPCAB_LANG_C ? "; have " : "conflicting declaration of C function", NULL);
    /* C: "note: previous definition of 'f' with type 'T'"; C++: "note: previous declaration 'T'" */
    candidate_type = quoted_after(log, lang == HPCAB_LANG_C ? "' with type " : "note: previous declaration", NULL);
    if (manifest_type && candidate_type && only_const_dropped(manifest_type, candidate_type)) conflict = 0;
  }
  if (conflict) {
    hpcab_build_free(*out);
    *out = NULL;
    hpcab_error_clear();
    st = report_mismatch(j, text, proto, log, candidate_type);
    if (!st) *mismatch = 1;
  } else if (st == HPCAB_E_BUILD) {
    /* not a prototype of other types (an input without const, a C++ definition without extern "C",
       an error of its own): the candidate built as it is, so its own log and the symbol check speak */
    hpcab_build_free(*out);
    *out = NULL;
    st = hpcab__judge_build(j, j->o.candidate, 0, out);
  }
  free(manifest_type);
  free(candidate_type);
  free(text);
  free(proto);
  free(dir);
  free(path);
  return st;
}
