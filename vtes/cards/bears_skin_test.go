package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Bear's Skin, before range, one each combat: [ani][pro] +1 strength and
// 1 damage prevented this round only; [ANI][PRO] +1 strength this combat
// and 1 damage prevented each round (card text; §6.4, §6.7). The second
// round comes from Form of the Wolf's optional press.
func TestBearsSkin(t *testing.T) {
	twoRounds := func(t *testing.T, vampire, bear string) (*vtes.Game, *vtes.Card, *vtes.Card) {
		s := newScenario(3)
		v := readyWithHand(s, 0, vampire, 6, "Bear's Skin", "Bear's Skin", "Form of the Wolf")
		mk := s.Ready(1, "Mkhokheli", 8)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, vampire, "Mkhokheli")
		answer(t, g, "Play Bear's Skin ("+bear)
		mustNotOffer(t, g, "Play Bear's Skin") // one each combat
		answer(t, g, "Play Form of the Wolf (+1 strength and 1 optional press this combat)")
		fightUntil(t, g, "Use an optional press")
		answer(t, g, "Use an optional press")
		finish(t, g)
		return g, v, mk
	}
	t.Run("inferior: this round only", func(t *testing.T) {
		// Casey Snyder: ani, PRO. Round 1: 3 damage dealt, 1 prevented;
		// round 2: 2 dealt, 1 taken.
		_, casey, mk := twoRounds(t, "Casey Snyder", "+1 strength, prevent 1 damage this round)")
		wantBlood(t, casey, 5)
		wantBlood(t, mk, 3)
	})
	t.Run("superior: each round of the combat", func(t *testing.T) {
		// Kuyén: ANI, PRO. 3 damage dealt each round, 1 prevented each.
		_, kuyen, mk := twoRounds(t, "Kuyén", "+1 strength this combat, prevent 1 damage each round)")
		wantBlood(t, kuyen, 6)
		wantBlood(t, mk, 2)
	})
	t.Run("not without Protean", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Ryan", 4, "Bear's Skin", "Mkhokheli", 6) // ani, no pro
		neverOffered(t, g, "Play Bear's Skin")
	})
}
