package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ángel Guerrero, baron of Ciudad Juárez (Anarch, ANI DOM PRO, capacity 7): its capacity, votes (a baron's 2) and superior Animalism (§1.3, §9.8).
func TestAngelGuerrero(t *testing.T) {
	vanilla(t, "Ángel Guerrero", 7, 2, vtes.Animalism, vtes.Superior)
}
