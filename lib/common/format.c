/* lib/common/format.c — the shortest round-trip text of a double (hpcab/format.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "hpcab/format.h"
#include "internal.h"

HPCAB_API char *hpcab_double_format(double v, char buf[HPCAB_DOUBLE_TEXT])
{
  if (isnan(v)) {
    snprintf(buf, HPCAB_DOUBLE_TEXT, "nan");
    return buf;
  }
  if (isinf(v)) {
    snprintf(buf, HPCAB_DOUBLE_TEXT, v > 0 ? "inf" : "-inf");
    return buf;
  }
  if (v == floor(v) && fabs(v) < 1e17) { /* an integer prints as one: 4000000, never 4e+06 */
    snprintf(buf, HPCAB_DOUBLE_TEXT, "%.0f", v);
    if (v == 0 && signbit(v)) snprintf(buf, HPCAB_DOUBLE_TEXT, "-0");
    return buf;
  }
  for (int digits = 1; digits <= 17; digits++) {
    snprintf(buf, HPCAB_DOUBLE_TEXT, "%.*g", digits, v);
    if (strtod(buf, NULL) == v) return buf;
  }
  return buf; /* %.17g always reads back */
}
