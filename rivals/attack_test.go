package rivals_test

import (
	"testing"

	"kindred/rivals"
)

// TestAttackExampleSocial: spec §4.7.11 (rulebook L406-L414) and §9.9
// item 4: Muhammad Zadeh and Iris Lokken, one party in the Streets;
// Muhammad attacks Hydra, alone in the Streets, with Humiliate face down
// (the party has 2 Presence: +1). 2 (card) + 2 (Social) = 4 dealt; Hydra's
// Social 1 mitigates to 3; Hydra goes from 6 to 3 Blood.
func TestAttackExampleSocial(t *testing.T) {
	s := scenario(2)
	muhammad := s.Streets(0, "Muhammad Zadeh", 1)
	s.Streets(0, "Iris Lokken", 1)
	hydra := s.Streets(1, "Hydra", 2)
	s.Hand(0, "Humiliate")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Muhammad Zadeh attacks", "Social", "Humiliate") // Hydra, the only target, is not asked
	if !muhammad.Exhausted {
		t.Error("the attacker is not exhausted")
	}
	if hydra.Blood != 3 {
		t.Errorf("Hydra at %d Blood, want 3", hydra.Blood)
	}
	if g.Actions != 1 || find(g, "Humiliate").Zone != rivals.ZoneDiscard {
		t.Errorf("actions %d; Humiliate in zone %d", g.Actions, find(g, "Humiliate").Zone)
	}
}

// TestAttackExamplePhysical: spec §4.7.11 (rulebook L506-L538) and §9.9
// item 3: Skunk and Brother in the Streets; Skunk attacks Lixue Chen in
// her Haven, discarding 1 card for the Intel against Secrecy 1; Bella
// Forte blocks and plays Steal the Spotlight face down; Skunk reveals
// Sucker Punch and retargets to Lixue; Brother exhausts for +1 damage; the
// Reaction makes Skunk lose 2 Blood (Bella is a Blocker); Lixue's Physical
// 1 and an attached Vagrant reduce the damage; Bella's Shields protect only
// Bella; Drain Them Slowly gives the Brujah player 1 AP. With Sucker Punch
// at the rulebook's skull 2: 4 dealt, Lixue at 4; at the data's 1
// (CHOICE-SUCKERPUNCH's default): 3 dealt, Lixue at 5.
func TestAttackExamplePhysical(t *testing.T) {
	for _, tt := range []struct {
		skull string
		lixue int
	}{{"rulebook", 4}, {"data", 5}} {
		t.Run(tt.skull, func(t *testing.T) {
			s := scenario(2)
			skunk := s.Streets(0, "Skunk", 1)
			brother := s.Streets(0, "Brother", 1)
			s.Agenda(0, "Drain Them Slowly")
			lixue := s.Haven(1, "Lixue Chen")
			bella := s.Haven(1, "Bella Forte")
			s.Attach(lixue, "Vagrant")
			s.Hand(0, "Seduction", "Sucker Punch")
			s.Hand(1, "Steal the Spotlight")
			o := rivals.DefaultOptions()
			o.SuckerPunch = tt.skull
			g := s.Options(o).Start(0, 1, rivals.PhaseAction)
			answer(t, g, "Skunk attacks", "Lixue Chen")
			if kind(g) != "rivals.intel" {
				t.Fatalf("pending %q, want the Intel step (Secrecy 1 in the Haven, spec §4.7.2)", kind(g))
			}
			answer(t, g, "Discard Seduction for +1 Intel", "Physical", "Sucker Punch", "Block with Bella Forte", "Steal the Spotlight",
				"Retarget to Lixue Chen", "Brother: +1 damage to the target", "Exhaust Vagrant")
			if !brother.Exhausted || !bella.Exhausted {
				t.Errorf("Brother exhausted %v, Bella exhausted %v; want both", brother.Exhausted, bella.Exhausted)
			}
			if skunk.Blood != 1 || bella.Blood != 5 || lixue.Blood != tt.lixue {
				t.Errorf("Skunk %d, Bella %d, Lixue %d Blood; want 1, 5, %d", skunk.Blood, bella.Blood, lixue.Blood, tt.lixue)
			}
			if g.Players[0].AP != 1 {
				t.Errorf("the Brujah player has %d AP, want 1 (Drain Them Slowly)", g.Players[0].AP)
			}
		})
	}
}

// TestSuckerPunchKeepsTarget: a Targeted attack may keep its target (the
// blocker), whose Reaction's Shields then count.
func TestSuckerPunchKeepsTarget(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Hydra", 1)
	s.Streets(0, "Skunk", 1) // a Brujah for the clan card
	bella := s.Streets(1, "Bella Forte", 1)
	s.Streets(1, "Lixue Chen", 1)
	s.Hand(0, "Sucker Punch")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Lixue Chen", "Physical", "Sucker Punch", "Block with Bella Forte", "Keep Bella Forte", "Pass")
	// 1 (skull) + 2 (Hydra's Physical) − Bella's 2 = 1.
	if bella.Blood != 4 {
		t.Errorf("Bella at %d Blood, want 4", bella.Blood)
	}
}

// TestIntelFailsRollsBack: CHOICE-INTELFAIL: with no Intel to reach a
// Haven's Secrecy and no other target, the attack is cancelled: the
// attacker is readied and the action not spent; that target is not
// offered again this turn (the engine's bound on retries).
func TestIntelFailsRollsBack(t *testing.T) {
	s := scenario(2)
	hydra := s.Streets(0, "Hydra", 1)
	s.Haven(1, "Doc")
	s.Library(0, "Mercy")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks")
	if hydra.Exhausted || g.Actions != 0 || kind(g) != "rivals.action" {
		t.Errorf("Hydra exhausted %v, %d actions, pending %q", hydra.Exhausted, g.Actions, kind(g))
	}
	if hasLabel(g, "Hydra attacks") {
		t.Error("Hydra may attack Doc again this turn")
	}
}

// TestNoAttackOnNewFoes: spec §4.7.1: a foe who has not had a first turn
// cannot be attacked; own vampires never.
func TestNoAttackOnNewFoes(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Hydra", 1)
	s.Streets(0, "Brother", 2)
	s.Streets(1, "Doc", 1)
	s.FirstTurn(1)
	g := s.Start(0, 1, rivals.PhaseAction)
	if hasLabel(g, "attacks") {
		t.Errorf("an attack is offered: %q", g.Labels())
	}
}

// TestGuardBlocksRanged: spec §4.7.5: a Ranged attack can only be blocked
// by a Guard; a solo target cannot be blocked.
func TestGuardBlocksRanged(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Hydra", 1)
	s.Streets(1, "Doc", 1)
	s.Streets(1, "Karma", 1)
	s.Streets(1, "Velvet", 1)
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Doc", "Ranged")
	if kind(g) != "rivals.block" || !hasLabel(g, "Block with Karma") || hasLabel(g, "Velvet") {
		t.Fatalf("pending %q %q: want Karma (Guard) alone to block", kind(g), g.Labels())
	}
	answer(t, g, "Block with Karma")
	// Hydra's Ranged attack without a card deals 0 (spec §4.7.3).
	if k := find(g, "Karma"); k.Blood != 3 || !k.Exhausted {
		t.Errorf("Karma: %d Blood, exhausted %v", k.Blood, k.Exhausted)
	}
}

// TestReactionDamagesAttacker: spec §4.7.6, §4.7.8 step 3,
// CHOICE-REACTIONMITIGATION: Slap in the Face answers a Social attack with
// its skull plus the reacting vampire's Physical: 1 + Hydra's 2 = 3,
// reduced by the attacker's Physical (Brother's 1) by default.
func TestReactionDamagesAttacker(t *testing.T) {
	for _, tt := range []struct {
		mitigation string
		want       int
	}{{"own", 5 - 2}, {"none", 5 - 3}} {
		s := scenario(2)
		brother := s.Streets(0, "Brother", 1)
		s.Streets(1, "Hydra", 1)
		s.Hand(1, "Slap in the Face")
		o := rivals.DefaultOptions()
		o.ReactionMitigation = tt.mitigation
		g := s.Options(o).Start(0, 1, rivals.PhaseAction)
		answer(t, g, "Brother attacks", "Social", "Slap in the Face")
		if brother.Blood != tt.want {
			t.Errorf("reaction-mitigation=%s: Brother at %d Blood, want %d", tt.mitigation, brother.Blood, tt.want)
		}
	}
}

// TestDualTypeOption: CHOICE-DUALTYPE: an Attack/Reaction card is offered
// as a Reaction by default, not with dual-type=attack.
func TestDualTypeOption(t *testing.T) {
	for _, tt := range []struct {
		dual    string
		offered bool
	}{{"both", true}, {"attack", false}} {
		s := scenario(2)
		s.Streets(0, "Hydra", 1)
		s.Streets(1, "Brother", 1)
		s.Hand(1, "Baseball Bat")
		o := rivals.DefaultOptions()
		o.DualType = tt.dual
		g := s.Options(o).Start(0, 1, rivals.PhaseAction)
		answer(t, g, "Hydra attacks", "Physical")
		if got := kind(g) == "rivals.reaction" && hasLabel(g, "Baseball Bat"); got != tt.offered {
			t.Errorf("dual-type=%s: Baseball Bat offered %v", tt.dual, got)
		}
	}
}

// TestDefeatTorporAndRivalAP: spec §4.9, §5.4: a vampire at 0 Blood goes to
// torpor exhausted with 1 Prestige of its controller as Blood, and the
// attacker's controller gains 1 AP when it belongs to their Rival — not
// for another foe.
func TestDefeatTorporAndRivalAP(t *testing.T) {
	for _, tt := range []struct {
		rival, ap int
	}{{1, 1}, {2, 0}} {
		s := scenario(3)
		s.Streets(0, "Hydra", 1)
		flick := s.Streets(1, "Flick", 2)
		flick.Blood = 2
		s.Haven(1, "Doc")
		s.Haven(2, "Velvet")
		s.Rival(0, tt.rival)
		g := s.Start(0, 1, rivals.PhaseAction)
		answer(t, g, "Hydra attacks", "Flick", "Physical", "Pass") // Pass: Hydra's draw
		// 2 Physical − Flick's 0 = 2: torpor.
		if flick.Zone != rivals.ZoneTorpor || flick.Blood != 1 || !flick.Exhausted || g.Players[1].Prestige != 19 {
			t.Errorf("Flick: zone %d, Blood %d; Prestige %d", flick.Zone, flick.Blood, g.Players[1].Prestige)
		}
		if g.Players[0].AP != tt.ap {
			t.Errorf("Rival seat %d: Player 1 has %d AP, want %d", tt.rival, g.Players[0].AP, tt.ap)
		}
	}
}

// TestMortals: spec §4.7.9, §4.10, §1.4: a mortal is defeated only by
// damage at least its Blood in one attack; a Citizen gives its AP and is
// burned to mend the attacker; an S.A.D. gives 1 AP and goes to the City
// discard (CHOICE-SADFATE).
func TestMortals(t *testing.T) {
	tests := []struct {
		mortal   string
		attacker string
		card     string
		zone     rivals.Zone
		ap       int
	}{
		{"Cop", "Skunk", "No card", rivals.ZoneStreets, 0},         // 1 < 3: stands
		{"Cop", "Hydra", "Baseball Bat", rivals.ZoneCityBurned, 1}, // 2 + 1 + 1 = 4 ≥ 3
		{"Vagrant", "Hydra", "No card", rivals.ZoneCityBurned, 0},  // 2 ≥ 2, AP 0
		{"Special Affairs Division", "Hydra", "Baseball Bat", rivals.ZoneCityDiscard, 1},
	}
	for _, tt := range tests {
		t.Run(tt.mortal+"/"+tt.attacker, func(t *testing.T) {
			s := scenario(2)
			a := s.Streets(0, tt.attacker, 1)
			a.Blood = 1
			s.Haven(1, "Doc")
			m := s.City(tt.mortal)[0]
			s.Hand(0, "Baseball Bat")
			g := s.Start(0, 1, rivals.PhaseAction)
			answer(t, g, tt.attacker+" attacks", tt.mortal, "Physical", tt.card)
			if kind(g) == "rivals.ability" {
				answer(t, g, "Pass")
			}
			if kind(g) == "rivals.mortal" {
				answer(t, g, "Burn")
			}
			if m.Zone != tt.zone || g.Players[0].AP != tt.ap {
				t.Errorf("%s in zone %d, %d AP; want zone %d, %d AP", tt.mortal, m.Zone, g.Players[0].AP, tt.zone, tt.ap)
			}
			if tt.zone == rivals.ZoneCityBurned && a.Blood != 1+m.Def.Blood {
				t.Errorf("%s burned: the attacker mended to %d, want %d", tt.mortal, a.Blood, 1+m.Def.Blood)
			}
		})
	}
}
