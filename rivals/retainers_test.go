package rivals_test

import (
	"testing"

	"kindred/rivals"
)

// TestAttachRetainer: spec §4.18, §1.4: a defeated Citizen gives its AP
// and may be attached to the attacker as a Retainer, whose bonus becomes
// the vampire's (Athlete: +1 Physical; Cop: Dominate and +1 BP, which does
// not mend; Addict: draw 1 card and Auspex).
func TestAttachRetainer(t *testing.T) {
	s := scenario(2)
	hydra := s.Streets(0, "Hydra", 1)
	s.Haven(1, "Doc")
	s.City("Athlete")
	s.Hand(0, "Baseball Bat")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Athlete", "Physical", "Baseball Bat", "Pass", "Attach Athlete to Hydra")
	athlete := find(g, "Athlete")
	if athlete.Zone != rivals.ZoneAttached || athlete.Host != hydra.ID || g.Players[0].AP != 1 {
		t.Fatalf("Athlete: zone %d, host %d; AP %d", athlete.Zone, athlete.Host, g.Players[0].AP)
	}
	if p := g.Attribute(hydra, rivals.Physical); p != 3 {
		t.Errorf("Hydra's Physical %d, want 2 + 1", p)
	}
	if r := g.Attribute(hydra, rivals.Ranged); r != 3 {
		t.Errorf("Hydra's Physical against Ranged %d, want 3", r)
	}

	s = scenario(2)
	v := s.Streets(0, "Skunk", 1)
	s.Haven(1, "Doc")
	s.City("Cop", "Addict")
	s.Hand(0, "Baseball Bat", "Holdout Dagger")
	s.Library(0, "Humiliate")
	g = s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Skunk attacks", "Cop", "Physical", "Baseball Bat", "Attach")
	if g.BP(v) != 4 || v.Blood != 3 || g.Level(v, rivals.Dominate) != 1 {
		t.Errorf("Skunk with the Cop: BP %d, Blood %d, Dominate %d; want 4, 3 (no mend), 1", g.BP(v), v.Blood, g.Level(v, rivals.Dominate))
	}
}

// TestAttachmentLimit: spec §4.19: a fourth attachment needs a non-Title
// one burned first; torpor burns Retainers (§4.9 step 2).
func TestAttachmentLimit(t *testing.T) {
	s := scenario(2)
	hydra := s.Streets(0, "Hydra", 1)
	s.Attach(hydra, "Vagrant")
	s.Attach(hydra, "Student")
	s.Attach(hydra, "Chef")
	s.Haven(1, "Doc")
	s.City("Athlete")
	s.Hand(0, "Baseball Bat")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Athlete", "Physical", "Baseball Bat", "Pass", "Attach")
	if kind(g) != "rivals.attach-burn" {
		t.Fatalf("pending %q, want the choice of an attachment to burn", kind(g))
	}
	answer(t, g, "Student")
	if n := len(g.Attached(hydra)); n != 3 || find(g, "Student").Zone != rivals.ZoneCityBurned {
		t.Errorf("%d attached; Student in zone %d", n, find(g, "Student").Zone)
	}

	s = scenario(2)
	s.Streets(0, "Hydra", 1)
	flick := s.Streets(1, "Flick", 2)
	flick.Blood = 1
	vag := s.Attach(flick, "Vagrant")
	s.Haven(1, "Doc")
	g = s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Flick", "Physical", "Pass", "Prevent nothing more")
	if flick.Zone != rivals.ZoneTorpor || vag.Zone != rivals.ZoneCityBurned {
		t.Errorf("Flick in zone %d, its Vagrant in zone %d; want torpor, burned", flick.Zone, vag.Zone)
	}
}

// TestVagrantPrevents: spec §4.18: exhausting an attached Vagrant
// prevents 1 damage to its vampire, in an attack and against the S.A.D.
// (§4.22), whose aggravated damage attributes do not reduce.
func TestVagrantPrevents(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Hydra", 1)
	doc := s.Streets(1, "Doc", 2)
	vag := s.Attach(doc, "Vagrant")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Physical", "Pass")
	if kind(g) != "rivals.prevent" {
		t.Fatalf("pending %q, want Doc's prevention", kind(g))
	}
	answer(t, g, "Exhaust Vagrant")
	// 2 Physical − Doc's 0 = 2, 1 prevented.
	if doc.Blood != 4 || !vag.Exhausted {
		t.Errorf("Doc at %d Blood, Vagrant exhausted %v; want 4, true", doc.Blood, vag.Exhausted)
	}

	s = scenario(2)
	hydra := s.Haven(0, "Hydra")
	s.Attach(hydra, "Vagrant")
	s.Haven(1, "Doc")
	s.City("Special Affairs Division")
	g = s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "End the Action phase", "Exhaust Vagrant")
	if hydra.Blood != 6 {
		t.Errorf("Hydra at %d Blood, want 6 (the S.A.D.'s 1 prevented)", hydra.Blood)
	}
}

// TestBurnRetainer: spec §3.2, §4.18: in the Action phase a player may burn
// a Retainer attached to their vampire (no Burn benefit); a BP bonus lost
// clamps Blood (CHOICE-BPDROP).
func TestBurnRetainer(t *testing.T) {
	s := scenario(2)
	skunk := s.Haven(0, "Skunk")
	s.Attach(skunk, "Cop")
	skunk.Blood = 4
	s.Haven(1, "Doc")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Burn Cop")
	if find(g, "Cop").Zone != rivals.ZoneCityBurned || skunk.Blood != 3 || g.Actions != 0 {
		t.Errorf("Cop in zone %d; Skunk at %d Blood; %d actions", find(g, "Cop").Zone, skunk.Blood, g.Actions)
	}
}
