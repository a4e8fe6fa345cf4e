package vtes

// Strike cards costing a combatant more for the rest of a combat ("strike
// cards cost the acting minion +1 blood or life during the resulting
// combat": Ensnare a Beast; rules/vtes.md §1.5.6, §14 C6). An ally pays
// the blood with life, as it pays any blood cost (§14 C22). A card in
// play saying it for every combat uses Static.CostMod instead (Djeneba).

// SurchargeStrikes makes the strike cards side's minion plays cost it n
// blood (or life) more for the rest of the combat: from a card played in
// it, or from a setup the combat starts with (OnBlockCombat).
func (cs *CombatState) SurchargeStrikes(side, n int) {
	if side >= 0 && side < 2 {
		cs.surcharge[side] += n
	}
}

// strikesSurcharged reports whether some combatant's strike cards, or
// combat cards (Terror Frenzy, combatterror.go), cost more: the cost of
// every combat card is then worked out (CostOf), so that a card the
// combatant cannot pay is not offered.
func (g *Game) strikesSurcharged() bool {
	cs := g.combat
	return cs != nil && (cs.surcharge != [2]int{} || cs.Terror[0].Surcharge != 0 || cs.Terror[1].Surcharge != 0)
}

// strikeSurcharge is the blood play p costs more: a strike card played
// by a combatant whose strike cards are surcharged.
func (g *Game) strikeSurcharge(p *Play) int {
	cs := g.combat
	if cs == nil || cs.surcharge == [2]int{} || p.Minion == nil || p.Mode.Kind != PlayStrike {
		return 0
	}
	if side := cs.Side(p.Minion); side >= 0 {
		return cs.surcharge[side]
	}
	return 0
}
