/* Mini-application: direct-sum gravitational n-body in single precision,
 * as an HPC code would write it with OpenACC.
 *
 *   - bodies in a structure of arrays (positions, velocities, masses),
 *     kept on the device by a data region around the time loop (§2.6.5);
 *   - the force loop two ways: `parallel loop gang vector` over bodies
 *     with an inner `loop seq` over all bodies (§2.9.2, §2.9.4, §2.9.5),
 *     and a `kernels` region (§2.5.3) whose loops the compiler schedules
 *     itself (autoscoping: the inner sums are reductions);
 *   - softening, sqrtf, and an inverse square root bound to OpenCL's
 *     rsqrt on the device with `routine seq bind("rsqrt")` (§2.15.1); C
 *     has no rsqrtf, so the host (and a build without OpenACC) computes
 *     1/sqrtf;
 *   - the energy as double reductions (§2.5.15) over pairs.
 *
 * Both variants run the same steps from the same start; the program checks
 * them against a serial run (positions and energy) and checks that the
 * total momentum stays zero and the energy is nearly conserved.
 *
 * Usage: app_nbody [N [STEPS]]  (defaults 1024 and 8). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define SOFT2 0.01f /* softening length squared */

/* 1/sqrt(x): OpenCL's rsqrt on the device, this definition on the host */
#pragma acc routine seq bind("rsqrt")
static float inv_sqrt(float x)
{
	return 1.0f / sqrtf(x);
}

typedef struct {
	int n;
	float *x, *y, *z, *vx, *vy, *vz, *m;
} bodies_t;

static void bodies_alloc(bodies_t *b, int n)
{
	b->n = n;
	float **f[] = {&b->x, &b->y, &b->z, &b->vx, &b->vy, &b->vz, &b->m};
	for (int k = 0; k < 7; k++)
		*f[k] = malloc(n * sizeof(float));
}

static void bodies_free(bodies_t *b)
{
	float *f[] = {b->x, b->y, b->z, b->vx, b->vy, b->vz, b->m};
	for (int k = 0; k < 7; k++)
		free(f[k]);
}

/* A cold, roughly uniform cloud with zero total momentum (a fixed LCG, so
 * every build starts from the same bodies). */
static void bodies_init(bodies_t *b)
{
	unsigned s = 12345u;
	for (int i = 0; i < b->n; i++) {
		float r[4];
		for (int k = 0; k < 4; k++) {
			s = s * 1664525u + 1013904223u;
			r[k] = (float)(s >> 8) / (float)(1u << 24);
		}
		b->x[i] = 2.0f * r[0] - 1.0f;
		b->y[i] = 2.0f * r[1] - 1.0f;
		b->z[i] = 2.0f * r[2] - 1.0f;
		b->m[i] = (0.5f + r[3]) / b->n;
		b->vx[i] = b->vy[i] = b->vz[i] = 0.0f;
	}
}

/* One step, forces by gang vector over bodies and a seq loop over all. */
static void step_parallel(int n, float dt, float *restrict x, float *restrict y, float *restrict z,
			  float *restrict vx, float *restrict vy, float *restrict vz, const float *restrict m)
{
#pragma acc parallel loop gang vector present(x[0:n], y[0:n], z[0:n], vx[0:n], vy[0:n], vz[0:n], m[0:n])
	for (int i = 0; i < n; i++) {
		float ax = 0.0f, ay = 0.0f, az = 0.0f;
		float xi = x[i], yi = y[i], zi = z[i];
#pragma acc loop seq
		for (int j = 0; j < n; j++) {
			float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
			float d2 = dx * dx + dy * dy + dz * dz + SOFT2;
			float inv = inv_sqrt(d2);
			float s = m[j] * inv * inv * inv;
			ax += s * dx;
			ay += s * dy;
			az += s * dz;
		}
		vx[i] += dt * ax;
		vy[i] += dt * ay;
		vz[i] += dt * az;
	}
#pragma acc parallel loop present(x[0:n], y[0:n], z[0:n], vx[0:n], vy[0:n], vz[0:n])
	for (int i = 0; i < n; i++) {
		x[i] += dt * vx[i];
		y[i] += dt * vy[i];
		z[i] += dt * vz[i];
	}
}

/* One step as a kernels region: the compiler finds the parallelism. */
static void step_kernels(int n, float dt, float *restrict x, float *restrict y, float *restrict z,
			 float *restrict vx, float *restrict vy, float *restrict vz, const float *restrict m)
{
#pragma acc kernels present(x[0:n], y[0:n], z[0:n], vx[0:n], vy[0:n], vz[0:n], m[0:n])
	{
		for (int i = 0; i < n; i++) {
			float ax = 0.0f, ay = 0.0f, az = 0.0f;
			for (int j = 0; j < n; j++) {
				float dx = x[j] - x[i], dy = y[j] - y[i], dz = z[j] - z[i];
				float d2 = dx * dx + dy * dy + dz * dz + SOFT2;
				float r = sqrtf(d2);
				float s = m[j] / (d2 * r);
				ax += s * dx;
				ay += s * dy;
				az += s * dz;
			}
			vx[i] += dt * ax;
			vy[i] += dt * ay;
			vz[i] += dt * az;
		}
		for (int i = 0; i < n; i++) {
			x[i] += dt * vx[i];
			y[i] += dt * vy[i];
			z[i] += dt * vz[i];
		}
	}
}

/* Kinetic plus potential energy, in double. */
static double energy(int n, const float *x, const float *y, const float *z, const float *vx, const float *vy,
		     const float *vz, const float *m)
{
	double ekin = 0.0, epot = 0.0;
#pragma acc parallel loop gang vector reduction(+:ekin, epot) present(x[0:n], y[0:n], z[0:n], vx[0:n], vy[0:n], vz[0:n], m[0:n])
	for (int i = 0; i < n; i++) {
		ekin += 0.5 * m[i] * ((double)vx[i] * vx[i] + (double)vy[i] * vy[i] + (double)vz[i] * vz[i]);
		for (int j = i + 1; j < n; j++) {
			double dx = x[j] - x[i], dy = y[j] - y[i], dz = z[j] - z[i];
			epot -= (double)m[i] * m[j] / sqrt(dx * dx + dy * dy + dz * dz + SOFT2);
		}
	}
	return ekin + epot;
}

/* Runs STEPS steps of one variant on the device; returns the energy drift. */
static double simulate(bodies_t *b, int steps, float dt, int use_kernels, double *e0)
{
	int n = b->n;
	float *x = b->x, *y = b->y, *z = b->z, *vx = b->vx, *vy = b->vy, *vz = b->vz, *m = b->m;
	double e1;
#pragma acc data copy(x[0:n], y[0:n], z[0:n], vx[0:n], vy[0:n], vz[0:n]) copyin(m[0:n])
	{
		*e0 = energy(n, x, y, z, vx, vy, vz, m);
		for (int s = 0; s < steps; s++)
			if (use_kernels)
				step_kernels(n, dt, x, y, z, vx, vy, vz, m);
			else
				step_parallel(n, dt, x, y, z, vx, vy, vz, m);
		e1 = energy(n, x, y, z, vx, vy, vz, m);
	}
	return (e1 - *e0) / fabs(*e0);
}

/* The reference: the same steps, serially. */
static void simulate_serial(bodies_t *b, int steps, float dt)
{
	int n = b->n;
	for (int s = 0; s < steps; s++) {
		for (int i = 0; i < n; i++) {
			float ax = 0.0f, ay = 0.0f, az = 0.0f;
			for (int j = 0; j < n; j++) {
				float dx = b->x[j] - b->x[i], dy = b->y[j] - b->y[i], dz = b->z[j] - b->z[i];
				float d2 = dx * dx + dy * dy + dz * dz + SOFT2;
				float inv = 1.0f / sqrtf(d2);
				float f = b->m[j] * inv * inv * inv;
				ax += f * dx;
				ay += f * dy;
				az += f * dz;
			}
			b->vx[i] += dt * ax;
			b->vy[i] += dt * ay;
			b->vz[i] += dt * az;
		}
		for (int i = 0; i < n; i++) {
			b->x[i] += dt * b->vx[i];
			b->y[i] += dt * b->vy[i];
			b->z[i] += dt * b->vz[i];
		}
	}
}

/* Largest difference of positions, relative to the cloud's size (1). */
static double max_diff(const bodies_t *a, const bodies_t *b)
{
	double d = 0.0;
	for (int i = 0; i < a->n; i++) {
		d = fmax(d, fabs(a->x[i] - b->x[i]));
		d = fmax(d, fabs(a->y[i] - b->y[i]));
		d = fmax(d, fabs(a->z[i] - b->z[i]));
	}
	return d;
}

static double momentum(const bodies_t *b)
{
	double px = 0, py = 0, pz = 0;
	for (int i = 0; i < b->n; i++) {
		px += (double)b->m[i] * b->vx[i];
		py += (double)b->m[i] * b->vy[i];
		pz += (double)b->m[i] * b->vz[i];
	}
	return sqrt(px * px + py * py + pz * pz);
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1024;
	int steps = argc > 2 ? atoi(argv[2]) : 8;
	const float dt = 0.001f;
	bodies_t p, k, s;
	bodies_alloc(&p, n);
	bodies_alloc(&k, n);
	bodies_alloc(&s, n);
	bodies_init(&p);
	bodies_init(&k);
	bodies_init(&s);

	double e0p, e0k;
	double drift_p = simulate(&p, steps, dt, 0, &e0p);
	double drift_k = simulate(&k, steps, dt, 1, &e0k);
	simulate_serial(&s, steps, dt);

	double dp = max_diff(&p, &s), dk = max_diff(&k, &s);
	double mp = momentum(&p), mk = momentum(&k);
	/* float sums of 1024 terms: a few ulps of 1 per step at most */
	int ok_p = dp < 1e-5 && fabs(drift_p) < 1e-3 && mp < 1e-5;
	int ok_k = dk < 1e-5 && fabs(drift_k) < 1e-3 && mk < 1e-5;
	fprintf(stderr, "nbody: differences %.3g %.3g, drifts %.3g %.3g, momenta %.3g %.3g\n", dp, dk, drift_p, drift_k,
		mp, mk);
	printf("nbody: %d bodies, %d steps, initial energy %.4e\n", n, steps, e0p);
	printf("  parallel loop gang vector + seq: %s\n", ok_p ? "ok" : "FAILED");
	printf("  kernels region:                  %s\n", ok_k ? "ok" : "FAILED");
	printf("nbody: %s\n", ok_p && ok_k && fabs(e0p - e0k) < 1e-9 * fabs(e0p) ? "ok" : "FAILED");
	bodies_free(&p);
	bodies_free(&k);
	bodies_free(&s);
	return ok_p && ok_k ? 0 : 1;
}
