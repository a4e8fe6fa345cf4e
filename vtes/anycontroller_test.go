package vtes_test

// Bonuses for every minion in play (Static.Global with AnyController,
// tablewide.go).

import (
	"testing"

	"kindred/vtes"
)

// +1 stealth to every vampire bleeding, whoever controls it.
var _ = fixture(&vtes.CardDef{ID: 990985, Name: "Test Beacon", Types: vtes.Master,
	Static: vtes.Static{Global: true, AnyController: true, Stealth: func(g *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
		if a != nil && a.Kind == vtes.ActBleed && m.IsVampire() {
			return 1
		}
		return 0
	}}})

// §1.5.6: the bonus reaches another Methuselah's minion, and once only.
func TestStaticEveryone(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Ready(1, "Lenny Burkhead", 3)
	s.InPlay(1, "Test Beacon")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds")
	if a := g.Action(); a == nil || a.Stealth != 1 {
		t.Fatalf("Nik Sikko bleeds at +1 stealth from the other Methuselah's card")
	}
}
