package vtes

import "kindred/engine"

// A Methuselah skipping their whole turn (rules/vtes.md §3.1): "a
// Methuselah can choose to skip his or her entire turn" (First Tradition:
// The Masquerade). While a card with Static.TurnSkip is in play, each
// Methuselah decides at the start of their turn, before the unlock phase
// ([ANK 20210110]), whether to play it or skip it: a skipped turn has no
// phase at all, the turn ends at once (its end-of-turn effects apply),
// and every card in play with Static.OnTurnSkipped is told. Only games
// holding such a card ask (Game.turnSkipCards).

var (
	msgSkipTurnAsk = engine.NewMsg("vtes.skip-turn-ask", "Skip your whole turn?", "Passer tout votre tour ?")
	msgPlayTurn    = engine.NewMsg("vtes.play-turn", "Play the turn", "Jouer le tour")
	msgSkipTurn    = engine.NewMsg("vtes.skip-turn", "Skip the whole turn", "Passer tout le tour")
	msgTurnSkipped = engine.NewMsg("vtes.turn-skipped", "{0} skips their whole turn.",
		"{0} passe tout son tour.")
)

// skipsTurn asks the active Methuselah, as their turn starts, whether they
// skip it, when a card in play lets them; it reports whether they do.
func (g *Game) skipsTurn() bool {
	if !g.turnSkipCards || !g.turnSkipInPlay() {
		return false
	}
	seat := g.Active
	g.options()
	g.optionMsg(0, msgPlayTurn)
	g.optionMsg(1, msgSkipTurn)
	prompt := msgSkipTurnAsk.Text()
	if g.askCode(seat, kindChoose, prompt) != 1 {
		return false
	}
	g.note(msgTurnSkipped.With(seatArg(seat)))
	for _, c := range g.cardsInPlayWith(func(c *Card) bool { return c.Def.Static.OnTurnSkipped != nil }) {
		old := g.because(causeStatic, c)
		c.Def.Static.OnTurnSkipped(g, c, seat)
		g.restoreCause(old)
	}
	return true
}

// turnSkipInPlay reports whether a card in play lets Methuselahs skip
// their turn (Static.TurnSkip).
func (g *Game) turnSkipInPlay() bool {
	return len(g.cardsInPlayWith(func(c *Card) bool { return c.Def.Static.TurnSkip })) > 0
}

// cardsInPlayWith lists the cards in play on no minion that keep holds
// for, face up, Methuselah by Methuselah: a walk made once a turn at
// most, in games holding such a card.
func (g *Game) cardsInPlayWith(keep func(c *Card) bool) []*Card {
	var out []*Card
	for _, m := range g.seats {
		for _, id := range m.InPlay {
			if c := g.cards[id]; !c.Contested && keep(c) {
				out = append(out, c)
			}
		}
	}
	return out
}
