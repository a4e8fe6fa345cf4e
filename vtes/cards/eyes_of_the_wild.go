package cards

import "kindred/vtes"

// Eyes of the Wild: a locked Gangrel unlocks and attempts to block;
// during this action it can burn 1 blood for +1 intercept, each time;
// after the action resolves, it locks if it did not block (groups
// G00123, G00124).
var _ = register(&vtes.CardDef{ID: 102222, Name: "Eyes of the Wild", Types: vtes.Reaction,
	Requires: vtes.Requirement{Clan: "Gangrel"},
	Modes: []vtes.Mode{{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepBlockDecision,
		Label:   "unlock and block",
		Legal:   vtes.All(vtes.Locked, mayBlockIfUnlocked),
		Resolve: eyesOfTheWild}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt,
		Label: "burn 1 blood: +1 intercept",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a, host := g.Action(), g.Host(p.Source)
			return a != nil && host != nil && a.Blocker == host && host.Blood >= 1 && a.Intercept < a.Stealth
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.LoseBlood(g.Host(p.Source), 1)
			g.Action().Intercept++
		}}}}})

// mayBlockIfUnlocked: nothing in the action bars the minion from
// attempting to block it (group G00124: not if it could not attempt).
func mayBlockIfUnlocked(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	if a == nil || !a.Aims(p.Seat) && a.Directed {
		return false
	}
	for _, f := range a.CannotBlock {
		if f(p.Minion) {
			return false
		}
	}
	return true
}

// eyesOfTheWild unlocks the Gangrel and makes it attempt to block; the
// card stays on it for the action, for its blood-for-intercept ability,
// and leaves after the action, locking a Gangrel that did not block.
func eyesOfTheWild(g *vtes.Game, p *vtes.Play) {
	m, card := p.Minion, p.Card
	vtes.Unlock(g, p)
	vtes.AttemptBlock(g, p)
	g.Attach(card, m)
	blocked := false
	g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
		if cs.Side(m) == 1 {
			blocked = true
		}
	})
	a := g.Action()
	a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
		if !blocked && !(a.Blocked && a.Blocker == m) && m.Ready() {
			g.Lock(m)
		}
		if card.Zone == vtes.ZoneAttached {
			g.Burn(card)
		}
	})
}
