package vtes

import (
	"slices"

	"kindred/engine"
)

// Cancelling an action card as its action is announced (rules/vtes.md
// §14 C5; "cancel a minion card as it is played": Direct Intervention).
// An action card is played as its action is announced: its target named,
// the card out of the hand and replaced (§14 C4), then the other
// Methuselahs may cancel it in the "as played" window (asPlayed), before
// the minion locks. Cancelled, the action is not performed (group G00061,
// [RBK cancel-a-card]): the minion does not lock, its cost (paid only on
// success, §4.1) is never paid, the card goes to the ash heap, and the
// minion is free to attempt the same action again: what its announcement
// marked (a bleed, a political action, the card's use this turn, the
// turn's action count) is taken back. A card played "as if from the
// hand" (heldcards.go) can be cancelled too ([LSJ 20060106]); an action
// of a card in play is no card played and is never cancelled this way.

// announceMarks is what an action's announcement marked on the actor and
// the turn, kept to be taken back if its card is cancelled.
type announceMarks struct {
	bled, politicked bool
	marks, noted     int // len(Game.marks) before noteAction, and how many it added
}

// markAnnounce keeps what a's announcement will change, around
// noteAction (freeactions.go, firstaction.go), which it runs.
func (g *Game) markAnnounce(a *ActionState) announceMarks {
	am := announceMarks{bled: a.Actor.Bled, politicked: a.Actor.Politicked, marks: len(g.marks)}
	g.noteAction(a)
	am.noted = len(g.marks) - am.marks
	return am
}

// cancelledAsAnnounced opens the "as played" window of a's action card,
// once the card is out of the hand and replaced, and reports whether the
// card was cancelled there. Only an action card from the hand (or held
// as if in the hand) opens it, and only in games with a card that
// cancels (asPlayed).
func (g *Game) cancelledAsAnnounced(a *ActionState) bool {
	if a.Play == nil || a.Kind == ActInPlay || a.Play.Cancelled {
		return false
	}
	g.asPlayed(a.Play)
	return a.Play.Cancelled
}

// actionCancelled ends an action whose card was cancelled as announced:
// the card to the ash heap (cancelled), the announcement's marks taken
// back, the minion unlocked as it was (it never locked).
func (g *Game) actionCancelled(a *ActionState, am announceMarks) {
	actor := a.Actor
	actor.Bled, actor.Politicked = am.bled, am.politicked
	if m := actor.more; m != nil {
		if n := len(m.usedActions); n > 0 && m.usedActions[n-1] == a.Play.Card.Def.ID {
			m.usedActions = m.usedActions[:n-1]
		}
	}
	g.changed(actor)
	if am.noted > 0 && am.marks+am.noted <= len(g.marks) {
		g.marks = slices.Delete(g.marks, am.marks, am.marks+am.noted)
	}
	g.note(msgActionCancelled.With(cardArg(actor)))
	g.cancelled(a.Play)
	g.clearAction(a)
}

var msgActionCancelled = engine.NewMsg("vtes.action-cancelled",
	"{0}'s action is not performed: {0} does not lock.",
	"L'action de {0} n'est pas effectuée : {0} ne s'incline pas.")
