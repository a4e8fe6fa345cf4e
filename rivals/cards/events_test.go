package cards_test

import (
	"testing"

	"kindred/rivals"
)

// eventTurn starts Player 1's turn with Event on top of the City deck.
func eventTurn(t *testing.T, event string, build func(s *rivals.Scenario)) *rivals.Game {
	t.Helper()
	s := scenario(2)
	build(s)
	s.CityDeck(event)
	return s.Start(0, 1, rivals.PhaseBeginning)
}

// TestGalleryOpening: "Each player may discard up to 2 cards. For each
// discard, they gain 1 Prestige." Then it is burned.
func TestGalleryOpening(t *testing.T) {
	g := eventTurn(t, "Gallery Opening", func(s *rivals.Scenario) {
		s.Haven(0, "Hydra")
		s.Haven(1, "Doc")
		s.Hand(0, "Mercy", "Greed")
		s.Hand(1, "Mercy")
	})
	answer(t, g, "Yes", "Mercy", "Yes", "No") // Player 1 discards 2, Player 2 none
	if g.Players[0].Prestige != 22 || g.Players[1].Prestige != 20 || find(g, "Gallery Opening").Zone != rivals.ZoneCityBurned {
		t.Errorf("Prestige %d, %d", g.Players[0].Prestige, g.Players[1].Prestige)
	}
}

// TestChineseNewYear: "Shuffle all Events in the burned pile into the City
// Deck" — not itself (§6.4 item 6), nor the burned mortals.
func TestChineseNewYear(t *testing.T) {
	s := scenario(2)
	s.Haven(0, "Hydra")
	s.Haven(1, "Doc")
	hunger := s.City("The Hunger")[0]
	hunger.Token = 0 // Player 1's: burned at the start of their City step
	s.CityDeck("Chinese New Year")
	g := s.Start(0, 1, rivals.PhaseBeginning)
	if hunger.Zone != rivals.ZoneCityDeck || find(g, "Chinese New Year").Zone != rivals.ZoneCityBurned {
		t.Errorf("The Hunger in zone %d, Chinese New Year in zone %d", hunger.Zone, find(g, "Chinese New Year").Zone)
	}
}

// TestMeetingAtAlcatraz: "Each player must move their Leader to The
// Streets (unless in torpor). They become a separate party. The active
// player's Leader doesn't return to their Haven this turn."
func TestMeetingAtAlcatraz(t *testing.T) {
	var hydra, doc *rivals.Card
	g := eventTurn(t, "Meeting at Alcatraz", func(s *rivals.Scenario) {
		hydra = s.Haven(0, "Hydra")
		s.Leader(hydra)
		doc = s.Haven(1, "Doc")
		s.Leader(doc)
	})
	if hydra.Zone != rivals.ZoneStreets || doc.Zone != rivals.ZoneStreets || !hasLabel(g, "Hydra attacks") {
		t.Errorf("Hydra in zone %d, Doc in zone %d; labels %q", hydra.Zone, doc.Zone, g.Labels())
	}
}

// TestStreetsEvents: Castro Street Party ("Characters in The Streets have
// +1 Secrecy"), Wandering the BART Tunnels ("Every character not in their
// Haven is a separate party"), San Francisco Fog ("[ranged] cards cannot
// be played"), Protests in the Streets ("When a character attacks a
// Mortal in The Streets, that attacker loses 1 blood").
func TestStreetsEvents(t *testing.T) {
	s := scenario(2)
	hydra := s.Streets(0, "Hydra", 1)
	s.Streets(0, "Brother", 1)
	s.Haven(1, "Doc")
	s.City("Castro Street Party", "Wandering the BART Tunnels", "San Francisco Fog", "Protests in the Streets", "Vagrant")
	s.Hand(0, ".38 Special")
	g := s.Start(0, 1, rivals.PhaseAction)
	if g.Secrecy(hydra) != 1 || len(g.Party(hydra)) != 1 || hasLabel(g, "joins") {
		t.Errorf("Secrecy %d, party %d", g.Secrecy(hydra), len(g.Party(hydra)))
	}
	answer(t, g, "Hydra attacks", "Vagrant", "Ranged") // no .38 Special: the Fog
	if hydra.Blood != 5 {
		t.Errorf("Hydra at %d Blood after attacking a mortal, want 5", hydra.Blood)
	}
}

// TestCableCarAccident: "Characters in The Streets do not return to their
// Haven at the start of their turn."
func TestCableCarAccident(t *testing.T) {
	var hydra *rivals.Card
	g := eventTurn(t, "Vagrant", func(s *rivals.Scenario) {
		hydra = s.Streets(0, "Hydra", 1)
		hydra.Exhausted = true
		s.Haven(1, "Doc")
		s.City("Cable Car Accident")
	})
	_ = g
	if hydra.Zone != rivals.ZoneStreets || hydra.Exhausted {
		t.Errorf("Hydra in zone %d, exhausted %v; want ready in the Streets", hydra.Zone, hydra.Exhausted)
	}
}

// TestCityOnTheBrinkAndTheHunger: City on the Brink ("When you defeat a
// foe's character, gain 1 Agenda"); The Hunger ("Vagrants in The Streets
// award 1 Agenda when defeated. At the end of your turn, lose 1 Prestige
// for each character in your coterie who is not at maximum Blood").
func TestCityOnTheBrinkAndTheHunger(t *testing.T) {
	s := scenario(3)
	hydra := s.Streets(0, "Hydra", 1)
	hydra.Blood = 5 // not at maximum: 1 Prestige at the end of the turn
	s.Streets(0, "The Cossack", 2)
	flick := s.Streets(2, "Flick", 3) // not the Rival's (Player 2 is)
	flick.Blood = 1
	s.Haven(2, "Velvet")
	s.Haven(1, "Doc")
	s.City("City on the Brink", "The Hunger", "Vagrant")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Flick", "Physical", "Pass")
	if g.Players[0].AP != 1 {
		t.Fatalf("%d AP after defeating Flick, want 1 (City on the Brink)", g.Players[0].AP)
	}
	answer(t, g, "The Cossack attacks", "Vagrant", "Physical", "Burn")
	if kind(g) == "rivals.action" {
		answer(t, g, "End the Action phase")
	}
	if g.Players[0].AP != 2 {
		t.Errorf("%d AP after the Vagrant, want 2 (The Hunger)", g.Players[0].AP)
	}
	if g.Players[0].Prestige != 19 {
		t.Errorf("Prestige %d, want 19", g.Players[0].Prestige)
	}
}
