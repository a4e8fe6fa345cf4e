package rules

import (
	"encoding/json"
	"sort"
	"strings"

	"kindred/ancientblood/pack"
	"kindred/engine"
)

// fxFrame is an effect being applied (§13.21), step by step: Next is its
// next step, Tester the seat of the hunter it concerns (-1: none).
// Decided lists the questions already answered for step Next (a
// question is asked once: "optional", "chosen").
type fxFrame struct {
	eff     pack.Effect
	next    int
	tester  int
	decided []string
	// then is what follows an effect reached from inside another
	// effect's step (a wound that ends the encounter, whose reward then
	// runs), run once its last step is applied.
	then func()
}

// fxAsk is the question an effect waits on: a group choice between its
// options (§13.21 choice), who takes a test (§7.6), which hunter a
// `chosen` step concerns, whether to take an `optional` step.
type fxAsk struct {
	kind    string // "choice", "tester", "chosen", "optional"
	options []pack.Effect
	test    *pack.Test
	step    pack.Effect // the step asked about ("chosen", "optional")
	tester  int
	decided []string
	hunters []int // the seats offered ("tester", "chosen")
}

// push stacks effect e for tester; the running stack applies it next.
func (g *Game) push(e pack.Effect, tester *Hunter, decided ...string) {
	seat := -1
	if tester != nil {
		seat = tester.Seat
	}
	g.fx = append(g.fx, fxFrame{eff: e, tester: seat, decided: decided})
}

// apply applies effect e for tester. Inside the running stack it is
// stacked (applied next, before the rest of the effect that holds it);
// else at once, in a context that cannot wait for the players (an
// Ancient card's behaviour, inside an attack): its questions are
// answered by Kindred's stand-ins (docs/RULES-STATUS-ANCIENTBLOOD.md).
func (g *Game) apply(e pack.Effect, tester *Hunter) {
	g.push(e, tester)
	if g.fxRunning {
		return
	}
	g.runFx()
}

// applyAsk applies effect e for tester in a context that can wait for
// the players: a question stops it (true) and then, once the last step
// is applied, then runs; false when it ended without a question (then is
// not run: the caller goes on). Reached from inside a step of a running
// effect that can wait, it is stacked (true: then runs after its last
// step).
func (g *Game) applyAsk(e pack.Effect, tester *Hunter, then func()) bool {
	if g.canAsk() {
		// Reached from inside another effect's step of a context that
		// can wait: stacked on the running effects, so that its
		// questions are asked like theirs; then follows its last step,
		// before the rest of the effect that reached it
		// (TestNestedEffectAsked). No operation of §13.21 leads here
		// today (an encounter's end is checked after the action,
		// outside the stack); a `custom` handler could.
		g.push(e, tester)
		g.fx[len(g.fx)-1].then = then
		return true
	}
	if g.fxRunning || len(g.fx) > 0 {
		// Reached from inside a step that cannot wait (an Ancient
		// card's behaviour, inside an attack): applied at once, on a
		// stack of its own, by the stand-ins.
		g.applyNow(e, tester)
		return false
	}
	g.push(e, tester)
	g.fxThen = then
	if g.runFx() {
		return true
	}
	g.fxThen = nil
	return false
}

// applyNow applies effect e at once on a stack of its own, nobody asked,
// leaving any running stack as it was.
func (g *Game) applyNow(e pack.Effect, tester *Hunter) {
	fx, then, running := g.fx, g.fxThen, g.fxRunning
	g.fx, g.fxThen, g.fxRunning = nil, nil, false
	g.push(e, tester)
	g.runFx()
	g.fx, g.fxThen, g.fxRunning = fx, then, running
}

// runFx applies the stacked effects until none is left (false) or a
// step asks the players (true).
func (g *Game) runFx() bool {
	g.fxRunning = true
	defer func() { g.fxRunning = false }()
	for len(g.fx) > 0 {
		if g.phase == phaseOver {
			g.fx = nil
			return false
		}
		top := &g.fx[len(g.fx)-1]
		if top.next >= len(top.eff) {
			then := top.then
			g.fx = g.fx[:len(g.fx)-1]
			if then != nil {
				then()
				if g.token != nil || g.ask != nil {
					return true // what followed asked in turn
				}
			}
			continue
		}
		step, decided := top.eff[top.next], top.decided
		top.next++
		top.decided = nil
		tester := g.hunterAt(top.tester)
		if g.fxThen != nil && g.askFx(step, tester, decided) {
			return true
		}
		g.applyStep(step, tester)
		if g.token != nil {
			return true // a test's token asked (§7.6)
		}
		if g.fxThen != nil && g.askOverweight(g.resumeFx) {
			return true // §7.8: over its limit, a hunter discards first
		}
	}
	if g.fxThen == nil {
		g.dropOverweight() // nobody can be asked here: the stand-in
	}
	return false
}

// resumeFx goes on with the stacked effects after a question was
// answered, and with what follows them once they are all applied.
func (g *Game) resumeFx() {
	if g.runFx() {
		return
	}
	then := g.fxThen
	g.fxThen = nil
	if then != nil && g.phase != phaseOver {
		then()
	}
}

func (g *Game) hunterAt(seat int) *Hunter {
	if seat < 0 || seat >= len(g.Hunters) {
		return nil
	}
	return g.Hunters[seat]
}

// stepParams are the parameters of a step the questions read.
type stepParams struct {
	Target   string        `json:"target"`
	Optional bool          `json:"optional"`
	Options  []pack.Effect `json:"options"`
}

// askFx asks the question step raises, if any, and reports whether it
// asked: an optional step (the group may decline), a `chosen` target (a
// hunter the group picks), a choice between effects (the group picks
// one), a test in a "one" mode (the group picks who takes it). A
// question with one possible answer is not asked.
func (g *Game) askFx(step map[string]json.RawMessage, tester *Hunter, decided []string) bool {
	for op, raw := range step {
		var p stepParams
		_ = json.Unmarshal(raw, &p) // a bare value: no question
		a := &fxAsk{step: pack.Effect{step}, decided: decided, tester: -1}
		if tester != nil {
			a.tester = tester.Seat
		}
		alive := g.seatsOf(g.alive())
		switch {
		case p.Optional && !has(decided, "optional"):
			a.kind = "optional"
		case p.Target == "chosen" && !has(decided, "chosen") && len(alive) > 1:
			a.kind, a.hunters = "chosen", alive
		case op == "choice" && len(p.Options) > 1:
			a.kind, a.options = "choice", p.Options
		case op == "test" && len(alive) > 1:
			var t pack.Test
			if json.Unmarshal(raw, &t) != nil || t.Mode != "one-for-self" && t.Mode != "one-for-all" {
				return false
			}
			a.kind, a.test, a.hunters = "tester", &t, alive
		default:
			return false
		}
		g.askEffect(a)
		return true
	}
	return false
}

func has(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (g *Game) seatsOf(hs []*Hunter) []int {
	var out []int
	for _, h := range hs {
		if !h.Corrupted {
			out = append(out, h.Seat)
		}
	}
	return out
}

// askEffect poses an effect's question to the group (groupSeat).
func (g *Game) askEffect(a *fxAsk) {
	g.phase = phaseEffect
	g.ask = a
	g.pending = engine.Decision{Seat: g.groupSeat(), Kind: "ancientblood.effect-" + a.kind}
	var labels []engine.Text
	switch a.kind {
	case "optional":
		g.pending.Prompt = msgOptionalPrompt.With(engine.Str(effectSummary(a.step)))
		labels = []engine.Text{msgTake.Text(), msgDecline.Text()}
	case "choice":
		g.pending.Prompt = msgChoosePrompt.Text()
		for i, o := range a.options {
			labels = append(labels, msgEffectOption.With(engine.Int(i+1), engine.Str(effectSummary(o))))
		}
	case "chosen":
		g.pending.Prompt = msgChosenPrompt.With(engine.Str(effectSummary(a.step)))
		for _, s := range a.hunters {
			labels = append(labels, msgChoiceLabel.With(engine.Str(g.Hunters[s].Def.Name)))
		}
	case "tester":
		g.pending.Prompt = msgTesterPrompt.With(engine.Str(a.test.Attribute + " " + itoa(a.test.Target) + "+"))
		for _, s := range a.hunters {
			h := g.Hunters[s]
			labels = append(labels, msgTesterLabel.With(engine.Str(h.Def.Name), engine.Int(h.Side.Attributes[a.test.Attribute])))
		}
	}
	for i := range labels {
		g.pending.Options = append(g.pending.Options, engine.Option{Code: int64(i)})
	}
	g.describe = func(i int) engine.Text { return labels[i] }
	g.setDescribe()
}

// answerEffect applies the group's answer and goes on with the effect.
func (g *Game) answerEffect(c int64) {
	a := g.ask
	g.ask = nil
	tester := g.hunterAt(a.tester)
	switch a.kind {
	case "optional":
		if c == 0 {
			g.push(a.step, tester, append(a.decided, "optional")...)
		} else {
			g.log(msgDeclined.With(engine.Str(effectSummary(a.step))))
		}
	case "choice":
		g.log(msgChoseOption.With(engine.Int(int(c)+1), engine.Str(effectSummary(a.options[c]))))
		g.push(a.options[c], tester)
	case "chosen":
		h := g.Hunters[a.hunters[c]]
		g.log(msgChosenHunter.With(engine.Str(h.Def.Name)))
		g.push(a.step, h, append(a.decided, "chosen")...)
	case "tester":
		// The test's outcomes are stacked, then applied in order.
		g.fxRunning = true
		asked := g.testBy(a.test, g.Hunters[a.hunters[c]])
		g.fxRunning = false
		if asked {
			return // a token asked: the test, then the effect, go on after it
		}
	}
	g.resumeFx()
}

// effectSummary names an effect's operations, for the questions.
func effectSummary(e pack.Effect) string {
	var ops []string
	for _, step := range e {
		keys := make([]string, 0, len(step))
		for k := range step {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			var p struct {
				Amount int    `json:"amount"`
				Type   string `json:"type"`
			}
			s := k
			if json.Unmarshal(step[k], &p) == nil {
				if p.Type != "" {
					s += " " + p.Type
				}
				if p.Amount != 0 {
					s += " " + itoa(p.Amount)
				}
			} else if n := strings.TrimSpace(string(step[k])); len(n) < 12 {
				s += " " + strings.Trim(n, `"`)
			}
			ops = append(ops, s)
		}
	}
	if len(ops) == 0 {
		return "—"
	}
	return strings.Join(ops, ", ")
}

// groupSeat is the seat that speaks for the group (§4.3: the hunters
// decide together; docs/RULES-OPTIONS-ANCIENTBLOOD.md): the first hunter
// in seat order who is conscious and not corrupted, else seat 1.
func (g *Game) groupSeat() int {
	for _, h := range g.Hunters {
		if h.Alive() && !h.Corrupted {
			return h.Seat
		}
	}
	return 0
}
