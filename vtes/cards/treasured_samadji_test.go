package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Treasured Samadji, for 1 pool: unique Ravnos equipment; +1 bleed, and
// strike: dodge once each combat (card text; §3.5.3, §6.4).
func TestTreasuredSamadji(t *testing.T) {
	t.Run("equipped for 1 pool by a Ravnos", func(t *testing.T) {
		s := newScenario(3)
		oleg := s.Ready(0, "Oleg Kaprizov", 3)
		c := s.Hand(0, "Treasured Samadji")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Oleg Kaprizov: Treasured Samadji (equip)")
		finish(t, g)
		wantOn(t, g, c, oleg)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("not by another clan", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 3, "Treasured Samadji")
		mustNotOffer(t, g, "Treasured Samadji")
	})
	t.Run("+1 bleed", func(t *testing.T) {
		s := newScenario(3)
		oleg := s.Ready(0, "Oleg Kaprizov", 3)
		s.Attach(oleg, "Treasured Samadji", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Oleg Kaprizov bleeds")
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("dodge once each combat", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Anita Wainwright", 4)
		s.Hand(0, "Flash")
		oleg := s.Ready(1, "Oleg Kaprizov", 3)
		s.Attach(oleg, "Treasured Samadji", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Anita Wainwright", "Oleg Kaprizov")
		passUntil(t, g, "Treasured Samadji: dodge")
		answer(t, g, "Treasured Samadji: dodge")
		fightUntil(t, g, "Play Flash (press)")
		answer(t, g, "Play Flash (press)")
		neverOffered(t, g, "Treasured Samadji: dodge")
		wantBlood(t, oleg, 2) // the second round's hand strike
		wantBlood(t, mk, 4-1) // Oleg's second-round hand strike
	})
	t.Run("nothing for a bearer of another clan", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 3)
		s.Attach(mk, "Treasured Samadji", 0)
		s.Ready(1, "Oleg Kaprizov", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds", "Block with Oleg Kaprizov")
		neverOffered(t, g, "Treasured Samadji: dodge")
	})
}
