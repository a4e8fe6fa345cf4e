package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fergus Alexander: enters combat with a locked Sabbat vampire as a Ⓓ
// action; not an unlocked one, nor a locked vampire of another sect (card
// text).
func TestFergusAlexander(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Fergus Alexander", 3)
	persephone := s.Ready(1, "Persephone Tar-Anis", 4) // Sabbat
	persephone.Locked = true
	madison := s.Ready(1, "Madison", 4) // Camarilla
	madison.Locked = true
	g := s.Start(0, 2, vtes.PhaseMinion)
	mustNotOffer(t, g, "locked Sabbat vampire → Madison")
	answer(t, g, "Fergus Alexander: Fergus Alexander (enter combat with a locked Sabbat vampire → Persephone Tar-Anis)")
	notBlocked(t, g)
	if !logged(g, "Combat: Fergus Alexander against Persephone Tar-Anis") {
		t.Fatalf("no combat\n%s", logText(g))
	}
}
