package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestClaraHjortshoj(t *testing.T) {
	vanilla(t, "Clara Hjortshøj", 5, 0, vtes.Protean, vtes.Superior)
}
