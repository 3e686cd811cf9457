/*
 * hpcab-peak — prints the machine profile: sustained memory bandwidth (STREAM-style copy and triad on
 * every physical core, pinned, working set >= 4x the last-level cache, capped at 2 GiB or a quarter
 * of the memory) and peak f64 FLOP rate. The profile is cached per machine under
 * $XDG_CACHE_HOME/hpcabench (~/.cache/hpcabench); --refresh measures again.
 *
 * usage: hpcab-peak [--refresh] [--threads N] [--json] [--working-set BYTES] [--repetitions N]
 *        hpcab-peak --device N|UUID [--runtime cuda|hip] [--refresh] [--json]
 * A custom --working-set or --repetitions measures without reading or writing the cache.
 * --device measures a device instead (hpcab/device.h): copy (a device-to-device copy) and triad (a
 * kernel loaded from PTX) bandwidth, cached per device UUID; the device plausibility rule uses the
 * larger with the 16000x bound.
 * Exit: 0 printed, 1 the measurement or the cache failed, 2 usage error, no device runtime, no such device.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "hpcab.h"

#define PROG "hpcab-peak"

enum { OPT_REFRESH = 256, OPT_THREADS, OPT_JSON, OPT_WORKING_SET, OPT_REPETITIONS, OPT_DEVICE, OPT_RUNTIME };

static const cli_opt OPTS[] = {
    {"refresh", OPT_REFRESH, NULL, "measure again even if a cached profile exists (default: use the cache)"},
    {"threads", OPT_THREADS, "N", "measure on N threads, cores 0..N-1 (default: every physical core)"},
    {"json", OPT_JSON, NULL, "print one JSON object (default: a table)"},
    {"working-set", OPT_WORKING_SET, "BYTES",
     "bytes of the triad's three arrays; not cached (default 4 x LLC, capped)"},
    {"repetitions", OPT_REPETITIONS, "N",
     "passes per bandwidth kernel, best kept, 2 to 100000; not cached\n(default 10)"},
    {"device", OPT_DEVICE, "N|UUID",
     "measure GPU N (an index or a UUID) instead: device copy and triad\n"
     "bandwidth, cached per device UUID (default: the host)"},
    {"runtime", OPT_RUNTIME, "R",
     "with --device: the device runtime, cuda, hip or any (default: any,\n"
     "cuda then hip)"},
    {NULL, 0, NULL, NULL},
};

static const cli_cmd CMD = {
    PROG,
    "",
    "Prints the machine profile: sustained memory bandwidth (STREAM-style copy and triad on every\n"
    "physical core, pinned, working set >= 4x the last-level cache, capped at 2 GiB or a quarter of the\n"
    "memory) and the peak f64 FLOP rate; the judge's roofline rule uses it. Cached per machine.\n"
    "With --device, a GPU's bandwidth instead (device-to-device copy and a PTX triad), for the device\n"
    "residency's plausibility rule.",
    OPTS,
    "XDG_CACHE_HOME  where the profile is cached (hpcabench/; default ~/.cache)",
    "0  printed\n1  the measurement or the cache failed\n2  usage error",
    "hpcab-peak --refresh --json",
};

static void json_string(const char *s)
{
  putchar('"');
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      printf("\\%c", c);
    else if (c < 0x20)
      printf("\\u%04x", c);
    else
      putchar(c);
  }
  putchar('"');
}

static void print_profile(const hpcab_machine_profile *p, const hpcab_topo *topo, const char *path, bool cached,
                          bool json)
{
  double mib = 1024.0 * 1024.0;
  if (json) {
    printf("{\"key\": ");
    json_string(p->key);
    printf(", \"cpu_model\": ");
    json_string(p->cpu_model);
    printf(", \"topology\": ");
    json_string(hpcab_topo_describe(topo));
    printf(", \"threads\": %u, \"cores\": %u, \"llc_bytes\": %llu, \"working_set_bytes\": %llu, "
           "\"cap_bytes\": %llu, \"capped\": %s, \"repetitions\": %u, \"copy_gbps\": %.3f, "
           "\"triad_gbps\": %.3f, \"peak_gbps\": %.3f, \"peak_gflops\": %.3f, \"vector_bits\": %u, "
           "\"measured_unix\": %lld, \"cached\": %s, \"cache_file\": ",
           p->threads, p->cores, (unsigned long long)p->llc_bytes, (unsigned long long)p->working_set_bytes,
           (unsigned long long)p->cap_bytes, p->capped ? "true" : "false", p->repetitions, p->copy_gbps, p->triad_gbps,
           hpcab_profile_peak_gbps(p), p->peak_gflops, p->vector_bits, (long long)p->measured_unix,
           cached ? "true" : "false");
    if (path)
      json_string(path);
    else
      printf("null");
    printf("}\n");
    return;
  }
  printf("machine      %s\n", hpcab_topo_describe(topo));
  printf("key          %s\n", p->key);
  printf("threads      %u of %u physical cores, one per core, pinned\n", p->threads, p->cores);
  printf("LLC          %.1f MiB\n", (double)p->llc_bytes / mib);
  printf("working set  %.1f MiB (triad: 3 arrays of f64; goal 4 x LLC, cap %.0f MiB%s)\n",
         (double)p->working_set_bytes / mib, (double)p->cap_bytes / mib, p->capped ? ", cap applied" : "");
  printf("copy         %10.2f GB/s  (16 bytes per element, best of %u)\n", p->copy_gbps, p->repetitions);
  printf("triad        %10.2f GB/s  (24 bytes per element, best of %u)\n", p->triad_gbps, p->repetitions);
  printf("peak f64     %10.2f GFLOP/s (FMA chains, %u-bit vectors)\n", p->peak_gflops, p->vector_bits);
  printf("cache file   %s%s\n", path ? path : "(not cached)", path ? (cached ? " (cached)" : " (written)") : "");
}

/* hpcab-peak --device: the device's bandwidth, cached per device. */
static int device_peak(const char *selector, hpcab_device_runtime rt, bool refresh, bool json)
{
  hpcab_device *dev = NULL;
  if (hpcab_device_open(selector, rt, &dev) != HPCAB_OK) {
    cli_lib_error(PROG, "device");
    return CLI_EXIT_USAGE;
  }
  hpcab_device_info info = {.size = sizeof info};
  hpcab_device_get_info(dev, &info);
  hpcab_device_peak p = {.size = sizeof p};
  int cached = 0;
  if (hpcab_device_peak_get(dev, refresh, &p, &cached) != HPCAB_OK) {
    cli_lib_error(PROG, "device measurement");
    hpcab_device_free(dev);
    return CLI_EXIT_FAIL;
  }
  char path[4096];
  if (hpcab_device_peak_path(info.uuid, path, sizeof path) != HPCAB_OK) snprintf(path, sizeof path, "%s", "");
  double mib = 1024.0 * 1024.0;
  if (json) {
    printf("{\"device\": ");
    json_string(info.name);
    printf(", \"index\": %d, \"uuid\": ", info.index);
    json_string(info.uuid);
    printf(", \"runtime\": ");
    json_string(hpcab_device_runtime_name(info.runtime));
    printf(", \"arch\": ");
    json_string(info.arch);
    printf(", \"array_bytes\": %llu, \"repetitions\": %u, \"copy_gbps\": %.3f, \"triad_gbps\": %.3f, "
           "\"peak_gbps\": %.3f, \"speedup_limit\": %.0f, \"measured_unix\": %lld, \"cached\": %s, \"cache_file\": ",
           (unsigned long long)p.array_bytes, p.repetitions, p.copy_gbps, p.triad_gbps, hpcab_device_peak_gbps(&p),
           HPCAB_SPEEDUP_LIMIT_DEVICE, (long long)p.measured_unix, cached ? "true" : "false");
    if (path[0])
      json_string(path);
    else
      printf("null");
    printf("}\n");
  } else {
    printf("device       %d: %s (%s, %s%s%s)\n", info.index, info.name, info.uuid,
           hpcab_device_runtime_name(info.runtime), info.arch[0] ? " " : "", info.arch);
    printf("runtime      %s (version %d, driver %d)\n", info.runtime_path, info.runtime_version, info.driver_version);
    printf("arrays       3 x %.1f MiB, best of %u\n", (double)p.array_bytes / mib, p.repetitions);
    printf("copy         %10.2f GB/s  (device-to-device copy, 16 bytes per f64 element)\n", p.copy_gbps);
    if (p.triad_gbps > 0)
      printf("triad        %10.2f GB/s  (24 bytes per f64 element)\n", p.triad_gbps);
    else
      printf("triad        not measured (the CUDA driver's module loader is needed)\n");
    printf("roofline     %10.2f GB/s; speedups above %.0fx are suspect on a device\n", hpcab_device_peak_gbps(&p),
           HPCAB_SPEEDUP_LIMIT_DEVICE);
    printf("cache file   %s%s\n", path[0] ? path : "(not cached)",
           path[0] ? (cached ? " (cached)" : " (written)") : "");
  }
  hpcab_device_free(dev);
  return CLI_EXIT_OK;
}

int main(int argc, char **argv)
{
  bool refresh = false, json = false, custom = false;
  const char *device = NULL;
  hpcab_device_runtime runtime = HPCAB_RUNTIME_ANY;
  hpcab_peak_options opt;
  hpcab_peak_options_init(&opt, sizeof opt);
  cli_parser p;
  cli_parser_init(&p, &CMD);
  const char *v;
  int64_t n;
  for (int k; (k = cli_next(&p, argc, argv, &v)) != CLI_END;) {
    switch (k) {
    case CLI_HELP: cli_help(&CMD, stdout); return CLI_EXIT_OK;
    case CLI_BAD: return CLI_EXIT_USAGE;
    case OPT_REFRESH: refresh = true; break;
    case OPT_JSON: json = true; break;
    case OPT_THREADS:
      if (!cli_parse_i64(v, &n) || n < 1 || n > 1 << 20) return cli_fail(&CMD, "--threads needs a positive integer");
      opt.nthreads = (unsigned)n;
      break;
    case OPT_WORKING_SET:
      if (!cli_parse_i64(v, &n) || n < 1) return cli_fail(&CMD, "--working-set needs a byte count");
      opt.working_set_bytes = (uint64_t)n;
      custom = true;
      break;
    case OPT_DEVICE: device = v; break;
    case OPT_RUNTIME:
      if (hpcab_device_runtime_from_name(v, &runtime) != HPCAB_OK)
        return cli_fail(&CMD, "--runtime needs cuda, hip or any");
      break;
    case OPT_REPETITIONS:
      if (!cli_parse_i64(v, &n) || n < 2 || n > 100000)
        return cli_fail(&CMD, "--repetitions needs an integer in [2, 100000]");
      opt.repetitions = (unsigned)n;
      custom = true;
      break;
    }
  }
  if (optind != argc) return cli_fail(&CMD, "takes no arguments, not '%s'", argv[optind]);

  if (device) {
    if (custom || opt.nthreads) return cli_fail(&CMD, "--device takes no --threads, --working-set or --repetitions");
    return device_peak(device, runtime, refresh, json);
  }
  if (runtime != HPCAB_RUNTIME_ANY) return cli_fail(&CMD, "--runtime needs --device");

  hpcab_topo *topo;
  if (hpcab_topo_new(&topo) != HPCAB_OK) {
    cli_lib_error(PROG, "topology");
    return CLI_EXIT_FAIL;
  }
  unsigned cores = hpcab_topo_core_count(topo);
  if (opt.nthreads > cores) {
    hpcab_topo_free(topo);
    return cli_usage_error(PROG, "--threads %u: the machine has %u physical cores", opt.nthreads, cores);
  }
  if (opt.nthreads == cores) opt.nthreads = 0;

  char path[4096];
  const char *cache = NULL;
  if (!custom) {
    if (hpcab_profile_path(hpcab_topo_key(topo), opt.nthreads, path, sizeof path) == HPCAB_OK)
      cache = path;
    else
      fprintf(stderr, "%s: no profile cache: %s\n", PROG, hpcab_last_error());
  }

  int rc = CLI_EXIT_OK;
  hpcab_machine_profile prof = {.size = sizeof prof};
  bool cached = false;
  if (cache && !refresh) {
    hpcab_status st = hpcab_profile_load(cache, hpcab_topo_key(topo), &prof);
    if (st == HPCAB_OK)
      cached = true;
    else if (st != HPCAB_E_NOTFOUND)
      fprintf(stderr, "%s: ignoring the cached profile: %s\n", PROG, hpcab_last_error());
  }
  if (!cached) {
    if (hpcab_peak_measure(topo, &opt, &prof) != HPCAB_OK) {
      cli_lib_error(PROG, "measurement");
      hpcab_topo_free(topo);
      return CLI_EXIT_FAIL;
    }
    if (cache && hpcab_profile_save(&prof, cache) != HPCAB_OK) {
      cli_lib_error(PROG, "saving the profile");
      cache = NULL;
      rc = CLI_EXIT_FAIL;
    }
  }
  print_profile(&prof, topo, cache, cached, json);
  hpcab_topo_free(topo);
  return rc;
}
