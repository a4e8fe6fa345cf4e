package vtes

import "kindred/engine"

// Disease counters (Vampiric Disease; rules/vtes.md §3.5.2, §6, §7.6): a
// vampire bears at most one. A vampire with one cannot gain blood by
// hunting; each time it unlocks (from locked: [ANK 20170227]; any unlock,
// one costing blood too: [ANK 20221210-2]; in the unlock phase, before the
// "during your unlock phase" effects: [ANK 20180702]) it burns 1 blood or,
// with none, loses the counter; a vampire in combat at close range with it
// gets a counter before strikes are chosen, once the range is determined
// (not if that step is skipped: [ANK 20210422] [LSJ 20040830]). The
// counter leaves with the vampire when it leaves play (leavingPlay). The
// rules hold only in a game holding a card that puts such counters
// (Game.diseases). The counter is public: the views show it, the hash
// includes it.

var (
	msgDiseased     = engine.NewMsg("vtes.diseased", "{0} gets a disease counter.", "{0} reçoit un marqueur de maladie.")
	msgDiseaseBurns = engine.NewMsg("vtes.disease-burns", "{0} burns 1 blood for its disease.", "{0} brûle 1 point de sang pour sa maladie.")
	msgDiseaseCured = engine.NewMsg("vtes.disease-cured", "{0} burns its disease counter.", "{0} brûle son marqueur de maladie.")
	msgViewDiseased = engine.NewMsg("vtes.view.diseased", " (disease)", " (maladie)")
)

// Diseased reports whether vampire c bears a disease counter.
func (c *Card) Diseased() bool { return c.more != nil && c.more.diseased }

// GiveDisease puts a disease counter on vampire v, in play, if it has
// none ("a vampire can have only one disease counter").
func (g *Game) GiveDisease(v *Card) {
	if v == nil || !v.IsVampire() || !inPlayZone(v.Zone) || v.Diseased() {
		return
	}
	g.moreOf(v).diseased = true
	g.changed(v)
	g.note(msgDiseased.With(cardArg(v)))
}

// diseasedUnlock is what a diseased vampire c pays as it unlocks: 1 blood,
// or its counter when it has none.
func (g *Game) diseasedUnlock(c *Card) {
	if !c.Diseased() {
		return
	}
	if c.Blood > 0 {
		g.note(msgDiseaseBurns.With(cardArg(c)))
		g.loseBlood(c, 1)
		return
	}
	c.more.diseased = false
	g.changed(c)
	g.note(msgDiseaseCured.With(cardArg(c)))
}

// spreadDisease gives the disease of one vampire of the combat to the
// other, at close range, both vampires (§6: before strikes are chosen).
func (g *Game) spreadDisease(cs *CombatState) {
	a, b := cs.Minion[0], cs.Minion[1]
	if cs.Long || a == nil || b == nil || !a.IsVampire() || !b.IsVampire() {
		return
	}
	switch {
	case a.Diseased() && !b.Diseased():
		g.GiveDisease(b)
	case b.Diseased() && !a.Diseased():
		g.GiveDisease(a)
	}
}

// appendDisease writes c's disease counter for the text view.
func (v *View) appendDisease(dst []byte, c *Card, lang engine.Lang) []byte {
	if c.Diseased() {
		dst = msgViewDiseased.Text().Append(dst, lang)
	}
	return dst
}
