package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fergus Alexander: enters combat with a locked Sabbat vampire as a Ⓓ
// action, not with an unlocked one nor a locked vampire of another sect
// (card text; §6.1).
func TestFergusAlexander(t *testing.T) {
	const aaradhya = "Aaradhya, The Callous Tyrant"
	s := newScenario(3)
	s.Ready(0, "Fergus Alexander", 3)
	sabbat := s.Ready(1, aaradhya, 3)
	sabbat.Locked = true
	nik := s.Ready(1, "Nik Sikko", 3)
	nik.Locked = true
	g := s.Start(0, 2, vtes.PhaseMinion)
	const act = "Fergus Alexander: Fergus Alexander (enter combat with a locked Sabbat vampire"
	mustNotOffer(t, g, act+" → Nik Sikko)")
	answer(t, g, act+" → "+aaradhya+")")
	notBlocked(t, g)
	finish(t, g)
	if !logged(g, "Combat: Fergus Alexander against "+aaradhya) {
		t.Errorf("no combat\n%s", logText(g))
	}
}
