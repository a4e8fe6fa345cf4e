package vtes

import "kindred/engine"

// Options that say what they do (issue 19): two copies of a card in play
// offering the same ability name the vampires they are on; a choice that
// ousts its own Methuselah says so in its label; a generic "choose"
// prompt names the card it is for.

var (
	msgUseAbilityOn  = engine.NewMsg("vtes.use-ability-on", "Use {0} ({2}): {1}", "Utiliser {0} ({2}) : {1}")
	msgChooseCardFor = engine.NewMsg("vtes.choose-card-for", "{0}: choose a card.", "{0} : choisissez une carte.")
	msgChooseSeatFor = engine.NewMsg("vtes.choose-seat-for", "{0}: choose a Methuselah.", "{0} : choisissez un Mathusalem.")
	msgAmountAskFor  = engine.NewMsg("vtes.amount-ask-for", "{0}: how many?", "{0} : combien ?")

	// oustTwins are the labels of options that may cost a Methuselah their
	// last pool, each with its twin that warns of it (Game.OustsSelf).
	oustTwins = map[engine.Msg]engine.Msg{
		msgTransferTo: engine.NewMsg("vtes.transfer-to.ousts", "Move 1 pool to {0} ({1}/{2} blood) — ⚠ ousts you",
			"Placer 1 de réserve sur {0} ({1}/{2} sang) — ⚠ vous évince"),
		msgDrawCrypt: engine.NewMsg("vtes.draw-crypt.ousts", "Draw a crypt card (4 transfers and 1 pool) — ⚠ ousts you",
			"Piocher une carte de crypte (4 transferts et 1 de réserve) — ⚠ vous évince"),
		msgRevealScarce: engine.NewMsg("vtes.reveal-scarce.ousts", "Move {0} to your ready region (scarce: burn {1} pool) — ⚠ ousts you",
			"Placer {0} dans votre région disponible (rare : brûler {1} de réserve) — ⚠ vous évince"),
		msgPlayCard: engine.NewMsg("vtes.play-card.ousts", "Play {0} ({1}) — ⚠ ousts you", "Jouer {0} ({1}) — ⚠ vous évince"),
		msgPlayCardWith: engine.NewMsg("vtes.play-card-with.ousts", "Play {0} ({1}) with {2} — ⚠ ousts you",
			"Jouer {0} ({1}) avec {2} — ⚠ vous évince"),
		msgActCard: engine.NewMsg("vtes.act-card.ousts", "{0}: {1} ({2}) — ⚠ ousts you", "{0} : {1} ({2}) — ⚠ vous évince"),
		msgVoteVampire: engine.NewMsg("vtes.vote-vampire.ousts", "{0}: {1} vote(s) {2} — ⚠ ousts you if it passes",
			"{0} : {1} voix {2} — ⚠ vous évince s'il passe"),
		msgVoteEdge: engine.NewMsg("vtes.vote-edge.ousts", "Burn the Edge: 1 vote {0} — ⚠ ousts you if it passes",
			"Brûler l'Avantage : 1 voix {0} — ⚠ vous évince s'il passe"),
		msgVotePolCard: engine.NewMsg("vtes.vote-pol-card.ousts", "Discard {0}: 1 vote {1} — ⚠ ousts you if it passes",
			"Défausser {0} : 1 voix {1} — ⚠ vous évince s'il passe"),
		msgSide: engine.NewMsg("vtes.side.ousts", "Vote {0} — ⚠ ousts you if it passes", "Voter {0} — ⚠ vous évince s'il passe"),
	}
)

// explainLabel returns option i's label t, made to say what the option
// does when the bare label does not: the vampire a copy of an ability is
// on when another option offers the same ability, and a warning when the
// option ousts its own Methuselah.
func (g *Game) explainLabel(i int, t engine.Text) engine.Text {
	if t.Msg == msgUseAbility && g.sameAbilityOffered(i, t) {
		if c, _, _, _ := g.decodePlay(g.dec.Options[i].Code); c != nil && c.Zone == ZoneAttached {
			t = msgUseAbilityOn.With(t.Args[0], t.Args[1], cardArg(g.cards[c.Host]))
		}
	}
	if twin, ok := oustTwins[t.Msg]; ok && g.OustsSelf(&g.dec, i) {
		t.Msg = twin
	} else if t.Msg == msgTransferTo && g.WastesPool(&g.dec, i) { // wastedpool.go
		t.Msg = msgTransferToWastes
	}
	return t
}

// sameAbilityOffered reports whether another option than i offers the
// same card's same ability (label t): two Blood Dolls.
func (g *Game) sameAbilityOffered(i int, t engine.Text) bool {
	for j, u := range g.labels {
		if j != i && u == t {
			return true
		}
	}
	return false
}

// choosePrompt is a generic choice's prompt: with the card whose effect
// asks it, when one is resolving (or the action's card), else plain.
func (g *Game) choosePrompt(plain, forCard engine.Msg) engine.Text {
	c := g.cause.card
	if g.cause.kind != causeCard {
		c = nil
	}
	if c == nil && g.action != nil && g.action.Play != nil {
		c = g.action.Play.Card
	}
	if c == nil {
		return plain.Text()
	}
	return forCard.With(cardArg(c))
}
