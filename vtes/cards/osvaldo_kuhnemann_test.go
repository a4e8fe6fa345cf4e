package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Osvaldo Kühnemann: +1 bleed against a Methuselah controlling a Toreador
// or a Ventrue (card text).
func TestOsvaldoKuhnemann(t *testing.T) {
	for _, tt := range []struct {
		prey string
		pool int
	}{{"Mkhokheli", 28}, {"Loonar", 29}} { // Toreador; Toreador antitribu
		t.Run(tt.prey, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Osvaldo Kühnemann", 3)
			s.Ready(1, tt.prey, 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Osvaldo Kühnemann bleeds")
			notBlocked(t, g)
			wantPool(t, g, 30, tt.pool, 30)
		})
	}
}
