package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestJosephFischer(t *testing.T) {
	vanilla(t, "Joseph Fischer", 3, 0, vtes.Protean, vtes.Superior)
}
