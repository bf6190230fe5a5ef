/* Shared by the conformance programs: CHECK stops the program with exit
 * status 3 and the failed condition. Programs print their results, which
 * the driver compares between the device, the host path and plain cc. */
#ifndef CONFORMANCE_CHECK_H
#define CONFORMANCE_CHECK_H
#include <math.h>
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

#define CHECK_NEAR(a, b, tol) do { \
	double va_ = (double)(a), vb_ = (double)(b); \
	if (!(fabs(va_ - vb_) <= (tol) * (1 + fabs(vb_)))) { \
		fprintf(stderr, "%s:%d: check failed: %s ~ %s (%.17g != %.17g)\n", __FILE__, __LINE__, #a, #b, va_, vb_); \
		exit(3); \
	} \
} while (0)
#endif
