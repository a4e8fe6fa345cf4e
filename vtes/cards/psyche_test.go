package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Psyche!: [cel] a press; [CEL] as the combat is about to end with both
// combatants ready, a combat with the opposing minion is queued, fought
// after this one, one queued at a time (card text; [RTR 20020501] [LSJ
// 20021213]).
func TestPsyche(t *testing.T) {
	t.Run("superior: a second combat", func(t *testing.T) {
		s := newScenario(3)
		asmin := readyWithHand(s, 0, "Asmin Kobane", 4, "Psyche!", "Psyche!")
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Asmin Kobane", "Mkhokheli")
		for !offered(g, "queue a combat") {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Play Psyche! (queue a combat with the opposing minion)")
		mustNotOffer(t, g, "queue a combat") // one queued at a time
		for g.Pending() != nil && countLog(g, "Combat: Asmin Kobane against Mkhokheli") < 2 {
			answer(t, g, g.Labels()[0])
		}
		if n := countLog(g, "Combat: Asmin Kobane against Mkhokheli"); n != 2 {
			t.Fatalf("%d combats, want 2\n%s", n, logText(g))
		}
		finish(t, g)
		wantBlood(t, asmin, 2) // a hand strike in each combat
		wantBlood(t, mk, 4)
	})
	// [LSJ 19980109] [RTR 20020501]: "effects that end combat and then do
	// something else after combat (include continuing the action as if
	// unblocked) will be lost, except for unlock effects": Torrent ends
	// the combat, Psyche! queues another, and the bleed does not go on.
	// Without Psyche! it does (TestTorrent).
	t.Run("superior: a combat-ending strike's after-combat effect is lost", func(t *testing.T) {
		s := newScenario(3)
		asmin := readyWithHand(s, 0, "Asmin Kobane", 6, "Torrent", "Psyche!")
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Asmin Kobane", "Mkhokheli")
		passUntil(t, g, "Play Torrent (combat ends; continue as if unblocked)")
		answer(t, g, "Play Torrent (combat ends; continue as if unblocked)")
		passUntil(t, g, "Play Psyche! (queue a combat with the opposing minion)")
		answer(t, g, "Play Psyche! (queue a combat with the opposing minion)")
		finish(t, g)
		if n := countLog(g, "Combat: Asmin Kobane against Mkhokheli"); n != 2 {
			t.Errorf("%d combats, want 2\n%s", n, logText(g))
		}
		if pool(g, 1) != 30 {
			t.Errorf("the action went on as if unblocked (pool %d)\n%s", pool(g, 1), logText(g))
		}
		wantBlood(t, asmin, 3) // 2 for Torrent, 1 damage in the second combat
	})
	t.Run("inferior: a press", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mickey Wheeler", 4, "Psyche!")
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mickey Wheeler", "Mkhokheli")
		mustNotOffer(t, g, "queue a combat")
		for !offered(g, "Play Psyche!") {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Play Psyche!")
		finish(t, g)
		wantBlood(t, mk, 2) // two rounds of Mickey's 2 (an older vampire)
	})
}
