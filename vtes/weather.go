package vtes

import "kindred/engine"

// Damage before range each round (rules/vtes.md §6.7, §14 C32 step 1,
// §14 C34): "both combatants and each retainer on them take N
// unpreventable environmental damage before range is determined each
// round this combat" (Weather Control). The damage is environmental
// ([RTR 19970630]): a combatant immune to environmental damage takes it
// unsuccessfully. It is dealt once both players have had their chance to
// play their other pre-range effects ([ANK 20170930]), and even if one of
// them ended the combat ([LSJ 19971110]).

// roundDamage is one such effect: base damage the round it started
// (since), grown by grow in each round after.
type roundDamage struct {
	base, grow, since int
}

// DamageEachRound makes both combatants and each retainer on them take n
// unpreventable environmental damage before range is determined in this
// round (played before range: once the pre-range plays are over) and in
// each later round of the combat, grow more in each later round.
func (g *Game) DamageEachRound(n, grow int) {
	cs := g.combat
	if cs == nil {
		return
	}
	cs.eachRound = append(cs.eachRound, roundDamage{base: n, grow: grow, since: cs.Round})
}

// preRangeDamage applies, at the end of a round's before-range step, the
// damage of the effects played in this round or earlier ones.
func (g *Game) preRangeDamage(cs *CombatState) {
	n := 0
	for _, d := range cs.eachRound {
		if cs.Round >= d.since {
			n += d.base + d.grow*(cs.Round-d.since)
		}
	}
	if n > 0 {
		g.weather(cs, n)
	}
}

// weather deals n unpreventable environmental damage to both combatants
// and each retainer on them; the retainers first, the minions together
// after.
func (g *Game) weather(cs *CombatState, n int) {
	for side := range 2 {
		if m := cs.Minion[side]; m.Ready() {
			for _, r := range g.retainersOf(m) {
				g.Damage(r, n, 0)
			}
		}
	}
	for side := range 2 {
		m := cs.Minion[side]
		switch {
		case !m.Ready():
		case cs.Immune[side]&ImmuneToEnvironment != 0: // taken unsuccessfully (§14 C34)
			g.note(msgImmune.With(cardArg(m), damageArg(n)))
		default:
			g.Damage(m, n, 0)
		}
	}
}

// hashWeather writes the combat's damage-each-round effects.
func hashWeather(h *engine.Hasher, cs *CombatState) {
	if len(cs.eachRound) == 0 {
		return
	}
	h.Int(len(cs.eachRound))
	for _, d := range cs.eachRound {
		h.Uint64(uint64(uint16(d.base)) | uint64(uint16(d.grow))<<16 | uint64(uint32(d.since))<<32)
	}
}
