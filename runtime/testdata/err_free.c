/* acc_free of memory acc_malloc did not return. */
//test: exit 1
//test: stderr was not returned by acc_malloc
//test: stderr [acc_error_invalid_argument]
#include <openacc.h>

int main(void) {
	char *d = acc_malloc(64);
	acc_free(d + 8);
	return 0;
}
