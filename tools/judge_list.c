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
