package main

/*
#include "capi.h"
*/
import "C"

import "unsafe"

func unsafePointer(p *C.char) unsafe.Pointer { return unsafe.Pointer(p) }
