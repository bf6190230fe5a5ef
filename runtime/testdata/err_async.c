/* An async argument that is neither a queue number nor a special value. */
//test: exit 1
//test: stderr -17 is not a valid async argument
//test: stderr [acc_error_invalid_async]
#include <openacc.h>

int main(void) {
	acc_wait(-17);
	return 0;
}
