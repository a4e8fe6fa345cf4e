package vtes

import "kindred/engine"

// Presses a card in play provides (rules/vtes.md §6.6): "Put this card in
// play with 3 counters. Each time a card is played this combat, reset the
// number of counters on this card to 3. During the press step of each
// round this combat, this Trap automatically burns 1 counter from itself
// to provide 1 press to continue combat (either combatant can press to
// end combat). Burn this card at the end of combat." The press is the
// card's, not a combatant's: neither has made it, so either may press to
// end the combat, and a minion barred from pressing does not stop it
// ([LSJ 20040521]). Each such card provides its own press; every press
// to continue needs its own press to end it.

var msgCardPress = engine.NewMsg("vtes.card-press", "{0} burns a counter: a press to continue the combat.",
	"{0} brûle un marqueur : une poursuite pour continuer le combat.")

// combatCardPresses are the cards providing presses in a combat, the
// counters each is reset to, and the presses to continue beyond the
// first that stand in the current press step (extra).
type combatCardPresses struct {
	cards   []*Card
	resetTo []int
	extra   int
}

// PressesEachRound makes card c, in play, provide 1 press to continue in
// each press step of the current combat while it has counters, burning
// one each time; each card played this combat resets them to n. c is
// burned at the end of the combat.
func (g *Game) PressesEachRound(c *Card, n int) {
	cs := g.combat
	if cs == nil || c == nil {
		return
	}
	g.SetCounters(c, n)
	cs.cardPresses.cards = append(cs.cardPresses.cards, c)
	cs.cardPresses.resetTo = append(cs.cardPresses.resetTo, n)
	g.AfterThisCombat(func(g *Game) {
		if inPlayZone(c.Zone) {
			g.Burn(c)
		}
	})
}

// cardPlayedInCombat resets the counters of the cards providing presses
// in the combat, if any, as a card is played.
func (g *Game) cardPlayedInCombat() {
	cs := g.combat
	if cs == nil {
		return
	}
	for i, c := range cs.cardPresses.cards {
		if inPlayZone(c.Zone) && c.Counters != cs.cardPresses.resetTo[i] {
			g.SetCounters(c, cs.cardPresses.resetTo[i])
		}
	}
}

// cardPressesStart makes, as the press step begins, each card with
// counters burn one to press to continue: the combat goes on unless the
// combatants press to end as many times.
func (g *Game) cardPressesStart(cs *CombatState) {
	n := 0
	for _, c := range cs.cardPresses.cards {
		if inPlayZone(c.Zone) && c.Counters > 0 {
			g.AddCounters(c, -1)
			g.note(msgCardPress.With(cardArg(c)))
			n++
		}
	}
	if n > 0 {
		cs.pressed, cs.cardPresses.extra = true, n-1
	}
}

// cardPressEnded reports whether a press to end, by combatant side,
// ended one of several presses to continue the cards made, the combat
// still pressed.
func (cs *CombatState) cardPressEnded(side int) bool {
	if !cs.pressed || cs.cardPresses.extra <= 0 {
		return false
	}
	cs.cardPresses.extra--
	cs.presser = side
	return true
}

// hashCardPresses writes the cards providing presses, when there are any.
func hashCardPresses(h *engine.Hasher, cs *CombatState) {
	p := &cs.cardPresses
	if len(p.cards) == 0 {
		return
	}
	h.Int(p.extra)
	for i, c := range p.cards {
		h.Uint64(uint64(uint32(c.ID)) | uint64(uint32(p.resetTo[i]))<<32)
	}
}
