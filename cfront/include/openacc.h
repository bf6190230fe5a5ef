/* openacc.h as the accls analysis sees it when no other one is found on
   the include path: the OpenACC 3.3 runtime API of chapter 3, declared so
   that programs calling it can be analysed. The values of the enumerators
   and macros are the analysis's own. */
#ifndef ACCLS_OPENACC_H
#define ACCLS_OPENACC_H

#include <stddef.h>

typedef enum {
	acc_device_none = 0,
	acc_device_default = 1,
	acc_device_host = 2,
	acc_device_not_host = 3,
	acc_device_nvidia = 4,
	acc_device_radeon = 5,
	acc_device_opencl = 6
} acc_device_t;

typedef enum {
	acc_property_memory = 1,
	acc_property_free_memory = 2,
	acc_property_shared_memory_support = 3,
	acc_property_name = 4,
	acc_property_vendor = 5,
	acc_property_driver = 6
} acc_device_property_t;

#define acc_async_noval (-1)
#define acc_async_sync (-2)
#define acc_async_default (-3)

typedef void *h_void;
typedef void *d_void;

int acc_get_num_devices(acc_device_t dev_type);
void acc_set_device_type(acc_device_t dev_type);
acc_device_t acc_get_device_type(void);
void acc_set_device_num(int dev_num, acc_device_t dev_type);
int acc_get_device_num(acc_device_t dev_type);
size_t acc_get_property(int dev_num, acc_device_t dev_type, acc_device_property_t property);
const char *acc_get_property_string(int dev_num, acc_device_t dev_type, acc_device_property_t property);
void acc_init(acc_device_t dev_type);
void acc_init_device(int dev_num, acc_device_t dev_type);
void acc_shutdown(acc_device_t dev_type);
void acc_shutdown_device(int dev_num, acc_device_t dev_type);
int acc_async_test(int wait_arg);
int acc_async_test_device(int wait_arg, int dev_num);
int acc_async_test_all(void);
int acc_async_test_all_device(int dev_num);
void acc_wait(int wait_arg);
void acc_wait_device(int wait_arg, int dev_num);
void acc_wait_async(int wait_arg, int async_arg);
void acc_wait_device_async(int wait_arg, int async_arg, int dev_num);
void acc_wait_all(void);
void acc_wait_all_device(int dev_num);
void acc_wait_all_async(int async_arg);
void acc_wait_all_device_async(int async_arg, int dev_num);
int acc_get_default_async(void);
void acc_set_default_async(int async_arg);
int acc_on_device(acc_device_t dev_type);
d_void *acc_malloc(size_t bytes);
void acc_free(d_void *data_dev);
d_void *acc_copyin(h_void *data_arg, size_t bytes);
void acc_copyin_async(h_void *data_arg, size_t bytes, int async_arg);
d_void *acc_create(h_void *data_arg, size_t bytes);
void acc_create_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_copyout(h_void *data_arg, size_t bytes);
void acc_copyout_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_copyout_finalize(h_void *data_arg, size_t bytes);
void acc_copyout_finalize_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_delete(h_void *data_arg, size_t bytes);
void acc_delete_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_delete_finalize(h_void *data_arg, size_t bytes);
void acc_delete_finalize_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_update_device(h_void *data_arg, size_t bytes);
void acc_update_device_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_update_self(h_void *data_arg, size_t bytes);
void acc_update_self_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_map_data(h_void *data_arg, d_void *data_dev, size_t bytes);
void acc_unmap_data(h_void *data_arg);
d_void *acc_deviceptr(h_void *data_arg);
h_void *acc_hostptr(d_void *data_dev);
int acc_is_present(h_void *data_arg, size_t bytes);
void acc_memcpy_to_device(d_void *data_dev_dest, h_void *data_host_src, size_t bytes);
void acc_memcpy_to_device_async(d_void *data_dev_dest, h_void *data_host_src, size_t bytes, int async_arg);
void acc_memcpy_from_device(h_void *data_host_dest, d_void *data_dev_src, size_t bytes);
void acc_memcpy_from_device_async(h_void *data_host_dest, d_void *data_dev_src, size_t bytes, int async_arg);
void acc_memcpy_device(d_void *data_dev_dest, d_void *data_dev_src, size_t bytes);
void acc_memcpy_device_async(d_void *data_dev_dest, d_void *data_dev_src, size_t bytes, int async_arg);
void acc_attach(h_void **ptr_addr);
void acc_attach_async(h_void **ptr_addr, int async_arg);
void acc_detach(h_void **ptr_addr);
void acc_detach_async(h_void **ptr_addr, int async_arg);
void acc_detach_finalize(h_void **ptr_addr);
void acc_detach_finalize_async(h_void **ptr_addr, int async_arg);
void acc_memcpy_d2d(h_void *data_arg_dest, h_void *data_arg_src, size_t bytes, int dev_num_dest, int dev_num_src);
void acc_memcpy_d2d_async(h_void *data_arg_dest, h_void *data_arg_src, size_t bytes, int dev_num_dest, int dev_num_src, int async_arg_src);

#endif
