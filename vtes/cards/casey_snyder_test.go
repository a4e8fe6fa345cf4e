package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestCaseySnyder(t *testing.T) {
	vanilla(t, "Casey Snyder", 6, 2, vtes.Protean,
		vtes.Superior)
}
