package vtes

import (
	"strconv"

	"kindred/engine"
)

// Log lines that say who did what (issue 19): each vote with the vampire
// or title that cast it ("Methuselah 3 casts 1 vote(s) against: primogen
// Lenny Burkhead."), each card a minion plays with the minion
// ("Methuselah 2 plays Deflection (redirect the bleed — Lenny Burkhead).").
// The side, the title and the source are one phrase followed by a name,
// so that the lines keep their three arguments and read in French.

// votersPhrase is the phrase before the name of what cast votes on a
// side: "for: ", "against: primogen ", "for: the Edge".
func votersPhrase(forSide bool, t Title, edge bool) string {
	i := 0
	if forSide {
		i = 1
	}
	switch {
	case edge:
		return edgeVoters[i]
	case t != NoTitle:
		return titledVoters[i][t]
	}
	return sideVoters[i]
}

var (
	sideVoters   = [2]string{"against: ", "for: "}
	edgeVoters   = [2]string{"against: the Edge", "for: the Edge"}
	titledVoters [2][len(titleNames)]string
)

func init() {
	fr := map[string]string{
		sideVoters[0]: phrasesFR["against"] + " : ", sideVoters[1]: phrasesFR["for"] + " : ",
		edgeVoters[0]: phrasesFR["against"] + " : l'Avantage", edgeVoters[1]: phrasesFR["for"] + " : l'Avantage",
	}
	for i, side := range sideVoters {
		for t, name := range titleNames {
			if name == "" {
				continue
			}
			titledVoters[i][t] = side + name + " "
			frTitle, ok := phrasesFR[name]
			if !ok {
				frTitle = name
			}
			fr[titledVoters[i][t]] = fr[side] + frTitle + " "
		}
	}
	engine.AddPhrases(engine.French, fr)
}

// votesBy names who cast votes on a side: vampire v (with its title), a
// card (a political card discarded, the calling card), or the Edge.
func (g *Game) votesBy(forSide bool, v, card *Card, edge bool) engine.Arg {
	switch {
	case v != nil:
		return g.phraseJoin(votersPhrase(forSide, g.TitleOf(v), false), "", v.Def.Name)
	case card != nil:
		return g.phraseJoin(votersPhrase(forSide, NoTitle, false), "", card.Def.Name)
	case edge:
		return engine.Phrase(votersPhrase(forSide, NoTitle, true))
	}
	return labelArg(sideName(forSide))
}

// playedBy is a card's label followed by the minion that plays it.
func (g *Game) playedBy(md *Mode, mn *Card) engine.Arg {
	if mn == nil {
		return labelArg(md.Label)
	}
	return g.phraseJoin(md.Label, " — ", mn.Def.Name)
}

// Amounts of damage: "1 damage", "2 aggravated" in English; in French the
// noun agrees with the number ("1 dégât", "2 dégâts"; French counts 0 and
// 1 singular). Phrases up to maxAmountPhrase, made once; beyond, English
// digits and noun.
const maxAmountPhrase = 40

var damagePhrases, aggravatedPhrases [maxAmountPhrase + 1]string

func init() {
	fr := map[string]string{}
	for n := range maxAmountPhrase + 1 {
		num := strconv.Itoa(n)
		damagePhrases[n], aggravatedPhrases[n] = num+" damage", num+" aggravated"
		if n <= 1 {
			fr[damagePhrases[n]], fr[aggravatedPhrases[n]] = num+" dégât", num+" aggravé"
		} else {
			fr[damagePhrases[n]], fr[aggravatedPhrases[n]] = num+" dégâts", num+" aggravés"
		}
	}
	engine.AddPhrases(engine.French, fr)
}

// damageArg is "n damage", aggravatedArg "n aggravated".
func damageArg(n int) engine.Arg     { return amountArg(&damagePhrases, n, " damage") }
func aggravatedArg(n int) engine.Arg { return amountArg(&aggravatedPhrases, n, " aggravated") }

func amountArg(ps *[maxAmountPhrase + 1]string, n int, noun string) engine.Arg {
	if n >= 0 && n <= maxAmountPhrase {
		return engine.Phrase(ps[n])
	}
	return engine.Str(strconv.Itoa(n) + noun)
}

var (
	msgStrikes        = engine.NewMsg("vtes.strikes", "{0} strikes ({1}): {2}.", "{0} frappe ({1}) : {2}.")
	msgPrevented      = engine.NewMsg("vtes.prevented", "{0}: {1} prevented ({2}).", "{0} : {1} évité(s) ({2}).")
	msgPreventedPlain = engine.NewMsg("vtes.prevented-plain", "{0}: {1} prevented.", "{0} : {1} évité(s).")
)

// noteStrike writes the strike of side that lands this round: the
// striker, the strike (its weapon or its label) and its damage (§6.4,
// §6.7; issue 19).
func (g *Game) noteStrike(cs *CombatState, side, n int) {
	st := &cs.strike[side]
	what := labelArg(st.Label)
	if st.Weapon != nil {
		what = cardArg(st.Weapon)
	}
	dmg := damageArg(max(n, 0))
	if st.Aggravated || st.Hand && cs.HandAggravated[side] {
		dmg = aggravatedArg(max(n, 0))
	}
	g.note(msgStrikes.With(cardArg(cs.Minion[side]), what, dmg))
}

// notePrevented writes the damage prevented for minion m, with what
// prevented it when a card's effect is resolving.
func (g *Game) notePrevented(m *Card, n int) {
	if c := g.cause; (c.kind == causeCard || c.kind == causeStatic) && c.card != nil {
		g.note(msgPrevented.With(cardArg(m), damageArg(n), cardArg(c.card)))
		return
	}
	g.note(msgPreventedPlain.With(cardArg(m), damageArg(n)))
}

var (
	msgBlockAskStealth = engine.NewMsg("vtes.block-ask-stealth", "Block {0} ({1}, stealth {2})?",
		"Bloquer {0} ({1}, discrétion {2}) ?")
	msgBlockWithIntercept = engine.NewMsg("vtes.block-with-intercept", "Block with {0} (intercept {1})",
		"Bloquer avec {0} (interception {1})")
	msgBlockFailsBid = engine.NewMsg("vtes.block-fails-bid", "{0} fails to block: stealth {1} against intercept {2}.",
		"{0} ne parvient pas à bloquer : discrétion {1} contre interception {2}.")
)

// blockerIntercept is the intercept minion b starts a block attempt of
// action a with: its own, the bonuses the actor gives its opponents, the
// extra intercept cards gave it for this action (§4.3).
func (g *Game) blockerIntercept(b *Card, a *ActionState) int {
	n := g.staticIntercept(b, a) + g.opponentIntercept(b, a)
	for _, x := range a.ExtraIntercept {
		if x.Minion == b {
			n += x.N
		}
	}
	return n
}

func init() {
	fr := map[string]string{}
	for i, s := range toSeats {
		fr[s] = " → Mathusalem " + strconv.Itoa(i+1)
	}
	if _, ok := phrasesFR["hand strike"]; !ok {
		fr["hand strike"] = "coup à mains nues"
	}
	engine.AddPhrases(engine.French, fr)
}
