package cards_test

import (
	"testing"

	"kindred/rivals"
)

// TestTurfWar: "When you defeat a non-Rival character, gain 1 Agenda.
// When you defeat a character with 5+ Blood [its BP, CHOICE-TURFWAR],
// gain 1 Agenda." With 3 players, Player 1's Rival is Player 2.
func TestTurfWar(t *testing.T) {
	tests := []struct {
		victim string
		seat   int
		typ    string
		ap     int
	}{
		{"Flick", 1, "Physical", 1},     // the Rival's (Rival AP), BP 3
		{"Flick", 2, "Physical", 1},     // a non-Rival's, BP 3
		{"Bella Forte", 2, "Social", 2}, // a non-Rival's, BP 5
		{"Bella Forte", 1, "Social", 2}, // the Rival's (Rival AP), BP 5
	}
	for _, tt := range tests {
		s := scenario(3)
		s.Agenda(0, "Turf War")
		s.Streets(0, "Hydra", 1)
		v := s.Streets(tt.seat, tt.victim, 5)
		v.Blood = 1
		for seat, name := range []string{"", "Doc", "Velvet"} {
			if seat > 0 {
				s.Haven(seat, name)
			}
		}
		g := s.Start(0, 1, rivals.PhaseAction)
		answer(t, g, "Hydra attacks", tt.victim, tt.typ)
		pass(t, g)
		if g.Players[0].AP != tt.ap {
			t.Errorf("%s of seat %d defeated: %d AP, want %d", tt.victim, tt.seat, g.Players[0].AP, tt.ap)
		}
	}
}

// TestPlaythingsAndPenthouse: Playthings: "When a character in your
// coterie attaches a Citizen Retainer, gain 1 Agenda." The Penthouse
// (Leader Ability): "When a character in your coterie attaches a
// Retainer, that character mends 1 Blood." Also the Tour Guide's +1
// Social.
func TestPlaythingsAndPenthouse(t *testing.T) {
	s := scenario(2)
	s.Agenda(0, "Playthings").HavenCard(0, "The Penthouse")
	hydra := s.Streets(0, "Hydra", 1)
	s.Leader(s.Haven(0, "Brother"))
	hydra.Blood = 4
	s.Haven(1, "Doc")
	s.City("Tour Guide")
	s.Hand(0, "Baseball Bat")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Tour Guide", "Physical", "Baseball Bat", "Pass", "Attach")
	// 1 for the Citizen, 1 for Playthings.
	if g.Players[0].AP != 2 || hydra.Blood != 5 || g.Attribute(hydra, rivals.Social) != 2 {
		t.Errorf("AP %d, Hydra at %d Blood, Social %d; want 2, 5, 2", g.Players[0].AP, hydra.Blood, g.Attribute(hydra, rivals.Social))
	}
}

// TestSkateboarder: "Attach — Gain Celerity and +1 BP."
func TestSkateboarder(t *testing.T) {
	s := scenario(2)
	v := s.Streets(0, "Skunk", 1)
	s.Haven(1, "Doc")
	s.City("Skateboarder")
	s.Hand(0, "Baseball Bat")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Skunk attacks", "Skateboarder", "Physical", "Baseball Bat", "Attach")
	if g.Level(v, rivals.Celerity) != 1 || g.BP(v) != 4 || v.Blood != 3 {
		t.Errorf("Skunk: Celerity %d, BP %d, Blood %d; want 1, 4, 3", g.Level(v, rivals.Celerity), g.BP(v), v.Blood)
	}
}

// TestHuntTheHunters: "The first time you defeat a Second Inquisition
// during each of your turns, gain 1 Prestige and 1 Agenda, then shuffle it
// and any cards in the City Deck discard pile into the City Deck."
func TestHuntTheHunters(t *testing.T) {
	s := scenario(2)
	s.Agenda(0, "Hunt the Hunters")
	s.Streets(0, "Hydra", 1)
	s.Streets(0, "The Cossack", 2)
	s.Haven(1, "Doc")
	sads := s.City("Special Affairs Division", "Special Affairs Division")
	s.CityDiscard("Cop")
	s.Hand(0, "Baseball Bat", "Baseball Bat")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks")
	apply(t, g, 0) // the first S.A.D.
	answer(t, g, "Physical", "Baseball Bat", "Pass")
	// 1 for the S.A.D., 1 for the Agenda; the S.A.D. and the Cop go to the
	// City deck.
	if g.Players[0].AP != 2 || g.Players[0].Prestige != 21 || sads[0].Zone != rivals.ZoneCityDeck || len(g.CityDeck) != 2 {
		t.Fatalf("AP %d, Prestige %d, S.A.D. in zone %d, City deck %d", g.Players[0].AP, g.Players[0].Prestige, sads[0].Zone, len(g.CityDeck))
	}
	answer(t, g, "The Cossack attacks", "Special Affairs Division", "Physical", "Baseball Bat")
	// The second this turn: 1 AP, no more.
	if g.Players[0].AP != 3 || sads[1].Zone != rivals.ZoneCityDiscard {
		t.Errorf("AP %d, second S.A.D. in zone %d", g.Players[0].AP, sads[1].Zone)
	}
}

// TestStrengthInNumbers: "At the start of your turn, if you control 3
// characters in The Streets, gain 1 Agenda. If you control 4+ characters
// each with 2+ Blood in The Streets, gain 2 Agenda instead."
func TestStrengthInNumbers(t *testing.T) {
	tests := []struct {
		names []string
		weak  bool
		ap    int
	}{
		{[]string{"Hydra", "Brother"}, false, 0},
		{[]string{"Hydra", "Brother", "Skunk"}, false, 1},
		{[]string{"Hydra", "Brother", "Skunk", "Flick"}, false, 2},
		{[]string{"Hydra", "Brother", "Skunk", "Flick"}, true, 1},
	}
	for _, tt := range tests {
		s := scenario(2)
		s.Agenda(0, "Strength in Numbers")
		for i, n := range tt.names {
			v := s.Streets(0, n, i+1)
			if tt.weak && i == 0 {
				v.Blood = 1
			}
		}
		s.Haven(1, "Doc")
		g := s.Start(0, 1, rivals.PhaseBeginning)
		if g.Players[0].AP != tt.ap {
			t.Errorf("%d in the Streets (weak %v): %d AP, want %d", len(tt.names), tt.weak, g.Players[0].AP, tt.ap)
		}
	}
}

// TestTheDockyards: Leader Ability: "Each time your Leader would take +1
// Damage, you may discard 1 card to prevent 1 Damage."
func TestTheDockyards(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Hydra", 1)
	doc := s.Streets(1, "Doc", 1)
	s.Leader(doc).HavenCard(1, "The Dockyards")
	s.Hand(1, "Mercy", "Free Money")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Physical", "Pass", "The Dockyards", "Mercy", "The Dockyards")
	if doc.Blood != 5 || len(g.Players[1].Hand) != 0 {
		t.Errorf("Doc at %d Blood, hand %d; want 5, 0", doc.Blood, len(g.Players[1].Hand))
	}
}

// TestHouseOfPain: Leader Ability: "Attacker — Discard 1 card: Your Leader
// deals +1 Damage to the target."
func TestHouseOfPain(t *testing.T) {
	s := scenario(2)
	s.HavenCard(0, "House of Pain")
	s.Leader(s.Streets(0, "Skunk", 1))
	doc := s.Streets(1, "Doc", 1)
	s.Hand(0, "Mercy")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Skunk attacks", "Physical", "House of Pain: +1 damage") // discarding Mercy, the only card
	if doc.Blood != 3 {
		t.Errorf("Doc at %d Blood, want 5 − 2", doc.Blood)
	}
}

// TestArtistLofts: Leader Ability: "At the end of your turn, if your
// Leader is exhausted, you may draw 1 card, then discard 1 card."
func TestArtistLofts(t *testing.T) {
	s := scenario(2)
	s.HavenCard(0, "Artist Lofts")
	l := s.Haven(0, "Hydra")
	l.Exhausted = true
	s.Leader(l)
	s.Haven(1, "Doc")
	s.Library(0, "Mercy")
	s.Hand(0, "Free Money")
	g := s.Start(0, 1, rivals.PhaseEnd)
	answer(t, g, "Yes", "Free Money")
	if h := g.Players[0].Hand; len(h) != 1 || g.Card(h[0]).Def.Name != "Mercy" {
		t.Errorf("hand %v", h)
	}
}
