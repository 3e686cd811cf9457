/*
 * hpcab-judge — the reference judge. This file only dispatches to subcommands (judge_cmds.h);
 * the machinery is in libhpcabench. Contract: lib/DESIGN.md §11. `hpcab-judge --help` lists the
 * commands; `hpcab-judge COMMAND --help` (or `hpcab-judge help COMMAND`) explains one.
 */
#include <stdio.h>
#include <stdlib.h>
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
    {"grade", judge_grade_or_score, "grade KERNEL CANDIDATE     the submit route: the full verdict"},
    {"score", judge_grade_or_score, "score KERNEL CANDIDATE     the score route: prints only the speedup"},
    {"report", judge_report, "report VERDICT|GRADE_KEY   a verdict as an HTML page with pictures"},
    {"signature", judge_signature, "signature KERNEL           print the C prototype a candidate must export"},
    {"check-manifest", judge_check_manifest, "check-manifest KERNEL...   validate manifests"},
    {"validate", judge_validate, "validate KERNEL...          manifest, reference, prototype, draws, self-grade"},
    {"list", judge_list, "list                       the corpus as a table"},
    {"task", judge_task, "task KERNEL [--language L]   what an agent is shown: prototype, spec, reference"},
    {"portability", judge_portability,
     "portability CANDIDATE...   portable, or not portable: REASON (regrade's probe)"},
    {"calibrate", judge_calibrate, "calibrate KERNEL...        A/A on this machine: false-credit rate, overheads"},
    {"version", cmd_version, "version                    print the library version"},
    {"help", cmd_help, "help [COMMAND]             this help, or a command's"},
};

#define NCOMMANDS (sizeof COMMANDS / sizeof COMMANDS[0])

static const cli_cmd TOP = {
    "hpcab-judge",
    "COMMAND [ARGS...]",
    "The reference judge of libhpcabench: grades a candidate implementation of a kernel for\n"
    "correctness and credited speedup, soundly (lib/DESIGN.md). Every command has --help.",
    NULL,
    JUDGE_ENV,
    "0  done (grade, score: graded correct)\n1  graded not correct\n2  usage, manifest or system error",
    "hpcab-judge grade kernels/llr/vdotr examples/candidates/vdotr_fast.c\n"
    "hpcab-judge grade --help",
};

static void print_usage(FILE *f)
{
  fprintf(f, "usage: %s %s\n\n", TOP.name, TOP.args);
  fputs(TOP.summary, f);
  fprintf(f, "\n\ncommands:\n");
  for (size_t i = 0; i < NCOMMANDS; i++) fprintf(f, "  %s\n", COMMANDS[i].usage);
  fprintf(f, "\noptions:\n  %-26s  %s\n  %-26s  %s\n", "-h, --help", "print this help and exit", "    --version",
          "print the version and exit");
  fprintf(f, "  %-26s  %s\n", "    --kernels DIR",
          "resolve kernel ids against DIR (default: $HPCAB_KERNELS, else the installed corpus)");
  fprintf(f, "\nKERNEL is a kernel directory or a kernel id (llr/s000) of the corpus: --kernels DIR, else\n"
             "$HPCAB_KERNELS, else the installed corpus (share/hpcabench/kernels).\n");
  fprintf(f, "\nenvironment:\n  (read by grade, score, calibrate and report)\n");
  for (const char *p = TOP.env; *p;) {
    const char *nl = strchr(p, '\n');
    int n = nl ? (int)(nl - p) : (int)strlen(p);
    fprintf(f, "  %.*s\n", n, p);
    p += n + (nl ? 1 : 0);
  }
  fprintf(f, "\nexit codes:\n  0  done (grade, score: graded correct)\n  1  graded not correct\n"
             "  2  usage, manifest or system error\n");
  fprintf(f, "\nexample:\n  hpcab-judge grade kernels/llr/vdotr examples/candidates/vdotr_fast.c\n");
}

static const cli_cmd VERSION_CMD = {"hpcab-judge version",
                                    "",
                                    "Prints the judge's and the library's version.",
                                    NULL,
                                    NULL,
                                    "0  printed\n2  usage error",
                                    "hpcab-judge version"};

static int cmd_version(int argc, char **argv)
{
  cli_parser p;
  cli_parser_init(&p, &VERSION_CMD);
  const char *v;
  for (int k; (k = cli_next(&p, argc, argv, &v)) != CLI_END;) {
    if (k == CLI_HELP) return cli_help(&VERSION_CMD, stdout), CLI_EXIT_OK;
    return CLI_EXIT_USAGE;
  }
  if (optind != argc) return cli_fail(&VERSION_CMD, "takes no arguments");
  printf("hpcab-judge %s (libhpcabench %s)\n", HPCAB_VERSION_STRING, hpcab_version());
  return CLI_EXIT_OK;
}

static int cmd_help(int argc, char **argv)
{
  if (argc >= 2) {
    for (size_t i = 0; i < NCOMMANDS; i++)
      if (strcmp(argv[1], COMMANDS[i].name) == 0 && COMMANDS[i].fn != cmd_help) {
        char *args[] = {(char *)COMMANDS[i].name, "--help", NULL};
        return COMMANDS[i].fn(2, args);
      }
    fprintf(stderr, "hpcab-judge: help: unknown command '%s' (see 'hpcab-judge --help')\n", argv[1]);
    return CLI_EXIT_USAGE;
  }
  print_usage(stdout);
  return CLI_EXIT_OK;
}

/* `--kernels DIR` (or --kernels=DIR), anywhere on the command line, is the corpus kernel ids are
   resolved against, for every command: taken out of argv and set as $HPCAB_KERNELS (hpcab/paths.h). */
static int take_kernels_option(int *argc, char **argv)
{
  int out = 0;
  for (int i = 0; i < *argc; i++) {
    const char *dir = NULL;
    if (!strcmp(argv[i], "--kernels")) {
      if (i + 1 >= *argc) return cli_usage_error("hpcab-judge", "--kernels needs a directory");
      dir = argv[++i];
    } else if (!strncmp(argv[i], "--kernels=", 10)) {
      dir = argv[i] + 10;
    } else {
      argv[out++] = argv[i];
      continue;
    }
    if (!*dir || setenv("HPCAB_KERNELS", dir, 1) != 0)
      return cli_usage_error("hpcab-judge", "--kernels: bad directory");
  }
  argv[out] = NULL;
  *argc = out;
  return CLI_EXIT_OK;
}

int main(int argc, char **argv)
{
  if (take_kernels_option(&argc, argv) != CLI_EXIT_OK) return CLI_EXIT_USAGE;
  if (argc < 2) {
    print_usage(stderr);
    return CLI_EXIT_USAGE;
  }
  if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) return cmd_help(1, argv + 1);
  if (strcmp(argv[1], "--version") == 0) return cmd_version(1, argv + 1);
  for (size_t i = 0; i < NCOMMANDS; i++)
    if (strcmp(argv[1], COMMANDS[i].name) == 0) return COMMANDS[i].fn(argc - 1, argv + 1);
  if (argv[1][0] == '-')
    fprintf(stderr, "hpcab-judge: unknown option '%s' (see 'hpcab-judge --help')\n", argv[1]);
  else
    fprintf(stderr, "hpcab-judge: unknown command '%s' (see 'hpcab-judge --help')\n", argv[1]);
  return CLI_EXIT_USAGE;
}
