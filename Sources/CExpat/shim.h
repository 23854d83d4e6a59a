// expat's declarations of its billion-laughs guard (2.4.0 and later) are behind XML_DTD, the
// build option that Debian's, Homebrew's and Apple's libexpat are all built with.
#ifndef XML_DTD
#define XML_DTD 1
#endif
#include <expat.h>
