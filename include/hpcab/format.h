/*
 * hpcab/format.h — the text form of a double that the library's JSON and its tools print: the
 * shortest decimal (%.{1..17}g) that reads back (strtod) as the same double, so 0.7 prints as "0.7",
 * never "0.69999999999999996", and no digit is lost; integers print as integers.
 */
#ifndef HPCAB_FORMAT_H
#define HPCAB_FORMAT_H

#include <stddef.h>

#include "hpcab/common.h"

HPCAB_BEGIN_DECLS

/** Room hpcab_double_format needs, terminating NUL included. */
#define HPCAB_DOUBLE_TEXT 32

/**
 * Writes the shortest round-trip decimal of `v` into buf (HPCAB_DOUBLE_TEXT bytes): an integral value
 * below 10^17 in magnitude as an integer ("4000000", not "4e+06"), any other "%.Ng" for the least N
 * in 1..17 whose text strtod reads back as exactly `v` ("nan", "inf" or "-inf" when `v` is not
 * finite; -0.0 prints "-0"). Returns buf. Never fails.
 */
HPCAB_API char *hpcab_double_format(double v, char buf[HPCAB_DOUBLE_TEXT]);

HPCAB_END_DECLS

#endif /* HPCAB_FORMAT_H */
