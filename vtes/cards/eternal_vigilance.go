package cards

import "kindred/vtes"

// Eternal Vigilance, for 1 blood: a +1 stealth action by an archbishop,
// priscus, cardinal or regent, put on the acting vampire. During an
// action, while that vampire is Sabbat, its Methuselah can have it burn
// 1 blood to unlock and attempt to block, as blocks are decided (§4.3);
// burned if it goes to torpor.
var _ = register(&vtes.CardDef{ID: 100666, Name: "Eternal Vigilance", Types: vtes.Action,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Archbishop, vtes.Priscus, vtes.Cardinal, vtes.Regent}},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1},
		Label: "put on the acting vampire", French: "placer sur le vampire qui agit",
		Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{
		Abilities: []vtes.Ability{{Step: vtes.StepBlockDecision,
			Label:  "burn 1 blood: unlock and attempt to block",
			French: "brûler 1 sang : se dégager et tenter de bloquer",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				v, a := vigilant(g, p.Source), g.Action()
				return v != nil && a != nil && a.Actor != v && v.Locked && v.Blood >= 1 &&
					v.Controller == p.Seat && g.SectOf(v) == vtes.Sabbat
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := vigilant(g, p.Source)
				g.LoseBlood(v, 1)
				g.Unlock(v)
				p.Minion = v
				vtes.AttemptBlock(g, p)
			}}},
		OnTorpor: func(g *vtes.Game, c, _ *vtes.Card) { g.Burn(c) }}})

// vigilant returns the ready vampire Eternal Vigilance c is on, nil when
// it is on none.
func vigilant(g *vtes.Game, c *vtes.Card) *vtes.Card {
	if c.Zone != vtes.ZoneAttached || c.Host == vtes.NoCard {
		return nil
	}
	if v := g.Card(c.Host); v.Zone == vtes.ZoneReady {
		return v
	}
	return nil
}
