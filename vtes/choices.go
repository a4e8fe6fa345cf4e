package vtes

import "kindred/engine"

// Choices a card's effect offers that are not a card or an amount: one
// of a few effects by their labels ("move 1 blood to your pool or from
// your pool to the vampire": Vessel), or a card among some or none ("up
// to two vampires": Anarch Troublemaker).

var (
	msgChoice        = engine.NewMsg("vtes.choice", "{0}", "{0}")
	msgChooseNone    = engine.NewMsg("vtes.choose-none", "None", "Aucun")
	msgChooseOne     = engine.NewMsg("vtes.choose-one", "Choose.", "Choisissez.")
	msgChooseOneFor  = engine.NewMsg("vtes.choose-one-for", "{0}: choose.", "{0} : choisissez.")
	msgChooseUpTo    = engine.NewMsg("vtes.choose-up-to", "Choose a card, or none.", "Choisissez une carte, ou aucune.")
	msgChooseUpToFor = engine.NewMsg("vtes.choose-up-to-for", "{0}: choose a card, or none.", "{0} : choisissez une carte, ou aucune.")
)

// ChooseLabel asks seat to choose one of labels (phrases of the French
// phrasebook, as mode labels are) and returns its index.
func (g *Game) ChooseLabel(seat int, labels ...string) int {
	g.options()
	for i, l := range labels {
		g.optionMsg(int64(i), msgChoice, labelArg(l))
	}
	return int(g.askCode(seat, kindChoose, g.choosePrompt(msgChooseOne, msgChooseOneFor)))
}

// ChooseOrNone asks seat to choose one of cards or none (nil); "none"
// comes last.
func (g *Game) ChooseOrNone(seat int, cards []*Card) *Card {
	g.options()
	for _, c := range cards {
		g.optionMsg(int64(c.ID), msgCard, cardArg(c))
	}
	g.optionMsg(-1, msgChooseNone)
	code := g.askCode(seat, kindChoose, g.choosePrompt(msgChooseUpTo, msgChooseUpToFor))
	if code < 0 {
		return nil
	}
	return g.cards[code]
}
