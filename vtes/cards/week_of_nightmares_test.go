package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Week of Nightmares: one a game, 10 counters; Ravnos get +1 bleed and +1
// strength and do not hunt as normal, but steal 1 blood from another
// Ravnos as a +1 stealth action; each unlock phase a counter moves onto a
// Ravnos; with none left, each Ravnos burns 1 blood a counter or is
// burned (card text; §3.5.2).
func TestWeekOfNightmares(t *testing.T) {
	t.Run("played: 10 counters, once a game", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Oleg Kaprizov", 3)
		won := s.Hand(0, "Week of Nightmares", "Week of Nightmares")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Week of Nightmares")
		wantZone(t, won, vtes.ZoneInPlay)
		if won.Counters != 10 {
			t.Errorf("%d counters, want 10", won.Counters)
		}
		neverOffered(t, g, "Play Week of Nightmares")
	})
	t.Run("+1 bleed to every Ravnos, no normal hunt, the steal", func(t *testing.T) {
		s := newScenario(3)
		oleg := s.Ready(0, "Oleg Kaprizov", 0)
		zafira := s.Ready(1, "Zafira", 3)
		s.Ready(0, "Mkhokheli", 3)
		s.InPlay(1, "Week of Nightmares").Counters = 10
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Oleg Kaprizov hunts")
		mustOffer(t, g, "Mkhokheli hunts")
		answer(t, g, "Oleg Kaprizov: Week of Nightmares (steal 1 blood from another Ravnos → Zafira)")
		notBlocked(t, g)
		wantBlood(t, oleg, 1)
		wantBlood(t, zafira, 2)
		answer(t, g, "Mkhokheli bleeds")
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 30, 29, 30) // Mkhokheli is no Ravnos: bleed 1
	})
	t.Run("+1 bleed and +1 strength to a Ravnos", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Oleg Kaprizov", 3)
		mk := s.Ready(1, "Mkhokheli", 6)
		s.InPlay(1, "Week of Nightmares").Counters = 10
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Oleg Kaprizov", "Mkhokheli")
		finish(t, g)
		wantBlood(t, mk, 4) // a hand strike at 2
		s2 := newScenario(3)
		s2.Ready(0, "Oleg Kaprizov", 3)
		s2.InPlay(1, "Week of Nightmares").Counters = 10
		g2 := s2.Start(0, 2, vtes.PhaseMinion)
		answer(t, g2, "Oleg Kaprizov bleeds")
		notBlocked(t, g2)
		finish(t, g2)
		wantPool(t, g2, 30, 28, 30)
	})
	t.Run("the last counter moved: the nightmares end", func(t *testing.T) {
		s := newScenario(3)
		oleg := s.Ready(0, "Oleg Kaprizov", 3)
		zafira := s.Ready(0, "Zafira", 1)
		oleg.Counters, zafira.Counters = 1, 2
		won := s.InPlay(1, "Week of Nightmares")
		won.Counters = 1
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal
		answer(t, g, "Oleg Kaprizov")
		wantZone(t, won, vtes.ZoneAsh)
		wantBlood(t, oleg, 1) // 2 counters: 2 blood
		wantZone(t, zafira, vtes.ZoneAsh)
		if oleg.Counters != 0 {
			t.Errorf("Oleg keeps %d counters", oleg.Counters)
		}
	})
}
