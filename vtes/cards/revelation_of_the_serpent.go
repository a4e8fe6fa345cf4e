package cards

import "kindred/vtes"

// Revelation of the Serpent: only during a bleed; [pre][pro] +1 bleed,
// or +1 stealth (when needed, §4.3) and +1 bleed, both limited (§14
// C19); [PRE][PRO] as well, and if the bleed succeeds the acting
// vampire may burn 2 of its Methuselah's corruption counters from a
// minion the target Methuselah controls to unlock, not if the bleed
// ousted the target ([ANK 20220210]).
var _ = register(&vtes.CardDef{ID: 102233, Name: "Revelation of the Serpent",
	Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: pre, Also: pro, Level: inf}.Does(vtes.MoreBleed(1)),
		vtes.Mode{Kind: vtes.PlayModifier, Disc: pre, Also: pro, Level: inf,
			Step:  vtes.StepBlockAttempt,
			Legal: vtes.BeingBlocked}.Does(vtes.Both(vtes.AddStealth(1), vtes.MoreBleed(1))),
		{Kind: vtes.PlayModifier, Disc: pre, Also: pro, Level: sup, Bleed: 1,
			Label: "+1 bleed, corruption unlocks", Legal: vtes.DuringBleed,
			Resolve: serpentUnlock},
		{Kind: vtes.PlayModifier, Disc: pre, Also: pro, Level: sup, Bleed: 1,
			Step: vtes.StepBlockAttempt, Label: "+1 stealth and +1 bleed, corruption unlocks",
			Legal:   vtes.All(vtes.DuringBleed, vtes.BeingBlocked),
			Resolve: all(vtes.AddStealth(1).Resolve, serpentUnlock)},
	}})

// serpentUnlock is Revelation of the Serpent's superior clause: after a
// successful bleed that did not oust its target ([ANK 20220210]), the
// acting vampire may burn 2 of its Methuselah's corruption counters from
// a minion the target Methuselah controls to unlock.
func serpentUnlock(g *vtes.Game, p *vtes.Play) {
	a := g.Action()
	actor, seat := p.Minion, p.Seat
	a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
		t := a.TargetSeat
		if !vtes.BleedSuccessful(a) || t < 0 || g.Methuselah(t).Ousted || !actor.Ready() || !actor.Locked {
			return
		}
		ms := g.Corrupted(seat, 2, t)
		if len(ms) == 0 || !g.YesNo(seat, p.Card) {
			return
		}
		g.BurnCorruption(g.ChooseCorrupted(seat, ms), seat, 2)
		g.Unlock(actor)
	})
}
