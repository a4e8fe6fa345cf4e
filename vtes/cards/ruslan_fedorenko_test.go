package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ruslan Fedorenko (Anarch, pro, capacity 2): its capacity, votes and inferior Protean (§1.3, §9.8).
func TestRuslanFedorenko(t *testing.T) {
	vanilla(t, "Ruslan Fedorenko", 2, 0, vtes.Protean, vtes.Inferior)
}
