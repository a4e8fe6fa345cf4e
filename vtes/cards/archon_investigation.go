package cards

import "kindred/vtes"

// Archon Investigation, for 3 pool: an out-of-turn master card, played
// once no block came of a bleed of 4 or more against its player, before
// the bleed resolves ([LSJ 19980105]): the acting minion is burned and
// the action does not succeed. It targets the bleeding minion: a master
// surcharge on it is paid too ([LSJ 20010817], vtes.ChooseMasterTarget).
var _ = register(&vtes.CardDef{ID: 100085, Name: "Archon Investigation", Types: vtes.Master,
	OutOfTurn: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Step: vtes.StepAfterBlocks,
		Cost:  vtes.Cost{Pool: 3},
		Label: "burn the bleeding minion", French: "brûler le serviteur qui mord",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return vtes.DuringBleedAgainstYou(g, p) && !a.Blocked && g.BleedAmount(a) >= 4 &&
				g.MasterTarget(p.Seat, a.Actor, 3)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if t := g.ChooseMasterTarget(p.Seat, []*vtes.Card{g.Action().Actor}); t != nil {
				g.Burn(t)
			}
		}}}})
