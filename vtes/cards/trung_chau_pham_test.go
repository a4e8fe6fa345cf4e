package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestTrungChauPham(t *testing.T) {
	vanilla(t, "Trung Chau Pham", 3, 0, vtes.Animalism, vtes.Superior)
}
