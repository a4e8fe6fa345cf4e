package cards

import "kindred/vtes"

// Contagion, unique, a +1 stealth action of an infernal vampire: [dai] put
// on the acting vampire; in each other Methuselah's unlock phase, that
// Methuselah burns 1 pool if the vampire is ready. [DAI] as [dai], and
// once each combat the vampire can strike: 1 corruption counter on the
// opposing minion (corruption.go); when its Methuselah's counters there
// reach the minion's capacity (or, for an ally, its cost), they can burn
// them to steal it after this strike resolves, ending the combat. The
// steal is part of the strike's resolution: a dodged strike puts no
// counter and steals nothing [ANK 20200909] [LSJ 20040130].
var _ = register(&vtes.CardDef{ID: 100418, Name: "Contagion", Types: vtes.Action,
	Unique: true, Requires: vtes.Requirement{InfernalByLegal: true},
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: vtes.Daimoinon, Stealth: 1,
		Legal: func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.Def.Infernal }},
		vtes.Effect{Label: "put on this vampire: other Methuselahs burn 1 pool",
			French:  "placer sur ce vampire : les autres Mathusalems brûlent 1 réserve",
			Resolve: contagionAt(false)},
		vtes.Effect{Label: "put on this vampire: pool, and a corrupting strike",
			French:  "placer sur ce vampire : réserve, et une frappe de corruption",
			Resolve: contagionAt(true)}),
	Static: vtes.Static{
		OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
			if v := g.Host(c); c.Zone == vtes.ZoneAttached && v != nil && v.Ready() &&
				seat != c.Controller {
				g.BurnPool(seat, 1)
			}
		},
		Strike: &vtes.StrikeSpec{Label: "1 corruption counter on the opposing minion",
			French:        "1 marqueur de corruption sur le serviteur adverse",
			OncePerCombat: true,
			Usable: func(_ *vtes.Game, c *vtes.Card) bool {
				return c.Superior && c.Zone == vtes.ZoneAttached
			},
			OnLands: contagionStrike}}})

// contagionAt puts Contagion on the acting vampire, recording the level
// it was played at.
func contagionAt(superior bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		vtes.PutOnMinion(0)(g, p)
		p.Card.Superior = superior
		g.Changed(p.Card)
	}
}

// contagionStrike puts a corruption counter of the striker's Methuselah
// on the opposing minion; with as many as its capacity or cost
// (corruptionThreshold), they may
// burn them to steal it once the strike has resolved, ending the combat.
func contagionStrike(g *vtes.Game, c *vtes.Card, side int) {
	cs := g.Combat()
	opp, seat := cs.Minion[1-side], cs.Minion[side].Controller
	g.Corrupt(opp, seat, 1)
	if n := g.Corruption(opp, seat); n >= corruptionThreshold(g, opp) && g.YesNo(seat, c) {
		g.EndCombat()
		g.AfterThisCombat(func(g *vtes.Game) { g.StealCorrupted(opp, seat) })
	}
}
