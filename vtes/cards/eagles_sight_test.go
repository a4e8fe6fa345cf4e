package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Eagle's Sight: [aus] +1 intercept; [AUS] a vampire of a Methuselah who
// may not block the action attempts to block it (card text; §4.2, §14
// C28; outsideblock.go).
func TestEaglesSight(t *testing.T) {
	t.Run("superior: a vampire neither prey nor target blocks a bleed", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(0, "Mkhokheli", 3)
		frondator := readyWithHand(s, 2, "Frondator", 4, "Eagle's Sight")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds")
		notBlocked(t, g) // the prey, the only one who may block, declines
		passUntil(t, g, "Play Eagle's Sight (attempt to block")
		answer(t, g, "Play Eagle's Sight (attempt to block")
		finish(t, g)
		if !logged(g, "Frondator blocks Mkhokheli") {
			t.Fatalf("no block\n%s", logText(g))
		}
		wantLocked(t, frondator, true)
		wantPool(t, g, 30, 30, 30, 30) // blocked: the bleed does not resolve
	})
	t.Run("superior: an ordinary attempt, intercept added", func(t *testing.T) {
		// A hunt has +1 stealth: the attempt fails at 0 intercept, unless
		// a reaction adds +1 (the attempt is an ordinary one; a minion
		// plays one copy of a card an action, §1.5).
		s := newScenario(4)
		s.Ready(0, "Mkhokheli", 3)
		readyWithHand(s, 2, "Frondator", 4, "Eagle's Sight", "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts")
		notBlocked(t, g)
		passUntil(t, g, "Play Eagle's Sight (attempt to block")
		answer(t, g, "Play Eagle's Sight (attempt to block", "Play Enhanced Senses (+1 intercept)")
		finish(t, g)
		if !logged(g, "Frondator blocks Mkhokheli") {
			t.Fatalf("no block\n%s", logText(g))
		}
	})
	t.Run("superior: a failed attempt needs another card", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(0, "Mkhokheli", 3)
		readyWithHand(s, 2, "Frondator", 4, "Eagle's Sight")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts")
		notBlocked(t, g)
		passUntil(t, g, "Play Eagle's Sight (attempt to block")
		answer(t, g, "Play Eagle's Sight (attempt to block")
		neverOffered(t, g, "Block with Frondator")
		if logged(g, "Frondator blocks") || !logged(g, "Frondator attempts to block") {
			t.Errorf("want one failed attempt\n%s", logText(g))
		}
	})
	t.Run("a Methuselah who declined to block cannot", func(t *testing.T) {
		// [RTR 19950413] [RTR 20020501]: the prior decision not to block
		// is not circumvented.
		s := newScenario(4)
		s.Ready(0, "Mkhokheli", 3)
		readyWithHand(s, 1, "Frondator", 4, "Eagle's Sight")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds", "Do not block")
		neverOffered(t, g, "Play Eagle's Sight (attempt to block")
	})
	t.Run("only an unlocked vampire", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(0, "Mkhokheli", 3)
		frondator := readyWithHand(s, 2, "Frondator", 4, "Eagle's Sight")
		frondator.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds")
		neverOffered(t, g, "Play Eagle's Sight")
	})
	t.Run("inferior: +1 intercept to the blocker", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		readyWithHand(s, 1, "Ember Wright", 4, "Eagle's Sight") // aus
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Ember Wright", "Play Eagle's Sight (+1 intercept)")
		finish(t, g)
		if !logged(g, "Ember Wright blocks Mkhokheli") {
			t.Fatalf("no block\n%s", logText(g))
		}
	})
}
