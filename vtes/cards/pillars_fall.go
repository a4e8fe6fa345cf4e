package cards

import "kindred/vtes"

// Pillars Fall, Path of Caine: Ⓓ enter combat with a vampire (§6.1; a
// target no longer ready makes it fizzle, group G00078); at the end of
// that combat, if the opposing vampire is not ready, its Methuselah may
// put the card on the acting vampire, still in play and with none yet,
// which gets +1 bleed.
var _ = register(&vtes.CardDef{ID: 102333, Name: "Pillars Fall", Types: vtes.Action,
	Requires: vtes.Requirement{Path: vtes.PathCaine},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetVampire, EntersCombat: true,
		Label:  "enter combat with a vampire, then +1 bleed if it falls",
		French: "entrer en combat avec un vampire, puis +1 en morsure s'il tombe",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			v, t := p.Minion, p.Target
			if !t.Ready() {
				return
			}
			g.Fight(v, t) // returns once the combat has ended
			if t.Ready() || !v.IsMinion() || attachedOf(g, v, p.Card.Def) != nil ||
				!g.YesNo(p.Seat, p.Card) {
				return
			}
			vtes.PutOnMinion(0)(g, p)
		}}},
	Static: vtes.Static{Bleed: func(*vtes.Game, *vtes.Card, *vtes.Card, *vtes.ActionState) int {
		return 1
	}}})
