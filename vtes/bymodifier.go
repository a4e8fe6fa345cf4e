package vtes

// Action modifiers played by another of the acting Methuselah's vampires
// (Mode.ByOther: "only usable by a ready vampire other than the acting
// minion", Cloak the Gathering). Such a vampire may be locked [RTR
// 19941109]; different vampires may each play a copy on the same action
// [ANK 20200515], each once.

// otherVampires lists the acting Methuselah's ready vampires other than
// the actor, locked ones included. The list is the role scratch's
// (roleScratch): valid until the next role is built.
func (g *Game) otherVampires(a *ActionState) []*Card {
	out := g.roles.others[:0]
	for _, id := range g.seats[a.Actor.Controller].Ready {
		if c := g.cards[id]; c != a.Actor && !c.Contested && c.IsVampire() {
			out = append(out, c)
		}
	}
	g.roles.others = out
	return out
}

// mayModifyFor reports whether vampire mn may play card c, a ByOther
// modifier, on action a: a ready vampire of the actor's Methuselah other
// than the actor, which has not played c on this action yet.
func (g *Game) mayModifyFor(a *ActionState, mn, c *Card) bool {
	if mn == nil || mn == a.Actor || !mn.IsVampire() || !mn.Ready() || mn.Contested || mn.Controller != a.Actor.Controller {
		return false
	}
	for _, r := range a.Reacted {
		if r[0] == int(mn.ID) && r[1] == c.Def.ID {
			return false
		}
	}
	return true
}
