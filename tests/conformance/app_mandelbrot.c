/* Mini-application: the Mandelbrot set, as an HPC code would write it
 * with OpenACC.
 *
 *   - one `parallel loop collapse(2)` over the pixels (§2.5.1, §2.9.1),
 *     each pixel iterating a `while` loop until it escapes, so the lanes
 *     take different trip counts;
 *   - the image is unsigned char (the iteration count, at most 255),
 *     copied out (§2.7.8);
 *   - a histogram of the iteration counts built in the same loop with
 *     `atomic update` (§2.12), many pixels hitting the same bins;
 *   - a second pass over the image rows with a `loop vector
 *     reduction(+:)` per row (§2.9.11) counts the pixels in the set.
 *
 * Checks: the histogram equals the one counted from the image (atomics
 * lost no update), its total is the pixel count, the row counts add up to
 * the histogram's last bin, and the image equals a serial computation
 * except for at most 0.1% of the pixels (pixels on the set's boundary may
 * take another count where the device contracts a*b+c into fma).
 *
 * Usage: app_mandelbrot [W [H [FILE.pgm]]]  (defaults 256 x 192; with a
 * file name the image is written as a PGM). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXIT 255

static void render(int w, int h, double x0, double y0, double dx, double dy, unsigned char *restrict img,
		   int *restrict hist)
{
#pragma acc parallel loop collapse(2) copyout(img[0:w*h]) copy(hist[0:MAXIT + 1])
	for (int py = 0; py < h; py++)
		for (int px = 0; px < w; px++) {
			double cr = x0 + px * dx, ci = y0 + py * dy;
			double zr = 0.0, zi = 0.0;
			int it = 0;
			while (it < MAXIT && zr * zr + zi * zi <= 4.0) {
				double t = zr * zr - zi * zi + cr;
				zi = 2.0 * zr * zi + ci;
				zr = t;
				it++;
			}
			img[py * w + px] = (unsigned char)it;
#pragma acc atomic update
			hist[it]++;
		}
}

/* Pixels that never escaped, per row. */
static void count_inside(int w, int h, const unsigned char *restrict img, int *restrict rows)
{
#pragma acc parallel loop gang copyin(img[0:w*h]) copyout(rows[0:h])
	for (int py = 0; py < h; py++) {
		int c = 0;
#pragma acc loop vector reduction(+:c)
		for (int px = 0; px < w; px++)
			c += img[py * w + px] == MAXIT;
		rows[py] = c;
	}
}

static void render_serial(int w, int h, double x0, double y0, double dx, double dy, unsigned char *img)
{
	for (int py = 0; py < h; py++)
		for (int px = 0; px < w; px++) {
			double cr = x0 + px * dx, ci = y0 + py * dy;
			double zr = 0.0, zi = 0.0;
			int it = 0;
			while (it < MAXIT && zr * zr + zi * zi <= 4.0) {
				double t = zr * zr - zi * zi + cr;
				zi = 2.0 * zr * zi + ci;
				zr = t;
				it++;
			}
			img[py * w + px] = (unsigned char)it;
		}
}

int main(int argc, char **argv)
{
	int w = argc > 1 ? atoi(argv[1]) : 256;
	int h = argc > 2 ? atoi(argv[2]) : 192;
	const char *pgm = argc > 3 ? argv[3] : NULL;
	/* the classic view: [-2.2, 1.0] x [-1.2, 1.2], sampled at the pixels'
	 * centres (no row on the real axis, where the orbits of c in [-2, -1.4]
	 * are chaotic and a last-bit difference decides whether they escape) */
	double dx = 3.2 / w, dy = 2.4 / h, x0 = -2.2 + dx / 2, y0 = -1.2 + dy / 2;
	size_t npix = (size_t)w * h;
	unsigned char *img = malloc(npix), *ref = malloc(npix);
	int *rows = malloc(h * sizeof *rows);
	int hist[MAXIT + 1], counted[MAXIT + 1];
	if (!img || !ref || !rows)
		return 1;
	memset(hist, 0, sizeof hist);
	memset(counted, 0, sizeof counted);

	render(w, h, x0, y0, dx, dy, img, hist);
	count_inside(w, h, img, rows);
	render_serial(w, h, x0, y0, dx, dy, ref);

	long total = 0, inside = 0;
	size_t differ = 0;
	for (size_t p = 0; p < npix; p++) {
		counted[img[p]]++;
		differ += img[p] != ref[p];
	}
	int hist_ok = memcmp(hist, counted, sizeof hist) == 0;
	for (int b = 0; b <= MAXIT; b++)
		total += hist[b];
	for (int r = 0; r < h; r++)
		inside += rows[r];
	int ok = hist_ok && total == (long)npix && inside == hist[MAXIT] && differ * 1000 <= npix;
	fprintf(stderr, "mandelbrot: %ld pixels inside, %zu differ from the serial image\n", inside, differ);

	if (pgm) {
		FILE *f = fopen(pgm, "wb");
		if (f) {
			fprintf(f, "P5\n%d %d\n255\n", w, h);
			fwrite(img, 1, npix, f);
			fclose(f);
		}
	}
	printf("mandelbrot %dx%d, %d iterations at most\n", w, h, MAXIT);
	printf("  histogram matches the image: %s\n", hist_ok ? "yes" : "no");
	printf("  histogram total is the pixel count: %s\n", total == (long)npix ? "yes" : "no");
	printf("  rows inside add up to the last bin: %s\n", inside == hist[MAXIT] ? "yes" : "no");
	printf("  image as the serial one (0.1%% of pixels may differ): %s\n", differ * 1000 <= npix ? "yes" : "no");
	printf("mandelbrot: %s\n", ok ? "ok" : "FAILED");
	free(img);
	free(ref);
	free(rows);
	return ok ? 0 : 1;
}
