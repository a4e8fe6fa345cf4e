package vtes

// "During this combat, opposing vampire gets +1 strength, but he or she
// cannot use maneuvers to maneuver to long range, cannot use presses to
// end combat and cannot use equipment"; superior: "and the opposing
// vampire takes 1 unpreventable damage during the press step each
// round" (Drawing Out the Beast; rules/vtes.md §6.3, §6.6; the damage
// is environmental, [RTR 19970630]). CombatTerror holds the bars.

// DrawOutBeast puts those bars on combatant m for the rest of the
// combat, with pressDamage unpreventable damage in each press step.
func (g *Game) DrawOutBeast(m *Card, pressDamage int) {
	cs := g.combat
	if cs == nil || cs.Side(m) < 0 {
		return
	}
	side := cs.Side(m)
	cs.Strength[side]++
	t := &cs.Terror[side]
	t.NoLong, t.NoEnd = true, true
	t.PressDamage += pressDamage
	g.NoEquipmentThisCombat(m)
}

// pressDamage inflicts, as the press step begins, each combatant's
// unpreventable press damage: not a strike, so a dodge does not stop
// it; immunity to environmental damage does.
func (g *Game) pressDamage(cs *CombatState) {
	for side, m := range cs.Minion {
		n := cs.Terror[side].PressDamage
		if n == 0 || !m.Ready() {
			continue
		}
		if cs.Immune[side]&ImmuneToEnvironment != 0 {
			g.note(msgImmune.With(cardArg(m), damageArg(n)))
			continue
		}
		g.Damage(m, n, 0)
	}
}
