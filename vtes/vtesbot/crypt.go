package vtesbot

import "kindred/vtes"

// everyTurn reports whether vampire c has an ability that works by itself
// in each of its Methuselah's unlock phases (Gnaeus Aemilius Augustinus:
// his prey's minion takes 1 damage): brought out first while pool is 20
// or more, it works every turn after. Filled last as the largest, the
// Lasombra's Gnaeus never came out in 2,000 games.
func everyTurn(c *vtes.Card) bool {
	return c.IsVampire() && c.Def.Static.OnUnlock != nil
}

// stealthy reports whether vampire c has stealth of its own on every
// action (Djeneba: +1 stealth): its bleeds get past the blockers the
// stealth cards in hand would not, so it is filled first, as everyTurn's
// vampires. Filled last as the largest of the Salubri's six (capacity 9),
// Djeneba never came out in 2,000 games.
func stealthy(c *vtes.Card) bool {
	return c.IsVampire() && c.Def.Static.Stealth != nil
}

// bleeder reports whether vampire c bleeds for more on every bleed by a
// text of its own (Ashur-uballit, Son of the Abyss: +1 bleed): each of
// its bleeds is worth a bleed card, so it is filled first, as stealthy's
// vampires. Filled last as the largest of a twelve-card crypt (capacity
// 10), Ashur-uballit never came out in 2,000 games.
func bleeder(c *vtes.Card) bool {
	return c.IsVampire() && c.Def.Static.Bleed != nil
}

// hitter reports whether vampire c hits harder in every combat by a text
// of its own on its ranged strikes (Noluthando: +1 damage with ranged
// strikes, even at close range), so it is filled first, as stealthy's
// vampires. Filled last as the largest of a six-card crypt (capacity 8),
// Noluthando came out 0.01 times a game.
func hitter(c *vtes.Card) bool {
	return c.IsVampire() && c.Def.Static.RangedDamage != nil
}

// escort reports whether vampire c has an ability played as a block is
// attempted (Abderrahim, Death's Hand: burn 1 blood to give a younger
// vampire or an ally +1 stealth): it helps every action of the others
// get through, so it is filled first, as stealthy's vampires. Filled
// last as the largest of a twelve-card crypt (capacity 9), Abderrahim
// came out 0.01 times a game.
func escort(c *vtes.Card) bool {
	if !c.IsVampire() {
		return false
	}
	for _, ab := range c.Def.Static.Abilities {
		if ab.Step == vtes.StepBlockAttempt {
			return true
		}
	}
	return false
}

// fillFirst reports whether vampire c is filled before the smaller ones
// while pool is 20 or more, its Methuselah controlling ready vampires: a
// text of its own works every turn or on every action. An escort waits
// for a vampire to escort, a hitter for two: filled first with none,
// Noluthando (capacity 8) slowed nb3-ravnos's start (8.2% → 5.8% of its
// seats over 1,600 games; 7.0% after two vampires, 7.8% but never
// played after three).
func fillFirst(c *vtes.Card, ready int) bool {
	return everyTurn(c) || stealthy(c) || bleeder(c) || escort(c) && ready >= 1 || hitter(c) && ready >= 2
}
