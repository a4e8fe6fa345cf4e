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

// tokenAsk is a failed roll whose Attribute Bonus token is being asked
// (§7.6): the hunter, the test, the best die, and what follows the
// result.
type tokenAsk struct {
	seat         int
	attr         string
	target, best int
	then         func(ok bool)
}

// rollOrAsk rolls h's attribute against target. After a failure a token
// could save, with the option `bonus-tokens` "ask" where the game can
// wait (canWait), h is asked whether to spend one: asked is true and
// then follows the answer with the result. Else the `auto` rule (or
// "off") settles the roll at once: asked is false, ok the result.
func (g *Game) rollOrAsk(h *Hunter, attr string, target int, canWait bool, then func(ok bool)) (asked, ok bool) {
	best := g.rollTest(h, attr)
	if best < target && g.Opt.BonusTokens == "ask" && canWait && len(g.savingTokens(h, best, target)) > 0 {
		g.askToken(&tokenAsk{seat: h.Seat, attr: attr, target: target, best: best, then: then})
		return true, false
	}
	return false, g.logTest(h, attr, target, best, g.autoToken(h, best, target))
}

// askToken asks the hunter, after a failed roll, whether to spend an
// Attribute Bonus token that saves it (§7.6, AMB-11): none, or one of
// each value.
func (g *Game) askToken(a *tokenAsk) {
	h := g.Hunters[a.seat]
	g.phase = phaseToken
	g.token = a
	tokens := g.savingTokens(h, a.best, a.target)
	g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.token",
		Prompt: msgTokenPrompt.With(engine.Str(h.Def.Name), engine.Str(a.attr+" "+itoa(a.target)+"+"), engine.Int(a.best))}
	g.pending.Options = []engine.Option{{Code: -1}}
	for _, k := range tokens {
		g.pending.Options = append(g.pending.Options, engine.Option{Code: int64(k)})
	}
	g.describe = func(o int) engine.Text {
		if o == 0 {
			return msgNoToken.Text()
		}
		return msgTokenLabel.With(engine.Int(h.BonusTokens[g.pending.Options[o].Code]))
	}
	g.setDescribe()
}

// chooseToken settles the roll with the token chosen and goes on.
func (g *Game) chooseToken(c int64) {
	a := g.token
	g.token = nil
	a.then(g.logTest(g.Hunters[a.seat], a.attr, a.target, a.best, int(c)))
}

// rollTest rolls h's attribute dice (d6): the best die (§7.6).
func (g *Game) rollTest(h *Hunter, attr string) int {
	best := 0
	for range h.Side.Attributes[attr] {
		best = max(best, g.nextFace()+1)
	}
	return best
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

// attributeTest rolls h's attribute against target where nobody can be
// asked (Debris): the `bonus-tokens` option's rule spends a token.
func (g *Game) attributeTest(h *Hunter, attr string, target int) bool {
	best := g.rollTest(h, attr)
	return g.logTest(h, attr, target, best, g.autoToken(h, best, target))
}
