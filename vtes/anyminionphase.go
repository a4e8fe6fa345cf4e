package vtes

import "kindred/engine"

// Actions in another Methuselah's minion phase ("during any Methuselah's
// minion phase, this vampire can lock this card to take an action":
// Enkil Cog; rules/vtes.md §3.4, §14 C11). The acting Methuselah has the
// impulse in its minion phase: the others get it when it passes, so as it
// ends its minion phase each other Methuselah, in impulse order, may lock
// such a card on a vampire of theirs (Static.ActionAnyMinionPhase) to take
// an action with that vampire, unlocked as for any action. Once one is
// taken the impulse goes back to the acting Methuselah, who may take more
// actions. An action whose card is cancelled as it is played leaves the
// card locked, and the vampire may take an action again or let it go
// ([LSJ 20081213-1], [ANK 20210124]).

var (
	msgAnyPhasePrompt = engine.NewMsg("vtes.any-phase-ask", "Methuselah {0}'s minion phase: lock a card to take an action?", "Phase des serviteurs du Mathusalem {0} : incliner une carte pour effectuer une action ?")
	msgAnyPhaseLocks  = engine.NewMsg("vtes.any-phase-locks", "{0} locks {1} to take an action.", "{0} incline {1} pour effectuer une action.")
)

// anyPhaseActions lets the Methuselahs other than active, in impulse
// order, take an action with a vampire whose card allows it, as active
// ends its minion phase; it reports whether one did (the impulse goes
// back to active).
func (g *Game) anyPhaseActions(active int) bool {
	if !g.anyPhaseCards {
		return false
	}
	for _, seat := range g.impulseOrder(active, -1, false) {
		if seat != active && !g.seats[seat].Ousted && g.anyPhaseAction(seat, active) {
			return true
		}
	}
	return false
}

// anyPhaseAction asks seat whether to take such an action, and takes it;
// true if one was performed.
func (g *Game) anyPhaseAction(seat, active int) bool {
	var kept *Card // a vampire whose action was cancelled as played: its card stays locked
	for {
		g.options()
		g.optionMsg(-1, msgPass)
		for _, v := range g.anyPhaseActors(seat, kept) {
			g.actingOnly = v
			g.offerActions(seat)
			g.actingOnly = nil
		}
		if g.nopts() == 1 {
			return false
		}
		code := g.askCode(seat, kindMinion, msgAnyPhasePrompt.With(engine.Int(active+1)))
		if code < 0 {
			return false
		}
		a := g.decodeAction(seat, code)
		if a.Actor != kept {
			src := g.anyPhaseSource(a.Actor)
			g.Lock(src)
			g.note(msgAnyPhaseLocks.With(cardArg(a.Actor), cardArg(src)))
		}
		g.performAction(a)
		g.action = nil
		if a.Play == nil || !a.Play.Cancelled || a.Actor.Locked || !a.Actor.Ready() {
			return true
		}
		kept = a.Actor
	}
}

// anyPhaseActors lists seat's minions that may act in another
// Methuselah's minion phase: those bearing an unlocked card that allows
// it, and kept, which keeps that right after a cancelled action.
func (g *Game) anyPhaseActors(seat int, kept *Card) []*Card {
	var out []*Card
	m := g.seats[seat]
	for _, l := range [2][]CardID{m.Ready, m.Torpor} {
		for _, id := range l {
			v := g.cards[id]
			if v == kept || g.anyPhaseSource(v) != nil {
				out = append(out, v)
			}
		}
	}
	return out
}

// anyPhaseSource returns the unlocked, uncontested card on vampire v
// that lets it act in any minion phase, nil if none.
func (g *Game) anyPhaseSource(v *Card) *Card {
	for _, id := range v.Attached {
		c := g.cards[id]
		if c.Def.Static.ActionAnyMinionPhase && !c.Locked && !c.Contested && c.Controller == v.Controller {
			return c
		}
	}
	return nil
}
