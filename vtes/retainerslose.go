package vtes

// Retainers that lose their abilities in combat: "retainers employed by
// minions opposing Stanislava in combat lose their abilities" (rules/
// vtes.md §6, §3.5.6). While a combat lasts, a retainer whose employer
// is in it, opposing a minion with Static.RetainersLoseAbilities (its
// own or a card's on it), has none of its card's hooks: no bonus
// (strength, maneuvers, presses), no strike, no damage each round, no
// strike ban on the opposing minion, no immunity, no ability offered.
// It is still a retainer with its life: damage goes to it as before.

// abilitiesLost reports whether card c, a retainer, has lost its
// abilities now: its employer is in combat with a minion that takes them.
func (g *Game) abilitiesLost(c *Card) bool {
	cs := g.combat
	if cs == nil || cs.ended || c.Zone != ZoneAttached || !c.Def.Types.Has(Retainer) {
		return false
	}
	side := cs.Side(g.Host(c))
	if side < 0 || cs.Minion[1-side] == nil {
		return false
	}
	return g.takesRetainerAbilities(cs.Minion[1-side])
}

// takesRetainerAbilities reports whether minion m, or a face-up card on
// it, takes the abilities of the retainers opposing it. It reads the
// cards themselves, not through eachOn, which asks abilitiesLost.
func (g *Game) takesRetainerAbilities(m *Card) bool {
	if m.Def.Static.RetainersLoseAbilities && !m.Contested {
		return true
	}
	for _, id := range m.Attached {
		if c := g.cards[id]; c.Def.Static.RetainersLoseAbilities && !c.Contested {
			return true
		}
	}
	return false
}
