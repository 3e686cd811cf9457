/* tools/answer.c — what a submitter is told (answer.h). */
#include "answer.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The identifier after `marker` in `text` (an output's or array's name as the judge prints it:
   letters, digits and '_', at most 63), copied into buf; 0 when absent. The judge prints manifest
   names there, never the candidate's text. */
static int name_after(const char *text, const char *marker, char *buf, size_t cap)
{
  const char *p = text ? strstr(text, marker) : NULL;
  if (!p) return 0;
  p += strlen(marker);
  size_t n = 0;
  while (p[n] && (isalnum((unsigned char)p[n]) || p[n] == '_') && n + 1 < cap && n < 63) n++;
  if (!n || (!isalpha((unsigned char)p[0]) && p[0] != '_')) return 0;
  memcpy(buf, p, n);
  buf[n] = '\0';
  return 1;
}

static const char *str_of(const json_t *o, const char *key)
{
  const json_t *v = json_object_get(o, key);
  return json_is_string(v) ? json_string_value(v) : NULL;
}

/* The refused flag's category of a refusal, or NULL. */
static const char *refused_category(const json_t *verdict)
{
  const json_t *flags = json_object_get(verdict, "flags");
  size_t i;
  const json_t *f;
  json_array_foreach(flags, i, f)
  {
    if (json_is_true(json_object_get(f, "refused"))) return str_of(f, "category");
  }
  return NULL;
}

char *answer_reason(const json_t *verdict)
{
  const char *status = str_of(verdict, "status"), *reason = str_of(verdict, "reason");
  if (!status || !strcmp(status, "ok")) return NULL;
  char name[64], text[256];
  int timed = reason && !strncmp(reason, "timed ", 6);
  const char *route = str_of(verdict, "route");
  const char *stage = !timed                             ? ""
                      : route && !strcmp(route, "grade") ? " in a timed call (the correctness stage passed)"
                                                         : " in a timed call";
  if (!strcmp(status, "incorrect")) {
    if (!name_after(reason, "output ", name, sizeof name)) {
      snprintf(text, sizeof text, "an output is wrong%s", stage);
    } else {
      /* the worst element's value only as a class: NaN or infinite where a number is expected */
      const char *got = strstr(reason, ": got ");
      const char *kind = "holds wrong values";
      if (got && (!strncmp(got + 6, "nan", 3) || !strncmp(got + 6, "-nan", 4)))
        kind = "holds NaN where the reference has a number";
      else if (got && (!strncmp(got + 6, "inf", 3) || !strncmp(got + 6, "-inf", 4)))
        kind = "holds an infinity where the reference has a finite number";
      else if (strstr(reason, "NaN") || strstr(reason, "Inf"))
        kind = "has NaN or infinities where the reference has none, or lacks them where it has";
      snprintf(text, sizeof text, "output '%s' %s%s", name, kind, stage);
    }
  } else if (!strcmp(status, "out_of_bounds")) {
    int read = reason && strstr(reason, "read ") != NULL;
    if (name_after(reason, "array '", name, sizeof name))
      snprintf(text, sizeof text, "%s out of the bounds of array '%s'", read ? "read" : "wrote", name);
    else
      snprintf(text, sizeof text, "%s out of the bounds of an array", read ? "read" : "wrote");
  } else if (!strcmp(status, "wrote_input")) {
    if (name_after(reason, "array '", name, sizeof name))
      snprintf(text, sizeof text, "wrote to input array '%s' (inputs are read-only)", name);
    else
      snprintf(text, sizeof text, "wrote to an input array (inputs are read-only)");
  } else if (!strcmp(status, "nondeterministic")) {
    snprintf(text, sizeof text, "two calls on the same input gave different outputs");
  } else if (!strcmp(status, "crash")) {
    snprintf(text, sizeof text, "the kernel crashed (a fatal signal)");
  } else if (!strcmp(status, "timeout")) {
    snprintf(text, sizeof text, "the kernel did not return within the call time limit");
  } else if (!strcmp(status, "forbidden")) {
    snprintf(text, sizeof text,
             "the kernel made a forbidden system call (files written, sockets, processes, signals, sleeps)");
  } else if (!strcmp(status, "out_of_memory")) {
    snprintf(text, sizeof text, "the kernel ran out of memory");
  } else if (!strcmp(status, "exited")) {
    snprintf(text, sizeof text, "the kernel ended its process");
  } else if (!strcmp(status, "build_error")) {
    snprintf(text, sizeof text, "the candidate does not compile with the judge's flags (build_log)");
  } else if (!strcmp(status, "load_error")) {
    snprintf(text, sizeof text, "the candidate cannot be loaded (a missing symbol or library)");
  } else if (!strcmp(status, "rejected")) {
    const char *cat = refused_category(verdict);
    if (cat && !strcmp(cat, "unsafe-math"))
      snprintf(text, sizeof text, "refused: the source asks for unsafe floating-point optimization");
    else if (cat && !strcmp(cat, "fp-env"))
      snprintf(text, sizeof text,
               "refused: the candidate changes the floating-point environment (the hand-written form of "
               "unsafe math)");
    else if (reason && !strncmp(reason, "refused: ", 9))
      snprintf(text, sizeof text, "refused: unsafe floating-point compile flags");
    else if (reason && strstr(reason, "blind mode"))
      snprintf(text, sizeof text, "refused by the session's mode: blind mode gives no scores");
    else if (reason && strstr(reason, "one submission"))
      snprintf(text, sizeof text, "refused by the session's mode: one submission per kernel");
    else
      snprintf(text, sizeof text, "refused by the session's rules (mode or limits)");
  } else {
    snprintf(text, sizeof text, "the grade ended with status %.40s", status);
  }
  return strdup(text);
}

void answer_fill(json_t *out, const json_t *verdict)
{
  const char *status = str_of(verdict, "status");
  int ok = status && !strcmp(status, "ok");
  const json_t *speedup = json_object_get(verdict, "speedup");
  json_object_set_new(out, "status", json_string(status ? status : "error"));
  json_object_set_new(out, "speedup",
                      ok && json_is_number(speedup) ? json_real(json_number_value(speedup)) : json_null());
  char *reason = answer_reason(verdict);
  json_object_set_new(out, "reason", reason ? json_string(reason) : json_null());
  free(reason);
  if (status && !strcmp(status, "build_error") && json_is_string(json_object_get(verdict, "build_log")))
    json_object_set(out, "build_log", json_object_get(verdict, "build_log"));
}
