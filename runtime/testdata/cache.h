/* The kernel cache's binaries (the .bin files of $ACCLS_CACHE_DIR), for the programs
 * that check what the runtime caches and when. */
#ifndef ACCRT_TEST_CACHE_H
#define ACCRT_TEST_CACHE_H
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

static int cached_binaries(void) {
	const char *dir = getenv("ACCLS_CACHE_DIR");
	DIR *d = dir ? opendir(dir) : NULL;
	int n = 0;
	if (!d) return 0;
	for (struct dirent *e; (e = readdir(d));)
		if (strstr(e->d_name, ".bin")) n++;
	closedir(d);
	return n;
}
#endif
