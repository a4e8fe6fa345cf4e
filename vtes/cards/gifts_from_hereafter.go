package cards

import "kindred/vtes"

// Gifts From Hereafter: requires the Path of Death and the Soul; played by
// a ready unlocked vampire other than the acting wraith or zombie ally
// (Mode.ByOther), with Dominate or Oblivion: the acting ally gets +1
// bleed (limited, §14 C19); superior, after the action resolves this
// vampire can burn 1 blood to unlock the acting ally. Played by another
// vampire, it is not an acting minion's modifier: the limit is its own
// (giftsMay, giftsBleed).
var _ = register(&vtes.CardDef{ID: 102325, Name: "Gifts From Hereafter", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Path: vtes.PathDeathAndTheSoul},
	Modes:    append(gifts(dom), gifts(vtes.Oblivion)...)})

// gifts is Gifts From Hereafter's two levels with Discipline d.
func gifts(d vtes.Disc) []vtes.Mode {
	md := vtes.Mode{Kind: vtes.PlayModifier, Disc: d, ByOther: true, Step: vtes.StepAfterBlocks,
		Legal: giftsMay, Resolve: giftsBleed}
	inf, sup := md, md
	inf.Level, sup.Level = vtes.Inferior, vtes.Superior
	inf.Label, inf.French = "the acting ally gets +1 bleed", "l'allié agissant reçoit +1 en morsure"
	sup.Label = "the acting ally gets +1 bleed, unlock it after the action"
	sup.French = "l'allié agissant reçoit +1 en morsure, le redresser après l'action"
	sup.Resolve = func(g *vtes.Game, p *vtes.Play) {
		giftsBleed(g, p)
		giftsUnlock(g, p)
	}
	return []vtes.Mode{inf, sup}
}

// giftsBleed gives the acting ally +1 bleed, the action's one limited
// bleed modifier (§14 C19).
func giftsBleed(g *vtes.Game, _ *vtes.Play) {
	a := g.Action()
	a.Bleed++
	a.Limited = true
}

// giftsMay: a bleed by a wraith or zombie ally, no limited bleed
// modifier played yet, and the vampire playing the card is unlocked.
func giftsMay(g *vtes.Game, p *vtes.Play) bool {
	return vtes.DuringBleed(g, p) && !g.BleedLimitReached(g.Action()) &&
		vtes.IsWraithOrZombie(g.Action().Actor) && p.Minion.IsVampire() && !p.Minion.Locked
}

// giftsUnlock offers, after the action resolves, the vampire that played
// the card to burn 1 blood to unlock the acting ally.
func giftsUnlock(g *vtes.Game, p *vtes.Play) {
	a, v := g.Action(), p.Minion
	a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
		ally := a.Actor
		if ally.Ready() && ally.Locked && v.Ready() && v.Blood > 0 && g.YesNo(p.Seat, p.Card) {
			g.LoseBlood(v, 1)
			g.Unlock(ally)
		}
	})
}
