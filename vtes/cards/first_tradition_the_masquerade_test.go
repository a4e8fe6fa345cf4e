package cards_test

import (
	"testing"

	"kindred/vtes"
)

// First Tradition: The Masquerade: called by a prince or justicar, into
// play if it passes; each Methuselah burns 2 pool in their unlock phase
// unless they skip their whole turn; burned once its controller has
// skipped 3 turns or burned 6 pool by it (card text; §3.1, §5).
func TestFirstTraditionTheMasquerade(t *testing.T) {
	t.Run("into play by a prince's referendum", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Karen Suadela", 3, "First Tradition: The Masquerade")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Karen Suadela: First Tradition")
		notBlocked(t, g)
		answer(t, g, "Karen Suadela: 2 vote(s) for")
		finish(t, g)
		inPlayNamed(t, g, 0, "First Tradition: The Masquerade")
	})
	t.Run("not by an untitled vampire", func(t *testing.T) {
		g := startActing("Nik Sikko", 3, "First Tradition: The Masquerade", "Rayne", 3)
		mustNotOffer(t, g, "First Tradition")
	})
	t.Run("2 pool burned in the unlock phase", func(t *testing.T) {
		startPosition(t, `turn 2 phase unlock active 2 seats 3 last
			in play 1: First Tradition: The Masquerade
			> seat 2: Play the turn
			> finish
			= methuselah 2 pool 28
			= methuselah 1 pool 30`)
	})
	t.Run("a skipped turn: no phase, no pool", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase unlock active 2 seats 3 last
			in play 1: First Tradition: The Masquerade
			ready 2: Mkhokheli blood 3 locked
			> seat 2: Skip the whole turn
			= methuselah 2 pool 30`)
		if !logged(g, "Methuselah 2 skips their whole turn") || !card(t, g, "Mkhokheli").Locked {
			t.Errorf("the turn was played\n%s", logText(g))
		}
	})
	t.Run("burned at its controller's third skipped turn", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase unlock active 1 seats 3 last
			in play 1: First Tradition: The Masquerade counters 16
			> seat 1: Skip the whole turn
			= methuselah 1 ash 1`)
		_ = g
	})
	t.Run("burned once its controller burned 6 pool by it", func(t *testing.T) {
		startPosition(t, `turn 2 phase unlock active 1 seats 3 last
			in play 1: First Tradition: The Masquerade counters 4
			> seat 1: Play the turn
			> finish
			= methuselah 1 pool 28
			= methuselah 1 ash 1`)
	})
	t.Run("not after two skipped turns and 4 pool [LSJ 20031011]", func(t *testing.T) {
		startPosition(t, `turn 2 phase unlock active 1 seats 3 last
			in play 1: First Tradition: The Masquerade counters 18
			> seat 1: Play the turn
			> finish
			= methuselah 1 pool 28
			= in play 1: First Tradition: The Masquerade`)
	})
	t.Run("two copies: 4 pool, a skip counted by both [RTR 19941222]", func(t *testing.T) {
		startPosition(t, `turn 2 phase unlock active 2 seats 3 last
			in play 3: First Tradition: The Masquerade, First Tradition: The Masquerade
			> seat 2: Play the turn
			> finish
			= methuselah 2 pool 26`)
		startPosition(t, `turn 2 phase unlock active 3 seats 3 last
			in play 3: First Tradition: The Masquerade counters 16, First Tradition: The Masquerade counters 16
			> seat 3: Skip the whole turn
			= methuselah 3 ash 2`)
	})
}
