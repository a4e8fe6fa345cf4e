package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Contagion, a +1 stealth action of an infernal vampire: [dai] on the
// vampire, each other Methuselah burns 1 pool in their unlock phase while
// it is ready; [DAI] and once each combat it can strike: 1 corruption
// counter on the opposing minion, stealing it once the counters reach its
// capacity, the combat ending; not a dodged strike [ANK 20200909] (card
// text; §6.4).
func TestContagion(t *testing.T) {
	t.Run("[dai] a +1 stealth action putting it on the vampire", func(t *testing.T) {
		s := newScenario(3)
		arishat := readyWithHand(s, 0, "Arishat", 3, "Contagion")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arishat: Contagion (put on this vampire: other Methuselahs burn 1 pool)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Errorf("action %+v, want a +1 stealth action", a)
		}
		notBlocked(t, g)
		wantOn(t, g, g.CardsNamed("Contagion")[0], arishat)
	})
	t.Run("[DAI] played at superior: the strike comes with it", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Arishat", 3, "Contagion")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arishat: Contagion (put on this vampire: pool, and a corrupting strike)")
		finish(t, g)
		if c := g.CardsNamed("Contagion")[0]; !c.Superior {
			t.Error("not recorded as played at superior")
		}
	})
	t.Run("each other Methuselah's unlock phase: 1 pool", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase discard active 1 seats 3
rules turn-limit=3
methuselah 1
  ready: Arishat blood 3; attached: Contagion
methuselah 2
  ready: Mkhokheli blood 3
`)
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not while the vampire is in torpor", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase discard active 1 seats 3
rules turn-limit=3
methuselah 1
  torpor: Arishat blood 0; attached: Contagion
methuselah 2
  ready: Mkhokheli blood 3
`)
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("[DAI] the strike steals at the capacity", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3
methuselah 1
  ready: Arishat blood 3; attached: Contagion superior
methuselah 2
  ready: Ashley blood 3 corruption 2,0,0
`)
		ashley := card(t, g, "Ashley") // capacity 3
		blockedBleed(t, g, "Arishat", "Ashley")
		fightUntil(t, g, "1 corruption counter on the opposing minion")
		answer(t, g, "1 corruption counter on the opposing minion", "Yes")
		finish(t, g)
		if ashley.Controller != 0 {
			t.Errorf("Ashley is with seat %d, want 0\n%s", ashley.Controller, logText(g))
		}
		if n := g.CorruptionTotal(ashley); n != 0 {
			t.Errorf("%d corruption counters left, want 0", n)
		}
	})
	t.Run("[dai] no strike", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3
methuselah 1
  ready: Arishat blood 3; attached: Contagion
methuselah 2
  ready: Ashley blood 3
`)
		blockedBleed(t, g, "Arishat", "Ashley")
		neverOffered(t, g, "1 corruption counter")
	})
}
