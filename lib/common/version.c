/* lib/common/version.c — the run-time library version (hpcab/version.h). */
#include "hpcab/version.h"

HPCAB_API const char *hpcab_version(void)
{
  return HPCAB_VERSION_STRING;
}

HPCAB_API int hpcab_version_number(void)
{
  return HPCAB_VERSION_NUMBER;
}
