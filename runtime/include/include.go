// Package include holds the C headers of the accls runtime: openacc.h for
// programs and accrt.h for generated host code. The build installs them
// beside bin/accls; the C front end reads the same openacc.h from here, so
// the analysis sees exactly the API programs compile against.
package include

import "embed"

// Headers holds openacc.h and accrt.h.
//
//go:embed openacc.h accrt.h
var Headers embed.FS
