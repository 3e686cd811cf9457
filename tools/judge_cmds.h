/*
 * tools/judge_cmds.h — the subcommands of hpcab-judge. Each takes the arguments after its own name
 * (argv[0] is the subcommand) and returns the process exit code (cli.h).
 * Add a subcommand: declare it here, implement it in tools/judge_<name>.c, list it in hpcab-judge.c.
 */
#ifndef HPCAB_TOOLS_JUDGE_CMDS_H
#define HPCAB_TOOLS_JUDGE_CMDS_H

#include "hpcab.h"

typedef int (*judge_cmd_fn)(int argc, char **argv);

/** The environment variables the judging commands read (their --help prints it). */
#define JUDGE_ENV                                                                                                      \
  "HPCAB_STATE_DIR    the state directory (secrets, store, build cache) when --state-dir is not given\n"               \
  "XDG_STATE_HOME     the state directory's parent when HPCAB_STATE_DIR is unset (hpcabench/ in it)\n"                 \
  "XDG_CACHE_HOME     where the machine profile (peak bandwidth, hpcab-peak) is cached (hpcabench/)\n"                 \
  "HPCAB_WORKER       the sandboxed worker binary (default: beside the library, else installed)\n"                     \
  "HPCAB_INCLUDE_DIR  the directory holding hpcab/kernel.h for compiling candidates\n"                                 \
  "TMPDIR             where candidates are compiled (a private directory in it; default /tmp)"

/* tools/judge_manifest.c */
int judge_check_manifest(int argc, char **argv);
int judge_signature(int argc, char **argv);

/* tools/judge_list.c */
int judge_list(int argc, char **argv);

/* tools/judge_grade.c: argv[0] is "grade" or "score" */
int judge_grade_or_score(int argc, char **argv);

/* tools/judge_validate.c: the full validation of kernels (hpcab/validate.h) */
int judge_validate(int argc, char **argv);

/* tools/judge_calibrate.c: A/A grades on this machine */
int judge_calibrate(int argc, char **argv);

/* tools/judge_report.c: a verdict as a self-contained HTML page with pictures */
int judge_report(int argc, char **argv);

/* tools/judge_task.c: what an agent is shown of a kernel (prototype, spec.py, the reference in a language) */
int judge_task(int argc, char **argv);

/* tools/judge_distributed.c: `grade ... --distributed` runs the distributed driver (hpcabench.distributed) */
int judge_grade_distributed(int argc, char **argv);

/* tools/judge_portability.c: the regrade's portability probe (x86-only / AMD-only constructs, aarch64 syntax) */
int judge_portability(int argc, char **argv);

#endif /* HPCAB_TOOLS_JUDGE_CMDS_H */
