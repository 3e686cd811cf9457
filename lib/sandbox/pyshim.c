/*
 * lib/sandbox/pyshim.c — libhpcab-pyshim.so: CPython embedded in the worker, for Python artifacts.
 *
 * The worker (lib/sandbox/worker_main.c) loads this library instead of a kernel's shared object when
 * its library is a glue file (a `.py` written by lib/build/build_python.c), after its Landlock rules
 * and its loading filter are in place and before the call filter, and calls hpcab_pyshim_load. That
 * starts an interpreter configured from the build's python-paths file (isolated: no environment
 * variables, no user site, no signal handlers, no bytecode written), runs the glue file (which imports
 * the artifact and compiles or loads its Numba entry point) and hands back the address of the C entry
 * point with the kernel's prototype. The worker then calls that address as it calls a C kernel. The
 * interpreter stays initialized, holding the GIL on the worker's calling thread, for the worker's life.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Exported for the worker (dlsym); the only symbol it uses. */
__attribute__((visibility("default"))) int hpcab_pyshim_load(const char *glue, const char *paths_file, void **entry,
                                                             char *err, size_t errlen);

/* The current Python exception as text, into err: its last lines (the innermost frames, then the
   exception), which is where a failure of an artifact's import says what it was doing. */
static void exception_text(char *err, size_t errlen)
{
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb);
  PyErr_NormalizeException(&type, &value, &tb);
  PyObject *traceback = PyImport_ImportModule("traceback");
  PyObject *lines = traceback && type ? PyObject_CallMethod(traceback, "format_exception", "OOO", type,
                                                            value ? value : Py_None, tb ? tb : Py_None)
                                      : NULL;
  PyObject *empty = PyUnicode_FromString("");
  PyObject *text = lines && empty ? PyUnicode_Join(empty, lines) : NULL;
  const char *s = text ? PyUnicode_AsUTF8(text) : NULL;
  if (s) {
    size_t n = strlen(s);
    snprintf(err, errlen, "%s", n >= errlen ? s + n - (errlen - 1) : s);
  } else {
    PyErr_Clear();
    snprintf(err, errlen, "%s", type ? ((PyTypeObject *)type)->tp_name : "error");
  }
  Py_XDECREF(text);
  Py_XDECREF(empty);
  Py_XDECREF(lines);
  Py_XDECREF(traceback);
  Py_XDECREF(type);
  Py_XDECREF(value);
  Py_XDECREF(tb);
}

/* Configures the interpreter from python-paths (home= and path= lines). */
static int configure(PyConfig *c, const char *paths_file, char *err, size_t errlen)
{
  FILE *f = fopen(paths_file, "r");
  if (!f) {
    snprintf(err, errlen, "cannot read %s", paths_file);
    return -1;
  }
  char line[4096];
  PyStatus st = PyStatus_Ok();
  c->module_search_paths_set = 1;
  while (!PyStatus_Exception(st) && fgets(line, sizeof line, f)) {
    line[strcspn(line, "\n")] = '\0';
    wchar_t *w = Py_DecodeLocale(line + 5, NULL);
    if (!w) continue;
    if (strncmp(line, "home=", 5) == 0) st = PyConfig_SetString(c, &c->home, w);
    if (strncmp(line, "path=", 5) == 0) st = PyWideStringList_Append(&c->module_search_paths, w);
    PyMem_RawFree(w);
  }
  fclose(f);
  if (PyStatus_Exception(st)) {
    snprintf(err, errlen, "configuring the interpreter: %s", st.err_msg ? st.err_msg : "failed");
    return -1;
  }
  return 0;
}

int hpcab_pyshim_load(const char *glue, const char *paths_file, void **entry, char *err, size_t errlen)
{
  /* a home directory, so that nothing looks the user up (NSS would open a socket to nscd): the
     glue's own directory, which the worker may read and nobody may write */
  char home[4096];
  snprintf(home, sizeof home, "%s", glue);
  char *slash = strrchr(home, '/');
  if (slash) *slash = '\0';
  setenv("HOME", home, 1);
  PyConfig c;
  PyConfig_InitIsolatedConfig(&c);
  c.install_signal_handlers = 0;
  c.write_bytecode = 0;
  c.buffered_stdio = 0;
  c.site_import = 0; /* python-paths lists site-packages; site.py would look up the user (NSS, a socket) */
  if (configure(&c, paths_file, err, errlen) != 0) {
    PyConfig_Clear(&c);
    return -1;
  }
  PyStatus st = Py_InitializeFromConfig(&c);
  PyConfig_Clear(&c);
  if (PyStatus_Exception(st)) {
    snprintf(err, errlen, "starting the interpreter: %s", st.err_msg ? st.err_msg : "failed");
    return -1;
  }
  /* the glue is imported as the module hpcab_glue (registered in sys.modules, so that its functions'
     globals live as long as the interpreter) */
  static const char code[] = "import importlib.util, sys\n"
                             "spec = importlib.util.spec_from_file_location('hpcab_glue', GLUE)\n"
                             "module = importlib.util.module_from_spec(spec)\n"
                             "sys.modules['hpcab_glue'] = module\n"
                             "spec.loader.exec_module(module)\n"
                             "ENTRY_ADDRESS = module.ENTRY_ADDRESS\n";
  PyObject *globals = PyDict_New();
  PyObject *path = PyUnicode_FromString(glue);
  PyObject *done = NULL;
  if (globals && path && PyDict_SetItemString(globals, "__builtins__", PyEval_GetBuiltins()) == 0 &&
      PyDict_SetItemString(globals, "GLUE", path) == 0)
    done = PyRun_String(code, Py_file_input, globals, globals);
  PyObject *address = done ? PyDict_GetItemString(globals, "ENTRY_ADDRESS") : NULL; /* borrowed */
  void *p = address ? PyLong_AsVoidPtr(address) : NULL;
  Py_XDECREF(done);
  Py_XDECREF(path);
  if (!p) {
    if (PyErr_Occurred())
      exception_text(err, errlen);
    else
      snprintf(err, errlen, "the glue file set no ENTRY_ADDRESS");
    return -1;
  }
  /* the module stays in sys.modules: it holds the entry point (a Numba cfunc or a ctypes callback) */
  *entry = p;
  return 0;
}
