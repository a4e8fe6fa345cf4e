package rules

import (
	"kindred/ancientblood/pack"
	"kindred/engine"
)

// What follows an activation.
const (
	thenAct  = iota // the active hunter's turn (Night)
	thenNext        // the next hunter (Day)
)

// activation is an enemy activation in progress (§8.3): it stops for a
// hunter's hindering decision and resumes where it stopped.
type activation struct {
	active int   // the active hunter
	then   int   // thenAct or thenNext
	order  []int // the figures, in initiative order, when it began
	step   int   // 1, 2 or 3: the instruction phases and the attacks
	i      int   // the next figure of order in this step
	// hinderers are the hunters still to ask whether they hinder
	// order[i]'s move; asked reports that they were listed.
	hinderers []int
	asked     bool
	// def is the attack of order[i] waiting for the defender's skills.
	def *pendingDefense
}

// beginActivation starts the enemy activation procedure of §8.3 for
// active hunter a: Instruction 1 moves, then the attacks on a, then
// Instruction 2 pursuit, each in initiative order. Every choice the AI
// makes is written to the log.
func (g *Game) beginActivation(active, then int) {
	var order []int
	for _, f := range g.sortedFigures() {
		for i, x := range g.Enc.Figures {
			if x == f {
				order = append(order, i)
			}
		}
	}
	if len(order) == 0 {
		g.afterActivation(active, then)
		return
	}
	g.log(msgActivation.With(engine.Str(g.Hunters[active].Def.Name)))
	g.Enc.Act = &activation{active: active, then: then, order: order, step: 1}
	g.runActivation()
}

// runActivation runs the activation until it ends or asks a hunter
// whether it hinders a move.
func (g *Game) runActivation() {
	e := g.Enc
	act := e.Act
	a := g.Hunters[act.active]
	for ; act.step <= 3; act.step, act.i = act.step+1, 0 {
		for ; act.i < len(act.order); act.i++ {
			f := e.Figures[act.order[act.i]]
			if f.Dead {
				continue
			}
			switch act.step {
			case 1:
				if g.instruction1(f, a) {
					return // a hunter is asked
				}
			case 2:
				if g.attackStep(f, a) {
					return // the defender is asked about its skills
				}
			case 3:
				g.instruction2(f)
			}
		}
	}
	e.Act = nil
	g.afterActivation(act.active, act.then)
}

// instruction1 is Phase 1 for f (detection move): if the active hunter
// is within its Instruction 1 distance, f moves all the way into its
// zone, unless a hunter sharing f's zone hinders it. It returns true
// when it asks that hunter.
func (g *Game) instruction1(f *Figure, a *Hunter) bool {
	e := g.Enc
	act := e.Act
	st := g.stats(f)
	if st.Instr1 == nil || !a.present() || f.Zone == a.Zone {
		return false
	}
	blocked := g.blockedFor(f)
	d := e.B.DistancesFrom(f.Zone, blocked)[a.Zone]
	if d < 0 || d > *st.Instr1 {
		return false
	}
	// §8.3 hindering: each hunter sharing f's starting zone, in seat
	// order, may test Agility against its Fury; one success stops it.
	if !act.asked {
		act.asked = true
		act.hinderers = act.hinderers[:0]
		for i, h := range g.Hunters {
			if h.present() && h.Zone == f.Zone && !h.Trapped {
				act.hinderers = append(act.hinderers, i)
			}
		}
	}
	if len(act.hinderers) > 0 {
		g.askHinder(f, g.Hunters[act.hinderers[0]])
		return true
	}
	act.asked = false
	path := g.path(f.Zone, a.Zone, blocked)
	g.log(msgInstr1.With(engine.Str(g.figName(f)), engine.Str(itoa(d)+" ≤ "+itoa(*st.Instr1)), engine.Str(e.B.Zones[a.Zone].ID)))
	g.moveFigure(f, path)
	return false
}

// askHinder asks h whether it hinders f's move.
func (g *Game) askHinder(f *Figure, h *Hunter) {
	g.phase = phaseHinder
	fury := g.stats(f).Fury
	g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.hinder",
		Prompt:  msgHinderPrompt.With(engine.Str(h.Def.Name), engine.Str(g.figName(f)), engine.Str(g.Enc.B.Zones[g.Hunters[g.Enc.Act.active].Zone].ID)),
		Options: []engine.Option{{Code: 0}, {Code: 1}}}
	if f.Enemy != nil && f.Enemy.GarlicStops && g.holding(h, "garlic") >= 0 {
		// §7.7: 1 Garlic stops one vampire's move (AMB-29).
		g.pending.Options = append(g.pending.Options, engine.Option{Code: 2})
	}
	g.describe = func(o int) engine.Text {
		switch g.pending.Options[o].Code {
		case 0:
			return msgHinderTest.With(engine.Int(fury))
		case 2:
			return msgHinderGarlic.Text()
		}
		return msgHinderLet.Text()
	}
	g.setDescribe()
}

// hinder resolves the asked hunter's answer (code 0: an Agility test
// against the mover's Fury; 1: let it pass) and resumes the activation.
func (g *Game) hinder(code int64) {
	e := g.Enc
	act := e.Act
	h := g.Hunters[act.hinderers[0]]
	act.hinderers = act.hinderers[1:]
	f := e.Figures[act.order[act.i]]
	held := func() {
		g.log(msgHindered.With(engine.Str(h.Def.Name), engine.Str(g.figName(f))))
		act.asked = false
		act.hinderers = nil
		act.i++ // f stays
	}
	switch code {
	case 2:
		g.discard(h, "garlic")
		held()
	case 1:
		g.log(msgLetPass.With(engine.Str(h.Def.Name), engine.Str(g.figName(f))))
	default:
		// An Agility test against the mover's Fury (T10); a token may
		// be asked after a failure, the activation resuming after it.
		asked, ok := g.rollOrAsk(h, "agility", g.stats(f).Fury, true, func(ok bool) {
			if ok {
				held()
			}
			g.runActivation()
		})
		if asked {
			return
		}
		if ok {
			held()
		}
	}
	g.runActivation()
}

// attackStep is Phase 2 for f: it attacks the active hunter if it is in
// its zone (AMB-32: or within its card's range and line of sight). When
// the attack passes the MRS check and the defender has active Dodge or
// Shield skills and vials, the defender is asked, skill by skill,
// whether to inject (AMB-23); it returns true then.
func (g *Game) attackStep(f *Figure, a *Hunter) bool {
	e := g.Enc
	if !a.present() {
		return false // §8.11: a hunter corrupted mid-activation is ignored
	}
	st := g.stats(f)
	inReach := f.Zone == a.Zone
	if !inReach && st.Range.Max > 0 && g.Opt.EnemyRange == "card" {
		d := e.B.Distance(f.Zone, a.Zone)
		inReach = d >= st.Range.Min && d <= st.Range.Max && e.B.LoS(f.Zone, a.Zone)
	}
	if !inReach {
		return false
	}
	r := g.enemyRoll(f, a)
	if r == nil {
		return false
	}
	if r.valid() && !a.Trapped && a.Vials > 0 && (len(g.defensive(a)) > 0 || g.rerollFor(a, "defense")) {
		e.Act.def = &pendingDefense{roll: r}
		g.askDefense(f, a)
		return true
	}
	g.enemyResolve(f, a, r, pack.Bonus{})
	return false
}

// pendingDefense is an enemy attack whose defender is being asked about
// its skills.
type pendingDefense struct {
	roll  *enemyRollResult
	asked int
	bonus pack.Bonus
	vials int
	// rerollAsked: the Reroll was offered on the defense roll.
	rerollAsked bool
}

// defensive lists h's active Dodge and Shield skills (§7.3).
func (g *Game) defensive(h *Hunter) []slotRef {
	var out []slotRef
	for _, r := range sortRefs(g.activeSlots(h.Skills)) {
		b := g.bonusOf(r)
		if (b.Kind == "dodge" || b.Kind == "shield") && (b.Use == "" || b.Use == "any" || b.Use == "defense") {
			out = append(out, r)
		}
	}
	return out
}

// askDefense asks the defender about its next defensive skill, or
// resolves the attack when none is left.
func (g *Game) askDefense(f *Figure, h *Hunter) {
	d := g.Enc.Act.def
	slots := g.defensive(h)
	if d.asked < len(slots) && h.Vials > 0 {
		r := slots[d.asked]
		b := g.bonusOf(r)
		g.phase = phaseDefense
		g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.defend",
			Prompt: msgDefendPrompt.With(engine.Str(g.figName(f)), engine.Str(g.P.Skills[r.skill].Name+" (+"+itoa(max(1, b.Amount))+" "+b.Kind+")"),
				engine.Str(itoa(d.roll.a.speed)+"S/"+itoa(d.roll.a.hit)+"H")),
			Options: []engine.Option{{Code: 1}, {Code: 0}}}
		g.describe = func(o int) engine.Text {
			if o == 0 {
				return msgInjectYes.Text()
			}
			return msgInjectNo.Text()
		}
		g.setDescribe()
		return
	}
	if !d.rerollAsked && h.Vials > 0 && g.rerollFor(h, "defense") && len(h.Side.Defense.Dice) > 0 {
		// §7.3: the Reroll is used after the roll: the defense dice are
		// rolled, shown, and one may be re-rolled for a vial.
		d.rerollAsked = true
		d.roll.defense = g.rollEach(h.Side.Defense.Dice, false)
		g.askDefenseReroll(f, h)
		return
	}
	g.Enc.Act.def = nil
	g.enemyResolve(f, h, d.roll, d.bonus)
	g.spendVials(h, d.vials)
	g.Enc.Act.i++
	g.runActivation()
}

// rerollFor reports whether h has an active Reroll skill usable for
// use ("defense", "test"): its use any, or that one.
func (g *Game) rerollFor(h *Hunter, use string) bool {
	for _, r := range g.activeSlots(h.Skills) {
		if b := g.bonusOf(r); b.Kind == "reroll" && (b.Use == "" || b.Use == "any" || b.Use == use) {
			return true
		}
	}
	return false
}

// askDefenseReroll shows the defender its defense dice and asks which to
// re-roll with its Reroll skill (a vial), or none.
func (g *Game) askDefenseReroll(f *Figure, h *Hunter) {
	dice := g.Enc.Act.def.roll.defense
	g.phase = phaseDefense
	g.pending = engine.Decision{Seat: h.Seat, Kind: "ancientblood.defense-reroll",
		Prompt: msgDefenseRerollPrompt.With(engine.Str(g.figName(f)), engine.Int(h.Vials)), Options: []engine.Option{{Code: -1}}}
	for i := range dice {
		g.pending.Options = append(g.pending.Options, engine.Option{Code: int64(i)})
	}
	g.describe = func(o int) engine.Text {
		if o == 0 {
			return msgRerollKeep.Text()
		}
		return msgRerollDie.With(engine.Str(g.faceText(dice[o-1])))
	}
	g.setDescribe()
}

// defend answers a defensive injection, or the defense's Reroll, and
// goes on.
func (g *Game) defend(c int64) {
	e := g.Enc
	act := e.Act
	h := g.Hunters[act.active]
	f := e.Figures[act.order[act.i]]
	d := act.def
	if g.pending.Kind == "ancientblood.defense-reroll" {
		if c >= 0 {
			dice := d.roll.defense
			old := g.faceText(dice[c])
			dice[c].face = g.nextFace()
			h.Vials--
			d.vials++
			g.log(msgRerolls.With(engine.Str(h.Def.Name), engine.Str(old), engine.Str(g.faceText(dice[c]))))
		}
		g.askDefense(f, h)
		return
	}
	r := g.defensive(h)[d.asked]
	d.asked++
	if c == 1 {
		b := g.bonusOf(r)
		n := max(1, b.Amount)
		if b.Kind == "dodge" {
			d.bonus.Dodge += n
		} else {
			d.bonus.Shield += n
		}
		h.Vials--
		d.vials++
		g.log(msgInjects.With(engine.Str(h.Def.Name), engine.Str(g.P.Skills[r.skill].Name)))
	}
	g.askDefense(f, h)
}

// instruction2 is Phase 3 for f (pursuit): with no hunter in its zone
// and its nearest hunter N2 or more zones away, f steps 1 zone toward
// that hunter.
func (g *Game) instruction2(f *Figure) {
	e := g.Enc
	st := g.stats(f)
	if st.Instr2 == nil || g.hunterIn(f.Zone) {
		return
	}
	blocked := g.blockedFor(f)
	dist := e.B.DistancesFrom(f.Zone, blocked)
	target, why := g.nearestHunter(dist)
	if target == nil || dist[target.Zone] < *st.Instr2 {
		return
	}
	path := g.path(f.Zone, target.Zone, blocked)
	if len(path) == 0 {
		return
	}
	g.log(msgInstr2.With(engine.Str(g.figName(f)), engine.Str(target.Def.Name+" "+itoa(dist[target.Zone])+" ≥ "+itoa(*st.Instr2)+why), engine.Str(e.B.Zones[path[0]].ID)))
	g.moveFigure(f, path[:1])
}

// hunterIn reports whether a conscious hunter stands in zone z.
func (g *Game) hunterIn(z int) bool {
	for _, h := range g.Hunters {
		if h.present() && h.Zone == z {
			return true
		}
	}
	return false
}

// nearestHunter picks the hunter nearest by dist; ties go to the most
// wounds, then the fewest vials, then chance (§8.3). It says which rule
// broke the tie.
func (g *Game) nearestHunter(dist []int) (*Hunter, string) {
	var tied []*Hunter
	best := -1
	for _, h := range g.Hunters {
		if !h.present() || dist[h.Zone] < 0 {
			continue
		}
		switch d := dist[h.Zone]; {
		case best < 0 || d < best:
			best, tied = d, []*Hunter{h}
		case d == best:
			tied = append(tied, h)
		}
	}
	if len(tied) <= 1 {
		if len(tied) == 0 {
			return nil, ""
		}
		return tied[0], ""
	}
	keep := func(better func(a, b *Hunter) bool) {
		top := tied[0]
		for _, h := range tied[1:] {
			if better(h, top) {
				top = h
			}
		}
		var out []*Hunter
		for _, h := range tied {
			if !better(top, h) {
				out = append(out, h)
			}
		}
		tied = out
	}
	keep(func(a, b *Hunter) bool { return a.Wounds > b.Wounds })
	if len(tied) == 1 {
		return tied[0], " (most wounds)"
	}
	keep(func(a, b *Hunter) bool { return a.Vials < b.Vials })
	if len(tied) == 1 {
		return tied[0], " (fewest vials)"
	}
	return tied[g.rng.Intn(len(tied))], " (chance)"
}

// blockedFor returns the zones f may not enter: by Day, the sunlit rooms
// for figures that sunlight destroys (AMB-30); nil when none.
func (g *Game) blockedFor(f *Figure) func(int) bool {
	e := g.Enc
	if e.Night() || f.Enemy == nil || !f.Enemy.Sunlight {
		return nil
	}
	any := false
	for _, s := range e.Sunlit {
		any = any || s
	}
	if !any {
		return nil
	}
	return func(z int) bool { return e.Sunlit[e.B.Zones[z].Room] }
}

// moveFigure moves f along path; entering a room with sleepers wakes
// them (§8.2).
func (g *Game) moveFigure(f *Figure, path []int) {
	e := g.Enc
	for _, z := range path {
		if e.B.Zones[z].Room != e.B.Zones[f.Zone].Room {
			f.Zone = z
			g.wakeRoom(e.B.Zones[z].Room)
		}
		f.Zone = z
	}
}

// path is the enemy's way from one zone to another: a shortest path,
// each step chosen by the pursuit-step option (AMB-33).
func (g *Game) path(from, to int, blocked func(int) bool) []int {
	b := g.Enc.B
	if g.Opt.PursuitStep == "most-paths" {
		return b.Path(from, to, blocked)
	}
	var out []int
	for at := from; at != to; {
		steps, _ := b.FirstSteps(at, to, blocked)
		if len(steps) == 0 {
			return nil
		}
		at = steps[0] // the lowest zone
		out = append(out, at)
	}
	return out
}
