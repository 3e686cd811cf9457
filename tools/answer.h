/*
 * tools/answer.h — what a submitter is told (lib/DESIGN.md §8): the answer of the score and submit routes
 * of hpcab-serve and of `hpcab-judge score`, made from the full verdict. It carries the status, the
 * speedup and a category-level reason: which output or array, and whether it was wrong, NaN or
 * infinite, read or written out of bounds — never a size, param, value or element index drawn from a
 * secret seed, nor any text the candidate could write (the full verdict's reason quotes output values
 * the candidate wrote). The full verdict goes to the store and the administrator.
 */
#ifndef HPCAB_TOOLS_ANSWER_H
#define HPCAB_TOOLS_ANSWER_H
#include <jansson.h>

/* The category-level reason of a failed verdict (a new string, or NULL for an ok verdict). */
char *answer_reason(const json_t *verdict);

/* Adds the submitter's answer to `out`: "status", "speedup" (null unless ok) and "reason" (null when
   ok), and "build_log" for a build error (the compiler's output on the candidate's own text, before
   anything secret was drawn). */
void answer_fill(json_t *out, const json_t *verdict);

#endif
