/*
 * tools/judge_distributed.c — `hpcab-judge grade KERNEL CAND.c --distributed [...]`: the distributed
 * grade (lib/DESIGN.md §17) of an MPI candidate. The grade itself is the Python driver
 * bindings/python/hpcabench/distributed.py (the library's draws, checks and crediting through the
 * binding, `hpcab-mpi-rank` for the ranks); this runs it with the arguments that followed `grade`,
 * `--distributed` removed, finding the package in the source tree when it is not installed.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "hpcab.h"
#include "judge_cmds.h"

/* Puts the source tree's bindings/python (beside the corpus the library finds) on PYTHONPATH. */
static void add_source_tree_package(void)
{
  char kernels[PATH_MAX], pkg[PATH_MAX + 64];
  if (hpcab_paths_kernels_dir(kernels, sizeof kernels) != HPCAB_OK) {
    hpcab_error_clear();
    return;
  }
  char *slash = strrchr(kernels, '/');
  if (!slash) return;
  *slash = '\0';
  snprintf(pkg, sizeof pkg, "%s/bindings/python/hpcabench/distributed.py", kernels);
  if (access(pkg, R_OK) != 0) return;
  snprintf(pkg, sizeof pkg, "%s/bindings/python", kernels);
  const char *old = getenv("PYTHONPATH");
  char *value = NULL;
  if (old && *old) {
    size_t n = strlen(pkg) + strlen(old) + 2;
    value = malloc(n);
    if (value) snprintf(value, n, "%s:%s", pkg, old);
  }
  setenv("PYTHONPATH", value ? value : pkg, 1);
  free(value);
}

int judge_grade_distributed(int argc, char **argv)
{
  char **args = calloc((size_t)argc + 5, sizeof *args);
  if (!args) return cli_usage_error("hpcab-judge grade --distributed", "out of memory");
  int n = 0;
  args[n++] = "python3";
  args[n++] = "-m";
  args[n++] = "hpcabench.distributed";
  args[n++] = "grade";
  for (int i = 1; i < argc; i++)
    if (strcmp(argv[i], "--distributed") != 0) args[n++] = argv[i];
  args[n] = NULL;
  add_source_tree_package();
  execvp("python3", args);
  fprintf(stderr, "hpcab-judge grade --distributed: cannot run python3: %s\n", strerror(errno));
  free(args);
  return CLI_EXIT_USAGE;
}
