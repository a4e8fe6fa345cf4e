package vtes

// Clan locations: "Lock to give a <clan> you control +1 stealth" (Opium
// Den, Backways) or "+1 intercept" (Market Square). Stealth is added only
// while the acting minion is being blocked, intercept only while the
// blocker is short of it (rules/vtes.md §4.3).

// LockForStealth is the ability of a location in play: lock it to give
// the acting vampire of clan its controller controls +1 stealth (frClan:
// the clan's French name, for the label).
func LockForStealth(clan, frClan string) Ability {
	return Ability{Step: StepBlockAttempt,
		Label: "lock: +1 stealth to a " + clan, French: "incliner : +1 discrétion à un " + frClan,
		Legal: func(g *Game, p *Play) bool {
			a := g.action
			return !p.Source.Locked && BeingBlocked(g, p) && a.Actor.Controller == p.Seat &&
				a.Actor.IsVampire() && a.Actor.Def.Clan == clan
		},
		Resolve: func(g *Game, p *Play) {
			g.Lock(p.Source)
			g.action.Stealth++
		}}
}

// LockForIntercept is the ability of a location in play: lock it to give
// the blocking vampire of clan its controller controls +1 intercept.
func LockForIntercept(clan, frClan string) Ability {
	return Ability{Step: StepBlockAttempt,
		Label:  "lock: +1 intercept to a " + clan,
		French: "incliner : +1 interception à un " + frClan,
		Legal: func(g *Game, p *Play) bool {
			a := g.action
			return !p.Source.Locked && a != nil && a.Blocker != nil && a.Intercept < a.Stealth &&
				a.Blocker.Controller == p.Seat && a.Blocker.IsVampire() && a.Blocker.Def.Clan == clan
		},
		Resolve: func(g *Game, p *Play) {
			g.Lock(p.Source)
			g.action.Intercept++
		}}
}
