package main

/*
#include "capi.h"
*/
import "C"

import (
	"unsafe"

	"github.com/accls/accls/runtime/accrt"
)

func b2i(b bool) C.int {
	if b {
		return 1
	}
	return 0
}

//export acc_async_test
func acc_async_test(a C.int) C.int {
	d, aq := currentAsync(a)
	done, err := d.Test(aq)
	raise(err, d)
	return b2i(done)
}

//export acc_async_test_device
func acc_async_test_device(a, num C.int) C.int {
	d := deviceOf(int(num))
	done, err := d.Test(async(a))
	raise(err, d)
	return b2i(done)
}

//export acc_async_test_all
func acc_async_test_all() C.int {
	d := current()
	done, err := d.TestAll()
	raise(err, d)
	return b2i(done)
}

//export acc_async_test_all_device
func acc_async_test_all_device(num C.int) C.int {
	d := deviceOf(int(num))
	done, err := d.TestAll()
	raise(err, d)
	return b2i(done)
}

//export acc_wait
func acc_wait(a C.int) {
	d, aq := currentAsync(a)
	raise(d.Wait(aq), d)
}

//export acc_wait_device
func acc_wait_device(a, num C.int) {
	d := deviceOf(int(num))
	raise(d.Wait(async(a)), d)
}

//export acc_wait_async
func acc_wait_async(w, a C.int) {
	d := current()
	waitAsync(d, w, a)
}

//export acc_wait_device_async
func acc_wait_device_async(w, a, num C.int) {
	waitAsync(deviceOf(int(num)), w, a)
}

func waitAsync(d *accrt.Device, w, a C.int) {
	wa, aa := async(w), async(a)
	if aa == accrt.AsyncSync {
		raise(d.Wait(wa), d)
		return
	}
	raise(d.WaitAsync(wa, aa), d)
}

//export acc_wait_all
func acc_wait_all() {
	d := current()
	raise(d.WaitAll(), d)
}

//export acc_wait_all_device
func acc_wait_all_device(num C.int) {
	d := deviceOf(int(num))
	raise(d.WaitAll(), d)
}

//export acc_wait_all_async
func acc_wait_all_async(a C.int) {
	waitAllAsync(current(), a)
}

//export acc_wait_all_device_async
func acc_wait_all_device_async(a, num C.int) {
	waitAllAsync(deviceOf(int(num)), a)
}

func waitAllAsync(d *accrt.Device, a C.int) {
	aa := async(a)
	if aa == accrt.AsyncSync {
		raise(d.WaitAll(), d)
		return
	}
	raise(d.WaitAllAsync(aa), d)
}

func waitAny(d *accrt.Device, count C.int, list *C.int) C.int {
	if count < 0 || count > 0 && list == nil {
		raise(&accrt.Error{Code: accrt.ErrInvalidArgument, Msg: "acc_wait_any: the count is negative or the list is null"}, d)
	}
	if count == 0 {
		return -1
	}
	cs := unsafe.Slice(list, int(count))
	args := make([]int, len(cs))
	for i, v := range cs {
		args[i] = async(v)
	}
	i, err := d.WaitAny(args)
	raise(err, d)
	return C.int(i)
}

//export acc_wait_any
func acc_wait_any(count C.int, list *C.int) C.int { return waitAny(current(), count, list) }

//export acc_wait_any_device
func acc_wait_any_device(count C.int, list *C.int, num C.int) C.int {
	return waitAny(deviceOf(int(num)), count, list)
}

//export acc_get_default_async
func acc_get_default_async() C.int {
	_, _, a := icvs()
	return C.int(a)
}

//export acc_set_default_async
func acc_set_default_async(a C.int) {
	_, _, _ = icvs()
	v := int(a)
	if v == accrt.AsyncDefault {
		v = accrt.AsyncNoval // back to the initial value
	}
	if !accrt.ValidAsync(v) {
		raise(&accrt.Error{Code: accrt.ErrInvalidAsync, Msg: "acc_set_default_async: " + itoa(int(a)) + " is not a valid async argument"}, nil)
	}
	C.accrt_icv_set_async(C.int(v))
}
