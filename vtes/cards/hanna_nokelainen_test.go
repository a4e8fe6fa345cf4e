package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestHannaNokelainen(t *testing.T) {
	vanilla(t, "Hanna Nokelainen", 4, 0, vtes.Protean, vtes.Inferior)
}
