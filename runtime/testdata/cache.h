/* The kernel cache's binaries (the .bin files of $ACCLS_CACHE_DIR/kernels), for the
 * programs that check what the runtime caches and when. */
#ifndef ACCRT_TEST_CACHE_H
#define ACCRT_TEST_CACHE_H
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cached_binaries(void) {
	const char *root = getenv("ACCLS_CACHE_DIR");
	char dir[4096];
	if (!root || snprintf(dir, sizeof dir, "%s/kernels", root) >= (int)sizeof dir) return 0;
	DIR *d = opendir(dir);
	int n = 0;
	if (!d) return 0;
	for (struct dirent *e; (e = readdir(d));)
		if (strstr(e->d_name, ".bin")) n++;
	closedir(d);
	return n;
}
#endif
