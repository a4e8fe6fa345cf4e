package vtes

// A vampire's blood reduced to 0 in combat ("if the attached vampire's
// blood is reduced to 0 in combat": Anathema; rules/vtes.md §6): any
// loss during the combat counts, damage, stolen blood or a cost
// ([RTR 19980623]), once it leaves the vampire with none; entering the
// combat with none is no loss, and aggravated damage that burns the
// vampire as it resolves ([LSJ 20021120]) or a loss after the combat
// ([LSJ 19980225]) triggers nothing. The cards on the vampire with
// Static.OnBloodEmptied run, each while the vampire is still in play.

// bloodEmptied runs the OnBloodEmptied hooks of the cards on vampire v,
// whose blood went from before to v.Blood, if that emptied it in combat.
func (g *Game) bloodEmptied(v *Card, before int) {
	cs := g.combat
	if cs == nil || before <= 0 || v.Blood != 0 || len(v.Attached) == 0 || !v.IsVampire() ||
		cs.Side(v) < 0 {
		return
	}
	var trig []*Card
	for _, id := range v.Attached {
		if c := g.cards[id]; c.Def.Static.OnBloodEmptied != nil {
			trig = append(trig, c)
		}
	}
	for _, c := range trig {
		if c.Zone == ZoneAttached && c.Host == v.ID && inPlayZone(v.Zone) {
			old := g.because(causeStatic, c)
			c.Def.Static.OnBloodEmptied(g, c, v)
			g.restoreCause(old)
		}
	}
}
