package rules

import (
	"slices"

	"kindred/ancientblood/pack"
	"kindred/engine"
)

// testRun is an attribute test of the book or of an effect in progress
// (§7.6): its testers in order, the next one, whether all passed so far,
// the outcomes to apply, and the roll a hunter is deciding a token on.
type testRun struct {
	t       *pack.Test
	testers []int
	next    int
	allPass bool
	outs    []testOutcome
}

type testOutcome struct {
	eff  pack.Effect
	seat int // -1: the group's
}

// testBy plays test t; in the "one" modes by hunter by, or (nil) by the
// hunter with the most dice (the first such in seat order). In the
// running effect stack of a context that can wait for the players, a
// hunter whose failed roll a token could save is asked (askToken); its
// outcomes are stacked, to apply in seat order. It reports whether a
// hunter is asked (the test goes on after the answer).
func (g *Game) testBy(t *pack.Test, by *Hunter) bool {
	alive := g.alive()
	if len(alive) == 0 {
		return false
	}
	var testers []*Hunter
	switch {
	case by != nil && (t.Mode == "one-for-self" || t.Mode == "one-for-all"):
		testers = []*Hunter{by}
	case t.Mode == "one-for-self" || t.Mode == "one-for-all":
		best := alive[0]
		for _, h := range alive {
			if h.Side.Attributes[t.Attribute] > best.Side.Attributes[t.Attribute] {
				best = h
			}
		}
		testers = []*Hunter{best}
	default:
		testers = alive
	}
	run := &testRun{t: t, allPass: true}
	for _, h := range testers {
		run.testers = append(run.testers, h.Seat)
	}
	return g.runTest(run)
}

// canAsk reports whether the game can wait for a player here: in the
// running effect stack of a context that resumes after an answer.
func (g *Game) canAsk() bool { return g.fxRunning && g.fxThen != nil }

// runTest rolls for the testers left; false when the test is done (its
// outcomes applied or stacked), true when a hunter is asked a token.
func (g *Game) runTest(run *testRun) bool {
	t := run.t
	for run.next < len(run.testers) {
		h := g.Hunters[run.testers[run.next]]
		asked, ok := g.rollOrAsk(h, t.Attribute, t.Target, g.canAsk(), func(ok bool) {
			g.settleTest(run, h, ok)
			g.fxRunning = true
			asked := g.runTest(run)
			g.fxRunning = false
			if !asked {
				g.resumeFx()
			}
		})
		if asked {
			return true
		}
		g.settleTest(run, h, ok)
	}
	g.finishTest(run)
	return false
}

// settleTest records h's result and goes to the next tester.
func (g *Game) settleTest(run *testRun, h *Hunter, ok bool) {
	t := run.t
	run.allPass = run.allPass && ok
	if t.Mode == "one-for-self" || t.Mode == "each-for-self" {
		run.outs = append(run.outs, testOutcome{pick(ok, t.Success, t.Failure), h.Seat})
	}
	run.next++
}

// finishTest applies the test's outcomes: each tester's (in seat
// order), then the group's.
func (g *Game) finishTest(run *testRun) {
	t := run.t
	if t.Mode == "one-for-all" || t.Mode == "each-for-all" {
		run.outs = append(run.outs, testOutcome{pick(run.allPass, t.Success, t.Failure), -1})
	}
	if !g.fxRunning {
		for _, o := range run.outs {
			g.apply(o.eff, g.hunterAt(o.seat))
		}
		return
	}
	// Stacked last first, so that they apply in order.
	for i := len(run.outs) - 1; i >= 0; i-- {
		g.apply(run.outs[i].eff, g.hunterAt(run.outs[i].seat))
	}
}

// savingTokens lists the indices of h's Attribute Bonus tokens that turn
// a roll of best against target into a success, one per value, smallest
// first.
func (g *Game) savingTokens(h *Hunter, best, target int) []int {
	var out []int
	for k, v := range h.BonusTokens {
		if best+v >= target && !slices.ContainsFunc(out, func(o int) bool { return h.BonusTokens[o] == v }) {
			out = append(out, k)
		}
	}
	slices.SortStableFunc(out, func(a, b int) int { return h.BonusTokens[a] - h.BonusTokens[b] })
	return out
}

// autoToken is the token the `bonus-tokens` option spends without asking
// (where the hunter cannot be asked, or with "auto"): the smallest that
// saves a failed roll; -1 with "off" or when none does.
func (g *Game) autoToken(h *Hunter, best, target int) int {
	if best >= target || g.Opt.BonusTokens == "off" {
		return -1
	}
	if s := g.savingTokens(h, best, target); len(s) > 0 {
		return s[0]
	}
	return -1
}

// tokenAsk is an attribute test's roll in progress (§7.3, §7.6): the
// hunter and the test; the active test skills still to offer before the
// roll, the bonus and vials injected into them; the dice rolled; whether
// the Reroll was offered; what follows the result. Its questions are
// asked of the hunter in turn: a vial into each test skill (before the
// roll), a die re-rolled with its Reroll skill (after a failed roll), an
// Attribute Bonus token (after a failed roll).
type tokenAsk struct {
	seat         int
	attr         string
	target       int
	slots        []slotRef
	bonus, vials int
	dice         []int
	canWait      bool
	rerollAsked  bool
	ok           bool
	then         func(ok bool)
	// stage is the question pending: "skill", "reroll" or "token".
	stage string
}

// rollOrAsk plays h's attribute test against target. Where the game can
// wait (canWait), h is asked its test skills, its Reroll and its tokens:
// asked is true and then follows the answers with the result. Else, or
// when there is nothing to ask, the roll is settled at once (a token by
// the `bonus-tokens` option's `auto` rule): asked is false, ok the
// result.
func (g *Game) rollOrAsk(h *Hunter, attr string, target int, canWait bool, then func(ok bool)) (asked, ok bool) {
	a := &tokenAsk{seat: h.Seat, attr: attr, target: target, then: then, canWait: canWait}
	if canWait {
		a.slots = g.testSlots(h, attr)
	}
	if g.rollOn(a) {
		return true, false
	}
	return false, a.ok
}

// testSlots lists h's active slots that boost a test of attr (§7.3,
// AMB-24: +1 on a die).
func (g *Game) testSlots(h *Hunter, attr string) []slotRef {
	var out []slotRef
	for _, r := range sortRefs(g.activeSlots(h.Skills)) {
		if b := g.bonusOf(r); b.Kind == "test" && (b.Attribute == "" || b.Attribute == attr) {
			out = append(out, r)
		}
	}
	return out
}

// rollOn runs the roll to its next question (true) or its end (false,
// the result in a.ok).
func (g *Game) rollOn(a *tokenAsk) bool {
	h := g.Hunters[a.seat]
	if len(a.slots) > 0 && h.Vials > 0 {
		g.askRoll(a, "skill")
		return true
	}
	if a.dice == nil {
		for range h.Side.Attributes[a.attr] {
			a.dice = append(a.dice, g.nextFace()+1)
		}
	}
	best := a.best()
	if best < a.target && a.canWait && !a.rerollAsked && len(a.dice) > 0 && h.Vials > 0 && g.rerollFor(h, "test") {
		a.rerollAsked = true
		g.askRoll(a, "reroll")
		return true
	}
	if best < a.target && a.canWait && g.Opt.BonusTokens == "ask" && len(g.savingTokens(h, best, a.target)) > 0 {
		g.askRoll(a, "token")
		return true
	}
	a.ok = g.settleRoll(a, g.autoToken(h, best, a.target))
	return false
}

// best is the best die, raised by the test skills injected.
func (a *tokenAsk) best() int {
	b := 0
	for _, d := range a.dice {
		b = max(b, d)
	}
	return b + a.bonus
}

// settleRoll ends the roll: the injected vials become used (§7.3) and
// the test is logged with token (an index in the hunter's tokens, -1:
// none).
func (g *Game) settleRoll(a *tokenAsk, token int) bool {
	h := g.Hunters[a.seat]
	g.spendVials(h, a.vials)
	return g.logTest(h, a.attr, a.target, a.best(), token)
}

// askRoll asks the hunter the roll's question of stage.
func (g *Game) askRoll(a *tokenAsk, stage string) {
	h := g.Hunters[a.seat]
	a.stage = stage
	g.phase = phaseToken
	g.token = a
	test := engine.Str(a.attr + " " + itoa(a.target) + "+")
	var labels []engine.Text
	var codes []int64
	switch stage {
	case "skill":
		r := a.slots[0]
		g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.test-skill",
			Prompt: msgInjectPrompt.With(engine.Str(g.P.Skills[r.skill].Name), engine.Str("+"+itoa(max(1, g.bonusOf(r).Amount))+" "+a.attr), engine.Int(h.Vials))}
		labels, codes = []engine.Text{msgInjectNo.Text(), msgInjectYes.Text()}, []int64{0, 1}
	case "reroll":
		g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.test-reroll",
			Prompt: msgTestRerollPrompt.With(engine.Str(h.Def.Name), test, engine.Int(h.Vials))}
		labels, codes = []engine.Text{msgRerollKeep.Text()}, []int64{-1}
		for i, d := range a.dice {
			labels = append(labels, msgRerollTestDie.With(engine.Int(d)))
			codes = append(codes, int64(i))
		}
	default:
		g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.token",
			Prompt: msgTokenPrompt.With(engine.Str(h.Def.Name), test, engine.Int(a.best()))}
		labels, codes = []engine.Text{msgNoToken.Text()}, []int64{-1}
		for _, k := range g.savingTokens(h, a.best(), a.target) {
			labels = append(labels, msgTokenLabel.With(engine.Int(h.BonusTokens[k])))
			codes = append(codes, int64(k))
		}
	}
	for _, c := range codes {
		g.pending.Options = append(g.pending.Options, engine.Option{Code: c})
	}
	g.describe = func(o int) engine.Text { return labels[o] }
	g.setDescribe()
}

// chooseToken answers the roll's question and goes on with it, then with
// what follows its result.
func (g *Game) chooseToken(c int64) {
	a := g.token
	g.token = nil
	h := g.Hunters[a.seat]
	switch a.stage {
	case "skill":
		r := a.slots[0]
		a.slots = a.slots[1:]
		if c == 1 {
			h.Vials--
			a.vials++
			a.bonus += max(1, g.bonusOf(r).Amount)
			g.log(msgInjects.With(engine.Str(h.Def.Name), engine.Str(g.P.Skills[r.skill].Name)))
		}
	case "reroll":
		if c >= 0 {
			old := a.dice[c]
			a.dice[c] = g.nextFace() + 1
			h.Vials--
			a.vials++
			g.log(msgRerollsTest.With(engine.Str(h.Def.Name), engine.Int(old), engine.Int(a.dice[c])))
		}
	default:
		a.ok = g.settleRoll(a, int(c))
		a.then(a.ok)
		return
	}
	if g.rollOn(a) {
		return
	}
	a.then(a.ok)
}

// logTest spends token (an index in h's tokens, -1: none) on the roll
// and logs the test: a success if the best die, raised by the token,
// shows target or more.
func (g *Game) logTest(h *Hunter, attr string, target, best, token int) bool {
	if token >= 0 && token < len(h.BonusTokens) {
		v := h.BonusTokens[token]
		h.BonusTokens = append(h.BonusTokens[:token:token], h.BonusTokens[token+1:]...)
		g.log(msgBonusToken.With(engine.Str(h.Def.Name), engine.Int(v)))
		best += v
	}
	ok := best >= target
	g.log(msgTest.With(engine.Str(h.Def.Name), engine.Str(attr+" "+itoa(target)+"+"), engine.Str(itoa(h.Side.Attributes[attr])+"d6: "+itoa(best)+pick2(ok, " ✓", " ✗"))))
	return ok
}
