package cards_test

import (
	"testing"

	"kindred/rivals"
)

// TestCoupDeGrace: "Use only in The Streets. Potence pay 2 blood: Defeat
// target Wounded character not in their Haven." (§6.4 item 7: not damage.)
func TestCoupDeGrace(t *testing.T) {
	s := scenario(2)
	hydra := s.Streets(0, "Hydra", 1)
	doc := s.Streets(1, "Doc", 1)
	doc.Blood = 2 // Wounded: 2 ≤ 5/2
	s.Haven(1, "Velvet")
	s.Hand(0, "Coup de Grâce")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play Coup de Grâce with Hydra")
	if doc.Zone != rivals.ZoneTorpor || hydra.Blood != 4 || !hydra.Exhausted || g.Players[0].AP != 1 {
		t.Errorf("Doc in zone %d; Hydra %d Blood, exhausted %v; AP %d", doc.Zone, hydra.Blood, hydra.Exhausted, g.Players[0].AP)
	}
}

// TestCoupDeGraceNeeds: not from the Haven, not on an unwounded
// character.
func TestCoupDeGraceNeeds(t *testing.T) {
	s := scenario(2)
	s.Haven(0, "Hydra")
	s.Streets(0, "Brother", 1)
	s.Streets(1, "Doc", 1) // 5 of 5: not Wounded
	s.Hand(0, "Coup de Grâce")
	g := s.Start(0, 1, rivals.PhaseAction)
	for _, l := range g.Labels() {
		if l == "Play Coup de Grâce with Hydra" || l == "Play Coup de Grâce with Brother" {
			t.Errorf("offered: %q", l)
		}
	}
}

// TestDumpsterDive: "Put a card from your discard pile into your hand. If
// your coterie has 2+ Auspex, draw 1 card."
func TestDumpsterDive(t *testing.T) {
	s := scenario(2)
	s.Haven(0, "Karma") // Auspex, a Malkavian
	s.Haven(0, "Doc")   // Auspex
	s.Haven(1, "Hydra")
	s.Hand(0, "Dumpster Dive")
	s.Discard(0, "Mercy", "Greed")
	s.Library(0, "Free Money")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play Dumpster Dive with Karma", "Greed")
	var names []string
	for _, c := range g.Hand(0) {
		names = append(names, c.Def.Name)
	}
	if len(names) != 2 || names[0] != "Greed" || names[1] != "Free Money" {
		t.Errorf("hand %v, want Greed and Free Money", names)
	}
}

// TestLateNightSnack: "For each Fortitude in your coterie, mend 1 blood on
// a character in your coterie or in torpor." (§6.4 item 15: Yusuf Kaya's
// two icons and Montgomery White's two: 4 mends.)
func TestLateNightSnack(t *testing.T) {
	s := scenario(2)
	yusuf := s.Haven(0, "Yusuf Kaya")
	s.Haven(0, "Montgomery White")
	yusuf.Blood = 1
	torpid := s.Torpor(0, "Randolph Marz", 1)
	s.Haven(1, "Hydra")
	s.Hand(0, "Late-Night Snack")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play Late-Night Snack with Montgomery White", "Yusuf Kaya", "Yusuf Kaya", "Randolph Marz", "Randolph Marz")
	if yusuf.Blood != 3 || torpid.Blood != 3 {
		t.Errorf("Yusuf %d, Randolph %d Blood; want 3, 3", yusuf.Blood, torpid.Blood)
	}
}

// TestRoyalReview: "Gain 1 Prestige for each Title in your coterie."
func TestRoyalReview(t *testing.T) {
	s := scenario(2)
	v := s.Haven(0, "Nancy Witt")
	s.Attach(v, "Prince of the City")
	s.Haven(1, "Hydra")
	s.Hand(0, "Royal Review")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play Royal Review with Nancy Witt")
	if g.Players[0].Prestige != 21 {
		t.Errorf("Prestige %d, want 21", g.Players[0].Prestige)
	}
}

// TestSmokeEmOut: "Use only in The Streets. Move all characters from
// target Haven to The Streets. Deal 1 Aggravated Damage to each exhausted
// character moved this way."
func TestSmokeEmOut(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Skunk", 1)
	doc := s.Haven(1, "Doc")
	velvet := s.Haven(1, "Velvet")
	velvet.Exhausted = true
	s.Hand(0, "Smoke 'Em Out")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play Smoke 'Em Out with Skunk")
	if doc.Zone != rivals.ZoneStreets || velvet.Zone != rivals.ZoneStreets || doc.Group != velvet.Group || velvet.Blood != 3 || doc.Blood != 5 {
		t.Errorf("Doc zone %d party %d Blood %d; Velvet zone %d party %d Blood %d", doc.Zone, doc.Group, doc.Blood, velvet.Zone, velvet.Group, velvet.Blood)
	}
}

// TestTheSpoils: "Ongoing — When an attacker in your coterie defeats
// another character, each character in the attacker's party mend 1
// blood."
func TestTheSpoils(t *testing.T) {
	s := scenario(2)
	hydra := s.Streets(0, "Hydra", 1)
	brother := s.Streets(0, "Brother", 1)
	hydra.Blood, brother.Blood = 4, 3
	flick := s.Streets(1, "Flick", 2)
	flick.Blood = 1
	s.Haven(1, "Doc")
	s.Hand(0, "The Spoils")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play The Spoils", "Hydra attacks", "Flick", "Physical", "Pass")
	if hydra.Blood != 5 || brother.Blood != 4 {
		t.Errorf("Hydra %d, Brother %d Blood; want 5, 4", hydra.Blood, brother.Blood)
	}
}

// TestBloodForBlood: "Ongoing — When a character in your coterie makes a
// physical attack, they have the ability Pay 1 blood: Deal +1 Damage to
// the target."
func TestBloodForBlood(t *testing.T) {
	s := scenario(2)
	skunk := s.Streets(0, "Skunk", 1)
	s.Haven(0, "Brother")
	doc := s.Streets(1, "Doc", 1)
	s.Hand(0, "Blood for Blood")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play Blood for Blood with Brother", "Skunk attacks", "Physical", "Blood for Blood: +1 damage")
	if doc.Blood != 3 || skunk.Blood != 2 {
		t.Errorf("Doc %d, Skunk %d Blood; want 3, 2", doc.Blood, skunk.Blood)
	}
}

// TestBeautyIsABeast: "Ongoing — During a Social attack against a City
// Deck Mortal, Exhaust: The attacker deals +1 damage to the target."
func TestBeautyIsABeast(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Bong-Cha Park", 1) // Social 2
	s.Haven(1, "Doc")
	cop := s.City("Cop")[0]
	s.Hand(0, "Beauty is a Beast")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play Beauty is a Beast", "Bong-Cha Park attacks", "Cop", "Social", "Beauty is a Beast: +1 damage", "Burn")
	if cop.Zone != rivals.ZoneCityBurned {
		t.Errorf("the Cop (3) survived 2 + 1: zone %d", cop.Zone)
	}
}

// TestFirstTradition: "Pay 2 prestige. Ongoing — Your vampires outside
// your Haven have +1 Secrecy. If you defeat 2 Mortals during a single
// turn, burn this card."
func TestFirstTradition(t *testing.T) {
	s := scenario(2)
	hydra := s.Streets(0, "Hydra", 1)
	s.Haven(1, "Doc")
	s.Hand(0, "First Tradition: The Masquerade")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play First Tradition")
	if g.Players[0].Prestige != 18 || g.Secrecy(hydra) != 1 {
		t.Fatalf("Prestige %d, Hydra's Secrecy %d", g.Players[0].Prestige, g.Secrecy(hydra))
	}

	s = scenario(2)
	s.Streets(0, "Hydra", 1)
	s.Streets(0, "The Cossack", 2)
	s.Haven(1, "Doc")
	s.City("Vagrant", "Vagrant")
	s.Ongoing(0, "First Tradition: The Masquerade", 0)
	g = s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks")
	apply(t, g, 0)
	answer(t, g, "Physical", "Pass", "Burn")
	if len(g.Ongoing(0)) != 1 {
		t.Fatal("burned after one mortal")
	}
	answer(t, g, "The Cossack attacks", "Vagrant", "Physical", "Burn")
	if len(g.Ongoing(0)) != 0 {
		t.Error("not burned after two mortals")
	}
}

// TestEmergencyBloodbag: "Add 3 blood from the general supply to this card.
// Ongoing — At the start of your turn, you may place a token from this
// card onto a Wounded character in your coterie or in torpor. When empty,
// burn this card."
func TestEmergencyBloodbag(t *testing.T) {
	s := scenario(2)
	hydra := s.Haven(0, "Hydra")
	hydra.Blood = 3
	s.Haven(1, "Doc")
	s.Hand(0, "Emergency Bloodbag")
	g := s.Turns(3).Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play Emergency Bloodbag")
	bag := g.Ongoing(0)[0]
	if bag.Blood != 3 {
		t.Fatalf("%d tokens", bag.Blood)
	}
	endTurn(t, g)
	endTurn(t, g)
	answer(t, g, "Yes")
	if hydra.Blood != 4 || bag.Blood != 2 {
		t.Errorf("Hydra %d, bag %d", hydra.Blood, bag.Blood)
	}
}

// TestLongTermInvestment: "Pay 1 to 3 Prestige: Add double that amount of
// Prestige from the general supply to this card. Ongoing — At the start of
// your turn, gain 1 Prestige from this card. When empty, burn this card."
func TestLongTermInvestment(t *testing.T) {
	s := scenario(2)
	s.Haven(0, "Zhang Wei")
	s.Haven(1, "Doc")
	s.Hand(0, "Long-Term Investment")
	g := s.Turns(3).Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play Long-Term Investment with Zhang Wei", "3 Prestige")
	lti := g.Ongoing(0)[0]
	if g.Players[0].Prestige != 17 || lti.Blood != 6 {
		t.Fatalf("Prestige %d, card %d", g.Players[0].Prestige, lti.Blood)
	}
	endTurn(t, g)
	endTurn(t, g)
	if g.Players[0].Prestige != 18 || lti.Blood != 5 {
		t.Errorf("Prestige %d, card %d; want 18, 5", g.Players[0].Prestige, lti.Blood)
	}
}

// endTurn plays the active player's turn to its end, passing everything.
func endTurn(t *testing.T, g *rivals.Game) {
	t.Helper()
	active := g.Active
	for g.Pending() != nil && g.Active == active {
		switch kind(g) {
		case "rivals.action":
			answer(t, g, "End the Action phase")
		case "rivals.mend":
			answer(t, g, "Done")
		default:
			apply(t, g, 0)
		}
	}
}
