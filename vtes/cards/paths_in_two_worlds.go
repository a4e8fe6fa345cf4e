package cards

import "kindred/vtes"

// Paths in Two Worlds: only as an action to recruit or employ a wraith or
// zombie is announced (§4.1 step 1): [obl] +1 stealth, even if not yet
// needed; [OBL] as above, and if the action is successful, the vampire
// can burn 1 blood to unlock after its resolution.
var _ = register(&vtes.CardDef{ID: 102300, Name: "Paths in Two Worlds", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: vtes.Oblivion, Level: inf, Step: vtes.StepAnnounced,
			Label: "+1 stealth", French: "+1 discrétion", Legal: bringingTheDead,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Action().Stealth++ }},
		{Kind: vtes.PlayModifier, Disc: vtes.Oblivion, Level: sup, Step: vtes.StepAnnounced,
			Label:  "+1 stealth, 1 blood to unlock if successful",
			French: "+1 discrétion, 1 sang pour se redresser si réussie",
			Legal:  bringingTheDead,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				a, v, card := g.Action(), p.Minion, p.Card
				a.Stealth++
				a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
					if a.Succeeded && v.Ready() && v.Locked && v.Blood >= 1 && g.YesNo(v.Controller, card) {
						g.LoseBlood(v, 1)
						g.Unlock(v)
					}
				})
			}},
	}})

// bringingTheDead: the action is the recruit of a wraith or zombie ally,
// or the employ of a zombie retainer, by a vampire.
func bringingTheDead(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	if a == nil || a.Play == nil || a.Play.Card == nil || !p.Minion.IsVampire() {
		return false
	}
	d := a.Play.Card.Def
	return a.Kind == vtes.ActCard && d.Types.Has(vtes.Ally|vtes.Retainer) && (d.Wraith || d.Zombie)
}
