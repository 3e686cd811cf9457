/*
 * hpcab-judge — the reference judge. This file only dispatches to subcommands (judge_cmds.h);
 * the machinery is in libhpcabench. Contract: DESIGN.md §11.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "hpcab.h"
#include "judge_cmds.h"

static int cmd_version(int argc, char **argv);
static int cmd_help(int argc, char **argv);

typedef struct {
  const char *name;
  judge_cmd_fn fn;
  const char *usage;
} judge_cmd;

static const judge_cmd COMMANDS[] = {
  {"grade", judge_grade_or_score, "grade KERNEL CANDIDATE [options]  the submit route: full verdict"},
  {"score", judge_grade_or_score, "score KERNEL CANDIDATE [options]  the score route: prints only the speedup"},
  {"signature", judge_signature, "signature KERNEL [--precision P] [--residency host|device]  print the kernel's prototype"},
  {"check-manifest", judge_check_manifest, "check-manifest KERNEL...        validate manifests (exit 2 on any problem)"},
  {"list", judge_list, "list [--track T] [--dwarf D]      the corpus as a table"},
  {"calibrate", judge_calibrate, "calibrate KERNEL... [--grades N] [--json]  A/A on this machine: false-credit rate, overheads"},
  {"version", cmd_version, "version                         print the library version"},
  {"help", cmd_help, "help                            print this help"},
};

#define NCOMMANDS (sizeof COMMANDS / sizeof COMMANDS[0])

static void print_usage(FILE *f)
{
  fprintf(f, "usage: hpcab-judge COMMAND [ARGS...]\n\ncommands:\n");
  for (size_t i = 0; i < NCOMMANDS; i++) fprintf(f, "  %s\n", COMMANDS[i].usage);
}

static int cmd_version(int argc, char **argv)
{
  (void)argv;
  if (argc != 1) return cli_usage_error("hpcab-judge", "version takes no arguments");
  printf("hpcab-judge %s (libhpcabench %s)\n", HPCAB_VERSION_STRING, hpcab_version());
  return CLI_EXIT_OK;
}

static int cmd_help(int argc, char **argv)
{
  (void)argc;
  (void)argv;
  print_usage(stdout);
  return CLI_EXIT_OK;
}

int main(int argc, char **argv)
{
  if (argc < 2) {
    print_usage(stderr);
    return CLI_EXIT_USAGE;
  }
  if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) return cmd_help(argc - 1, argv + 1);
  if (strcmp(argv[1], "--version") == 0) return cmd_version(1, argv + 1);
  for (size_t i = 0; i < NCOMMANDS; i++)
    if (strcmp(argv[1], COMMANDS[i].name) == 0) return COMMANDS[i].fn(argc - 1, argv + 1);
  fprintf(stderr, "hpcab-judge: unknown command '%s'\n", argv[1]);
  print_usage(stderr);
  return CLI_EXIT_USAGE;
}
