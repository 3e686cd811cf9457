/*
 * tools/judge_task.c — `hpcab-judge task KERNEL [--language c|fortran|python] [--precision P]`: what an
 * agent is shown of a kernel (the prompt hpcab-run writes embeds the same pieces): its title, the
 * prototype a candidate exports, the NumPy specification (spec.py) and the reference in the episode's
 * language (reference.c, reference.f90, or the specification itself for Python), so that a kernel's
 * author sees what an agent will read. A kernel without the file a language needs is a usage error
 * (exit 2) naming it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "hpcab.h"
#include "judge_cmds.h"

enum { OPT_LANGUAGE = 256, OPT_PRECISION };

static const cli_opt TASK_OPTS[] = {
    {"language", OPT_LANGUAGE, "L", "c, fortran or python: the reference shown (default: c)"},
    {"precision", OPT_PRECISION, "P", "f64, f32, f16 or bf16: one of the manifest's (default: its first)"},
    {NULL, 0, NULL, NULL},
};

static const cli_cmd TASK_CMD = {
    "hpcab-judge task",
    "KERNEL",
    "Prints what an agent is shown of a kernel: its title, the prototype a candidate must export, the\n"
    "NumPy specification (spec.py) and the reference in the language (reference.c, reference.f90, or\n"
    "the specification for Python).\n",
    TASK_OPTS,
    NULL,
    "0  printed\n2  usage or manifest error, or the kernel has no file for that language",
    "hpcab-judge task llr/s000 --language fortran",
};

/* The text of DIR/NAME, or NULL when it cannot be read. */
static char *read_text(const char *dir, const char *name)
{
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  char *buf = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&buf, &len);
  if (!out) {
    fclose(f);
    return NULL;
  }
  char chunk[8192];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) fwrite(chunk, 1, n, out);
  fclose(f);
  fclose(out);
  return buf;
}

static void section(const char *title, const char *fence, const char *text)
{
  size_t n = strlen(text);
  printf("\n## %s\n\n```%s\n%s%s```\n", title, fence, text, n && text[n - 1] == '\n' ? "" : "\n");
}

int judge_task(int argc, char **argv)
{
  const char *lang = "c", *prec = NULL, *v;
  cli_parser p;
  cli_parser_init(&p, &TASK_CMD);
  for (int k; (k = cli_next(&p, argc, argv, &v)) != CLI_END;) {
    if (k == CLI_HELP) {
      cli_help(&TASK_CMD, stdout);
      return CLI_EXIT_OK;
    }
    if (k == CLI_BAD) return CLI_EXIT_USAGE;
    if (k == OPT_LANGUAGE) lang = v;
    if (k == OPT_PRECISION) prec = v;
  }
  if (argc - optind != 1) return cli_fail(&TASK_CMD, "needs exactly one KERNEL");
  const char *file = !strcmp(lang, "c")         ? "reference.c"
                     : !strcmp(lang, "fortran") ? "reference.f90"
                     : !strcmp(lang, "python")  ? "spec.py"
                                                : NULL;
  if (!file) return cli_fail(&TASK_CMD, "--language: expected c, fortran or python, not '%s'", lang);
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load(argv[optind], &m) != HPCAB_OK) {
    fprintf(stderr, "%s\n", hpcab_last_error());
    return CLI_EXIT_USAGE;
  }
  hpcab_dtype pr = hpcab_manifest_precision(m, 0);
  if (prec && (hpcab_dtype_from_name(prec, &pr) != HPCAB_OK || !hpcab_manifest_has_precision(m, pr))) {
    hpcab_manifest_free(m);
    return cli_fail(&TASK_CMD, "%s has no precision '%s'", argv[optind], prec);
  }
  const char *dir = hpcab_manifest_dir(m);
  char *reference = dir ? read_text(dir, file) : NULL;
  char *spec = dir ? read_text(dir, "spec.py") : NULL;
  int rc = CLI_EXIT_OK;
  size_t need = 0;
  hpcab_manifest_prototype(m, pr, NULL, 0, &need);
  char *proto = malloc(need + 1);
  if (!reference) {
    fprintf(stderr, "hpcab-judge task: %s has no %s (the %s reference an agent in %s would start from)\n",
            hpcab_manifest_id(m), file, lang, lang);
    rc = CLI_EXIT_USAGE;
  } else if (!proto || hpcab_manifest_prototype(m, pr, proto, need + 1, NULL) != HPCAB_OK) {
    cli_lib_error("hpcab-judge task", "prototype");
    rc = CLI_EXIT_USAGE;
  } else {
    printf("# %s: %s\n", hpcab_manifest_id(m), hpcab_manifest_title(m));
    printf("\n## The prototype (%s; a candidate in any language exports it with C linkage)\n\n```c\n%s\n```\n",
           hpcab_dtype_name(pr), proto);
    if (spec && strcmp(lang, "python") != 0) section("The specification (spec.py)", "python", spec);
    char title[128];
    snprintf(title, sizeof title, "The reference (%s)", file);
    section(title, !strcmp(lang, "c") ? "c" : lang, reference);
  }
  free(proto);
  free(spec);
  free(reference);
  hpcab_manifest_free(m);
  return rc;
}
