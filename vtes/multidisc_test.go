package vtes_test

// Cards played with either of several Disciplines (multidisc.go; group
// G00086).

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// "[ani] or [pot]" before range: a label for each level.
var _ = fixture(&vtes.CardDef{ID: 996142, Name: "Test Either", Types: vtes.Combat,
	Modes: vtes.EitherDisc([]vtes.Disc{vtes.Animalism, vtes.Potence}, func(d vtes.Disc) []vtes.Mode {
		return []vtes.Mode{
			{Kind: vtes.PlayCombat, Disc: d, Level: vtes.Inferior, Step: vtes.StepBeforeRange,
				Label: "basic", Resolve: func(*vtes.Game, *vtes.Play) {}},
			{Kind: vtes.PlayCombat, Disc: d, Level: vtes.Superior, Step: vtes.StepBeforeRange,
				Label: "superior", Resolve: func(*vtes.Game, *vtes.Play) {}},
		}
	})})

// A vampire with both Disciplines ([pot] and [ANI]: The Dowager) is
// offered each level once, not once per Discipline.
func TestEitherDisc(t *testing.T) {
	s := newScenario(2)
	nathanielAttacks(s, 5, "The Dowager", 4)
	s.Hand(1, "Test Either")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "The Dowager")
	passTo(t, g, "Play Test Either")
	for _, level := range []string{"(basic)", "(superior)"} {
		n := 0
		for _, l := range g.Labels() {
			if strings.Contains(l, "Play Test Either "+level) {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%d options play Test Either %s, want 1: %q", n, level, g.Labels())
		}
	}
}
