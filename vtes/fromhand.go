package vtes

import "slices"

// Cards played from the hand by another card's effect, outside their
// usual window: "employ an animal retainer from your hand (requirements
// and cost apply as normal)" (Pack Alpha; rules/vtes.md §1.5.4, §1.5.6,
// groups G00128, G00131).

// Meets reports whether minion m (nil for the Methuselah alone) of seat
// meets mode md of card c's printed requirements (Disciplines, clan,
// title) and can pay its cost now, cost modifiers included.
func (g *Game) Meets(seat int, m, c *Card, md *Mode) bool { return g.meets(seat, m, c, md) }

// PlayFromHand plays mode mi of card c from seat's hand with minion m as
// part of another effect: the card leaves the hand, its cost is paid (cost
// modifiers apply), it is replaced, and its effect resolves. It is not an
// action, so it does not count as the minion's action (G00131). Callers
// check Meets first.
func (g *Game) PlayFromHand(seat int, c *Card, mi int, m *Card) {
	if c.Zone != ZoneHand || mi < 0 || mi >= len(c.Def.Modes) {
		return
	}
	g.playCard(seat, c, mi, m)
}

// ActionOnce reports whether minion m has not yet used the effect key
// during the current action, and marks it ("a vampire can play only one
// Form of Mist at superior each action"). Outside an action it reports
// true.
func (g *Game) ActionOnce(m *Card, key int) bool {
	a := g.action
	if a == nil {
		return true
	}
	if !g.ActionFree(m, key) {
		return false
	}
	a.marks = append(a.marks, [2]int{int(m.ID), key})
	return true
}

// ActionFree reports, without marking it, whether minion m may still use
// the effect key during the current action (ActionOnce).
func (g *Game) ActionFree(m *Card, key int) bool {
	a := g.action
	return a == nil || !marked(a.marks, m, key)
}

// marked reports whether minion m used the effect key in marks, the
// (minion, key) uses of an action or a combat. Why: the once-each-action
// (ActionOnce) and once-each-combat (CombatOnce) limits look their marks
// up the same way.
func marked(marks [][2]int, m *Card, key int) bool {
	return slices.Contains(marks, [2]int{int(m.ID), key})
}
