// Package cachedir says where accls keeps what it caches on disk, and
// writes and bounds its entries: the runtime's kernel binaries, the C
// front end's probes of the host compiler and its header preludes, and
// the check cache's analyses, each in its own folder under one root.
package cachedir

import (
	"os"
	"path/filepath"
)

// Env names the root: a folder, or "off" to keep nothing.
const Env = "ACCLS_CACHE_DIR"

// Folder is the folder for sub ("kernels", "host", "headers"):
// $ACCLS_CACHE_DIR/sub, else accls/sub in the user's cache folder; ""
// when ACCLS_CACHE_DIR is off or the user has no cache folder.
func Folder(sub string) string {
	base := os.Getenv(Env)
	switch base {
	case "off":
		return ""
	case "":
		d, err := os.UserCacheDir()
		if err != nil {
			return ""
		}
		base = filepath.Join(d, "accls")
	}
	return filepath.Join(base, sub)
}
