package vtes

// Strike cards that use a weapon's strike ("hand strike or use a melee
// weapon strike. This strike is at +2 damage": Anticipation): the
// minion strikes with a melee weapon it carries, its strike as the
// weapon gives it, with the card's bonus (§6.4; a melee weapon is a
// weapon whose strike is not ranged).

// MeleeWeapons lists the melee weapons minion m carries whose strike it
// may use now.
func (g *Game) MeleeWeapons(m *Card) []*Card {
	cs := g.combat
	if cs == nil || m == nil || cs.Side(m) < 0 || cs.HandOnly {
		return nil
	}
	var out []*Card
	g.eachOn(m, func(c *Card) {
		if IsWeapon(c) && !c.Def.Static.Strike.Ranged && g.strikeUsable(cs, m, c) {
			out = append(out, c)
		}
	})
	return out
}

// WeaponStrikeAt makes the strike of p.Minion the strike of one of its
// melee weapons (chosen by its Methuselah when it carries several) at +n
// damage.
func WeaponStrikeAt(n int) func(g *Game, p *Play) {
	return func(g *Game, p *Play) {
		ws := g.MeleeWeapons(p.Minion)
		if len(ws) == 0 {
			return
		}
		w := ws[0]
		if len(ws) > 1 {
			w = g.chooseCard(p.Seat, kindChoose, g.choosePrompt(msgChooseCard, msgChooseCardFor), ws)
		}
		s := g.cardStrike(g.combat, p.Minion, w)
		s.Damage += n
		g.SetStrike(p.Minion, s)
	}
}

// HasMeleeWeapon: p.Minion carries a melee weapon whose strike it may
// use now.
func HasMeleeWeapon(g *Game, p *Play) bool { return len(g.MeleeWeapons(p.Minion)) > 0 }
