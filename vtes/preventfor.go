package vtes

// Prevention by any Methuselah's minion outside the combat, for a minion
// or a retainer in it ("only usable by an unlocked vampire not involved
// in the combat. Prevent 1 damage to a minion or retainer in combat":
// Martyr's Resilience, played by a minion of a Methuselah not involved
// in the combat [ANK 20181101]; rules/vtes.md §6.7, §6.8, §14 C33).
//
// The prevent window of a combatant (damage.go) is open, after its
// controller, to every other Methuselah holding a card played from
// outside a combat (Mode.Outside), clockwise. Damage to a retainer is
// not prevented by the rules' own steps (§6.8); a retainer a strike
// damages gets a prevent window of its own, before its damage is
// applied, open to the Methuselahs holding such a card only (no other
// card prevents damage to a retainer: a window nobody could play in is
// not opened). While it is open, the combatants' pending damage is held
// aside, so that no card prevents it there. PreventingFor names the
// minion or retainer a window is for.

// preventWindow is the minion or retainer whose prevent window is open,
// with, for a retainer, the damage it is to take and the combatants'
// damage held aside meanwhile.
type preventWindow struct {
	card     *Card
	retainer int       // damage the retainer is to take
	held     [3][2]int // the combatants' Damage, Aggravated and env
}

// PreventingFor is the minion or retainer whose prevent window is open,
// and the damage it is to take; nil and 0 outside one.
func (g *Game) PreventingFor() (*Card, int) {
	cs := g.combat
	if cs == nil || cs.prevention.card == nil {
		return nil, 0
	}
	w := &cs.prevention
	if side := cs.Side(w.card); side >= 0 {
		return w.card, cs.Damage[side] + cs.Aggravated[side] + cs.env[side]
	}
	return w.card, w.retainer
}

// preventOrder is the order of the prevent window of seat's combatant:
// seat, then the other Methuselahs holding a card played from outside a
// combat, clockwise.
func (g *Game) preventOrder(seat int) []int {
	order := append(g.windowOrder(), seat)
	return g.outsideHolders(order, seat)
}

// outsideHolders appends to order the Methuselahs other than seat, from
// seat clockwise, holding a card played from outside a combat.
func (g *Game) outsideHolders(order []int, seat int) []int {
	if !g.outsideCombat { // no card of the game is played from outside a combat
		return order
	}
	return g.appendOutsideHolders(order, seat)
}

// appendOutsideHolders is outsideHolders' walk. Out of line: rare, keeps
// the damage step short (BENCHMARKS, VS3).
func (g *Game) appendOutsideHolders(order []int, seat int) []int {
	n := len(g.seats)
	for i := 1; i < n; i++ {
		s := (seat + i) % n
		if !g.seats[s].Ousted && g.holdsOutsideCard(s) {
			order = append(order, s)
		}
	}
	return order
}

// outsideRole is the role, in a prevent window, of a Methuselah whose
// only players are its minions outside the combat.
func (g *Game) outsideRole(cs *CombatState, seat int) role {
	return role{kinds: kindsCombat, outside: g.outsiders(cs, seat)}
}

// damageRetainer deals n damage, from a strike, to retainer r, after the
// window in which cards may prevent it.
func (g *Game) damageRetainer(cs *CombatState, r *Card, n int) {
	order := g.windowOrder()
	if s := r.Controller; !g.seats[s].Ousted && g.holdsOutsideCard(s) {
		order = append(order, s)
	}
	if order = g.outsideHolders(order, r.Controller); len(order) > 0 {
		w := &cs.prevention
		w.card, w.retainer = r, n
		w.held = [3][2]int{cs.Damage, cs.Aggravated, cs.env}
		cs.Damage, cs.Aggravated, cs.env = [2]int{}, [2]int{}, [2]int{}
		g.window(StepPrevent, order, func(seat int) role { return g.outsideRole(cs, seat) })
		n = w.retainer
		cs.Damage, cs.Aggravated, cs.env = w.held[0], w.held[1], w.held[2]
		*w = preventWindow{}
	}
	if n > 0 {
		g.Damage(r, n, 0)
	}
}

// preventRetainer prevents up to n of the damage retainer r is to take
// in its prevent window; it reports whether r is that retainer.
func (g *Game) preventRetainer(cs *CombatState, r *Card, n int) bool {
	w := &cs.prevention
	if w.card != r || cs.Side(r) >= 0 {
		return false
	}
	if k := min(n, w.retainer); k > 0 {
		w.retainer -= k
		g.notePrevented(r, k)
	}
	return true
}
