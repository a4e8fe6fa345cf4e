package cards_test

import (
	"testing"

	"kindred/rivals"
)

// TestStreetPreacher: "Relentless — If ready, Pay 1 Prestige: Move to The
// Streets and Block an attack against any target in The Streets." — a
// mortal's included (§6.4 item 29); it becomes the target, in a party of
// its own, and its controller may react.
func TestStreetPreacher(t *testing.T) {
	s := scenario(3)
	s.Streets(0, "Hydra", 1)
	s.Haven(1, "Doc")
	preacher := s.Haven(2, "Street Preacher")
	s.Haven(2, "Velvet")
	s.City("Vagrant")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Vagrant", "Physical", "Block with Street Preacher", "Pass")
	// 2 Physical − the Preacher's 0 = 2 of its 2 Blood: torpor; the
	// Vagrant is untouched.
	if preacher.Zone != rivals.ZoneTorpor || find(g, "Vagrant").Zone != rivals.ZoneStreets || g.Players[2].Prestige != 18 {
		t.Errorf("Preacher in zone %d, Vagrant in zone %d, Prestige %d", preacher.Zone, find(g, "Vagrant").Zone, g.Players[2].Prestige)
	}
}

// TestDragonsRoost: Leader Ability: "If ready, you may move your Leader to
// The Streets (if they are not already there) to Block a foe's attack
// (including [ranged]). If the attack targeted a character, gain 1
// [prestige]."
func TestDragonsRoost(t *testing.T) {
	s := scenario(3)
	s.Streets(0, "Hydra", 1)
	s.Streets(1, "Doc", 1)
	s.HavenCard(2, "Dragon's Roost")
	lead := s.Haven(2, "Randolph Marz")
	s.Leader(lead)
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Doc", "Ranged", "Block with Randolph Marz (Dragon's Roost)", "Pass")
	if lead.Zone != rivals.ZoneStreets || !lead.Exhausted || g.Players[2].Prestige != 21 || find(g, "Doc").Blood != 5 {
		t.Errorf("Randolph in zone %d, exhausted %v; Prestige %d", lead.Zone, lead.Exhausted, g.Players[2].Prestige)
	}
}

// TestDistraction: "Ongoing — Discard this card: Redirect up to 2 Second
// Inquisition damage you would take during your End Phase to target
// foe." The foe assigns it, Secrecy not protecting (§4.22).
func TestDistraction(t *testing.T) {
	s := scenario(2)
	hydra := s.Haven(0, "Hydra")
	doc := s.Haven(1, "Doc")
	s.Ongoing(0, "Distraction", 0)
	s.City("Special Affairs Division", "Special Affairs Division")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "End the Action phase", "Yes", "2 damage")
	if hydra.Blood != 6 || doc.Blood != 3 || find(g, "Distraction").Zone != rivals.ZoneDiscard {
		t.Errorf("Hydra %d, Doc %d Blood", hydra.Blood, doc.Blood)
	}
}
