/* Shared by the conformance programs: CHECK and CHECK_EQ are the runtime
 * suite's (exit status 3 with the failed condition); CHECK_NEAR compares
 * floating-point results. Programs print their results, which the driver
 * compares between the device, the host path and plain cc. */
#ifndef CONFORMANCE_CHECK_H
#define CONFORMANCE_CHECK_H
#include <math.h>
#include "../../runtime/testdata/check.h"

#define CHECK_NEAR(a, b, tol) do { \
	double va_ = (double)(a), vb_ = (double)(b); \
	if (!(fabs(va_ - vb_) <= (tol) * (1 + fabs(vb_)))) { \
		fprintf(stderr, "%s:%d: check failed: %s ~ %s (%.17g != %.17g)\n", __FILE__, __LINE__, #a, #b, va_, vb_); \
		exit(3); \
	} \
} while (0)
#endif
