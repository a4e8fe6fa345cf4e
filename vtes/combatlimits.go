package vtes

import "kindred/engine"

// Limits a card puts on a combatant for the rest of a combat (rules/vtes.md
// §6): "cannot use equipment during the resulting combat" (Form of the
// Bat), and damage caps, "if damage is successfully inflicted on this
// vampire in a round, any additional damage that round is prevented"
// (Flesh of Marble, §6.7 step 1).

// NoEquipmentThisCombat bars combatant m from using its equipment for the
// rest of the combat: no weapon strike or maneuver, no ability of an
// equipment card on it.
func (g *Game) NoEquipmentThisCombat(m *Card) {
	if cs := g.combat; cs != nil && cs.Side(m) >= 0 {
		cs.NoEquipment[cs.Side(m)] = true
	}
}

// equipmentBarred reports whether c is an equipment card whose bearer may
// not use it in the current combat (NoEquipmentThisCombat).
func (g *Game) equipmentBarred(c *Card) bool {
	cs := g.combat
	if cs == nil || !IsEquipment(c) || c.Zone != ZoneAttached {
		return false
	}
	for side, m := range cs.Minion {
		if cs.NoEquipment[side] && g.carries(m, c) {
			return true
		}
	}
	return false
}

// DamageCap is a combatant's damage cap for the rest of the combat: once
// N damage has been successfully inflicted on it in a round, any further
// damage that round is prevented; aggravated damage is prevented this way
// only when Aggravated is set (it counts towards N in any case).
type DamageCap struct {
	N          int
	Aggravated bool
}

// CapDamage gives combatant m a damage cap for the rest of the combat. A
// second cap keeps the lower N and prevents aggravated damage if either
// does.
func (g *Game) CapDamage(m *Card, c DamageCap) {
	cs := g.combat
	if cs == nil || cs.Side(m) < 0 || c.N < 0 {
		return
	}
	side := cs.Side(m)
	if old := cs.Caps[side]; old != nil {
		c.N = min(c.N, old.N)
		c.Aggravated = c.Aggravated || old.Aggravated
	}
	cs.Caps[side] = &c
}

// CapDamageEachRound is the effect "this combat, the minion takes at most
// n damage each round", aggravated damage included when agg (Flesh of
// Marble).
func CapDamageEachRound(n int, agg bool) func(g *Game, p *Play) {
	return func(g *Game, p *Play) { g.CapDamage(p.Minion, DamageCap{N: n, Aggravated: agg}) }
}

// applyDamageCaps prevents, before the damage of a strike tier is
// applied, what goes beyond each combatant's cap this round (§6.7 step
// 1): the cap counts the damage already taken this round (Taken, counted
// by countTaken right after). With a cap covering both
// kinds and a choice to make, the damaged minion's Methuselah chooses
// which damage is not prevented ([LSJ 20021001] on Flesh of Marble).
func (g *Game) applyDamageCaps(cs *CombatState) {
	for side := range 2 {
		m := cs.Minion[side]
		normal, agg := cs.Damage[side]+cs.env[side], cs.Aggravated[side]
		cp := cs.Caps[side]
		if cp == nil || !m.Ready() {
			continue
		}
		room := max(cp.N-cs.Taken[side].total(), 0)
		keepAgg := agg
		if cp.Aggravated {
			lo, hi := max(room-normal, 0), min(agg, room)
			keepAgg = lo
			if hi > lo {
				keepAgg = g.chooseCappedAggravated(m, lo, hi, room)
			}
		}
		keepNormal := min(normal, max(room-keepAgg, 0))
		if n := normal - keepNormal + agg - keepAgg; n > 0 {
			g.note(msgDamageCapped.With(cardArg(m), intArg(n)))
		}
		if keepAgg < agg {
			cs.Aggravated[side] = keepAgg
		}
		// Normal damage over the cap: the strikes' first, then the
		// environment's.
		over := normal - keepNormal
		k := min(over, cs.Damage[side])
		cs.Damage[side] -= k
		cs.env[side] -= over - k
	}
}

// chooseCappedAggravated asks how many of the damage points m takes
// under its cap are aggravated, from lo to hi (room points in all).
func (g *Game) chooseCappedAggravated(m *Card, lo, hi, room int) int {
	g.options()
	for k := lo; k <= hi; k++ {
		g.optionMsg(int64(k), msgCapKeep, intArg(room-k), intArg(k))
	}
	return int(g.askCode(m.Controller, kindChoose, msgCapKeepAsk.With(cardArg(m))))
}

var (
	msgDamageCapped = engine.NewMsg("vtes.damage-capped", "{1} damage to {0} is prevented (no more damage this round).", "Dégâts évités pour {0} : {1} (plus de dégâts ce round).")
	msgCapKeep      = engine.NewMsg("vtes.cap-keep", "Take {0} normal and {1} aggravated damage", "Subir des dégâts normaux : {0}, aggravés : {1}")
	msgCapKeepAsk   = engine.NewMsg("vtes.cap-keep-ask", "Which damage does {0} not prevent?", "Quels dégâts {0} n'évite-t-il pas ?")
)
