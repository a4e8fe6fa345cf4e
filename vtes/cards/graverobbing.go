package cards

import "kindred/vtes"

// Graverobbing: [dom] Ⓓ steal a vampire in torpor another Methuselah
// controls: it goes to the acting Methuselah's torpor region (§14 C10
// "steal"); [DOM] the acting vampire can then burn 2 blood to move it to
// their ready region (not a rescue: no blood added, §7.3). A target no
// longer in torpor when the action resolves makes it fizzle, its cost
// paid (group G00080 [ANK 20210124] [LSJ 20070411]).
var _ = register(&vtes.CardDef{ID: 100852, Name: "Graverobbing", Types: vtes.Action,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: dom, Level: inf, Directed: true, Target: vtes.TargetVampire,
			Label: "steal a vampire in torpor", French: "voler un vampire en torpeur",
			Legal: targetInTorpor, Resolve: graverob(false)},
		{Kind: vtes.PlayAction, Disc: dom, Level: sup, Directed: true, Target: vtes.TargetVampire,
			Label:  "steal a vampire in torpor, 2 blood to move it to your ready region",
			French: "voler un vampire en torpeur, 2 sang pour le mettre dans votre région prête",
			Legal:  targetInTorpor, Resolve: graverob(true)},
	}})

// targetInTorpor: the action's target is a vampire in torpor.
func targetInTorpor(g *vtes.Game, p *vtes.Play) bool {
	return p.Target != nil && p.Target.Zone == vtes.ZoneTorpor
}

// graverob steals the target, still in torpor under another Methuselah's
// control; ready, the acting vampire may burn 2 blood to move it to the
// ready region.
func graverob(ready bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		t := p.Target
		if t.Zone != vtes.ZoneTorpor || t.Controller == p.Seat {
			return // fizzles (G00080)
		}
		g.Steal(t, p.Seat)
		if ready && p.Minion.Ready() && p.Minion.Blood >= 2 && g.YesNo(p.Seat, p.Card) {
			g.LoseBlood(p.Minion, 2)
			g.ToReady(t)
		}
	}
}
