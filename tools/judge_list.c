/*
 * tools/judge_list.c — `hpcab-judge list [--track T] [--dwarf D] [--root DIR]`: the corpus as a
 * table (id, track, dwarf, level, title), sorted by id. The corpus root is --root, else
 * hpcab_paths_kernels_dir() ($HPCAB_KERNELS or --kernels, the build tree's corpus, the installed one). A manifest that does not load is reported on stderr (exit 2);
 * the valid ones are still listed.
 */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "hpcab.h"
#include "judge_cmds.h"

typedef struct {
  char *id, *track, *dwarf, *title;
  int level;
} list_row;

static list_row *g_rows;
static size_t g_nrows, g_caprows;
static int g_bad;

static int visit(const char *path, const struct stat *sb, int type, struct FTW *ftw)
{
  (void)sb;
  if (type != FTW_F || strcmp(path + ftw->base, "kernel.yaml") != 0) return 0;
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load(path, &m) != HPCAB_OK) {
    fprintf(stderr, "%s\n", hpcab_last_error());
    g_bad = 1;
    return 0;
  }
  if (g_nrows == g_caprows) {
    size_t cap = g_caprows ? 2 * g_caprows : 64;
    list_row *n = realloc(g_rows, cap * sizeof *n);
    if (!n) {
      hpcab_manifest_free(m);
      return 1;
    }
    g_rows = n;
    g_caprows = cap;
  }
  list_row *r = &g_rows[g_nrows++];
  r->id = strdup(hpcab_manifest_id(m));
  r->track = strdup(hpcab_manifest_track_name(m));
  r->dwarf = strdup(hpcab_manifest_dwarf_name(m) ? hpcab_manifest_dwarf_name(m) : "-");
  r->title = strdup(hpcab_manifest_title(m));
  r->level = hpcab_manifest_level(m);
  hpcab_manifest_free(m);
  return 0;
}

static int row_order(const void *a, const void *b)
{
  return strcmp(((const list_row *)a)->id, ((const list_row *)b)->id);
}

enum { OPT_TRACK = 256, OPT_DWARF, OPT_ROOT };

/* Levenshtein distance of two short words (cut at 63 characters). */
static size_t distance(const char *a, const char *b)
{
  size_t n = strlen(a) < 63 ? strlen(a) : 63, m = strlen(b) < 63 ? strlen(b) : 63, row[64];
  for (size_t j = 0; j <= m; j++) row[j] = j;
  for (size_t i = 1; i <= n; i++) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= m; j++) {
      size_t up = row[j], best = diag + (a[i - 1] != b[j - 1]);
      if (up + 1 < best) best = up + 1;
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      diag = up;
      row[j] = best;
    }
  }
  return row[m];
}

static int has_track(const char *track)
{
  for (size_t i = 0; i < g_nrows; i++)
    if (strcmp(g_rows[i].track, track) == 0) return 1;
  return 0;
}

/* "no kernel is on track 'x' (did you mean 'y'?); its tracks: a, b, c" with exit 2 (the rows sorted). */
static int no_such_track(const char *track)
{
  const char *near = NULL, *listed[64];
  size_t best = 3, nlisted = 0;
  for (size_t i = 0; i < g_nrows; i++) {
    const char *t = g_rows[i].track;
    size_t k = 0;
    while (k < nlisted && strcmp(listed[k], t) != 0) k++;
    if (k < nlisted || nlisted == 64) continue;
    listed[nlisted++] = t;
    size_t d = distance(track, t);
    if (d < best) {
      best = d;
      near = t;
    }
  }
  fprintf(stderr, "hpcab-judge list: no kernel is on track '%s'", track);
  if (near) fprintf(stderr, " (did you mean '%s'?)", near);
  fprintf(stderr, "; the corpus's tracks:");
  for (size_t k = 0; k < nlisted; k++) fprintf(stderr, "%s %s", k ? "," : "", listed[k]);
  fprintf(stderr, "\n");
  return CLI_EXIT_USAGE;
}

static const cli_opt LIST_OPTS[] = {
    {"track", OPT_TRACK, "T", "only the kernels of track T: llr, sc, ml or one of your own (default: all)"},
    {"dwarf", OPT_DWARF, "D", "only the sc kernels of one Berkeley dwarf (default: all)"},
    {"root", OPT_ROOT, "DIR", "the corpus (default: --kernels, $HPCAB_KERNELS, else the installed corpus)"},
    {NULL, 0, NULL, NULL},
};

static const cli_cmd LIST_CMD = {
    "hpcab-judge list",
    "",
    "The corpus as a table (id, track, dwarf, level, title), sorted by id; the count on stderr.\n"
    "A manifest that does not load is reported on stderr; the valid ones are still listed.",
    LIST_OPTS,
    "HPCAB_KERNELS  the corpus when --root is not given",
    "0  listed\n2  a manifest did not load, or a usage error",
    "hpcab-judge list --track sc",
};

int judge_list(int argc, char **argv)
{
  const char *track = NULL, *dwarf = NULL, *root = NULL, *v;
  char corpus[4096];
  if (hpcab_paths_kernels_dir(corpus, sizeof corpus) == HPCAB_OK) root = corpus;
  cli_parser p;
  cli_parser_init(&p, &LIST_CMD);
  for (int k; (k = cli_next(&p, argc, argv, &v)) != CLI_END;) {
    switch (k) {
    case CLI_HELP: cli_help(&LIST_CMD, stdout); return CLI_EXIT_OK;
    case CLI_BAD: return CLI_EXIT_USAGE;
    case OPT_TRACK: track = v; break;
    case OPT_DWARF: dwarf = v; break;
    case OPT_ROOT: root = v; break;
    }
  }
  if (optind != argc) return cli_fail(&LIST_CMD, "takes no arguments, not '%s'", argv[optind]);
  if (track && !hpcab_manifest_name_ok(track))
    return cli_fail(&LIST_CMD, "'%s' is not a track name (llr, sc, ml or one of your own)", track);
  if (!root) return cli_fail(&LIST_CMD, "no kernel corpus found: give --root DIR or set HPCAB_KERNELS");
  if (nftw(root, visit, 32, FTW_PHYS) != 0) {
    perror(root);
    return CLI_EXIT_USAGE;
  }
  qsort(g_rows, g_nrows, sizeof *g_rows, row_order);
  if (track && !has_track(track)) return no_such_track(track);
  size_t w = 2;
  for (size_t i = 0; i < g_nrows; i++)
    if (strlen(g_rows[i].id) > w) w = strlen(g_rows[i].id);
  printf("%-*s  %-5s  %-26s  %-5s  %s\n", (int)w, "id", "track", "dwarf", "level", "title");
  size_t shown = 0;
  for (size_t i = 0; i < g_nrows; i++) {
    list_row *r = &g_rows[i];
    if ((!track || strcmp(track, r->track) == 0) && (!dwarf || strcmp(dwarf, r->dwarf) == 0)) {
      printf("%-*s  %-5s  %-26s  %-5d  %s\n", (int)w, r->id, r->track, r->dwarf, r->level, r->title);
      shown++;
    }
    free(r->id);
    free(r->track);
    free(r->dwarf);
    free(r->title);
  }
  free(g_rows);
  fprintf(stderr, "%zu kernels\n", shown);
  return g_bad ? CLI_EXIT_USAGE : CLI_EXIT_OK;
}
