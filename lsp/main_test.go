package lsp

import (
	"testing"

	"github.com/accls/accls/internal/cachedir/cachedirtest"
)

func TestMain(m *testing.M) { cachedirtest.Main(m) }
