package vtes

// "Cannot use any maneuvers" (rules/vtes.md §6.3): a combatant barred from
// maneuvering by a card on its opponent ("in the first round of combat
// with a vampire who has played a card that requires Auspex during this
// action, that vampire cannot use any maneuvers or strikes": Ossian). A
// barred combatant passes when the range is determined: no maneuver card,
// optional maneuver or strike maneuver is offered to it.

// maneuverBarred reports whether a card on combatant m's opponent bars m
// from maneuvering now (Static.OpponentManeuverBan).
func (g *Game) maneuverBarred(cs *CombatState, m *Card) bool {
	side := cs.Side(m)
	if side < 0 {
		return false
	}
	barred := false
	g.eachHooked(hookOpponentManeuverBan, cs.Minion[1-side], func(c *Card) {
		if f := c.Def.Static.OpponentManeuverBan; f != nil && !c.Contested && f(g, c, m) {
			barred = true
		}
	})
	return barred
}
