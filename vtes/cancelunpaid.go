package vtes

import "slices"

// Cancelling a strike card as it is played without its cost being paid
// ("cancel the opposing minion's strike card as it is played, and its
// cost is not paid (the minion chooses a strike again)": Anticipation,
// Hide the Mind, The Vozhd of Gravesend; rules/vtes.md §14 C5, C6). The
// cost is paid as the card is played (playCard), before the "as played"
// window; a card of this kind gives it back: the blood to the minion,
// the pool to its Methuselah. The minion chooses its strike again, as
// after any cancelled strike card (strike.go).

// CancelPlayingUnpaid is the effect "cancel the card as it is played, and
// its cost is not paid".
func CancelPlayingUnpaid(g *Game, p *Play) {
	q := g.Playing()
	if q == nil || q.Cancelled {
		return
	}
	CancelPlaying(g, p)
	if q.Paid.Blood > 0 && q.Minion != nil && q.Minion.Zone != ZoneAsh {
		g.addBlood(q.Minion, q.Paid.Blood)
	}
	if q.Paid.Pool > 0 {
		g.gainPool(q.Seat, q.Paid.Pool)
	}
	q.Paid = Cost{}
}

// OpposingStrikeCard reports whether the card being played (Playing) is
// a strike card of the minion p.Minion faces in combat: what a card that
// cancels "the opposing minion's strike card" needs.
func OpposingStrikeCard(g *Game, p *Play) bool {
	q, cs := g.Playing(), g.combat
	if q == nil || q.Cancelled || cs == nil || q.Mode.Kind != PlayStrike || p.Minion == nil {
		return false
	}
	side := cs.Side(p.Minion)
	return side >= 0 && cs.Minion[1-side] == q.Minion
}

// asPlayedCombatant lets seat's minion in the combat play a combat card
// in the "as played" window of a card its opponent plays (Anticipation):
// r gains the combat kind and that minion.
func (g *Game) asPlayedCombatant(seat int, p *Play, r *role) {
	cs := g.combat
	if cs == nil || p.Minion == nil || cs.Side(p.Minion) < 0 {
		return
	}
	m := cs.Minion[1-cs.Side(p.Minion)]
	if m == nil || m.Controller != seat || !m.Ready() {
		return
	}
	actor := kindIn(PlayModifier, r.kinds)
	r.kinds = kindsAsPlayedCombat
	if actor {
		r.kinds = kindsAsPlayedActorCombat
	}
	if !slices.Contains(r.minions, m) { // a ready minion reacts too (reactors)
		r.minions = append(r.minions, m)
	}
	r.minions = uniqueCards(r.minions) // the actor is both a reactor and the actor
	g.roles.minions = r.minions        // roleScratch
}

// The kinds of cards of the "as played" window for a combatant, shared
// (only read, as those of plays.go).
var (
	kindsAsPlayedCombat      = []PlayKind{PlayMaster, PlayReaction, PlayCombat}
	kindsAsPlayedActorCombat = []PlayKind{PlayMaster, PlayReaction, PlayModifier, PlayCombat}
)

// uniqueCards drops the repeated cards of cs, in place, keeping the order.
func uniqueCards(cs []*Card) []*Card {
	out := cs[:0]
	for _, c := range cs {
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}
