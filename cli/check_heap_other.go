//go:build !linux

package cli

// askHugePages: transparent huge pages are Linux's (check_heap_linux.go).
func askHugePages(n int) {}
