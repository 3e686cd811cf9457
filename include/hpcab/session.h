/*
 * hpcab/session.h — submission modes and routes (lib/DESIGN.md §8): what a session may ask of the judge.
 * The store (hpcab/store.h) records sessions and enforces their modes.
 */
#ifndef HPCAB_SESSION_H
#define HPCAB_SESSION_H

#include "hpcab/common.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/** Submission modes (lib/DESIGN.md §8). */
typedef enum hpcab_mode {
  HPCAB_MODE_OPEN = 0,   /**< unlimited scores and submissions */
  HPCAB_MODE_SINGLE = 1, /**< unlimited scores, one submission per kernel */
  HPCAB_MODE_BLIND = 2   /**< no scores, one submission per kernel */
} hpcab_mode;

/** What a session asks to do. */
typedef enum hpcab_route {
  HPCAB_ROUTE_SCORE = 0, /**< the score route */
  HPCAB_ROUTE_SUBMIT = 1 /**< the submit route (grade) */
} hpcab_route;

/** Parses "open", "single" or "blind"; HPCAB_E_INVALID otherwise. */
HPCAB_API hpcab_status hpcab_mode_from_name(const char *name, hpcab_mode *out);

HPCAB_END_DECLS

#endif /* HPCAB_SESSION_H */
