package cards

import "kindred/vtes"

// Shadow Sentinel: a vampire can play only one between its unlock phases
// (Card.UsedUnlock, the mark On the Qui Vive also sets: a vampire that
// played one cannot play the other until it unlocks,
// docs/RULES-STATUS.md). [obl] only by a locked vampire: it wakes (§14
// C3); [OBL] by a locked vampire: a locked wraith or zombie ally its
// Methuselah controls wakes. Played as its Methuselah decides whether to
// block, after blocks or after the action resolved (group G00115).
var _ = register(&vtes.CardDef{ID: 102294, Name: "Shadow Sentinel", Types: vtes.Reaction,
	Modes: sentinelModes()})

// sentinelModes are Shadow Sentinel's two levels at each of the wake
// windows.
func sentinelModes() []vtes.Mode {
	var out []vtes.Mode
	for _, step := range []vtes.Step{vtes.StepBlockDecision, vtes.StepAfterBlocks, vtes.StepAfterAction} {
		out = append(out,
			vtes.Mode{Kind: vtes.PlayReaction, Disc: vtes.Oblivion, Level: inf, ByLocked: true,
				Step: step, Label: "wake", French: "se réveiller",
				Legal: vtes.All(lockedAsleep, sentinelUnplayed),
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					sentinelPlayed(g, p)
					vtes.Wake(g, p)
				}},
			vtes.Mode{Kind: vtes.PlayReaction, Disc: vtes.Oblivion, Level: sup, ByLocked: true,
				Step: step, Label: "a wraith or zombie ally wakes",
				French: "un allié wraith ou zombie se réveille",
				Legal: vtes.All(sentinelUnplayed, func(g *vtes.Game, p *vtes.Play) bool {
					return p.Minion.IsVampire() && p.Minion.Locked && len(sleepingDead(g, p.Seat)) > 0
				}),
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					sentinelPlayed(g, p)
					if allies := sleepingDead(g, p.Seat); len(allies) > 0 {
						vtes.Wake(g, &vtes.Play{Seat: p.Seat, Minion: g.Choose(p.Seat, allies)})
					}
				}})
	}
	return out
}

// sentinelUnplayed: the vampire played no Shadow Sentinel since its last
// unlock phase.
func sentinelUnplayed(g *vtes.Game, p *vtes.Play) bool { return !p.Minion.UsedUnlock }

// sentinelPlayed marks the vampire until its next unlock phase.
func sentinelPlayed(g *vtes.Game, p *vtes.Play) {
	p.Minion.UsedUnlock = true
	g.Changed(p.Minion)
}

// sleepingDead lists the locked wraith and zombie allies seat controls
// not woken yet.
func sleepingDead(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, id := range g.Methuselah(seat).Ready {
		if c := g.Card(id); vtes.IsWraithOrZombie(c) && c.Locked && !c.Woken && !c.Contested {
			out = append(out, c)
		}
	}
	return out
}
