package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Hell-for-Leather, by an Anarch, one at each Discipline each combat:
// [ani] strike: dodge, with 1 additional strike (limited); [cel] an
// additional strike that does not count against the limit, before or
// after a limited one ([LSJ 20001206] [ANK 20211124]) (card text; §6.5).
// [obt] needs a ready Anarch with Obtenebration against a minion that is
// not ready: no implemented vampire is both Anarch and Obtenebration, and
// no implemented card starts a combat with a minion that is not ready.
func TestHellForLeather(t *testing.T) {
	t.Run("ani: dodge, then an additional strike", func(t *testing.T) {
		s := newScenario(3)
		mickey := readyWithHand(s, 0, "Mickey Wheeler", 4, "Hell-for-Leather", "Hell-for-Leather")
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mickey Wheeler", "Mkhokheli")
		mustNotOffer(t, g, "burns 2 pool") // Mickey has no Obtenebration
		answer(t, g, "Play Hell-for-Leather (dodge, with 1 additional strike)")
		neverOffered(t, g, "dodge, with 1 additional strike") // one at [ani] this combat
		wantBlood(t, mickey, 4)                               // dodged
		wantBlood(t, mk, 4)                                   // the extra hand strike: 2 against an older vampire
	})
	t.Run("cel: not against the limit, after a limited one", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mickey Wheeler", 4, "Hell-for-Leather", "Hell-for-Leather", "Quickness")
		mk := s.Ready(1, "Mkhokheli", 9)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mickey Wheeler", "Mkhokheli")
		answer(t, g, "Hand strike")
		for !offered(g, "Play Quickness") {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Play Quickness (1 additional strike)",
			"Play Hell-for-Leather (additional strike that does not count against the limit)")
		neverOffered(t, g, "additional strike that does not count") // one at [cel] this combat
		wantBlood(t, mk, 3)                                         // three hand strikes of 2
	})
	t.Run("not by a vampire who is no Anarch", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nik Sikko", 4, "Hell-for-Leather")
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Nik Sikko", "Mkhokheli")
		mustNotOffer(t, g, "Play Hell-for-Leather")
	})
}
