/* lib/manifest/manifest_load.c — hpcab_manifest_load and hpcab_manifest_load_string: the file, the
   YAML document (its depth checked first), the sections (manifest_sections.c), the messages. */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hpcab/manifest.h"
#include "hpcab/paths.h"
#include "manifest_loader.h"

/* The deepest nesting of sequences and mappings a manifest may have (a real one needs 4). libyaml's
   scanner does work proportional to the depth for every token, so a deeply nested document costs
   time quadratic in its depth (200 000 levels: over a minute): the events are read first, and the
   document refused at the first level past the cap, before it is loaded. Syntax errors are left for
   the loader to report. */
#define MAX_YAML_DEPTH 64

static hpcab_status check_depth(const char *yaml, size_t len, const char *path)
{
  yaml_parser_t p;
  if (!yaml_parser_initialize(&p)) return hpcab__nomem("initializing the YAML parser", sizeof p);
  yaml_parser_set_input_string(&p, (const unsigned char *)yaml, len);
  hpcab_status st = HPCAB_OK;
  int depth = 0;
  for (;;) {
    yaml_event_t e;
    if (!yaml_parser_parse(&p, &e)) break;
    yaml_event_type_t t = e.type;
    if (t == YAML_SEQUENCE_START_EVENT || t == YAML_MAPPING_START_EVENT) {
      if (++depth > MAX_YAML_DEPTH)
        st = hpcab__seterr(HPCAB_E_PARSE, "%s:%zu:%zu: nested deeper than %d levels (a manifest needs a few)", path,
                           e.start_mark.line + 1, e.start_mark.column + 1, MAX_YAML_DEPTH);
    } else if (t == YAML_SEQUENCE_END_EVENT || t == YAML_MAPPING_END_EVENT) {
      depth--;
    }
    yaml_event_delete(&e);
    if (st != HPCAB_OK || t == YAML_STREAM_END_EVENT) break;
  }
  yaml_parser_delete(&p);
  return st;
}

/* The kernel id: the directory's path under the corpus root (hpcab_paths_kernels_dir), else under
   the last "kernels" directory of its path, else the manifest's name. */
static char *kernel_id(const char *dir, const char *name)
{
  char root[PATH_MAX], real[PATH_MAX];
  if (dir && hpcab_paths_kernels_dir(root, sizeof root) == HPCAB_OK && realpath(root, real)) {
    size_t n = strlen(real);
    if (n > 1 && !strncmp(dir, real, n) && dir[n] == '/' && dir[n + 1]) return hpcab__strdup(dir + n + 1);
  }
  hpcab_error_clear();
  if (dir) {
    const char *best = NULL;
    for (const char *p = strstr(dir, "/kernels/"); p; p = strstr(p + 1, "/kernels/")) best = p;
    if (best && best[9]) return hpcab__strdup(best + 9);
  }
  return hpcab__strdup(name ? name : "");
}

HPCAB_API hpcab_status hpcab_manifest_load_string(const char *yaml, size_t len, const char *display_path,
                                                  const char *dir, hpcab_manifest **out)
{
  if (!out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_load_string: NULL out");
  *out = NULL;
  if (!yaml && len) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_load_string: NULL yaml");
  const char *path = display_path ? display_path : "<string>";
  loader L = {.path = path};
  hpcab_manifest *m = calloc(1, sizeof *m);
  if (!m) return hpcab__nomem("loading a manifest", sizeof *m);
  L.m = m;
  m->yaml = malloc(len + 1);
  if (!m->yaml) {
    free(m);
    return hpcab__nomem("loading a manifest", len + 1);
  }
  if (len) memcpy(m->yaml, yaml, len);
  m->yaml[len] = '\0';
  m->yaml_len = len;
  if (dir) {
    char *abs = realpath(dir, NULL);
    if (!abs) {
      hpcab_manifest_free(m);
      return hpcab__seterr_errno("%s: kernel directory %s", path, dir);
    }
    m->dir = abs;
  }

  hpcab_status depth_st = check_depth(m->yaml, len, path);
  if (depth_st != HPCAB_OK) {
    hpcab_manifest_free(m);
    return depth_st;
  }
  yaml_parser_t parser;
  if (!yaml_parser_initialize(&parser)) {
    hpcab_manifest_free(m);
    return hpcab__nomem("initializing the YAML parser", sizeof parser);
  }
  yaml_parser_set_input_string(&parser, (const unsigned char *)m->yaml, len);
  if (!yaml_parser_load(&parser, &L.doc)) {
    hpcab_status st =
        parser.error == YAML_MEMORY_ERROR
            ? hpcab__nomem("parsing YAML", len)
            : hpcab__seterr(HPCAB_E_PARSE, "%s:%zu:%zu: invalid YAML: %s%s%s", path, parser.problem_mark.line + 1,
                            parser.problem_mark.column + 1, parser.problem ? parser.problem : "syntax error",
                            parser.context ? " " : "", parser.context ? parser.context : "");
    yaml_parser_delete(&parser);
    hpcab_manifest_free(m);
    return st;
  }
  yaml_parser_delete(&parser);

  yaml_node_t *top = yaml_document_get_root_node(&L.doc);
  if (!top) {
    hpcab__yaml_problem(&L, NULL, "the manifest is empty");
  } else if (top->type != YAML_MAPPING_NODE) {
    hpcab__yaml_problem(&L, top, "the manifest must be a mapping, not %s", hpcab__yaml_type_name(top));
  } else {
    hpcab__manifest_load_sections(&L, top);
  }
  yaml_document_delete(&L.doc);
  if (!m->title && !L.nomem && !(m->title = hpcab__strdup(""))) L.nomem = true;
  if (!L.nomem && !L.nproblems && !(m->id = kernel_id(m->dir, m->name))) L.nomem = true;

  hpcab_status st = HPCAB_OK;
  if (L.nomem) {
    st = hpcab__nomem("loading a manifest", len);
  } else if (L.nproblems) {
    if (L.nproblems > MAX_PROBLEMS)
      st = hpcab__seterr(HPCAB_E_MANIFEST, "%s\n%s: %zu more problems", L.msg, path, L.nproblems - MAX_PROBLEMS);
    else
      st = hpcab__seterr(HPCAB_E_MANIFEST, "%s", L.msg);
  }
  free(L.msg);
  if (st != HPCAB_OK) {
    hpcab_manifest_free(m);
    return st;
  }
  *out = m;
  return HPCAB_OK;
}

/* The closest kernel id found so far for a "did you mean". */
typedef struct {
  const char *want;
  char best[PATH_MAX];
  size_t distance;
} nearest_id;

/* Visits the kernel directories (those with a kernel.yaml) under root/rel, `depth` levels at most. */
static void visit_ids(const char *root, const char *rel, int depth, nearest_id *n)
{
  char dir[PATH_MAX];
  if ((size_t)snprintf(dir, sizeof dir, "%s%s%s", root, *rel ? "/" : "", rel) >= sizeof dir) return;
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (e->d_name[0] == '.') continue;
    char sub[PATH_MAX], yaml[PATH_MAX + 16];
    if ((size_t)snprintf(sub, sizeof sub, "%s%s%s", rel, *rel ? "/" : "", e->d_name) >= sizeof sub) continue;
    snprintf(yaml, sizeof yaml, "%s/%s/kernel.yaml", root, sub);
    struct stat st;
    if (stat(yaml, &st) == 0) {
      size_t dist = hpcab__yaml_edit_distance(n->want, sub);
      if (dist < n->distance) {
        n->distance = dist;
        snprintf(n->best, sizeof n->best, "%s", sub);
      }
    } else if (depth > 1) {
      visit_ids(root, sub, depth - 1, n);
    }
  }
  closedir(d);
}

/* " (did you mean 'llr/s000'?)" for the corpus's kernel id closest to `id`, or "" when none is close. */
static void did_you_mean(const char *root, const char *id, char *out, size_t cap)
{
  nearest_id n = {.want = id, .distance = (size_t)-1};
  visit_ids(root, "", 4, &n);
  size_t allowed = strlen(id) / 4 > 2 ? strlen(id) / 4 : 2;
  if (n.distance > 0 && n.distance <= allowed)
    snprintf(out, cap, " (did you mean '%s'?)", n.best);
  else if (cap)
    out[0] = '\0';
}

HPCAB_API hpcab_status hpcab_manifest_load(const char *path, hpcab_manifest **out)
{
  if (!path || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_load: NULL argument");
  *out = NULL;
  struct stat st;
  char resolved[PATH_MAX];
  if (stat(path, &st) != 0) { /* perhaps a kernel id (llr/s000): looked up in the corpus */
    int err = errno;
    char root[PATH_MAX];
    if (err == ENOENT && hpcab_paths_kernel(path, NULL, resolved, sizeof resolved) == HPCAB_OK &&
        stat(resolved, &st) == 0) {
      path = resolved;
    } else if (err == ENOENT && path[0] != '/' && hpcab_paths_kernels_dir(root, sizeof root) == HPCAB_OK) {
      char near[PATH_MAX + 32];
      did_you_mean(root, path, near, sizeof near);
      return hpcab__seterr(HPCAB_E_IO,
                           "%s: cannot open manifest: %s, nor is it a kernel id of the corpus %s%s "
                           "($HPCAB_KERNELS or --kernels DIR name another corpus)",
                           path, strerror(err), root, near);
    } else {
      return hpcab__seterr(HPCAB_E_IO, "%s: cannot open manifest: %s", path, strerror(err));
    }
  }
  char *file, *dir;
  if (S_ISDIR(st.st_mode)) {
    size_t n = strlen(path);
    while (n > 1 && path[n - 1] == '/') n--;
    file = hpcab__asprintf("%.*s/kernel.yaml", (int)n, path);
    dir = hpcab__strdup(path);
  } else {
    file = hpcab__strdup(path);
    const char *slash = strrchr(path, '/');
    dir = slash ? hpcab__asprintf("%.*s", (int)(slash == path ? 1 : slash - path), path) : hpcab__strdup(".");
  }
  if (!file || !dir) {
    free(file);
    free(dir);
    return HPCAB_E_NOMEM;
  }
  char *data = NULL;
  size_t len = 0;
  hpcab_status s = hpcab__read_file(file, &data, &len);
  if (s == HPCAB_OK)
    s = hpcab_manifest_load_string(data, len, file, dir, out);
  else if (s == HPCAB_E_SYSTEM)
    s = hpcab__seterr(HPCAB_E_IO, "%s", hpcab_last_error());
  free(data);
  free(file);
  free(dir);
  return s;
}
