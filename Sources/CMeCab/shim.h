// MeCab's C API, for its types only: libmecab is opened at run time (dlopen), so the app runs, on
// longest match alone, where libmecab2 or the IPADIC dictionary is missing.
#include <mecab.h>
#include <dlfcn.h>
