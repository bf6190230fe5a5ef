/* The OpenACC versions' one runtime call: initialise the device before
 * any timer (§3.2.7 acc_init), so that the end-to-end figure counts the
 * data region and its kernels but not the device's start. Plain `cc`
 * (pragmas ignored, the compile-time figure) sees no OpenACC and skips it. */
#ifndef ACCBENCH_ACC_H
#define ACCBENCH_ACC_H
#ifdef _OPENACC
#include <openacc.h>
#endif

static inline void bench_acc_init(void)
{
#ifdef _OPENACC
	acc_device_t t = acc_get_device_type();
	acc_init(t == acc_device_none ? acc_device_default : t);
#endif
}

#endif
