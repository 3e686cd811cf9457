/*
 * tools/judge_manifest.c — the manifest subcommands of hpcab-judge (DESIGN.md §11):
 *   check-manifest KERNEL...             validates manifests: one line per problem on stderr,
 *                                        "KERNEL: ok" on stdout per valid one; exit 0 when all are
 *                                        valid, 2 otherwise;
 *   signature KERNEL [--precision P] [--residency host|device]
 *                                        prints the C prototype (P: a precision of the manifest;
 *                                        default its first); with --residency device the prototype
 *                                        of the host entry point a .cu/.hip candidate exports (device
 *                                        pointers, C linkage); exit 2 when the kernel has no such residency.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "hpcab.h"
#include "judge_cmds.h"

int judge_check_manifest(int argc, char **argv)
{
  if (argc < 2) return cli_usage_error("hpcab-judge", "usage: check-manifest KERNEL...");
  int rc = CLI_EXIT_OK;
  for (int i = 1; i < argc; i++) {
    hpcab_manifest *m = NULL;
    if (hpcab_manifest_load(argv[i], &m) != HPCAB_OK) {
      fprintf(stderr, "%s\n", hpcab_last_error());
      rc = CLI_EXIT_USAGE;
      continue;
    }
    printf("%s: ok\n", argv[i]);
    hpcab_manifest_free(m);
  }
  return rc;
}

int judge_signature(int argc, char **argv)
{
  const char *kernel = NULL, *prec = NULL;
  hpcab_residency res = HPCAB_RESIDENCY_HOST;
  for (int i = 1; i < argc; i++) {
    const char *v;
    if (cli_option(argc, argv, &i, "--precision", &v)) {
      if (!v) return CLI_EXIT_USAGE;
      prec = v;
    } else if (cli_option(argc, argv, &i, "--residency", &v)) {
      if (!v || hpcab_residency_from_name(v, &res) != HPCAB_OK)
        return cli_usage_error("hpcab-judge", "signature: --residency: expected host or device");
    } else if (argv[i][0] == '-') {
      return cli_usage_error("hpcab-judge", "signature: unknown option '%s'", argv[i]);
    } else if (kernel) {
      return cli_usage_error("hpcab-judge", "usage: signature KERNEL [--precision f64|f32|f16|bf16] "
                             "[--residency host|device]");
    } else {
      kernel = argv[i];
    }
  }
  if (!kernel)
    return cli_usage_error("hpcab-judge", "usage: signature KERNEL [--precision f64|f32|f16|bf16] [--residency host|device]");
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load(kernel, &m) != HPCAB_OK) {
    fprintf(stderr, "%s\n", hpcab_last_error());
    return CLI_EXIT_USAGE;
  }
  hpcab_dtype p = hpcab_manifest_precision(m, 0);
  if (prec && (hpcab_dtype_from_name(prec, &p) != HPCAB_OK || !hpcab_manifest_has_precision(m, p))) {
    fprintf(stderr, "hpcab-judge: signature: %s has no precision '%s'\n", kernel, prec);
    hpcab_manifest_free(m);
    return CLI_EXIT_USAGE;
  }
  hpcab_status (*proto)(const hpcab_manifest *, hpcab_dtype, char *, size_t, size_t *) =
      res == HPCAB_RESIDENCY_DEVICE ? hpcab_manifest_device_prototype : hpcab_manifest_prototype;
  size_t need = 0;
  proto(m, p, NULL, 0, &need);
  char *buf = malloc(need + 1);
  int rc = CLI_EXIT_OK;
  if (!buf || proto(m, p, buf, need + 1, NULL) != HPCAB_OK) {
    cli_lib_error("hpcab-judge", "signature");
    rc = CLI_EXIT_USAGE;
  } else {
    printf("%s\n", buf);
  }
  free(buf);
  hpcab_manifest_free(m);
  return rc;
}
