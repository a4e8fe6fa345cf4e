package vtes_test

import (
	"slices"
	"testing"

	"kindred/vtes"
)

// Out-of-turn master cards (§1.6): one that reduces a bleed against its
// player, and a trifle played out of turn.
var (
	_ = fixture(&vtes.CardDef{ID: 991701, Name: "Test Summons", Types: vtes.Master, OutOfTurn: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Step: vtes.StepAfterBlocks, Label: "-1 bleed",
			Legal: vtes.BleedingYou, Resolve: vtes.ReduceBleed(1).Resolve}}})
	_ = fixture(&vtes.CardDef{ID: 991702, Name: "Test Quick Favor", Types: vtes.Master, OutOfTurn: true, Trifle: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Step: vtes.StepAfterBlocks, Label: "trifle, -1 bleed",
			Legal: vtes.BleedingYou, Resolve: vtes.ReduceBleed(1).Resolve}}})
)

// outOfTurn has seat 0's Horace Radcliffe bleed seat 1, who holds card and Blood
// Doll, then plays to seat 1's master phase; the turn limit lets seat 1's
// turn run.
func outOfTurn(t *testing.T, card string) *vtes.Game {
	t.Helper()
	s := newScenario(2)
	o := vtes.DefaultOptions()
	o.TurnLimit = 4
	s.Options(o)
	s.Ready(0, "Horace Radcliffe", 3)
	s.Ready(1, "Nik Sikko", 3)
	s.Hand(1, card, card, "Blood Doll")
	withLibraries(s, 2)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Horace Radcliffe bleeds", "Do not block")
	asked(t, g, 1, "vtes.play")
	answer(t, g, "Play "+card)
	return g
}

// §1.6, §3.9, §14 C15: an out-of-turn master card is played in another
// Methuselah's turn, at the moment it names, without an MPA of that turn;
// its player's next master phase has one MPA fewer, and until then they
// play no other out-of-turn master card.
func TestOutOfTurnMaster(t *testing.T) {
	g := outOfTurn(t, "Test Summons")
	if pool(g, 1) != 30 || !logged(g, "bleed burns no pool") {
		t.Fatalf("pool %d; the bleed of 1 was reduced to nothing", pool(g, 1))
	}
	// Seat 0 has nothing more to do. Seat 1's master phase: no MPA, so
	// no master phase decision; its minion phase comes at once.
	asked(t, g, 1, "vtes.action")
	if !slices.ContainsFunc(g.Hand(1), func(c *vtes.Card) bool { return c.Def.Name == "Blood Doll" }) {
		t.Fatal("Blood Doll left the hand: the master phase had no MPA to play it")
	}
	// Never in one's own turn: its own minion phase offers no out-of-turn
	// card even where it would fit.
	mustNotOffer(t, g, "Test Summons")
}

// §14 C15: while the debt is open, no second out-of-turn master.
func TestOutOfTurnMasterOnePerMasterPhase(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Horace Radcliffe", 3)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(1, "Test Summons", "Test Summons")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Horace Radcliffe bleeds")
	answer(t, g, "Play Test Summons")
	asked(t, g, 0, "vtes.action")
	answer(t, g, "Nik Sikko bleeds")
	if d := g.Pending(); d != nil && offered(g, "Test Summons") {
		t.Fatalf("a second out-of-turn master is offered: %q", g.Labels())
	}
	if pool(g, 1) != 29 {
		t.Errorf("pool %d: the second bleed was not reduced", pool(g, 1))
	}
}

// §14 C14: an out-of-turn trifle's extra MPA comes in its player's next
// master phase, which so has 1 MPA (1, less the debt, plus the trifle's).
func TestOutOfTurnTrifle(t *testing.T) {
	g := outOfTurn(t, "Test Quick Favor")
	asked(t, g, 1, "vtes.master")
	if !offered(g, "Play Blood Doll") || prompt(g) != "Master phase: 1 master phase action(s) left." {
		t.Fatalf("seat 1's master phase: %q %q; want 1 MPA", prompt(g), g.Labels())
	}
}
