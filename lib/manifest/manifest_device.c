/*
 * lib/manifest/manifest_device.c — the residencies of a kernel (issue 18): the keys `residencies`
 * ([host], [host, device], [device]), `reference_device` (the device reference, a .cu or .hip source:
 * the timed baseline of device grades) and `baseline_device` (another device source, e.g. one that
 * calls cuBLAS), their accessors, and the device prototype a candidate's host entry point must have.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/manifest.h"
#include "manifest_loader.h"

HPCAB_API const char *hpcab_residency_name(hpcab_residency r)
{
  return r == HPCAB_RESIDENCY_HOST || r == HPCAB_RESIDENCY_DEVICE ? hpcab__mwords_residency[r - 1] : "invalid";
}

HPCAB_API hpcab_status hpcab_residency_from_name(const char *name, hpcab_residency *out)
{
  if (!name || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_residency_from_name: NULL argument");
  int i = hpcab__mword_index(name, hpcab__mwords_residency);
  if (i >= 0)
    *out = (hpcab_residency)(i + 1);
  else
    return hpcab__seterr(HPCAB_E_INVALID, "unknown residency '%s' (expected host or device)", name);
  return HPCAB_OK;
}

/* A device source: .cu (nvcc, or hipcc as HIP) or .hip (hipcc). */
static int device_source_name(const char *file)
{
  const char *dot = strrchr(file, '.');
  return dot && (!strcmp(dot, ".cu") || !strcmp(dot, ".hip"));
}

/* Reads the device source of key `what` at node n into *out (NULL on a problem). */
static void device_source(loader *L, yaml_node_t *n, const char *what, char **out)
{
  char *file = NULL;
  if (!hpcab__yaml_want_string(L, n, what, &file)) return;
  if (!device_source_name(file))
    hpcab__yaml_problem(L, n, "%s '%s' must be a device source (.cu or .hip)", what, file);
  else
    *out = hpcab__manifest_source_path(L, n, file, what);
  free(file);
}

void hpcab__manifest_load_residencies(loader *L, yaml_node_t *top)
{
  hpcab_manifest *m = L->m;
  m->residencies = 1u << HPCAB_RESIDENCY_HOST;
  yaml_node_t *n = hpcab__yaml_get(L, top, "residencies");
  if (n && hpcab__yaml_want_type(L, n, YAML_SEQUENCE_NODE, "residencies")) {
    m->residencies = 0;
    if (hpcab__yaml_seq_len(n) == 0) hpcab__yaml_problem(L, n, "residencies must not be empty");
    for (size_t i = 0; i < hpcab__yaml_seq_len(n); i++) {
      yaml_node_t *it = hpcab__yaml_seq_item(L, n, i);
      const char *s = hpcab__yaml_scalar(it);
      hpcab_residency r;
      if (!s || hpcab__yaml_is_null(it) || hpcab_residency_from_name(s, &r) != HPCAB_OK) {
        hpcab_error_clear();
        const char *close = s ? hpcab__yaml_closest(s, hpcab__mwords_residency) : NULL;
        hpcab__yaml_problem(L, it, "unknown residency '%s' (expected host or device)%s%s%s", s ? s : "",
                            close ? "; did you mean '" : "", close ? close : "", close ? "'?" : "");
        continue;
      }
      if (m->residencies & (1u << r)) hpcab__yaml_problem(L, it, "residency '%s' is listed twice", s);
      m->residencies |= 1u << r;
    }
  }
  int device = (m->residencies >> HPCAB_RESIDENCY_DEVICE) & 1;
  yaml_node_t *rd = hpcab__yaml_get(L, top, "reference_device"), *bd = hpcab__yaml_get(L, top, "baseline_device");
  if (rd && !device) hpcab__yaml_problem(L, rd, "reference_device needs 'device' in residencies");
  if (bd && !device) hpcab__yaml_problem(L, bd, "baseline_device needs 'device' in residencies");
  if (!device) return;
  if (!rd) {
    hpcab__yaml_problem(L, n ? n : top,
                        "a kernel with device residency needs reference_device (its .cu or .hip "
                        "reference)");
    return;
  }
  device_source(L, rd, "reference_device", &m->reference_device);
  const char *b = bd ? hpcab__yaml_scalar(bd) : NULL;
  if (bd && !(b && (!strcmp(b, "reference") || !strcmp(b, "reference_device"))))
    device_source(L, bd, "baseline_device", &m->baseline_device);
  else if (m->reference_device && !(m->baseline_device = hpcab__strdup(m->reference_device)))
    L->nomem = true;
}

HPCAB_API int hpcab_manifest_has_residency(const hpcab_manifest *m, hpcab_residency r)
{
  return m && (r == HPCAB_RESIDENCY_HOST || r == HPCAB_RESIDENCY_DEVICE) && ((m->residencies >> r) & 1);
}

HPCAB_API const char *hpcab_manifest_reference_device(const hpcab_manifest *m)
{
  return m ? m->reference_device : NULL;
}

HPCAB_API const char *hpcab_manifest_baseline_device(const hpcab_manifest *m)
{
  return m ? m->baseline_device : NULL;
}
