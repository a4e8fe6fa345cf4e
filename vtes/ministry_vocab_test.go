package vtes_test

// Vocabulary the New Blood II Ministry cards needed, each with a test
// card carrying just the clause: block attempts that fail as they begin,
// combats ended from outside the strikes, exchanges with the ash heap,
// Disciplines used during an action (three at once), and actions given
// by a location.

import (
	"testing"

	"kindred/vtes"
)

var (
	// A vampire every block attempt against fails as it begins (Sergio
	// Bueno's and Enchanting Gaze's shape).
	_ = func() *vtes.CardDef {
		d := testVampire(994620, "Test Will-o'-Wisp", 5, "Ministry", "obf pre pro", vtes.Anarch, vtes.NoTitle)
		d.Static.OnAnnounce = func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			a.OnAttempt = append(a.OnAttempt, func(g *vtes.Game, b *vtes.Card) { g.FailAttempt() })
		}
		return d
	}()
	// A location locked before range to end the combat
	// (Garibaldi-Meucci Museum).
	_ = fixture(&vtes.CardDef{ID: 994621, Name: "Test Truce Grounds", Types: vtes.Master, Location: true,
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBeforeRange, Label: "end the combat",
			Legal:   func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.Locked && g.Combat() != nil },
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Lock(p.Source); g.EndCombat() }}}}})
	// An action exchanging the first card of the hand with the first of
	// the ash heap.
	_ = fixture(&vtes.CardDef{ID: 994622, Name: "Test Salvage", Types: vtes.Action,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Label: "exchange",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.ExchangeWithAsh(p.Seat, g.Hand(p.Seat)[0], g.AshHeap(p.Seat)[0])
			}}}})
	// An action needing three Disciplines at once, whose vampire gains a
	// blood for each Discipline used during the action.
	_ = fixture(&vtes.CardDef{ID: 994623, Name: "Test Triad", Types: vtes.Action,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Disc: vtes.Obfuscate, Also: vtes.Presence, Extra: vtes.Protean, Level: vtes.Inferior, Label: "triad",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddBlood(p.Minion, g.Action().DisciplinesUsed(p.Minion)) }}}})
	// A location giving its Methuselah's minions an action.
	_ = fixture(&vtes.CardDef{ID: 994624, Name: "Test Safehouse", Types: vtes.Master, Location: true,
		Static: vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "rest",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddBlood(p.Minion, 1) }}}}})
)

// §4.3: an effect may end a block attempt as it begins
// (ActionState.OnAttempt, FailAttempt): the would-be blocker stays
// unlocked and the action goes on.
func TestBlockAttemptFailsAsItBegins(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Test Will-o'-Wisp", 3)
	nik := s.Ready(1, "Nik Sikko", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Test Will-o'-Wisp bleeds", "Block with Nik Sikko")
	if !logged(g, "Nik Sikko fails to block") || nik.Locked {
		t.Fatalf("the attempt did not fail\n%s", gameLog(g))
	}
	passToNextAction(t, g)
	if pool(g, 1) != 29 {
		t.Errorf("the bleed did not go through: pool %d", pool(g, 1))
	}
}

// §14 C32: a combat ended before range is determined: no strikes, the
// end of the round still comes (EndCombat).
func TestEndCombat(t *testing.T) {
	s := newScenario(3)
	marcel := s.Ready(0, "Marcel", 3)
	s.InPlay(0, "Test Truce Grounds")
	nik := s.Ready(1, "Nik Sikko", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Marcel bleeds", "Block with Nik Sikko")
	if !g.InCombatWith(nik, marcel) {
		t.Fatal("no combat between Marcel and Nik Sikko")
	}
	answer(t, g, "Use Test Truce Grounds: end the combat")
	passToNextAction(t, g)
	if !logged(g, "The combat ends.") || marcel.Blood != 3 || nik.Blood != 3 {
		t.Errorf("blood %d/%d after the combat ended\n%s", marcel.Blood, nik.Blood, gameLog(g))
	}
}

// A card exchanged between the hand and the ash heap: no draw, both
// cards move (ExchangeWithAsh).
func TestExchangeWithAsh(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Marcel", 3)
	s.Hand(0, "Test Salvage")
	hand := s.Hand(0, "Obfuscate")[0]
	ash := s.Ash(0, "Rapid Change")[0]
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Marcel: Test Salvage")
	inZone(t, hand, vtes.ZoneAsh)
	inZone(t, ash, vtes.ZoneHand)
	if n := len(g.Hand(0)); n != 1 {
		t.Errorf("hand of %d, want 1 (the exchange draws nothing)", n)
	}
	invariants(t, g)
}

// §1.5.4, group G00086: a card needing three Disciplines at once
// (Mode.Extra) is played only by a vampire with all three, and uses each
// (ActionState.DisciplinesUsed).
func TestThreeDisciplinesAtOnce(t *testing.T) {
	s := newScenario(3)
	marcel := s.Ready(0, "Marcel", 1) // obf pre pro
	s.Ready(0, "Lenny Burkhead", 3)   // obf pre, no pro
	s.Hand(0, "Test Triad")
	g := s.Start(0, 2, vtes.PhaseMinion)
	mustNotOffer(t, g, "Lenny Burkhead: Test Triad")
	answer(t, g, "Marcel: Test Triad")
	passToNextAction(t, g)
	if marcel.Blood != 4 {
		t.Errorf("Marcel has %d blood, want 1 + 3 Disciplines used", marcel.Blood)
	}
}

// A location in play gives its Methuselah's minions an action
// (Static.Actions on a card on no minion: Cave of Apples).
func TestActionFromALocation(t *testing.T) {
	s := newScenario(3)
	marcel := s.Ready(0, "Marcel", 1)
	s.InPlay(0, "Test Safehouse")
	s.InPlay(1, "Test Safehouse")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Marcel: Test Safehouse (rest)")
	passToNextAction(t, g)
	if marcel.Blood != 2 {
		t.Errorf("Marcel has %d blood, want 2", marcel.Blood)
	}
}
