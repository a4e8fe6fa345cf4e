package cards

import "kindred/vtes"

// Propaganda, for 2 blood: [pre] a Ⓓ bleed at +1 bleed that titled
// vampires cannot block (from its announcement, §4.2); [PRE] as well,
// and if it succeeds the target Methuselah locks a ready unlocked
// minion of their choice that they control.
var _ = register(&vtes.CardDef{ID: 101495, Name: "Propaganda", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: pre,
		Cost: vtes.Cost{Blood: 2}, Directed: true, Target: vtes.TargetPrey,
		CannotBlock: titledVampire},
		vtes.Effect{Label: "bleed at +1, titled vampires cannot block",
			Resolve: vtes.AddBleed(1).Resolve},
		vtes.Effect{Label: "bleed at +1, titled vampires cannot block, the target locks a minion",
			Resolve: all(vtes.AddBleed(1).Resolve, targetLocksMinion)})})

// titledVampire: a vampire with a title (§9.8) cannot block (Propaganda).
func titledVampire(g *vtes.Game, b *vtes.Card) bool {
	return b.IsVampire() && g.TitleOf(b) != vtes.NoTitle
}

// targetLocksMinion: the target Methuselah of the action locks a ready
// unlocked minion they control, of their choice (Propaganda).
func targetLocksMinion(g *vtes.Game, p *vtes.Play) {
	seat := g.Action().TargetSeat
	if seat < 0 || g.Methuselah(seat).Ousted {
		return
	}
	var ms []*vtes.Card
	for _, m := range g.ReadyMinions(seat) {
		if !m.Locked {
			ms = append(ms, m)
		}
	}
	if len(ms) > 0 {
		g.Lock(g.Choose(seat, ms))
	}
}
