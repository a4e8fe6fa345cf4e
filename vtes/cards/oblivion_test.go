package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Oblivion: a Discipline master card on a vampire without superior
// Oblivion: +1 level of Oblivion and +1 capacity (card text; §1.6).
func TestOblivion(t *testing.T) {
	s := newScenario(3)
	naomi := s.Ready(0, "Naomi Stewart", 3)
	s.Ready(0, "Azucena", 3) // OBL already
	s.Ready(1, "Mkhokheli", 3)
	card := s.Hand(0, "Oblivion")[0]
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Oblivion")
	mustNotOffer(t, g, "Azucena")
	mustOffer(t, g, "Mkhokheli") // any vampire
	answer(t, g, "Naomi Stewart")
	wantOn(t, g, card, naomi)
	wantCapacity(t, g, naomi, 6)
	if lv := g.Level(naomi, vtes.Oblivion); lv != vtes.Inferior {
		t.Errorf("Naomi's Oblivion is %v, want inferior", lv)
	}
}
