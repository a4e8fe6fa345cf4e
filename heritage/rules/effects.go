package rules

import (
	"kindred/engine"
	"kindred/heritage/pack"
)

// ctx is what an effect resolves with (§11.11 "who is who"): the
// chooser, who caused it and makes every choice; the subject, the Coterie
// Leader of an intrigue or the vampire whose skill resolves; that, what
// the previous step selected; board, the conflict of a Conflict
// Intrigue.
type ctx struct {
	chooser int
	subject int
	that    []int
	board   int
	card    int  // the intrigue played, or -1
	kept    bool // the card stayed on the table or on a target
	depth   int
	// victim, when ≥ 0, is the one opponent an "opponent" filter may
	// match: the Lineage an Obedience refuser's penalty hits.
	victim int
}

// maxDepth bounds effects that trigger effects (a skill triggering
// skills that trigger it back).
const maxDepth = 8

// run resolves an effect's steps top to bottom (§3.5 step 4, §3.6).
func (g *Game) run(c *ctx, e pack.Effect) {
	if c.depth > maxDepth {
		return
	}
	for i := range e {
		g.steps++
		g.step(c, &e[i])
	}
}

// step resolves one step. A step whose target is absent resolves
// nothing (R L365: a step is resolved whenever a legal target exists).
func (g *Game) step(c *ctx, s *pack.Step) {
	switch s.Op {
	case "gain":
		n := g.amount(c, s.Amount)
		for _, v := range g.targets(c, s.Target) {
			g.gain(v, s.Token, n)
		}
	case "lose":
		n := g.amount(c, s.Amount)
		for _, v := range g.targets(c, s.Target) {
			g.lose(v, s.Token, n)
		}
	case "steal":
		// §6 Steal: from the victim to the subject, capped by what it holds.
		n := g.amount(c, s.Amount)
		to := []int{c.subject}
		if s.To != nil {
			to = g.targets(c, s.To)
		}
		from := g.targets(c, s.From)
		if len(from) == 0 || len(to) == 0 || g.Vamps[to[0]].Torpor {
			return
		}
		g.transfer(from[0], to[0], s.Token, n)
	case "move":
		n := g.amount(c, s.Amount)
		from := g.targets(c, s.From)
		if len(from) == 0 {
			return
		}
		to := g.targets(c, s.To)
		if len(to) == 0 {
			return
		}
		g.transfer(from[0], to[0], s.Token, n)
	case "exhaust":
		for _, v := range g.targets(c, s.Target) {
			g.Vamps[v].Exhaust = true
		}
	case "refresh":
		for _, v := range g.targets(c, s.Target) {
			g.Vamps[v].Exhaust = false
		}
	case "revive":
		// §6 Revive: removes Exhausted and Torpor; may target torpid vampires.
		for _, v := range g.targets(c, s.Target) {
			g.Vamps[v].Exhaust, g.Vamps[v].Torpor = false, false
			g.log(msgRevived, engine.Str(g.Name(v)))
		}
	case "torpor":
		for _, v := range g.targets(c, s.Target) {
			g.torpor(c.chooser, c.subject, v)
		}
	case "activate":
		vs := g.targets(c, s.Target)
		board := -1
		if s.Conflicts == "this" {
			board = c.board
			if board < 0 {
				return
			}
		}
		for _, v := range g.order(c.chooser, vs) {
			g.activate(c.chooser, v, board)
		}
	case "triggerSkills":
		for _, v := range g.targets(c, s.Target) {
			sub := *c
			sub.depth++
			g.triggerSkillsCtx(&sub, v)
		}
	case "drawIntrigue":
		g.drawIntrigues(c.chooser, g.amount(c, s.Amount))
	case "retrieveIntrigue":
		g.retrieve(c.chooser, g.amount(c, s.Amount))
	case "extraIntrigue":
		g.Players[c.chooser].Allowed += g.amount(c, s.Amount)
	case "reserve":
		g.reserve(c.chooser)
	case "removeFromAntechamber":
		g.removeFromAntechamber(c.chooser, s.Min, s.Max)
	case "forEach":
		for _, v := range g.targets(c, s.Selector) {
			sub := *c
			sub.that = []int{v}
			g.run(&sub, s.Effect)
		}
	case "if":
		if g.cond(c, s.Cond) {
			g.run(c, s.Then)
		} else {
			g.run(c, s.Else)
		}
	case "choose":
		if len(s.Options) == 0 {
			return
		}
		g.begin(c.chooser, KindChoose, msgChoosePrompt.Text())
		for i, o := range s.Options {
			g.opt(int64(i), msgChooseOption, engine.Int(i+1), engine.Str(effectSummary(o)))
		}
		g.run(c, s.Options[g.ask()])
	case "declareEnemy":
		// §7.1 Brujah: the card sits on the target as a marker.
		if vs := g.targets(c, s.Target); len(vs) > 0 {
			g.Vamps[vs[0]].Enemy = append(g.Vamps[vs[0]].Enemy, c.chooser)
			if c.card >= 0 && !c.kept {
				g.Attached = append(g.Attached, Attached{Intr: c.card, Owner: c.chooser, Vampire: vs[0]})
				c.kept = true
			}
			g.log(msgEnemy, engine.Int(c.chooser+1), engine.Str(g.Name(vs[0])))
		}
	case "recruit":
		g.recruitStep(c, s)
	case "obedience":
		g.obedience(c, s)
	case "invitation":
		g.invitation(c, s)
	case "blackMarket":
		g.blackMarket(c)
	case "edict":
		g.edict(c, s)
	case "usurp":
		g.usurp(c)
	case "buildMonstrosity":
		g.buildMonstrosity(c)
	case "characteristic", "title", "plan", "obligation", "unlock", "statusGain", "skillSticker":
		g.chronicleStep(c, s)
	default:
		// A custom handler: none is registered yet, so the loader refuses
		// a pack naming one; the step is logged and skipped.
		g.log(msgNotImplemented, engine.Str(s.Op))
	}
}

// effectSummary names an effect's operations, for choice labels.
func effectSummary(e pack.Effect) string {
	out := ""
	for i, s := range e {
		if i > 0 {
			out += ", "
		}
		out += s.Op
		if s.Token != "" {
			out += " " + s.Token
		}
	}
	return out
}

// gain puts n tokens from the supply on v (§6 Gain): a torpid vampire
// gains nothing.
func (g *Game) gain(v int, token string, n int) {
	x := &g.Vamps[v]
	if x.Torpor || n <= 0 {
		return
	}
	switch token {
	case "power":
		x.Power += n
	case "infamy":
		x.Infamy += n
	case "favor":
		x.Favors += n
	case "exhausted":
		x.Exhaust = true
	case "torpor":
		g.torpor(x.Owner, -1, v)
		return
	default:
		g.log(msgNotImplemented, engine.Str("gain "+token))
		return
	}
	g.log(msgGain, engine.Str(g.Name(v)), engine.Int(n), engine.Sub(tokenMsg(token)))
}

// lose returns up to n tokens of v to the supply.
func (g *Game) lose(v int, token string, n int) {
	x := &g.Vamps[v]
	switch token {
	case "power":
		x.Power -= min(n, x.Power)
	case "infamy":
		x.Infamy -= min(n, x.Infamy)
	case "favor":
		x.Favors -= min(n, x.Favors)
	case "exhausted":
		x.Exhaust = false
	}
}

// transfer moves up to n tokens from one vampire to another (§6 Steal,
// §11.11 move); a torpid receiver gains nothing, so nothing moves.
func (g *Game) transfer(from, to int, token string, n int) {
	if from == to || g.Vamps[to].Torpor {
		return
	}
	f, t := &g.Vamps[from], &g.Vamps[to]
	var have *int
	var got *int
	switch token {
	case "power":
		have, got = &f.Power, &t.Power
	case "infamy":
		have, got = &f.Infamy, &t.Infamy
	case "favor":
		have, got = &f.Favors, &t.Favors
	default:
		g.log(msgNotImplemented, engine.Str("move "+token))
		return
	}
	k := min(n, *have)
	*have -= k
	*got += k
	if k > 0 {
		g.log(msgMoved, engine.Sub(tokenMsg(token)), engine.Str(g.Name(from)), engine.Str(g.Name(to)))
		if k > 1 {
			g.log(msgMovedCount, engine.Int(k))
		}
	}
}

// targets resolves a selector (§11.11) to vampires; nil selects the
// subject. A "chosen" selector asks the chooser when several match.
func (g *Game) targets(c *ctx, s *pack.Selector) []int {
	if s == nil {
		return g.live([]int{c.subject})
	}
	switch {
	case s.Name == "subject" || s.Name == "leader":
		return g.live([]int{c.subject})
	case s.Name == "that":
		return g.live(c.that)
	case s.Name == "coterie":
		return g.coterie(c.subject)
	case s.Name == "pack":
		return g.pack(c.subject)
	case s.Name == "enemies":
		var out []int
		for _, x := range g.Vamps {
			if !x.Torpor && g.inLineage(x.ID) && containsInt(x.Enemy, c.chooser) {
				out = append(out, x.ID)
			}
		}
		return out
	case s.Each != nil:
		return g.matching(c, s.Each)
	case s.Chosen != nil:
		cands := g.matching(c, s.Chosen)
		if len(cands) == 0 {
			return nil
		}
		g.begin(c.chooser, KindTarget, msgTargetPrompt.Text())
		for _, v := range cands {
			g.opt(int64(v), msgTarget, engine.Str(g.Name(v)), engine.Int(g.Vamps[v].Owner+1))
		}
		return []int{int(g.ask())}
	}
	return nil
}

// live drops torpid vampires (§6: effects ignore them unless stated).
func (g *Game) live(vs []int) []int {
	var out []int
	for _, v := range vs {
		if v >= 0 && !g.Vamps[v].Torpor {
			out = append(out, v)
		}
	}
	return out
}

// pack is the leader and its Lineage's vampires of its geography;
// Wanderers form their own pack (§7.1 Gangrel [I]).
func (g *Game) pack(leader int) []int {
	geo := g.Attrs(leader).Geo
	var out []int
	for _, v := range g.Players[g.Vamps[leader].Owner].Lineage {
		if !g.Vamps[v].Torpor && g.Attrs(v).Geo == geo {
			out = append(out, v)
		}
	}
	return out
}

// matching lists the vampires in play that match filter f as seen by
// the chooser.
func (g *Game) matching(c *ctx, f *pack.Filter) []int {
	var out []int
	for s := range g.Players {
		for _, v := range g.Players[s].Lineage {
			if g.match(c, v, f, true) {
				out = append(out, v)
			}
		}
	}
	return out
}

func (g *Game) match(c *ctx, v int, f *pack.Filter, top bool) bool {
	x := &g.Vamps[v]
	if top {
		switch f.Torpor {
		case "", "exclude":
			if x.Torpor {
				return false
			}
		case "only":
			if !x.Torpor {
				return false
			}
		}
	}
	switch f.Owner {
	case "you":
		if x.Owner != c.chooser {
			return false
		}
	case "opponent":
		if x.Owner == c.chooser || (c.victim >= 0 && x.Owner != c.victim) {
			return false
		}
	}
	for _, a := range f.Attr {
		if !g.HasAttr(v, a) {
			return false
		}
	}
	for t, n := range f.Has {
		if g.tokens(v, t) < n {
			return false
		}
	}
	is := func(p *bool, b bool) bool { return p == nil || *p == b }
	if !is(f.Ancilla, g.IsAncilla(v)) || !is(f.Novice, len(x.Childer) == 0) || !is(f.Sire, len(x.Childer) > 0) ||
		!is(f.ClanHead, x.Head >= 0) || !is(f.Enemy, len(x.Enemy) > 0) || !is(f.Exhausted, x.Exhaust) || !is(f.Titled, g.titles(v) > 0) {
		return false
	}
	if f.Clan != "" {
		aff := ""
		if x.Head >= 0 {
			aff = g.Heads[x.Head].Clan
		} else {
			aff = g.Cards[x.Card].Clan
		}
		if (f.Clan == "none" && aff != "") || (f.Clan != "none" && aff != f.Clan) {
			return false
		}
	}
	if f.Not != nil && g.match(c, v, f.Not, false) {
		return false
	}
	return true
}

// tokens counts v's tokens of a kind.
func (g *Game) tokens(v int, t string) int {
	x := &g.Vamps[v]
	b := func(on bool) int {
		if on {
			return 1
		}
		return 0
	}
	switch t {
	case "power":
		return x.Power
	case "infamy":
		return x.Infamy
	case "favor":
		return x.Favors
	case "exhausted":
		return b(x.Exhaust)
	case "torpor":
		return b(x.Torpor)
	case "ankh":
		return len(x.Ankhs)
	case "enemy":
		return len(x.Enemy)
	case "title":
		return g.titles(v)
	}
	return 0
}

// amount evaluates an amount (§11.11); absent, it is 1.
func (g *Game) amount(c *ctx, a *pack.Amount) int {
	switch {
	case a == nil:
		return 1
	case a.IsConst:
		return a.Const
	case a.Count != nil:
		return len(g.counted(c, a.Count))
	case a.Tokens != nil:
		n := 0
		for _, v := range g.counted(c, a.Tokens.On) {
			n += g.tokens(v, a.Tokens.Token)
		}
		return n
	case len(a.Times) == 2:
		return min(99, g.amount(c, &a.Times[0])*g.amount(c, &a.Times[1]))
	}
	return 0
}

// counted resolves a selector for counting: a "chosen" selector counts
// its candidates, without asking.
func (g *Game) counted(c *ctx, s *pack.Selector) []int {
	if s != nil && s.Chosen != nil {
		return g.matching(c, s.Chosen)
	}
	return g.targets(c, s)
}

// cond evaluates an if step's condition.
func (g *Game) cond(c *ctx, k *pack.Condition) bool {
	switch {
	case k == nil:
		return false
	case k.Exists != nil:
		return len(g.counted(c, k.Exists)) > 0
	case k.Count != nil:
		return len(g.counted(c, k.Count)) >= k.AtLeast
	}
	return false
}

// order asks the chooser the order of several vampires activated at once
// (§3.4, T5).
func (g *Game) order(s int, vs []int) []int {
	left := append([]int(nil), vs...)
	var out []int
	for len(left) > 0 {
		g.begin(s, KindOrder, msgOrderPrompt.Text())
		for _, v := range left {
			g.opt(int64(v), msgVampireOnly, engine.Str(g.Name(v)))
		}
		v := int(g.ask())
		out = append(out, v)
		left = removeInt(left, v)
	}
	return out
}

// triggerSkills resolves v's skills top to bottom, with v as the subject
// and seat as the chooser (§3.6, FAQ L1563).
func (g *Game) triggerSkills(s, v int) {
	g.triggerSkillsCtx(&ctx{chooser: s, board: -1, card: -1, victim: -1}, v)
}

func (g *Game) triggerSkillsCtx(c *ctx, v int) {
	for _, sk := range g.Skills(v) {
		if g.Vamps[v].Torpor {
			return
		}
		sub := &ctx{chooser: c.chooser, subject: v, board: -1, card: -1, depth: c.depth + 1, victim: -1}
		g.log(msgSkill, engine.Str(g.Name(v)), engine.Str(sk.Name))
		g.run(sub, sk.Effect)
	}
}

// activate modifies the three conflicts in their order, each resolved
// fully, for vampire v with seat as the active player (§3.4); or only
// board if board ≥ 0 ("activate in this conflict").
func (g *Game) activate(s, v, board int) {
	if g.Vamps[v].Torpor {
		return
	}
	for i, b := range g.Boards {
		if board >= 0 && i != board {
			continue
		}
		b.activate(g, s, v)
	}
}

// torpor sends v into Torpor (§6 Torpor, Sacrifice): its owner (§9.1
// item 9) may send a direct non-torpid childe instead; an outcome that
// would leave the owner unable to recruit is refused, and with no legal
// outcome the Torpor fizzles (§9.1 item 8).
func (g *Game) torpor(chooser, by, v int) {
	x := &g.Vamps[v]
	if x.Torpor {
		return
	}
	owner := x.Owner
	decider := owner
	if g.Opts.SacrificeByChooser {
		decider = chooser
	}
	var cands []int
	if g.torporLegal(v) {
		cands = append(cands, v)
	} else if g.Opts.TorporBeforeSacrifice {
		g.log(msgTorporFizzles, engine.Str(g.Name(v)))
		return
	}
	for _, ch := range x.Childer {
		if !g.Vamps[ch].Torpor && g.torporLegal(ch) {
			cands = append(cands, ch)
		}
	}
	if len(cands) == 0 {
		g.log(msgTorporFizzles, engine.Str(g.Name(v)))
		return
	}
	g.begin(decider, KindSacrifice, msgSacrificePrompt.With(engine.Str(g.Name(v))))
	for _, c := range cands {
		g.opt(int64(c), msgVampireOnly, engine.Str(g.Name(c)))
	}
	t := int(g.ask())
	g.Vamps[t].Torpor = true
	g.log(msgTorpor, engine.Str(g.Name(t)))
	for _, b := range g.Boards {
		b.onTorpor(g, t, chooser, by)
	}
}

// torporLegal reports whether v may enter Torpor: afterwards its owner
// still has a non-torpid vampire with room for a childe (§6 Torpor).
func (g *Game) torporLegal(v int) bool {
	owner := g.Vamps[v].Owner
	for _, w := range g.Players[owner].Lineage {
		x := &g.Vamps[w]
		if w != v && !x.Torpor && len(x.Childer) < g.Pack.Rules.MaxChilder {
			return true
		}
	}
	return false
}

// retrieve takes up to n Clan Intrigues from seat's discard into its
// hand (§5.6 Scholar, §11.11 retrieveIntrigue).
func (g *Game) retrieve(s, n int) {
	pl := &g.Players[s]
	for range n {
		if len(pl.Discard) == 0 {
			return
		}
		g.begin(s, KindRetrieve, msgRetrievePrompt.Text())
		for _, i := range pl.Discard {
			g.opt(int64(i), msgIntrigue, engine.Str(g.Intr[i].Name))
		}
		i := int(g.ask())
		pl.Discard = removeInt(pl.Discard, i)
		pl.Hand = append(pl.Hand, i)
	}
}

// reserve puts seat's clan marker on an unreserved Antechamber card
// (§6 Reserve); it comes back at the start of seat's next turn.
func (g *Game) reserve(s int) {
	g.unreserve(s)
	g.begin(s, KindSlot, msgReservePrompt.Text())
	for i, c := range g.Ante {
		if c >= 0 && g.AnteRes[i] < 0 {
			g.opt(int64(i), msgSlot, engine.Str(g.CardName(c)), engine.Int(i+1))
		}
	}
	if len(g.dec.Options) == 0 {
		return
	}
	i := int(g.ask())
	g.AnteRes[i] = s
	g.Players[s].Reserve = g.Ante[i]
	g.log(msgReserved, engine.Int(s+1), engine.Str(g.CardName(g.Ante[i])))
}

// removeFromAntechamber discards between lo and hi Antechamber cards
// chosen by seat, all together, then refills once (§6, FAQ L1539).
func (g *Game) removeFromAntechamber(s, lo, hi int) {
	taken := 0
	for taken < hi {
		g.begin(s, KindSlot, msgRemovePrompt.With(engine.Int(taken), engine.Int(hi)))
		for i, c := range g.Ante {
			if c >= 0 {
				g.opt(int64(i), msgSlot, engine.Str(g.CardName(c)), engine.Int(i+1))
			}
		}
		if taken >= lo {
			g.opt(-1, msgStop)
		}
		if len(g.dec.Options) == 0 {
			break
		}
		i := int(g.ask())
		if i < 0 {
			break
		}
		c := g.Ante[i]
		g.Dead = append(g.Dead, c)
		g.clearReserveOf(c)
		g.Ante[i], g.AnteRes[i] = -1, -1
		taken++
		g.log(msgRemoved, engine.Str(g.CardName(c)))
	}
	if taken > 0 {
		g.refill()
	}
}
