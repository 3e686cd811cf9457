/*
 * tools/judge_manifest.c — the manifest subcommands of hpcab-judge (lib/DESIGN.md §11):
 *   check-manifest KERNEL...             validates manifests: one line per problem on stderr,
 *                                        "KERNEL: manifest ok (...)" on stdout per valid one, which
 *                                        says the reference was not built and points to `validate`;
 *                                        exit 0 when all are valid, 2 otherwise;
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

static const cli_cmd CHECK_CMD = {
    "hpcab-judge check-manifest",
    "KERNEL...",
    "Loads each kernel's manifest (kernel.yaml) and reports every problem as FILE:LINE:COL: what,\n"
    "with the closest valid key for an unknown one. Prints 'KERNEL: ok' for each valid manifest.",
    NULL,
    NULL,
    "0  every manifest is valid\n2  a manifest is not (or a usage error)",
    "hpcab-judge check-manifest kernels/llr/s000 kernels/llr/vdotr",
};

int judge_check_manifest(int argc, char **argv)
{
  cli_parser p;
  cli_parser_init(&p, &CHECK_CMD);
  const char *v;
  for (int k; (k = cli_next(&p, argc, argv, &v)) != CLI_END;) {
    if (k == CLI_HELP) return cli_help(&CHECK_CMD, stdout), CLI_EXIT_OK;
    return CLI_EXIT_USAGE;
  }
  if (optind >= argc) return cli_fail(&CHECK_CMD, "needs at least one KERNEL");
  int rc = CLI_EXIT_OK;
  for (int i = optind; i < argc; i++) {
    hpcab_manifest *m = NULL;
    if (hpcab_manifest_load(argv[i], &m) != HPCAB_OK) {
      fprintf(stderr, "%s\n", hpcab_last_error());
      rc = CLI_EXIT_USAGE;
      continue;
    }
    printf("%s: manifest ok (the reference was not built: `hpcab-judge validate %s` checks it too)\n", argv[i],
           argv[i]);
    hpcab_manifest_free(m);
  }
  return rc;
}

enum { OPT_PRECISION = 256, OPT_RESIDENCY };

static const cli_opt SIGNATURE_OPTS[] = {
    {"precision", OPT_PRECISION, "P", "f64, f32, f16 or bf16: one of the manifest's (default: its first)"},
    {"residency", OPT_RESIDENCY, "R",
     "host, or device: the host entry point a .cu/.hip candidate exports\n"
     "(device pointers, C linkage) (default: host)"},
    {NULL, 0, NULL, NULL},
};

static const cli_cmd SIGNATURE_CMD = {
    "hpcab-judge signature",
    "KERNEL",
    "Prints the exact C prototype a candidate must export for the kernel at a precision (and, with\n"
    "--residency device, that of a device candidate's host entry point).",
    SIGNATURE_OPTS,
    NULL,
    "0  printed\n2  usage or manifest error",
    "hpcab-judge signature kernels/llr/vdotr --precision f32",
};

int judge_signature(int argc, char **argv)
{
  const char *prec = NULL, *v;
  hpcab_residency res = HPCAB_RESIDENCY_HOST;
  cli_parser p;
  cli_parser_init(&p, &SIGNATURE_CMD);
  for (int k; (k = cli_next(&p, argc, argv, &v)) != CLI_END;) {
    if (k == CLI_HELP) return cli_help(&SIGNATURE_CMD, stdout), CLI_EXIT_OK;
    if (k == CLI_BAD) return CLI_EXIT_USAGE;
    if (k == OPT_PRECISION) prec = v;
    if (k == OPT_RESIDENCY && hpcab_residency_from_name(v, &res) != HPCAB_OK)
      return cli_fail(&SIGNATURE_CMD, "--residency: expected host or device, not '%s'", v);
  }
  if (argc - optind != 1) return cli_fail(&SIGNATURE_CMD, "needs exactly one KERNEL");
  const char *kernel = argv[optind];
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load(kernel, &m) != HPCAB_OK) {
    fprintf(stderr, "%s\n", hpcab_last_error());
    return CLI_EXIT_USAGE;
  }
  hpcab_dtype pr = hpcab_manifest_precision(m, 0);
  if (prec && (hpcab_dtype_from_name(prec, &pr) != HPCAB_OK || !hpcab_manifest_has_precision(m, pr))) {
    fprintf(stderr, "hpcab-judge signature: %s has no precision '%s' (it has", kernel, prec);
    for (size_t i = 0; i < hpcab_manifest_precision_count(m); i++)
      fprintf(stderr, "%s %s", i ? "," : "", hpcab_dtype_name(hpcab_manifest_precision(m, i)));
    fprintf(stderr, ")\n");
    hpcab_manifest_free(m);
    return CLI_EXIT_USAGE;
  }
  hpcab_status (*proto)(const hpcab_manifest *, hpcab_dtype, char *, size_t, size_t *) =
      res == HPCAB_RESIDENCY_DEVICE ? hpcab_manifest_device_prototype : hpcab_manifest_prototype;
  size_t need = 0;
  proto(m, pr, NULL, 0, &need);
  char *buf = malloc(need + 1);
  int rc = CLI_EXIT_OK;
  if (!buf || proto(m, pr, buf, need + 1, NULL) != HPCAB_OK) {
    cli_lib_error("hpcab-judge", "signature");
    rc = CLI_EXIT_USAGE;
  } else {
    printf("%s\n", buf);
  }
  free(buf);
  hpcab_manifest_free(m);
  return rc;
}
