package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fast Hands, for 1 blood: [cel] strike: steal weapon, which the weapon's
// strike this round still uses; [CEL] with first strike, before that
// strike; not usable against a minion with no weapon ([RTR 19980928])
// (card text; §6.4, §14 C35).
func TestFastHands(t *testing.T) {
	for _, tt := range []struct {
		name, vampire, mode string
		blood               int // after 1 blood paid and the Magnum's strike, if it lands
	}{
		{"[cel] steal weapon, after the Magnum's strike", "Anita Wainwright",
			"Play Fast Hands (steal weapon)", 4 - 1 - 2},
		{"[CEL] first strike, before it", "Atiena",
			"Play Fast Hands (steal weapon with first strike)", 4 - 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newScenario(3)
			mk := s.Ready(0, "Mkhokheli", 3)
			magnum := s.Attach(mk, ".44 Magnum", 0)
			v := readyWithHand(s, 1, tt.vampire, 4, "Fast Hands")
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Mkhokheli", tt.vampire)
			fightUntil(t, g, ".44 Magnum: 2R damage")
			answer(t, g, ".44 Magnum: 2R damage", tt.mode)
			wantOn(t, g, magnum, v)
			wantBlood(t, v, tt.blood)
		})
	}
	t.Run("no weapon to steal", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		readyWithHand(s, 1, "Atiena", 4, "Fast Hands")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Atiena")
		neverOffered(t, g, "Play Fast Hands")
	})
}
