/*
 * lib/measure/topo_internal.h — private entry points of lib/measure/topo.c (tests reach them through the static
 * library).
 */
#ifndef HPCAB_TOPO_INTERNAL_H
#define HPCAB_TOPO_INTERNAL_H

#include "hpcab/topo.h"

/**
 * Like hpcab_topo_new, but from an hwloc synthetic description ("Package:2 L3Cache:1(size=32MB)
 * Core:4 PU:2") instead of the running machine: for tests of the choices that depend on the shape
 * of a machine (SMT, several packages). Pinning to such a topology pins to the OS cpus it names.
 */
hpcab_status hpcab__topo_new_synthetic(const char *description, hpcab_topo **out);

#endif /* HPCAB_TOPO_INTERNAL_H */
