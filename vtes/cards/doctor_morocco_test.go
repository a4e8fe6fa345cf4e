package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Doctor Morocco (Anarch, cel obf pre PRO, capacity 5): its capacity, votes and superior Protean (§1.3, §9.8).
func TestDoctorMorocco(t *testing.T) {
	vanilla(t, "Doctor Morocco", 5, 0, vtes.Protean, vtes.Superior)
}
