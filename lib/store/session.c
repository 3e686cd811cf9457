/* lib/store/session.c — submission modes and routes (hpcab/session.h). */
#include <string.h>

#include "hpcab/session.h"
#include "internal.h"

const char *const hpcab__mode_names[3] = {"open", "single", "blind"};

HPCAB_API hpcab_status hpcab_mode_from_name(const char *name, hpcab_mode *out)
{
  for (int m = 0; name && out && m < 3; m++)
    if (strcmp(name, hpcab__mode_names[m]) == 0) {
      *out = (hpcab_mode)m;
      return HPCAB_OK;
    }
  return hpcab__seterr(HPCAB_E_INVALID, "unknown mode '%s' (expected open, single or blind)", name ? name : "");
}
