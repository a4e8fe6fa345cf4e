package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// A second weapon, to move two pieces at once.
var _ = fixture(&vtes.CardDef{ID: 991501, Name: "Test Club", Types: vtes.Equipment,
	Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "strike: 2 damage", Damage: 2}}})

// §3.5 #3b, §3.5.3: a minion may take, as an undirected action at +1
// stealth and without cost, equipment it names (one piece or several)
// from one other minion of its Methuselah; on success it moves.
func TestEquipFromOwnMinion(t *testing.T) {
	s := newScenario(2)
	lenny := s.Ready(0, "Lenny Burkhead", 3)
	pistol := s.Attach(lenny, "Test Pistol", 0)
	club := s.Attach(lenny, "Test Club", 0)
	s.Attach(lenny, "Raven Spy", 1) // a retainer never moves
	nik := s.Ready(0, "Nik Sikko", 3)
	s.Ready(1, "The Dowager", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	mustNotOffer(t, g, "Lenny Burkhead takes equipment")
	answer(t, g, "Nik Sikko takes equipment from Lenny Burkhead")
	asked(t, g, 0, "vtes.choose")
	mustNotOffer(t, g, "Raven Spy")
	answer(t, g, "Test Pistol", "Yes") // and the club too
	asked(t, g, 1, "vtes.block")
	if a := g.Action(); a.Directed || a.Stealth != 1 {
		t.Fatalf("directed %v, stealth %d; want undirected at +1 stealth", a.Directed, a.Stealth)
	}
	answer(t, g, "Do not block")
	if pistol.Host != nik.ID || club.Host != nik.ID || len(lenny.Attached) != 1 || nik.Blood != 3 {
		t.Fatalf("the pistol and the club should be on Nik Sikko (no cost paid), the Raven Spy on Lenny")
	}
}

// §3.5.3: if the action is blocked, the equipment stays where it was.
func TestEquipBlocked(t *testing.T) {
	s := newScenario(2)
	lenny := s.Ready(0, "Lenny Burkhead", 3)
	pistol := s.Attach(lenny, "Test Pistol", 0)
	s.Ready(0, "Nik Sikko", 3)
	larissa := s.Ready(1, "Larissa Moreira", 3)
	s.Attach(larissa, "Raven Spy", 1) // +1 intercept against the +1 stealth
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko takes equipment from Lenny Burkhead", "Block with Larissa Moreira")
	if !logged(g, "Combat: Nik Sikko against Larissa Moreira") || pistol.Host != lenny.ID {
		t.Fatal("blocked: combat, and the pistol stays on Lenny")
	}
}
