package vtes_test

// Rules vocabulary the card engineers asked for: each test uses a test
// card with just the clause it checks.

import (
	"testing"

	"kindred/vtes"
)

var (
	// A reaction any of the blocking Methuselah's minions plays for the
	// blocker (Organized Resistance).
	_ = fixture(&vtes.CardDef{ID: 990900, Name: "Test Organized Watch", Types: vtes.Reaction,
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepBlockAttempt, Label: "+1 intercept to your blocker",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return a != nil && a.Blocker != nil && a.Blocker.Controller == p.Seat && a.Intercept < a.Stealth
			},
			Resolve: vtes.AddIntercept(1).Resolve}}})

	// A location giving the minions its Methuselah controls +1 bleed
	// (New Carthage, Gangrel Revel).
	_ = fixture(&vtes.CardDef{ID: 990901, Name: "Test Rally Point", Types: vtes.Master,
		Static: vtes.Static{Global: true, Bleed: vtes.Always(1)}})

	// A card in play making its Methuselah's master cards cost 1 pool
	// less, and a master card costing 2.
	_ = fixture(&vtes.CardDef{ID: 990902, Name: "Test Patron", Types: vtes.Master,
		Static: vtes.Static{CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
			if p.Seat == c.Controller && p.Card != nil && p.Card.Def.Types.Has(vtes.Master) {
				return vtes.Cost{Pool: -1}
			}
			return vtes.Cost{}
		}}})
	_ = fixture(&vtes.CardDef{ID: 990903, Name: "Test Tribute", Types: vtes.Master,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "tribute"}}})

	// A master card played without replacement.
	_ = fixture(&vtes.CardDef{ID: 990906, Name: "Test Secret Pact", Types: vtes.Master, NoReplace: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "pact"}}})

	// Action cards aiming at a card in play, a Methuselah, any vampire.
	_ = fixture(&vtes.CardDef{ID: 990907, Name: "Test Arson", Types: vtes.Action,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetInPlayCard, Label: "burn a card in play",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Burn(p.Target) }}}})
	_ = fixture(&vtes.CardDef{ID: 990908, Name: "Test Accusation", Types: vtes.Action,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetMethuselah, Label: "burn 1 pool",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.BurnPool(p.Seat2, 1) }}}})
	_ = fixture(&vtes.CardDef{ID: 990909, Name: "Test Transfusion", Types: vtes.Action,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Target: vtes.TargetAnyVampire, Label: "1 blood to a vampire",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddBlood(p.Target, 1) }}}})

	// Polling cards: more votes cast later with the vampire's own; votes
	// tied to the vampire's ballot, and a reaction cancelling it; a
	// modifier cancelling the referendum.
	_ = fixture(&vtes.CardDef{ID: 990910, Name: "Test Rhetoric", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepPolling, Label: "+2 votes with the vampire's", Legal: vtes.Political,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Referendum().AddVoteBonus(p.Minion, 2) }}}})
	_ = fixture(&vtes.CardDef{ID: 990911, Name: "Test Oratory", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepPolling, Label: "2 votes for, on the ballot", Legal: vtes.Political,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.CastVotesWith(p.Minion, 2, true) }}}})
	_ = fixture(&vtes.CardDef{ID: 990912, Name: "Test Heckle", Types: vtes.Reaction,
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepPolling, Label: "the acting vampire abstains", Legal: vtes.Political,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.CancelBallot(g.Action().Actor) }}}})
	_ = fixture(&vtes.CardDef{ID: 990913, Name: "Test Recall", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepPolling, Label: "cancel the referendum", Legal: vtes.Political,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.CancelReferendum() }}}})

	// A master card using the zone helpers: draw 2, 1 pool the first time
	// this game, the torpid vampire to ready, the ready one to the
	// uncontrolled region.
	_ = fixture(&vtes.CardDef{ID: 990914, Name: "Test Toolkit", Types: vtes.Master,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "toolkit",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Shuffle(p.Seat)
				g.Draw(p.Seat, 2)
				if g.MarkOncePerGame(990914) {
					g.GainPool(p.Seat, 1)
				}
				if g.MarkOncePerGame(990914) {
					g.GainPool(p.Seat, 10)
				}
				m := g.Methuselah(p.Seat)
				ready, torpid := g.Card(m.Ready[0]), g.Card(m.Torpor[0])
				g.ToUncontrolled(ready)
				g.ToReady(torpid)
			}}}})

	// A reaction: the blocker gets intercept, an optional maneuver and
	// 1 damage prevented in the combat.
	_ = fixture(&vtes.CardDef{ID: 990915, Name: "Test Ambush", Types: vtes.Reaction,
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepBlockAttempt, Label: "+1 intercept, a maneuver, 1 prevention",
			Legal: vtes.Blocking,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				a := g.Action()
				a.Intercept++
				a.ManeuverOnBlock = append(a.ManeuverOnBlock, p.Minion)
				a.PreventOnBlock = append(a.PreventOnBlock, vtes.Bonus{Minion: p.Minion, N: 1})
			}}}})

	// A combat card preventing 1 normal damage, when some is pending and
	// no press stands.
	_ = fixture(&vtes.CardDef{ID: 990916, Name: "Test Deflect", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepPrevent, Label: "prevent 1 normal damage",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				cs := g.Combat()
				if cs == nil || cs.PressStands() {
					return false
				}
				n, _, _ := cs.Pending(cs.Side(p.Minion))
				return n > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.PreventNormal(p.Minion, 1) }}}})

	// A card in play giving a vote in any referendum, blood hunts
	// included: lock it for 1 vote for.
	_ = fixture(&vtes.CardDef{ID: 990917, Name: "Test Pulpit", Types: vtes.Master,
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling, BloodHunt: true, Label: "lock: 1 vote for",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.Locked },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.CastVotes(p.Seat, 1, true)
			}}}}})

	_ = fixture(&vtes.CardDef{ID: 990918, Name: "Test Filibuster", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepPolling, Label: "3 votes on the vampire's side", Legal: vtes.Political,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddVotesWith(p.Minion, 3) }}}})

	// A modifier played as the action is announced: minions with 3 or
	// more blood cannot block it.
	_ = fixture(&vtes.CardDef{ID: 990904, Name: "Test Veil", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepAnnounced, Label: "not blocked by the well-fed",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				a := g.Action()
				a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool { return b.Blood >= 3 })
			}}}})

	// A modifier making the current block attempt fail; after the action
	// its Methuselah gains 1 pool per failed blocker.
	_ = fixture(&vtes.CardDef{ID: 990905, Name: "Test Vanish", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepBlockAttempt, Label: "the block fails",
			Legal: vtes.BeingBlocked,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.FailAttempt()
				a := g.Action()
				a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) { g.GainPool(p.Seat, len(a.FailedBlockers)) })
			}}}})
)

// §4.3, §1.5.8: during a block attempt, any of the blocking Methuselah's
// ready minions may play a reaction; the card says it helps the blocker.
func TestReactionByAnotherMinionDuringBlockAttempt(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 1)
	lenny := s.Ready(1, "Lenny Burkhead", 3)
	s.Ready(1, "Horace Radcliffe", 3)
	s.Hand(1, "Test Organized Watch")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko hunts", "Block with Lenny Burkhead")
	asked(t, g, 1, "vtes.bid")
	mustOffer(t, g, "Play Test Organized Watch (+1 intercept to your blocker) with Lenny Burkhead")
	answer(t, g, "Play Test Organized Watch (+1 intercept to your blocker) with Horace Radcliffe")
	if !logged(g, "Lenny Burkhead blocks Nik Sikko") {
		t.Fatal("1 intercept from Horace's reaction matches the hunt's stealth: Lenny blocks")
	}
	if !lenny.Locked {
		t.Error("the blocker locks")
	}
}

// §1.5.6: a card in play on no minion whose bonus is global gives it to
// every minion its Methuselah controls, and to no other Methuselah's.
func TestGlobalStaticBonus(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Nik Sikko", 3)
	s.InPlay(0, "Test Rally Point")
	s.Ready(1, "Lenny Burkhead", 3)
	s.Ready(2, "Horace Radcliffe", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Do not block")
	if pool(g, 1) != 28 {
		t.Errorf("prey pool %d, want 28 (1 + 1 from the location)", pool(g, 1))
	}
}

// §1.5.6, §14 C6: a card in play changing costs changes what is paid; the
// other Methuselahs pay the printed cost.
func TestCostModifier(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 3)
	s.InPlay(0, "Test Patron")
	s.Hand(0, "Test Tribute")
	g := s.Start(0, 3, vtes.PhaseMaster)
	answer(t, g, "Play Test Tribute")
	if pool(g, 0) != 29 {
		t.Errorf("pool %d after a 2-pool card costing 1 less, want 29", pool(g, 0))
	}
}

// §14 C26, §4.2: a modifier played as the action is announced, before
// any block decision, can bar some minions from blocking.
func TestAnnouncedWindowAndCannotBlock(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 1)
	s.Hand(0, "Test Veil")
	s.Ready(1, "Lenny Burkhead", 3)
	s.Ready(1, "Horace Radcliffe", 1)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko hunts")
	asked(t, g, 0, "vtes.play")
	answer(t, g, "Play Test Veil")
	asked(t, g, 1, "vtes.block")
	mustNotOffer(t, g, "Block with Lenny Burkhead")
	mustOffer(t, g, "Block with Horace Radcliffe")
}

// §4.3: a card may make a block attempt fail whatever the intercept; the
// minion that failed is listed, and the action's after-resolution effects
// run once it resolved [RTR 19980623].
func TestFailAttemptAndAfterResolution(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 1)
	s.Hand(0, "Test Vanish")
	lenny := s.Ready(1, "Lenny Burkhead", 3)
	s.Attach(lenny, "Raven Spy", 1)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko hunts", "Block with Lenny Burkhead")
	asked(t, g, 0, "vtes.bid")
	answer(t, g, "Play Test Vanish")
	if !logged(g, "Lenny Burkhead fails to block") {
		t.Fatal("the attempt was made to fail")
	}
	if lenny.Locked {
		t.Error("a failed blocker does not lock")
	}
	if nik.Blood != 2 { // Lenny may not try again (A4): nobody else blocks
		t.Errorf("Nik Sikko has %d blood; the hunt succeeds", nik.Blood)
	}
	if pool(g, 0) != 31 {
		t.Errorf("pool %d, want 31: 1 failed blocker, counted after resolution", pool(g, 0))
	}
}

// §1.5.3, G00025: a card played without replacement is not replaced; the
// hand size is 1 less until the next unlock phase, which starts by
// drawing it.
func TestNoReplace(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Library(0, "Test Trifle", "Test Event")
	s.Hand(0, "Test Secret Pact")
	g := s.Start(0, 3, vtes.PhaseMaster)
	answer(t, g, "Play Test Secret Pact")
	if n := len(g.Hand(0)); n != 0 {
		t.Errorf("%d cards in hand, want 0: no replacement", n)
	}
	if g.HandSize(0) != 6 || g.Methuselah(0).Owed != 1 {
		t.Errorf("hand size %d, owed %d; want 6 and 1", g.HandSize(0), g.Methuselah(0).Owed)
	}
}

func TestNoReplaceDrawnAtUnlock(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Library(0, "Test Event", "Test Trifle")
	s.Owed(0, 1)
	g := s.Start(0, 3, vtes.PhaseUnlock)
	asked(t, g, 0, "vtes.master")
	mustOffer(t, g, "Play Test Trifle")
	if g.Methuselah(0).Owed != 0 || g.HandSize(0) != 7 {
		t.Errorf("owed %d, hand size %d after the unlock phase; want 0 and 7", g.Methuselah(0).Owed, g.HandSize(0))
	}
}

// §4.2: an action may aim at a card in play on no minion controlled by
// another Methuselah; it is directed at that Methuselah.
func TestTargetInPlayCard(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Arson")
	s.InPlay(0, "Test Patron")
	s.Ready(1, "Lenny Burkhead", 3)
	s.Ready(2, "Horace Radcliffe", 3)
	rally := s.InPlay(2, "Test Rally Point")
	g := s.Start(0, 3, vtes.PhaseMinion)
	mustNotOffer(t, g, "→ Test Patron")
	mustNotOffer(t, g, "→ Lenny Burkhead")
	answer(t, g, "Nik Sikko: Test Arson (burn a card in play → Test Rally Point)")
	asked(t, g, 2, "vtes.block")
	answer(t, g, "Do not block")
	inZone(t, rally, vtes.ZoneAsh)
}

// §4.2: an action aimed at a Methuselah the actor chooses is directed at
// that Methuselah, who alone may block.
func TestTargetMethuselah(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Accusation")
	s.Ready(1, "Lenny Burkhead", 3)
	s.Ready(2, "Horace Radcliffe", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko: Test Accusation")
	asked(t, g, 0, "vtes.choose")
	answer(t, g, "Methuselah 3")
	asked(t, g, 2, "vtes.block")
	answer(t, g, "Do not block")
	if pool(g, 2) != 29 || pool(g, 1) != 30 {
		t.Errorf("pools %d and %d, want 30 and 29", pool(g, 1), pool(g, 2))
	}
}

// A7: an action aimed at any vampire is directed only when another
// Methuselah controls it; aimed at one's own, the prey then the predator
// may block.
func TestTargetAnyVampire(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Transfusion")
	own := s.Torpor(0, "The Dowager", 1)
	s.Ready(1, "Lenny Burkhead", 3)
	s.Ready(2, "Horace Radcliffe", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	mustOffer(t, g, "→ Horace Radcliffe")
	mustNotOffer(t, g, "→ Nik Sikko")
	answer(t, g, "Nik Sikko: Test Transfusion (1 blood to a vampire → The Dowager)")
	asked(t, g, 1, "vtes.block")
	answer(t, g, "Do not block")
	asked(t, g, 2, "vtes.block")
	answer(t, g, "Do not block")
	if own.Blood != 2 {
		t.Errorf("The Dowager has %d blood, want 2", own.Blood)
	}
}

// §5.3: extra votes given to a vampire are cast later with its own.
func TestVoteBonus(t *testing.T) {
	g := kineResources(t, func(s *vtes.Scenario) { s.Hand(0, "Test Rhetoric") })
	asked(t, g, 0, "vtes.vote")
	mustOffer(t, g, "Mkhokheli: 2 vote(s) for")
	answer(t, g, "Play Test Rhetoric")
	answer(t, g, "Mkhokheli: 4 vote(s) for")
	if !logged(g, "passes (5 for, 0 against)") {
		t.Error("1 from the card, 2 + 2 from Mkhokheli")
	}
}

// §5.3: votes tied to the acting vampire's ballot go when it abstains.
func TestVotesTiedToBallot(t *testing.T) {
	g := kineResources(t, func(s *vtes.Scenario) {
		s.Hand(0, "Test Oratory")
		s.Ready(1, "Lenny Burkhead", 3)
		s.Hand(1, "Test Heckle")
	})
	answer(t, g, "Play Test Oratory")
	asked(t, g, 1, "vtes.vote")
	answer(t, g, "Pass")
	asked(t, g, 0, "vtes.vote")
	answer(t, g, "Mkhokheli: 2 vote(s) for")
	asked(t, g, 1, "vtes.vote")
	answer(t, g, "Play Test Heckle")
	for g.Pending() != nil && g.Pending().Kind == "vtes.vote" {
		answer(t, g, "Pass")
	}
	if !logged(g, "passes (1 for, 0 against)") {
		t.Error("the calling card's vote alone remains")
	}
}

// §5.2: a canceled referendum is not tallied and does not pass.
func TestCancelReferendum(t *testing.T) {
	g := kineResources(t, func(s *vtes.Scenario) { s.Hand(0, "Test Recall") })
	answer(t, g, "Play Test Recall")
	if !logged(g, "The referendum is canceled") || logged(g, "The referendum passes") || logged(g, "The referendum fails") {
		t.Error("canceled: no tally")
	}
}

// Zone helpers for card effects: Draw, Shuffle, MarkOncePerGame,
// ToReady, ToUncontrolled (the blood stays).
func TestZoneHelpers(t *testing.T) {
	s := newScenario(2)
	lenny := s.Ready(0, "Lenny Burkhead", 3)
	horace := s.Torpor(0, "Horace Radcliffe", 2)
	s.Library(0, "Test Trifle", "Test Event", "Test Trifle")
	s.Hand(0, "Test Toolkit")
	g := s.Start(0, 3, vtes.PhaseMaster)
	answer(t, g, "Play Test Toolkit")
	if n := len(g.Hand(0)); n != 3 {
		t.Errorf("%d cards in hand, want 3 (the replacement and 2)", n)
	}
	if pool(g, 0) != 31 {
		t.Errorf("pool %d, want 31: once per game", pool(g, 0))
	}
	inZone(t, lenny, vtes.ZoneUncontrolled)
	inZone(t, horace, vtes.ZoneReady)
	if lenny.Blood != 3 || horace.Blood != 2 {
		t.Errorf("blood %d and %d, want 3 and 2", lenny.Blood, horace.Blood)
	}
}

// §6.3, §6.7: a blocker given an optional maneuver may use it while range
// is determined; prevention granted for the combat is used on its damage.
func TestManeuverAndPreventOnBlock(t *testing.T) {
	for _, maneuver := range []bool{true, false} {
		s := newScenario(2)
		nik := s.Ready(0, "Nik Sikko", 3)
		lenny := s.Ready(1, "Lenny Burkhead", 3)
		s.Hand(1, "Test Ambush")
		g := s.Start(0, 3, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko hunts", "Block with Lenny Burkhead", "Play Test Ambush")
		if !logged(g, "Lenny Burkhead blocks Nik Sikko") {
			t.Fatal("Lenny blocks")
		}
		asked(t, g, 1, "vtes.play")
		mustOffer(t, g, "Use an optional maneuver (1 left)")
		if maneuver {
			answer(t, g, "Use an optional maneuver (1 left)")
		} else {
			answer(t, g, "Pass")
		}
		for g.Pending() != nil && g.Pending().Kind != "vtes.action" {
			answer(t, g, g.Labels()[0])
		}
		// At long range no hand strike lands; at close range Lenny's 1
		// prevention stops Nik's hand strike.
		if maneuver != logged(g, "Lenny Burkhead maneuvers: the range is long") {
			t.Errorf("maneuver %v: the log disagrees", maneuver)
		}
		if !maneuver && nik.Blood != 2 {
			t.Errorf("Nik Sikko has %d blood after Lenny's hand strike, want 2", nik.Blood)
		}
		if lenny.Blood != 3 {
			t.Errorf("maneuver %v: Lenny has %d blood, want 3", maneuver, lenny.Blood)
		}
	}
}

// §6.7: a card reads the damage pending and prevents normal damage only.
func TestPendingAndPreventNormal(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Haymaker")
	lenny := s.Ready(1, "Lenny Burkhead", 3)
	s.Attach(lenny, "Raven Spy", 1)
	s.Hand(1, "Test Deflect")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko hunts", "Block with Lenny Burkhead")
	for g.Pending() != nil && !offered(g, "Test Deflect") {
		if offered(g, "Play Test Haymaker") {
			answer(t, g, "Play Test Haymaker")
			continue
		}
		answer(t, g, g.Labels()[0])
	}
	answer(t, g, "Play Test Deflect")
	if lenny.Blood != 2 {
		t.Errorf("Lenny has %d blood: 2 damage, 1 prevented; want 2", lenny.Blood)
	}
}

// §7.5: cards are not played in a blood hunt, but an ability that says
// so may be used in its polling.
func TestBloodHuntPollingAbility(t *testing.T) {
	s := newScenario(2)
	s.Torpor(0, "Horace Radcliffe", 3)
	s.InPlay(0, "Test Pulpit")
	nik := s.Ready(1, "Nik Sikko", 1)
	s.Attach(nik, "Raven Spy", 1)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Horace Radcliffe leaves torpor", "Block with Nik Sikko", "Yes")
	asked(t, g, 0, "vtes.vote")
	answer(t, g, "Use Test Pulpit")
	inZone(t, nik, vtes.ZoneAsh)
}

// A new card is linked to no card (Card.Links).
func TestNewCardLinksNone(t *testing.T) {
	s := newScenario(2)
	lenny := s.Ready(0, "Lenny Burkhead", 3)
	if lenny.Links != [2]vtes.CardID{vtes.NoCard, vtes.NoCard} {
		t.Errorf("links %v, want none", lenny.Links)
	}
}

// §5.2: votes added to a vampire that voted go on its side, with its
// ballot.
func TestAddVotesWith(t *testing.T) {
	g := kineResources(t, func(s *vtes.Scenario) { s.Hand(0, "Test Filibuster") })
	answer(t, g, "Mkhokheli: 2 vote(s) against")
	for g.Pending() != nil && g.Pending().Seat != 0 {
		answer(t, g, "Pass")
	}
	answer(t, g, "Play Test Filibuster")
	for g.Pending() != nil && g.Pending().Kind == "vtes.vote" {
		answer(t, g, "Pass")
	}
	if !logged(g, "fails (1 for, 5 against)") {
		t.Error("the 3 votes follow Mkhokheli's 2 against")
	}
}
