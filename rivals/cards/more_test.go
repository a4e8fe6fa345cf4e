package cards_test

import (
	"testing"

	"kindred/rivals"
)

// TestMarkedMan: "Put 1 Agenda from the general supply onto any character.
// If a player defeats them, they gain that agenda."
func TestMarkedMan(t *testing.T) {
	s := scenario(3)
	s.Streets(0, "Hydra", 1)
	s.Haven(0, "Nancy Witt") // a Ventrue
	flick := s.Streets(2, "Flick", 2)
	flick.Blood = 1
	s.Haven(2, "Velvet")
	s.Haven(1, "Doc")
	s.Hand(0, "Marked Man")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play Marked Man", "Flick", "Hydra attacks", "Flick", "Physical", "Pass")
	if g.Players[0].AP != 1 || flick.Marked != 0 { // Flick is not the Rival's
		t.Errorf("%d AP, %d on Flick", g.Players[0].AP, flick.Marked)
	}
}

// TestOldPostOffice: Leader Ability: "Once during each player's turn, you
// may place a card from your hand with 1–3 Blood Potency as an Influence
// Modifier. When revealed, gain Influence equal to the card's Blood
// Potency."
func TestOldPostOffice(t *testing.T) {
	s := scenario(2)
	s.HavenCard(0, "Old Post Office")
	s.Leader(s.Haven(0, "Velvet")) // BP 4
	s.Haven(1, "Doc")
	s.Hand(0, "Keeper of Elysium", "Throat Rip", "Scry the Soul") // Throat Rip BP 4: not; Scry the Soul BP 3
	s.Prestige(0, 2)
	g := s.Start(0, 1, rivals.PhaseAction)
	// 1 (Leader) + 3 (Scry the Soul) = 4 = Keeper's Exert.
	answer(t, g, "Play Keeper of Elysium on Velvet", "Velvet exerts 1", "Play Scry the Soul face up")
	if !g.HasTitle(find(g, "Velvet")) || find(g, "Scry the Soul").Zone != rivals.ZoneDiscard || g.Players[0].Prestige != 2 {
		t.Errorf("Title %v, Scry the Soul in zone %d, Prestige %d", g.HasTitle(find(g, "Velvet")), find(g, "Scry the Soul").Zone, g.Players[0].Prestige)
	}
}

// TestSearchEngine: "Ongoing — Exhaust: If you have Auspex in your
// coterie, look at the top card of your Library or Faction Deck. Leave it
// or move it to the bottom of the deck."
func TestSearchEngine(t *testing.T) {
	s := scenario(2)
	s.Haven(0, "Karma") // Auspex
	s.Haven(1, "Doc")
	s.Ongoing(0, "Search Engine", 0)
	s.Library(0, "Mercy", "Greed")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Search Engine (Search Engine): look", "Library", "Put Greed at the bottom")
	lib := g.Pile(0, rivals.ZoneLibrary)
	if lib[0].Def.Name != "Greed" || lib[1].Def.Name != "Mercy" || !g.Ongoing(0)[0].Exhausted {
		t.Errorf("Library bottom-first %s, %s", lib[0].Def.Name, lib[1].Def.Name)
	}
}

// TestLixueChen: "Party — While this character has a Retainer, their
// party's first Social attack during each of your turns deals +1 Damage
// to the target."
func TestLixueChen(t *testing.T) {
	s := scenario(2)
	lixue := s.Streets(0, "Lixue Chen", 1)
	s.Attach(lixue, "Vagrant")
	flick := s.Streets(1, "Flick", 2)
	s.Haven(1, "Doc")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Lixue Chen attacks", "Flick", "Social")
	// 2 (Social) + 1 (Lixue) − Flick's 1 = 2 of 3.
	if flick.Blood != 1 {
		t.Errorf("Flick at %d Blood, want 1", flick.Blood)
	}
}

// TestLizaHolt: "Party — When this party defeats a character, you may
// attach 1 of the defeated character's Retainers to a character in this
// party."
func TestLizaHolt(t *testing.T) {
	s := scenario(2)
	liza := s.Streets(0, "Liza Holt", 1)
	flick := s.Streets(1, "Flick", 2)
	flick.Blood = 1
	s.Attach(flick, "Athlete")
	s.Haven(1, "Doc")
	s.Hand(0, "Baseball Bat")
	g := s.Start(0, 1, rivals.PhaseAction)
	// 1 (skull) + 1 (Physical) − 1 (Flick's Physical with the Athlete).
	answer(t, g, "Liza Holt attacks", "Flick", "Physical", "Baseball Bat", "Yes")
	if a := find(g, "Athlete"); a.Zone != rivals.ZoneAttached || a.Host != liza.ID || flick.Zone != rivals.ZoneTorpor {
		t.Errorf("Athlete in zone %d on %d; Flick in zone %d", a.Zone, a.Host, flick.Zone)
	}
}

// TestBongChaPark: "At the end of your turn, you may attach a Retainer in
// this party to another character in this party (does not trigger
// "attach" effects)."
func TestBongChaPark(t *testing.T) {
	s := scenario(2)
	b := s.Streets(0, "Bong-Cha Park", 1)
	ty := s.Streets(0, "Ty Smith", 1)
	s.Attach(b, "Athlete")
	s.Haven(1, "Doc")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "End the Action phase", "Yes")
	if a := find(g, "Athlete"); a.Host != ty.ID {
		t.Errorf("Athlete on %d, want Ty Smith", a.Host)
	}
}
