package cards

import "kindred/vtes"

// Dream World: [pre] a Ⓓ bleed at +1 bleed. [PRE] a +1 stealth action,
// one played at superior each turn (played, not resolved: a turn mark);
// if it succeeds, each minion of its Methuselah gets +1 bleed for the
// rest of the turn or until a bleed action of theirs is blocked: the card
// stays in play meanwhile, on no minion (Static.Global), and burns as
// the turn ends (endofturn.go) or as such a block succeeds
// (vtes/actionblocked.go).
var _ = register(&vtes.CardDef{ID: 100587, Name: "Dream World", Types: vtes.Action,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayAction, Disc: pre, Level: inf, Directed: true,
			Target: vtes.TargetPrey}.Does(vtes.BleedAt(1)),
		{Kind: vtes.PlayAction, Disc: pre, Level: sup, Stealth: 1,
			Label:  "+1 bleed for your minions this turn",
			French: "+1 en morsure pour vos serviteurs ce tour-ci",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !g.Marked(p.Card.Def.ID)
			},
			OnAnnounce: func(g *vtes.Game, p *vtes.Play) { g.MarkOnce(p.Card.Def.ID) },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.PutInPlay(g, p)
				g.MarkUsedTurn(p.Card)
			}},
	},
	Static: vtes.Static{Global: true,
		Bleed: func(_ *vtes.Game, source, m *vtes.Card, _ *vtes.ActionState) int {
			if m.Controller == source.Controller {
				return 1
			}
			return 0
		},
		AtEndOfTurn: func(g *vtes.Game, c *vtes.Card) { g.Burn(c) },
		OnActionBlocked: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			if a.IsBleed() {
				g.Burn(c)
			}
		}}})
