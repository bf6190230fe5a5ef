/* An n-body step: the pairwise force is a routine seq function called from
 * the gang vector loop over bodies; positions advance in a second loop.
 * Particles live in a struct of arrays. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NB 512
#define STEPS 4

typedef struct {
    double *x, *y, *vx, *vy, *m;
} bodies;

#pragma acc routine seq
static void force(double xi, double yi, double xj, double yj, double mj, double *fx, double *fy)
{
    double dx = xj - xi, dy = yj - yi;
    double r2 = dx * dx + dy * dy + 0.01;
    double inv = mj / (r2 * sqrt(r2));
    *fx += dx * inv;
    *fy += dy * inv;
}

static void step(int n, double dt, double *restrict x, double *restrict y, double *restrict vx, double *restrict vy, const double *restrict m)
{
#pragma acc parallel loop gang vector present(x[0:n], y[0:n], vx[0:n], vy[0:n], m[0:n])
    for (int i = 0; i < n; i++) {
        double fx = 0.0, fy = 0.0;
        for (int j = 0; j < n; j++)
            if (j != i)
                force(x[i], y[i], x[j], y[j], m[j], &fx, &fy);
        vx[i] += dt * fx;
        vy[i] += dt * fy;
    }
#pragma acc parallel loop present(x[0:n], y[0:n], vx[0:n], vy[0:n])
    for (int i = 0; i < n; i++) {
        x[i] += dt * vx[i];
        y[i] += dt * vy[i];
    }
}

static void init(bodies *b)
{
    b->x = malloc(NB * sizeof(double)); b->y = malloc(NB * sizeof(double));
    b->vx = malloc(NB * sizeof(double)); b->vy = malloc(NB * sizeof(double));
    b->m = malloc(NB * sizeof(double));
    for (int i = 0; i < NB; i++) {
        b->x[i] = cos(i * 0.37) * (1 + i % 13);
        b->y[i] = sin(i * 0.53) * (1 + i % 11);
        b->vx[i] = b->vy[i] = 0.0;
        b->m[i] = 1.0 + (i % 3);
    }
}

int main(void)
{
    bodies b, r;
    init(&b);
    init(&r);
    double dt = 0.001;
    double *x = b.x, *y = b.y, *vx = b.vx, *vy = b.vy, *m = b.m;
#pragma acc data copy(x[0:NB], y[0:NB], vx[0:NB], vy[0:NB]) copyin(m[0:NB])
    for (int s = 0; s < STEPS; s++)
        step(NB, dt, x, y, vx, vy, m);
    for (int s = 0; s < STEPS; s++) {
        for (int i = 0; i < NB; i++) {
            double fx = 0.0, fy = 0.0;
            for (int j = 0; j < NB; j++)
                if (j != i)
                    force(r.x[i], r.y[i], r.x[j], r.y[j], r.m[j], &fx, &fy);
            r.vx[i] += dt * fx;
            r.vy[i] += dt * fy;
        }
        for (int i = 0; i < NB; i++) {
            r.x[i] += dt * r.vx[i];
            r.y[i] += dt * r.vy[i];
        }
    }
    for (int i = 0; i < NB; i++)
        if (fabs(b.x[i] - r.x[i]) > 1e-9 || fabs(b.vy[i] - r.vy[i]) > 1e-9) {
            printf("nbody: body %d at (%.12g,%.12g), want (%.12g,%.12g)\n", i, b.x[i], b.y[i], r.x[i], r.y[i]);
            return 1;
        }
    printf("nbody: %d bodies %d steps ok\n", NB, STEPS);
    return 0;
}
