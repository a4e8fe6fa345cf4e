package cards_test

import (
	"testing"

	"kindred/rivals"
)

// TestShades: "Party — For every 5 Agenda a foe has, this party has +1
// Intel vs that foe." Doc's Haven Secrecy 1 is reached without a discard.
func TestShades(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Hydra", 1)
	s.Streets(0, "Shades", 1)
	doc := s.Haven(1, "Doc")
	s.AP(1, 5)
	s.Hand(0, "Mercy")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Physical", "Pass")
	if doc.Blood != 3 || len(g.Players[0].Hand) != 1 {
		t.Errorf("Doc %d Blood, hand %d", doc.Blood, len(g.Players[0].Hand))
	}
}

// TestTheCossack: "Pay 1 Blood: This character's next attack this turn
// cannot be Blocked."
func TestTheCossack(t *testing.T) {
	s := scenario(2)
	cossack := s.Streets(0, "The Cossack", 1)
	doc := s.Streets(1, "Doc", 1)
	karma := s.Streets(1, "Karma", 1)
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "The Cossack (The Cossack): next attack", "The Cossack attacks", "Doc", "Physical")
	if karma.Exhausted || cossack.Blood != 4 || doc.Blood != 3 {
		t.Errorf("Karma blocked %v; Cossack %d Blood; Doc %d", karma.Exhausted, cossack.Blood, doc.Blood)
	}
}

// TestJesus: "Relentless — When this character is defeated, you may Pay 1
// Prestige: Gain 1 Agenda."
func TestJesus(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Hydra", 1)
	j := s.Streets(1, "Jesús", 2)
	j.Blood = 1
	s.Haven(1, "Doc")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Jesús", "Physical", "Pass", "Yes")
	// 20 − 1 (torpor) − 1 (Jesús).
	if p := g.Players[1]; p.AP != 1 || p.Prestige != 18 {
		t.Errorf("Player 2: %d AP, %d Prestige", p.AP, p.Prestige)
	}
}

// TestJuneBryantAndBrunoWagner: June Bryant: "At the start of your turn if
// you control the Prince of the City, draw 2 cards." Bruno Wagner: "Draw 1
// card when you play an Ongoing card."
func TestJuneBryantAndBrunoWagner(t *testing.T) {
	s := scenario(2)
	s.Haven(0, "June Bryant")
	s.Attach(s.Haven(0, "Bruno Wagner"), "Prince of the City")
	s.Haven(1, "Doc")
	s.Library(0, "Mercy", "Greed", "Free Money")
	s.Hand(0, "Assert Authority")
	g := s.Start(0, 1, rivals.PhaseBeginning)
	// June Bryant's draws came from the Library (the only pile).
	answer(t, g, "Play Assert Authority")
	if n := len(g.Players[0].Hand); n != 3 {
		t.Errorf("hand %d, want 3", n)
	}
}

// TestZhangWei: "Party — While this character has a title, when this party
// defeats a character, that foe loses 1 prestige."
func TestZhangWei(t *testing.T) {
	s := scenario(3)
	s.Streets(0, "Hydra", 1)
	s.Attach(s.Streets(0, "Zhang Wei", 1), "Herald")
	flick := s.Streets(2, "Flick", 2)
	flick.Blood = 1
	s.Haven(2, "Velvet")
	s.Haven(1, "Doc")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Flick", "Physical", "Pass")
	if p := g.Players[2]; p.Prestige != 18 { // 1 on Flick, 1 to Zhang Wei
		t.Errorf("Player 3: %d Prestige, want 18", p.Prestige)
	}
}

// TestBellaForte: "Attacker — Discard the top card of your Library: If it
// is not an Attack card, this attack deals +2 Damage to the target."
func TestBellaForte(t *testing.T) {
	for _, tt := range []struct {
		top  string
		lost int
	}{{"Mercy", 2 + 2}, {"Throat Rip", 2}} {
		s := scenario(2)
		s.Streets(0, "Bella Forte", 1) // Physical 2
		doc := s.Streets(1, "Doc", 1)
		s.Library(0, tt.top)
		g := s.Start(0, 1, rivals.PhaseAction)
		answer(t, g, "Bella Forte attacks", "Physical", "Bella Forte: discard the top card")
		if lost := 5 - doc.Blood; lost != tt.lost {
			t.Errorf("top card %s: Doc lost %d, want %d", tt.top, lost, tt.lost)
		}
	}
}

// TestRandolphMarz: "Party — Discard a Title: This attack deals +1 damage
// to the target. Additional +1 damage if this character is Prince of the
// City."
func TestRandolphMarz(t *testing.T) {
	s := scenario(2)
	r := s.Streets(0, "Randolph Marz", 1)
	s.Attach(r, "Prince of the City")
	s.Streets(0, "Hydra", 1)
	doc := s.Streets(1, "Doc", 1)
	s.Hand(0, "Herald")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Physical", "Randolph Marz: discard a Title", "Pass")
	if doc.Blood != 5-2-2 || find(g, "Herald").Zone != rivals.ZoneDiscard {
		t.Errorf("Doc at %d Blood", doc.Blood)
	}
}

// TestJohnny: "Party — When this party defeats and burns a City Deck
// Mortal, each character in this party may mend 1 Blood instead of the
// normal burn benefit."
func TestJohnny(t *testing.T) {
	s := scenario(2)
	hydra := s.Streets(0, "Hydra", 1)
	johnny := s.Streets(0, "Johnny", 1)
	hydra.Blood, johnny.Blood = 4, 2
	s.Haven(1, "Doc")
	s.City("Vagrant")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Vagrant", "Physical", "Pass", "Burn", "Yes")
	if hydra.Blood != 5 || johnny.Blood != 3 {
		t.Errorf("Hydra %d, Johnny %d; want 5, 3", hydra.Blood, johnny.Blood)
	}
}

// TestFlickAndBunny: Flick: "Relentless — Pay 1 Blood: This character has
// +3 Influence during this action or event." Bunny Benitez: "Exhaust: This
// character has +2 Influence during this action or event"; "When a Scheme
// you play succeeds, gain 1 prestige."
func TestFlickAndBunny(t *testing.T) {
	s := scenario(2)
	flick := s.Haven(0, "Flick")
	bunny := s.Haven(0, "Bunny Benitez")
	s.Haven(1, "Doc")
	s.Hand(0, "Free Money")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play Free Money with Flick", "Flick: pay 1 Blood for 3", "Bunny Benitez: exhaust for 2")
	apply(t, g, 0)
	answer(t, g, "Abstain")
	if flick.Blood != 2 || !flick.NoInfluence || !bunny.Exhausted || g.Players[0].Prestige != 24 {
		t.Errorf("Flick %d Blood, tokened %v; Bunny exhausted %v; Prestige %d (20 + 3 + 1)", flick.Blood, flick.NoInfluence, bunny.Exhausted, g.Players[0].Prestige)
	}
}

// TestRoyalRetreat: Leader Ability: "Characters with a Title in your
// coterie have +1 Influence. Discard an unattached City Deck Mortal in The
// Streets: Add a new card to The Streets."
func TestRoyalRetreat(t *testing.T) {
	s := scenario(2)
	s.HavenCard(0, "Royal Retreat")
	lead := s.Haven(0, "Randolph Marz")
	s.Leader(lead)
	titled := s.Haven(0, "Nancy Witt")
	s.Attach(titled, "Herald")
	s.Haven(1, "Doc")
	cop := s.City("Cop")[0]
	s.CityDeck("Athlete")
	g := s.Start(0, 1, rivals.PhaseAction)
	if g.Influence(titled) != 1 || g.Influence(lead) != 1 {
		t.Errorf("Influence: Nancy %d, Randolph %d; want 1, 1", g.Influence(titled), g.Influence(lead))
	}
	answer(t, g, "Randolph Marz (Royal Retreat): discard a mortal")
	if cop.Zone != rivals.ZoneCityDiscard || find(g, "Athlete").Zone != rivals.ZoneStreets {
		t.Errorf("Cop in zone %d, Athlete in zone %d", cop.Zone, find(g, "Athlete").Zone)
	}
}
