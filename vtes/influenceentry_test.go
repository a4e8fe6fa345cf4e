package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// §3.6: a vampire moved to the ready region in its controller's influence
// phase "entered during their last influence phase" until their next
// influence phase begins; one in play before never did
// (influenceentry.go; Legendary Vampire).
func TestEnteredAtLastInfluence(t *testing.T) {
	s := newScenario(2)
	o := vtes.DefaultOptions()
	o.TurnLimit = 6
	s.Options(o)
	nik := s.Uncontrolled(0, "Nik Sikko", 3)
	s.Uncontrolled(0, "Lenny Burkhead", 5) // one transfer short of his capacity
	mk := s.Ready(0, "Mkhokheli", 3)
	g := s.Start(0, 3, vtes.PhaseInfluence)
	answer(t, g, "Move Nik Sikko to your ready region")
	if !g.EnteredAtLastInfluence(nik) || g.EnteredAtLastInfluence(mk) {
		t.Fatalf("entered at the influence phase: Nik %v, Mkhokheli %v; want true, false",
			g.EnteredAtLastInfluence(nik), g.EnteredAtLastInfluence(mk))
	}
	answer(t, g, "End the influence phase")
	if g.Phase == vtes.PhaseInfluence || !g.EnteredAtLastInfluence(nik) {
		t.Fatal("the mark is gone as the influence phase ends")
	}
	passTo(t, g, "Lenny Burkhead") // turn 5: Methuselah 1's next influence phase
	if g.Turn != 5 || g.EnteredAtLastInfluence(nik) {
		t.Errorf("turn %d: Nik still marked %v; want turn 5, unmarked", g.Turn, g.EnteredAtLastInfluence(nik))
	}
}
