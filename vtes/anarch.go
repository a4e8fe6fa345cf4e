package vtes

// Anarchs (rules/vtes.md §3.5 #12, §9.5, §14 C25): Anarch is a sect of
// its own, and an untitled vampire of another sect may become Anarch by
// an action.

// IsAnarch reports whether a vampire is Anarch now (§14 C25: a sect).
func (g *Game) IsAnarch(v *Card) bool { return v.IsVampire() && g.SectOf(v) == Anarch }

// MakeAnarch makes a vampire Anarch, a change of sect (§14 C25): the
// become anarch action, or a card that says so.
func (g *Game) MakeAnarch(v *Card) {
	v.NewSect = Anarch
	g.changed(v)
	g.note(msgBecameAnarch.With(cardArg(v)))
	g.anarchArrived(v) // anarcharrives.go
}

// mayBecomeAnarch reports whether a vampire may take the become anarch
// action: an untitled vampire that is not Anarch, with the blood to pay
// (§3.5 #12; a title being contested counts as none, §10.2; printed votes
// are a title of their own, §14 C31).
func (g *Game) mayBecomeAnarch(v *Card) bool {
	return v.IsVampire() && !g.IsAnarch(v) && g.TitleOf(v) == NoTitle && v.Def.Votes == 0 &&
		v.Blood >= g.becomeAnarchCost(v)
}

// becomeAnarchCost is the action's blood cost: 2, or 1 if its Methuselah
// controls another ready Anarch (§14 C25).
func (g *Game) becomeAnarchCost(v *Card) int {
	for _, id := range g.seats[v.Controller].Ready {
		if o := g.cards[id]; o != v && !o.Contested && g.IsAnarch(o) {
			return 1
		}
	}
	return 2
}

// becomeAnarch resolves a successful become anarch action: the cost is
// paid (worked out now, as costs are paid on success) and the vampire is
// Anarch. One that cannot pay gets nothing (§14 C6).
func (g *Game) becomeAnarch(a *ActionState) {
	v := a.Actor
	cost := g.becomeAnarchCost(v)
	if v.Blood < cost {
		g.note(msgCannotPay.With(cardArg(v)))
		return
	}
	g.loseBlood(v, cost)
	g.MakeAnarch(v)
}
