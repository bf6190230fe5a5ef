package checkcache

// The -update flag of `go test ./... -update`, which rewrites golden files
// (internal/golden): every test binary must define it.
import _ "github.com/accls/accls/internal/golden"
