package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// A location that locks every minion put in play, whoever puts it there,
// and names it in welcomed (Static.OnMinionEntered).
var welcomed []string

var _ = fixture(&vtes.CardDef{ID: 996520, Name: "Test Welcome Hall", Types: vtes.Master, Location: true,
	Modes:  []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{OnMinionEntered: func(g *vtes.Game, _, m *vtes.Card) { g.Lock(m); welcomed = append(welcomed, m.Def.Name) }}})

// §3.6, §3.5.5: a vampire moved out of the uncontrolled region, by any
// Methuselah, sets off the cards in play that heed minions put in play,
// once it is in the ready region; a vampire entering a contest (§10.1)
// is out of play and does not; a minion already in play never does.
func TestMinionEntered(t *testing.T) {
	welcomed = nil
	s := newScenario(2)
	s.InPlay(0, "Test Welcome Hall")
	ready := s.Ready(0, "Lenny Burkhead", 3)
	nik := s.Uncontrolled(1, "Nik Sikko", 3)
	s.Ready(0, "Kasim Bayar", 3)
	kasim := s.Uncontrolled(1, "Kasim Bayar", 9)
	g := s.Start(1, 3, vtes.PhaseInfluence)
	answer(t, g, "Move Nik Sikko to your ready region")
	if nik.Zone != vtes.ZoneReady || !nik.Locked {
		t.Errorf("Nik Sikko in %v, locked %v; want ready and locked by the hall", nik.Zone, nik.Locked)
	}
	answer(t, g, "Move Kasim Bayar to your ready region")
	if !kasim.Contested {
		t.Error("Kasim Bayar is not contested")
	}
	if len(welcomed) != 1 || welcomed[0] != "Nik Sikko" {
		t.Errorf("the hall heeded %q, want Nik Sikko only", welcomed)
	}
	if ready.Locked {
		t.Error("Lenny Burkhead, in play before, is locked")
	}
}
