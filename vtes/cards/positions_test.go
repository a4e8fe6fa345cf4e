package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Position builders: the positions many card tests start from, each a
// name for setup lines the tests would otherwise repeat, and the checks
// several cards share. A test whose position is its own builds it with
// the scenario harness directly.

// readyWithHand puts a vampire with blood in seat's ready region and the
// cards in that Methuselah's hand: most positions are a vampire and what
// it plays. It returns the vampire.
func readyWithHand(s *vtes.Scenario, seat int, vampire string, blood int, hand ...string) *vtes.Card {
	v := s.Ready(seat, vampire, blood)
	s.Hand(seat, hand...)
	return v
}

// minionPhase starts the commonest position: seat 0's minion phase on
// turn 2 of a game of three, its one vampire ready with blood and the
// cards in hand, the other Methuselahs with no minion to block.
func minionPhase(vampire string, blood int, hand ...string) *vtes.Game {
	s := newScenario(3)
	readyWithHand(s, 0, vampire, blood, hand...)
	return s.Start(0, 2, vtes.PhaseMinion)
}

// startActing builds the position an acting card is tested in, with a
// minion to block or be its target: seat 0's minion phase in a game of
// three, actor ready for seat 0, whose Methuselah holds card, and
// defender ready for seat 1.
func startActing(actor string, actorBlood int, card, defender string, defenderBlood int) *vtes.Game {
	s := newScenario(3)
	readyWithHand(s, 0, actor, actorBlood, card)
	s.Ready(1, defender, defenderBlood)
	return s.Start(0, 2, vtes.PhaseMinion)
}

// startAgainst builds the position where the other side's cards are
// tested (blocking, reactions, bleed reductions): seat 0's minion phase in
// a game of three, actor ready for seat 0 and defender for seat 1, whose
// Methuselah holds card.
func startAgainst(actor string, actorBlood int, defender string, defenderBlood int, card string) *vtes.Game {
	s := newScenario(3)
	s.Ready(0, actor, actorBlood)
	readyWithHand(s, 1, defender, defenderBlood, card)
	return s.Start(0, 2, vtes.PhaseMinion)
}

// startBlockedBleed builds the position most combat and stealth cards are
// tested in and plays it to the block: in a game of three, attacker (seat
// 0, card in hand) bleeds and blocker (seat 1) blocks or tries to, each
// ready with its blood. It returns the game, the attacker and the blocker.
func startBlockedBleed(t *testing.T, attacker string, attackerBlood int, card, blocker string, blockerBlood int) (*vtes.Game, *vtes.Card, *vtes.Card) {
	t.Helper()
	s := newScenario(3)
	a := readyWithHand(s, 0, attacker, attackerBlood, card)
	b := s.Ready(1, blocker, blockerBlood)
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, attacker, blocker)
	return g, a, b
}

// bleedWith starts a position where vampire (seat 0, 3 blood) bleeds with
// the given cards in hand, nobody to block: the pending decision is the
// window after blocks, where bleed modifiers are offered.
func bleedWith(t *testing.T, vampire string, hand ...string) *vtes.Game {
	t.Helper()
	g := minionPhase(vampire, 3, hand...)
	answer(t, g, vampire+" bleeds")
	return g
}

// bleedModifier is a row of a bleed modifier's table: bleeder bleeds
// and plays the card in mode (the start of its label); the prey ends
// with pool; notMode, if any, is a mode the bleeder is not offered.
type bleedModifier struct {
	bleeder, mode, notMode string
	pool                   int
}

// wantBleedModifiers plays each row as a subtest: the bleeder (seat 0, 3
// blood) bleeds with card in hand, nobody blocking, and pays 1 blood for
// it.
func wantBleedModifiers(t *testing.T, card string, rows []bleedModifier) {
	t.Helper()
	for _, tc := range rows {
		t.Run(tc.bleeder+" "+tc.mode, func(t *testing.T) {
			g := bleedWith(t, tc.bleeder, card)
			v := g.Action().Actor
			if tc.notMode != "" {
				mustNotOffer(t, g, tc.notMode)
			}
			answer(t, g, "Play "+card+" "+tc.mode)
			finish(t, g)
			wantPool(t, g, 30, tc.pool, 30)
			wantBlood(t, v, 2)
		})
	}
}

// wantPlayed plays card from seat 0's hand in its master phase of turn 2,
// in a game of three where seat 0 controls vampire (none for ""), and
// checks the card is in play and seat 0 has pool left after its cost.
func wantPlayed(t *testing.T, vampire, card string, pool int) {
	t.Helper()
	s := newScenario(3)
	if vampire != "" {
		s.Ready(0, vampire, 3)
	}
	c := s.Hand(0, card)[0]
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play "+card)
	wantZone(t, c, vtes.ZoneInPlay)
	wantPool(t, g, pool, 30, 30)
}

// wantBurnedBy has vampire (seat 0, 3 blood) burn card, in play for seat
// 1, as an action, and checks it goes to the ash heap: how another
// Methuselah's minions rid the table of a card in play.
func wantBurnedBy(t *testing.T, vampire, card string) {
	t.Helper()
	s := newScenario(3)
	s.Ready(0, vampire, 3)
	c := s.InPlay(1, card)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, vampire+" burns "+card)
	finish(t, g)
	wantZone(t, c, vtes.ZoneAsh)
}

// wantTwoOusted checks a game of four where one referendum ousted
// Methuselahs 2 and 3: 1 VP to seat 0 for each oust, and the half VP at
// the turn limit to the two left (kept in half points), then the pools.
func wantTwoOusted(t *testing.T, g *vtes.Game, pools ...int) {
	t.Helper()
	if !g.Methuselah(1).Ousted || !g.Methuselah(2).Ousted {
		t.Fatalf("Methuselahs 2 and 3 not ousted\n%s", logText(g))
	}
	for s, want := range []int{3, 2, 0, 1} {
		if got := g.Methuselah(s).VP; got != want {
			t.Errorf("Methuselah %d has %d half VP, want %d", s+1, got, want)
		}
	}
	wantPool(t, g, pools...)
}
