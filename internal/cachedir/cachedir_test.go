package cachedir

import (
	"path/filepath"
	"testing"
)

func TestFolder(t *testing.T) {
	t.Setenv(Env, "/tmp/c")
	if got := Folder("kernels"); got != filepath.Join("/tmp/c", "kernels") {
		t.Errorf("Folder(kernels) = %q", got)
	}
	t.Setenv(Env, "off")
	if got := Folder("host"); got != "" {
		t.Errorf("off: Folder(host) = %q, want none", got)
	}
	t.Setenv(Env, "")
	t.Setenv("XDG_CACHE_HOME", "/tmp/xdg")
	t.Setenv("HOME", "/tmp/home")
	if got := Folder("headers"); got != filepath.Join("/tmp/xdg", "accls", "headers") {
		t.Errorf("default: Folder(headers) = %q", got)
	}
}
