/* Shared by the C programs of the runtime's test suite: CHECK stops the
 * program with exit status 3 and the failed condition, so a failed check
 * is never mistaken for a runtime error (status 1). */
#ifndef CHECK_H
#define CHECK_H
#include <stdio.h>
#include <stdlib.h>

#define CHECK(c) do { \
	if (!(c)) { \
		fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); \
		exit(3); \
	} \
} while (0)

#define CHECK_EQ(a, b) do { \
	long long va_ = (long long)(a), vb_ = (long long)(b); \
	if (va_ != vb_) { \
		fprintf(stderr, "%s:%d: check failed: %s == %s (%lld != %lld)\n", __FILE__, __LINE__, #a, #b, va_, vb_); \
		exit(3); \
	} \
} while (0)
#endif
