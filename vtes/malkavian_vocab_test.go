package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// Fixtures for title cards, untargetable minions, havens and coin flips
// (titlecard.go, untargetable.go, coin.go).
var (
	// A haven: the minion it is on cannot be the target of other
	// Methuselahs' actions, and master cards targeting it cost 1 more pool.
	_ = fixture(&vtes.CardDef{ID: 992950, Name: "Test Sanctuary", Types: vtes.Master, Haven: true,
		Static: vtes.Static{Untargetable: true, MasterTargetCost: 1}})
	// A master card giving 1 blood to a ready vampire it targets.
	_ = fixture(&vtes.CardDef{ID: 992951, Name: "Test Blessing", Types: vtes.Master,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "1 blood to a ready vampire",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				var vs []*vtes.Card
				for _, s := range g.Living() {
					vs = append(vs, g.ReadyMinions(s)...)
				}
				if t := g.ChooseMasterTarget(p.Seat, vs); t != nil {
					g.AddBlood(t, 1)
				}
			}}}})
	// A title card: the Ventrue justicar's title, put on a ready vampire
	// of its Methuselah.
	_ = fixture(&vtes.CardDef{ID: 990952, Name: "Test Ventrue Justicar Writ", Types: vtes.Master,
		Title: vtes.Justicar, TitleClan: "Ventrue",
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "title",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.GiveTitleCard(p.Card, g.Choose(p.Seat, g.ReadyMinions(p.Seat)))
			}}}})
)

// §10.3, Secure Haven [TOM 19951208-1]: a minion with an Untargetable card
// on it is no target for other Methuselahs' actions (action cards, and
// diablerie of it in torpor); its own Methuselah may still aim at it.
func TestUntargetable(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Transfusion")
	own := s.Torpor(0, "The Dowager", 1)
	s.Attach(own, "Test Sanctuary", 0)
	s.Ready(1, "Lenny Burkhead", 3)
	horace := s.Ready(2, "Horace Radcliffe", 3)
	s.Attach(horace, "Test Sanctuary", 0)
	torpid := s.Torpor(2, "Cedrick Calhoun", 1)
	s.Attach(torpid, "Test Sanctuary", 0)
	g := s.Start(0, 3, vtes.PhaseMinion)
	mustNotOffer(t, g, "→ Horace Radcliffe")
	mustNotOffer(t, g, "diablerizes Cedrick Calhoun")
	mustOffer(t, g, "→ Lenny Burkhead")
	mustOffer(t, g, "→ The Dowager")
	if g.Targetable(horace, 0) || !g.Targetable(horace, 2) {
		t.Error("Horace: targetable by seat 0 or not by his own Methuselah")
	}
	if !g.HasHaven(horace) || g.HasHaven(g.ReadyMinions(1)[0]) {
		t.Error("HasHaven is wrong")
	}
}

// [TOM 19951208-1]: master cards targeting the minion cost 1 more pool,
// for every Methuselah; a Methuselah who cannot pay it cannot target it.
func TestMasterTargetSurcharge(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 1)
	s.Attach(nik, "Test Sanctuary", 0)
	s.Ready(1, "Lenny Burkhead", 3)
	s.Hand(0, "Test Blessing")
	g := s.Start(0, 3, vtes.PhaseMaster)
	if g.MasterSurcharge(nik) != 1 {
		t.Fatalf("surcharge %d, want 1", g.MasterSurcharge(nik))
	}
	answer(t, g, "Play Test Blessing", "Nik Sikko")
	if nik.Blood != 2 || pool(g, 0) != 29 {
		t.Errorf("Nik has %d blood, pool %d; want 2 and 29", nik.Blood, pool(g, 0))
	}
	if got := g.MasterTargets(0, []*vtes.Card{nik}, 29); len(got) != 0 {
		t.Error("a Methuselah without the spare pool may still target the minion")
	}
}

// §9.1, §10.2, §14 C12: a title card gives the vampire it is put on its
// title; a rival claiming the same unique title contests it; yielding
// burns the title card and leaves the vampire untitled.
func TestTitleCard(t *testing.T) {
	s := newScenario(2)
	o := vtes.DefaultOptions()
	o.TurnLimit = 5
	s.Options(o)
	nik := s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Ventrue Justicar Writ")
	withLibraries(s, 2)
	g := s.Start(0, 3, vtes.PhaseMaster)
	answer(t, g, "Play Test Ventrue Justicar Writ")
	if g.TitleOf(nik) != vtes.Justicar || g.Votes(nik) != 3 {
		t.Fatalf("Nik: title %q, %d votes; want justicar, 3", g.TitleOf(nik), g.Votes(nik))
	}
	if !logged(g, "Nik Sikko gains the title (justicar).") {
		t.Error("not logged")
	}

	s = newScenario(2)
	s.Options(o)
	nik = s.Ready(0, "Nik Sikko", 3)
	rival := s.Ready(1, "Test Ventrue Justicar", 3)
	s.Hand(0, "Test Ventrue Justicar Writ")
	withLibraries(s, 2)
	g = s.Start(0, 3, vtes.PhaseMaster)
	answer(t, g, "Play Test Ventrue Justicar Writ")
	if !nik.TitleContested || !rival.TitleContested || g.TitleOf(nik) != vtes.NoTitle {
		t.Fatalf("no contest: %v %v", nik.TitleContested, rival.TitleContested)
	}
	writ := g.Card(nik.Attached[0])
	answer(t, g, "End the minion phase", "End the discard phase")
	answer(t, g, "Pay 1 blood") // seat 1 keeps contesting
	answer(t, g, "End the minion phase", "End the discard phase")
	answer(t, g, "Yield Nik Sikko's title")
	inZone(t, writ, vtes.ZoneAsh)
	if g.TitleOf(nik) != vtes.NoTitle {
		t.Errorf("Nik keeps the title %q after yielding", g.TitleOf(nik))
	}
}

// A coin flip comes from the seeded generator: the same seed flips the
// same way, both faces come up, and each flip is logged.
func TestFlipCoin(t *testing.T) {
	seen := map[bool]bool{}
	for seed := range uint64(16) {
		flip := func() bool {
			s := newScenario(2).Seed(seed)
			s.Ready(0, "Nik Sikko", 3)
			g := s.Start(0, 3, vtes.PhaseMinion)
			heads := g.FlipCoin()
			if !logged(g, "The coin comes up") {
				t.Fatal("the flip is not logged")
			}
			return heads
		}
		a := flip()
		if flip() != a {
			t.Fatalf("seed %d flips two ways", seed)
		}
		seen[a] = true
	}
	if !seen[true] || !seen[false] {
		t.Errorf("16 seeds flip only one way: %v", seen)
	}
}

var (
	// A vampire at which other Methuselahs' directed actions fail as
	// announced; one making votes against its referendums cost 1 blood;
	// one with +2 votes when voting against.
	_ = withText(testVampire(990953, "Test Warded Seer", 5, "Malkavian", "obf", vtes.Camarilla, vtes.NoTitle),
		vtes.Static{OnTargeted: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) { g.FailAction() }})
	_ = withText(testVampire(990954, "Test Stern Prince", 8, "Malkavian", "obf", vtes.Camarilla, vtes.Prince),
		vtes.Static{AgainstCost: 1})
	_ = withText(testVampire(990955, "Test Naysayer", 6, "Malkavian", "obf", vtes.Camarilla, vtes.Primogen),
		vtes.Static{SideVotes: func(g *vtes.Game, v *vtes.Card, forSide bool) int {
			if forSide {
				return 0
			}
			return 2
		}})
	// A modifier another of the acting Methuselah's vampires plays.
	_ = fixture(&vtes.CardDef{ID: 991956, Name: "Test Shroud", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{{Kind: vtes.PlayModifier, ByOther: true, Step: vtes.StepBlockAttempt, Label: "+1 stealth from a friend",
			Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1).Resolve}}})
	// Polling modifiers: make a vampire abstain; cancel the referendum and
	// take the calling card back.
	_ = fixture(&vtes.CardDef{ID: 991957, Name: "Test Gag", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepPolling, Label: "a vampire abstains", Legal: vtes.Political,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Abstain(g.Choose(p.Seat, g.ReadyMinions(1))) }}}})
	_ = fixture(&vtes.CardDef{ID: 993958, Name: "Test Retraction", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepPolling, Label: "cancel and take back", Legal: vtes.Political,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				c := g.Referendum().Card
				g.CancelReferendum()
				g.ReturnToHand(c)
			}}}})
)

// withText sets a test vampire's text.
func withText(d *vtes.CardDef, st vtes.Static) *vtes.CardDef { d.Static = st; return d }

// §4.1: an action directed at a minion whose text makes it fail (Evan
// Klein) fails as announced: no block, no effect, the actor stays locked,
// and no trigger fires for an action of the minion's own Methuselah
// (undirected, [LSJ 20030214-2]).
func TestFailAction(t *testing.T) {
	s := newScenario(3)
	nik := s.Ready(0, "Nik Sikko", 3)
	seer := s.Torpor(1, "Test Warded Seer", 2)
	s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko diablerizes Test Warded Seer")
	if !logged(g, "The action of Nik Sikko fails.") || logged(g, "does not block") {
		t.Error("the action did not fail as announced")
	}
	inZone(t, seer, vtes.ZoneTorpor)
	if !nik.Locked {
		t.Error("Nik unlocked after announcing")
	}

	s = newScenario(3)
	s.Ready(0, "Nik Sikko", 3)
	s.Torpor(0, "Test Warded Seer", 2)
	g = s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko rescues Test Warded Seer")
	if logged(g, "fails") {
		t.Error("an undirected action failed")
	}
}

// Mode.ByOther: another ready vampire of the acting Methuselah, locked or
// not, plays the modifier; the actor does not.
func TestModifierByOther(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Nik Sikko", 3)
	friend := s.Ready(0, "Test Warded Seer", 3)
	friend.Locked = true
	s.Hand(0, "Test Shroud", "Test Shroud")
	s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Block with Lenny Burkhead")
	mustNotOffer(t, g, "with Nik Sikko")
	answer(t, g, "Play Test Shroud (+1 stealth from a friend) with Test Warded Seer")
	if !logged(g, "Lenny Burkhead fails to block") {
		t.Error("the stealth did not count")
	}
}

// §5.2, §5.3: votes against a referendum called by a vampire with
// AgainstCost cost that blood, and need it; SideVotes count on one side.
func TestVoteCostAndSideVotes(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Test Stern Prince", 3)
	s.Hand(0, "Kine Resources Contested")
	nay := s.Ready(1, "Test Naysayer", 3)
	s.Ready(2, "Mkhokheli", 0)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Test Stern Prince: Kine Resources Contested")
	for g.Pending().Kind == "vtes.block" {
		answer(t, g, "Do not block")
	}
	answer(t, g, "Methuselah 2", "Methuselah 2", "Methuselah 3", "Methuselah 3", "Pass")
	mustOffer(t, g, "Test Naysayer: 1 vote(s) for")
	answer(t, g, "Test Naysayer: 3 vote(s) against")
	if nay.Blood != 2 || g.VoteCost(g.Referendum(), nay, true) != 0 {
		t.Errorf("Naysayer has %d blood, want 2", nay.Blood)
	}
	mustOffer(t, g, "Mkhokheli: 2 vote(s) for")
	mustNotOffer(t, g, "Mkhokheli: 2 vote(s) against")
}

// Abstain removes a vampire's votes and bars later ones; ReturnToHand
// takes the calling card back.
func TestAbstainAndReturnToHand(t *testing.T) {
	g := kineResources(t, func(s *vtes.Scenario) {
		s.Hand(0, "Test Gag")
		s.Ready(1, "Lenny Burkhead", 3)
	})
	answer(t, g, "Pass", "Lenny Burkhead: 1 vote(s) against")
	answer(t, g, "Play Test Gag")
	answer(t, g, "Mkhokheli: 2 vote(s) for")
	if g.Pending() != nil && offered(g, "Lenny Burkhead") {
		t.Error("Lenny votes again after abstaining")
	}
	g = kineResources(t, func(s *vtes.Scenario) { s.Hand(0, "Test Retraction") })
	answer(t, g, "Play Test Retraction")
	if !logged(g, "canceled") {
		t.Error("not canceled")
	}
	found := false
	for _, c := range g.Hand(0) {
		found = found || c.Def.Name == "Kine Resources Contested"
	}
	if !found {
		t.Error("the calling card is not back in hand")
	}
}
