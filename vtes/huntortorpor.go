package vtes

import "kindred/engine"

// A card on a vampire that says "the attached vampire cannot hunt; if
// they must hunt, they go to torpor instead" (Pulled Fangs; rules/vtes.md
// §3.4, §14 C17): the hunt action is not offered to the bearer (huntBarred,
// huntbar.go), and when the bearer would owe the mandatory hunt (ready,
// unlocked, no blood, in its controller's minion phase) it goes to torpor
// instead, before its Methuselah's minions act. A vampire that does not
// hunt as normal for another reason (Week of Nightmares) owes no hunt and
// stays ready.

var msgTorporInsteadOfHunt = engine.NewMsg("vtes.torpor-instead-of-hunt",
	"{0} must hunt but cannot ({1}): torpor instead.",
	"{0} doit chasser mais ne le peut pas ({1}) : en torpeur à la place.")

// bearerCannotHunt returns the uncontested card on vampire v that bars it
// from hunting (Static.BearerCannotHunt), or nil.
func (g *Game) bearerCannotHunt(v *Card) *Card {
	for _, id := range v.Attached {
		if c := g.cards[id]; c.Def.Static.BearerCannotHunt && !c.Contested {
			return c
		}
	}
	return nil
}

// torporInsteadOfHunting sends to torpor every ready vampire of seat that
// must hunt (§14 C17: ready, unlocked, no blood) and bears a card saying
// it goes to torpor instead.
func (g *Game) torporInsteadOfHunting(seat int) {
	for i := 0; i < len(g.seats[seat].Ready); i++ {
		v := g.cards[g.seats[seat].Ready[i]]
		if v.Blood > 0 || !v.IsVampire() || v.Locked || v.Contested || len(v.Attached) == 0 {
			continue
		}
		c := g.bearerCannotHunt(v)
		if c == nil || g.globalHuntBar(v) {
			continue
		}
		g.note(msgTorporInsteadOfHunt.With(cardArg(v), cardArg(c)))
		g.ToTorpor(v)
		i-- // v left the ready region
	}
}
