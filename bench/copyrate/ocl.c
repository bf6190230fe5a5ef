#include "copyrate.h"
#include "../common/ocl.h"

/* No kernel: ocl_init needs a program, so it builds an empty one. */
static const char *src = "__kernel void none(void) {}\n";

static void write_buf(cl_mem d, long bytes)
{
	CK(clEnqueueWriteBuffer(ocl_q, d, CL_TRUE, 0, (size_t)bytes, a, 0, NULL, NULL));
}

static void read_buf(cl_mem d, long bytes)
{
	CK(clEnqueueReadBuffer(ocl_q, d, CL_TRUE, 0, (size_t)bytes, a, 0, NULL, NULL));
}

static cl_mem new_buf(long bytes)
{
	cl_int err;
	cl_mem d = clCreateBuffer(ocl_ctx, CL_MEM_READ_WRITE, (size_t)bytes, NULL, &err);
	CK(err);
	return d;
}

/* The counterpart of a fresh copyin region: create, write, release; the
 * last timed one checks the buffer (untimed) by reading it back. */
static void region_in(long bytes, unsigned seed)
{
	long n = bytes / (long)sizeof(cr_t);
	cl_mem d = new_buf(bytes);
	write_buf(d, bytes);
	if (cr_last) {
		CR_HOLE_BEGIN();
		cr_clear(n, 0);
		read_buf(d, bytes);
		cr_check(n, seed);
		CR_HOLE_END();
	}
	ocl_free(d);
}

/* The counterpart of a fresh copyout region: create, (untimed: fill the
 * buffer, clear the host), read, release. */
static void region_out(long bytes)
{
	long n = bytes / (long)sizeof(cr_t);
	cl_mem d = new_buf(bytes);
	CR_HOLE_BEGIN();
	write_buf(d, bytes);
	cr_clear(n, 0);
	CR_HOLE_END();
	read_buf(d, bytes);
	ocl_free(d);
}

/* The four series of one transfer size (copyrate.h), blocking copies
 * from ordinary malloc'd memory as a careful user writes them. */
static void sizes(long bytes, int k, int reps)
{
	long n = bytes / (long)sizeof(cr_t);
	unsigned s0 = cr_seed(0, k), s1 = cr_seed(1, k), s2 = cr_seed(2, k), s3 = cr_seed(3, k),
		 s4 = cr_seed(4, k);
	cr_fill(n, s0);
	cl_mem d = new_buf(bytes);
	CR_TIME(reps, if (cr_last) cr_fill(n, s1), write_buf(d, bytes));
	cr_clear(n, 0);
	read_buf(d, bytes);
	cr_check(n, s1);
	cr_report("ocl", "h2d", "update", bytes, reps);
	CR_TIME(reps, cr_clear(n, 0), read_buf(d, bytes));
	cr_check(n, s1);
	cr_report("ocl", "d2h", "update", bytes, reps);
	ocl_free(d);
	cr_fill(n, s2);
	CR_TIME(reps, if (cr_last) cr_fill(n, s3), region_in(bytes, s3));
	cr_report("ocl", "h2d", "region", bytes, reps);
	cr_fill(n, s4);
	CR_TIME(reps, , region_out(bytes));
	cr_check(n, s4);
	cr_report("ocl", "d2h", "region", bytes, reps);
}

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	long bytes[16];
	int k = cr_sizes(bytes);
	for (int i = 0; i < k; i++)
		sizes(bytes[i], i, reps);
	return 0;
}
