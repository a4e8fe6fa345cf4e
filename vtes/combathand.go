package vtes

// Bonuses a combat card gives for the rest of the combat to its player's
// hand size and to its minion's hand strikes: "this combat, you get +1
// hand size and this vampire's hand strikes inflict +1 damage" (Rage of
// Apedemak; rules/vtes.md §1.5.3, §6.4). The hand size follows the
// rulebook's "immediately draw up or discard down" (Drawing Cards): the
// Methuselah draws as the bonus comes and discards down once the combat
// is over, as for a hand size a card in play changes (handsize.go).

// combatHands is what a combat adds, per side, to the hand size of the
// side's Methuselah and to the damage of the side's hand strikes.
type combatHands struct {
	size, damage [2]int
}

// GainCombatHandSize gives the Methuselah controlling combatant m +n hand
// size for the rest of the combat, drawing n cards at once.
func (g *Game) GainCombatHandSize(m *Card, n int) {
	cs := g.combat
	if cs == nil || cs.Side(m) < 0 || n <= 0 {
		return
	}
	cs.hands.size[cs.Side(m)] += n
	g.changed(m)
	g.drawN(m.Controller, n)
}

// GainHandStrikeDamage gives combatant m's hand strikes +n damage for the
// rest of the combat (not its weapons' strikes).
func (g *Game) GainHandStrikeDamage(m *Card, n int) {
	if cs := g.combat; cs != nil && cs.Side(m) >= 0 {
		cs.hands.damage[cs.Side(m)] += n
		g.changed(m)
	}
}

// combatHandBonus is the hand size the combat in progress gives seat.
func (g *Game) combatHandBonus(seat int) int {
	cs := g.combat
	if cs == nil {
		return 0
	}
	n := 0
	for side, m := range cs.Minion {
		if m != nil && m.Controller == seat {
			n += cs.hands.size[side]
		}
	}
	return n
}

// combatHandsOver makes the Methuselahs whose hand the combat cs, now over,
// made larger discard down to their size.
func (g *Game) combatHandsOver(cs *CombatState) {
	for side, m := range cs.Minion {
		if cs.hands.size[side] > 0 && m != nil && !g.seats[m.Controller].Ousted {
			g.DiscardDown(m.Controller)
		}
	}
}
