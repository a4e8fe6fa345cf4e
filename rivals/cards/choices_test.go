package cards_test

import (
	"testing"

	"kindred/rivals"
)

// TestMolotovCocktail: "Aggravated — Discard 1 card: Deal 1 Aggravated
// Damage to each of the other characters in the opposing party." The
// target's attribute does not reduce aggravated damage (§4.8); a vampire
// brought to 0 by it is burned.
func TestMolotovCocktail(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Hydra", 1)
	doc := s.Streets(1, "Doc", 1)
	karma := s.Streets(1, "Karma", 1)
	karma.Blood = 1
	s.Hand(0, "Molotov Cocktail", "Mercy")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Doc", "Ranged", "Molotov Cocktail", "Do not block", "Yes")
	pass(t, g)
	// Skull 1, aggravated: Doc's Physical 0 would not reduce it anyway;
	// Karma (1 Blood) takes the splash and burns.
	if doc.Blood != 4 || karma.Zone != rivals.ZoneBurned {
		t.Errorf("Doc at %d Blood; Karma in zone %d (want 4, burned)", doc.Blood, karma.Zone)
	}
	if g.Players[0].AP != 1 { // Karma: a vampire of the Rival, burned
		t.Errorf("%d AP", g.Players[0].AP)
	}
}

// TestMolotovIgnoresAttributes: aggravated damage is not reduced by the
// target's Physical (Bella Forte's 2).
func TestMolotovIgnoresAttributes(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Hydra", 1)
	bella := s.Streets(1, "Bella Forte", 1)
	s.Hand(0, "Molotov Cocktail")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Ranged", "Molotov Cocktail")
	pass(t, g)
	if bella.Blood != 4 {
		t.Errorf("Bella at %d Blood, want 4", bella.Blood)
	}
}

// TestKneecapped: "Discard 1 card: +3 Damage to Second Inquisition."
func TestKneecapped(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Skunk", 1)
	s.Haven(1, "Doc")
	sad := s.City("Special Affairs Division")[0]
	s.Hand(0, "Kneecapped", "Mercy")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Skunk attacks", "Special Affairs Division", "Physical", "Kneecapped", "Yes")
	// 1 + 3 + Skunk's 1 = 5 ≥ 4.
	if sad.Zone != rivals.ZoneCityDiscard || g.Players[0].AP != 1 {
		t.Errorf("S.A.D. in zone %d, AP %d", sad.Zone, g.Players[0].AP)
	}
}

// TestUnhinged: "Discard up to 2 cards: For each discard, deal +1 Damage
// to the target."
func TestUnhinged(t *testing.T) {
	for _, tt := range []struct {
		discards []string
		lost     int
	}{{[]string{"No"}, 1}, {[]string{"Yes", "Mercy", "No"}, 2}, {[]string{"Yes", "Mercy", "Yes"}, 3}} {
		s := scenario(2)
		s.Streets(0, "Karma", 1) // Mental 2, a Malkavian
		hydra := s.Streets(1, "Hydra", 1)
		s.Hand(0, "Unhinged", "Mercy", "Free Money")
		g := s.Start(0, 1, rivals.PhaseAction)
		answer(t, g, "Karma attacks", "Mental", "Unhinged")
		answer(t, g, tt.discards...)
		// 1 + 2 (Karma's Mental) − 0 (Hydra's) … minus nothing, plus discards.
		if lost := 6 - hydra.Blood; lost != tt.lost+2 {
			t.Errorf("answers %v: Hydra lost %d, want %d", tt.discards, lost, tt.lost+2)
		}
	}
}

// TestABitingComment: "Choose one: +2 Damage OR steal 1 Prestige from your
// foe."
func TestABitingComment(t *testing.T) {
	for _, tt := range []struct {
		mode             string
		lost, myPrestige int
	}{{"+2 damage", 2 + 1 - 1, 20}, {"steal 1 Prestige", 1 - 1, 21}} {
		s := scenario(2)
		s.Streets(0, "Hydra", 1)
		doc := s.Streets(1, "Doc", 1)
		s.Hand(0, "A Biting Comment")
		g := s.Start(0, 1, rivals.PhaseAction)
		answer(t, g, "Hydra attacks", "Social", "A Biting Comment", tt.mode)
		pass(t, g)
		if lost := 5 - doc.Blood; lost != tt.lost || g.Players[0].Prestige != tt.myPrestige {
			t.Errorf("%s: Doc lost %d, Prestige %d; want %d, %d", tt.mode, lost, g.Players[0].Prestige, tt.lost, tt.myPrestige)
		}
	}
}

// TestSeduction: "Choose one: Steal 1 blood from the target OR this attack
// deals +1 Damage to a City Deck Mortal for each Presence in this party."
func TestSeduction(t *testing.T) {
	s := scenario(2)
	hydra := s.Streets(0, "Hydra", 1)
	hydra.Blood = 4
	doc := s.Streets(1, "Doc", 1)
	s.Hand(0, "Seduction")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Social", "Seduction", "steal 1 Blood")
	pass(t, g)
	// Stolen: Doc −1, Hydra +1; damage 0 + 1 − 1 = 0.
	if doc.Blood != 4 || hydra.Blood != 5 {
		t.Errorf("Doc %d, Hydra %d Blood; want 4, 5", doc.Blood, hydra.Blood)
	}

	s = scenario(2)
	s.Streets(0, "Muhammad Zadeh", 1) // Social 2, Presence
	s.Streets(0, "Iris Lokken", 1)    // Presence
	s.Haven(1, "Doc")
	cop := s.City("Cop")[0]
	s.Hand(0, "Seduction")
	g = s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Muhammad Zadeh attacks", "Cop", "Social", "Seduction", "for each Presence", "Burn")
	// 0 + 2 + 2 (two Presence) = 4 ≥ 3.
	if cop.Zone != rivals.ZoneCityBurned {
		t.Errorf("the Cop is in zone %d", cop.Zone)
	}
}

// TestScryTheSoul: "If this party has 2+ Auspex, negate the target's
// Reaction" — before the Reaction's own negation (§6.4 item 25).
func TestScryTheSoul(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Karma", 1) // Auspex, Mental 2
	s.Streets(0, "Doc", 1)   // Auspex
	humberto := s.Streets(1, "Humberto Garcia", 1)
	s.Streets(1, "Montgomery White", 1)
	s.Hand(0, "Scry the Soul")
	s.Hand(1, "Unswayable Mind")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Karma attacks", "Humberto Garcia", "Mental", "Scry the Soul", "Do not block", "Unswayable Mind")
	// 1 + 2 − Humberto's Mental 1; no Shield.
	if humberto.Blood != 1 {
		t.Errorf("Humberto at %d Blood, want 1", humberto.Blood)
	}
}

// TestScoped3006: "During your Intel Step, you may play this card face up
// as your Attack card to add +1 Intel to this attack."
func TestScoped3006(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Hydra", 1)
	doc := s.Haven(1, "Doc")
	s.Hand(0, "Scoped .30-06")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Play Scoped .30-06 face up")
	pass(t, g)
	// The attack is Ranged (the card's type): not asked. Skull 2 − 0.
	if doc.Blood != 3 {
		t.Errorf("Doc at %d Blood, want 3", doc.Blood)
	}
}

// TestInciteRebellion: "Pay 1 blood: Burn 1 Retainer in the opposing
// party. Gain no rewards for this."
func TestInciteRebellion(t *testing.T) {
	s := scenario(2)
	hydra := s.Streets(0, "Hydra", 1)
	doc := s.Streets(1, "Doc", 1)
	s.Attach(doc, "Athlete")
	s.Hand(0, "Incite Rebellion")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Social", "Incite Rebellion", "Yes")
	pass(t, g)
	if find(g, "Athlete").Zone != rivals.ZoneCityBurned || hydra.Blood != 5 || g.Players[0].AP != 0 {
		t.Errorf("Athlete in zone %d, Hydra %d Blood, AP %d", find(g, "Athlete").Zone, hydra.Blood, g.Players[0].AP)
	}
}

// TestIrresistibleVoice: "Presence — pay 2 blood: Steal 1 Retainer from
// the target. If this party has Dominate, Pay 1 blood instead."
func TestIrresistibleVoice(t *testing.T) {
	for _, tt := range []struct {
		other string
		paid  int
	}{{"", 2}, {"Lolita", 1}} {
		s := scenario(2)
		zhang := s.Streets(0, "Stevie Osborn", 1) // Presence, no Dominate; BP 5
		if tt.other != "" {
			s.Streets(0, tt.other, 1)
		}
		doc := s.Streets(1, "Doc", 1)
		s.Attach(doc, "Vagrant")
		s.Hand(0, "Irresistible Voice")
		g := s.Start(0, 1, rivals.PhaseAction)
		answer(t, g, "Stevie Osborn attacks", "Mental", "Irresistible Voice", "Yes")
		pass(t, g)
		if v := find(g, "Vagrant"); v.Host != zhang.ID || zhang.Blood != 5-tt.paid {
			t.Errorf("with %q: the Vagrant's host %d, Stevie Osborn at %d Blood", tt.other, v.Host, zhang.Blood)
		}
	}
}

// TestDriveBy: "Deal 2 Damage to an additional member of the opposing
// party for each character with Celerity in this party."
func TestDriveBy(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Hydra", 1)   // Celerity
	s.Streets(0, "Beretta", 1) // Celerity
	doc := s.Streets(1, "Doc", 1)
	velvet := s.Streets(1, "Velvet", 1) // Physical 0
	karma := s.Streets(1, "Karma", 1)   // Physical 0
	s.Hand(0, "Drive-By")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Doc", "Ranged", "Drive-By", "Do not block", "Velvet") // then Karma, the only one left
	pass(t, g)
	if doc.Blood != 3 || velvet.Blood != 2 || karma.Blood != 1 {
		t.Errorf("Doc %d, Velvet %d, Karma %d Blood; want 3, 2, 1", doc.Blood, velvet.Blood, karma.Blood)
	}
}

// TestBackhandedCompliment: "If the target is not defeated, your foe must
// mend them by spending Prestige equal to the Damage taken, but cannot
// spend their last Prestige this way."
func TestBackhandedCompliment(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Lixue Chen", 1) // Social 2, BP 6
	hydra := s.Streets(1, "Hydra", 1)
	s.Prestige(1, 3)
	s.Hand(0, "Backhanded Compliment")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Lixue Chen attacks", "Social", "Backhanded Compliment")
	// 1 + 2 − 1 = 2 dealt; the foe spends 2 of 3 Prestige to mend 2.
	if hydra.Blood != 6 || g.Players[1].Prestige != 1 {
		t.Errorf("Hydra %d Blood, foe Prestige %d; want 6, 1", hydra.Blood, g.Players[1].Prestige)
	}
}

// TestLightningStrike: "If this party has 2+ Celerity, this attack ignores
// all Resistance" (spec §4.13 mode 3 over the party), Resistance read by
// the rules option resistance (CHOICE-RESISTANCE). Hydra (Physical 2,
// Celerity 1) attacks Lixue Chen (BP 6, Physical 1, Celerity 1), who
// reacts with Fleetness (2 Shields) and exhausts her Vagrant (prevents 1):
// 2 + 2 = 4 damage before any Resistance.
func TestLightningStrike(t *testing.T) {
	tests := []struct {
		name       string
		party      string // Hydra's partner: one more Celerity, or none
		resistance string
		prevents   bool // the Vagrant is offered and used
		want       int  // Blood Lixue Chen loses
	}{
		// One Celerity: the attribute, the Shields and the prevention.
		{"one Celerity", "", "all", true, 4 - 1 - 2 - 1},
		// 2+ Celerity, the default: nothing reduces the damage.
		{"two Celerity, all", "Liza Holt", "all", false, 4},
		// 2+ Celerity, Resistance = the attribute: Shields and
		// prevention still count.
		{"two Celerity, attribute", "Liza Holt", "attribute", true, 4 - 2 - 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := scenario(2)
			s.Streets(0, "Hydra", 1)
			if tt.party != "" {
				s.Streets(0, tt.party, 1)
			}
			lixue := s.Streets(1, "Lixue Chen", 1)
			s.Attach(lixue, "Vagrant")
			s.Hand(0, "Lightning Strike")
			s.Hand(1, "Fleetness")
			o := rivals.DefaultOptions()
			o.Resistance = tt.resistance
			g := s.Options(o).Start(0, 1, rivals.PhaseAction)
			answer(t, g, "Hydra attacks", "Physical", "Lightning Strike")
			if kind(g) == "rivals.block" {
				answer(t, g, "Do not block")
			}
			answer(t, g, "Fleetness")
			for kind(g) == "rivals.ability" {
				answer(t, g, "Pass")
			}
			offered := kind(g) == "rivals.prevent"
			if offered {
				answer(t, g, "Exhaust Vagrant: prevent 1 damage")
			}
			pass(t, g)
			if offered != tt.prevents {
				t.Errorf("prevention offered: %v, want %v", offered, tt.prevents)
			}
			if lost := lixue.Def.BP - lixue.Blood; lost != tt.want {
				t.Errorf("Lixue Chen lost %d Blood, want %d", lost, tt.want)
			}
		})
	}
}
