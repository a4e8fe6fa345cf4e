package vtes

// Combat (rules/vtes.md §6, §14 C32): rounds of before range, range,
// before strikes, strikes, damage, press and end of round.

// CombatState is the combat in progress.
type CombatState struct {
	// Sides: 0 is the acting minion, 1 its opponent.
	Minion [2]*Card
	Round  int
	Long   bool // the range is long
	ended  bool
	// Chosen strikes of the current round.
	strike [2]Strike
	// EnvDamage is environmental damage dealt to side i's minion each
	// round during normal strike resolution (Carrion Crows).
	EnvDamage [2]int
	// HandOnly: strikes that are not hand strikes cannot be used this
	// round (Immortal Grapple).
	HandOnly bool
	// CloseNext: the next round skips range and is at close range.
	CloseNext bool
	// Presses are optional presses granted to side i for the whole combat
	// (Rat's Warning); RoundPresses those granted for the current round
	// only (a combat card's "optional press": Immortal Grapple), lost at
	// its end.
	Presses, RoundPresses [2]int
	// Lost is the blood each side lost to damage this round.
	Lost [2]int
	// Damage is the damage each side is to take in the current strike
	// resolution, before prevention.
	Damage, Aggravated [2]int
	// pressed: a press to continue stands; presser is who made it.
	pressed bool
	presser int
	// usedOnce lists (card id) once-per-combat effects used.
	usedOnce []CardID
	// lastManeuver is the side that made the last maneuver, -1 if none.
	lastManeuver int
	// marks are (minion, key) once-per-combat uses (CombatOnce).
	marks [][2]int
}

// Strike is a strike chosen for a round (§6.4).
type Strike struct {
	Label       string
	Damage      int
	Aggravated  bool
	Ranged      bool
	Hand        bool
	Dodge       bool
	CombatEnds  bool
	FirstStrike bool
	// Effect runs when the strike resolves, for strikes that do more than
	// damage (Majesty unlocks its striker).
	Effect func(g *Game, side int)
}

// Side returns the side (0 acting, 1 opponent) of a combatant, or -1.
func (cs *CombatState) Side(c *Card) int {
	for i, m := range cs.Minion {
		if m == c {
			return i
		}
	}
	return -1
}

// Opponent returns the other combatant of c.
func (cs *CombatState) Opponent(c *Card) *Card { return cs.Minion[1-max(cs.Side(c), 0)] }

// fight runs a combat between the acting minion a and b (§6.1).
func (g *Game) fight(a, b *Card) {
	cs := &CombatState{Minion: [2]*Card{a, b}, lastManeuver: -1}
	g.breakWithdrawal(a.Controller) // entering combat breaks a withdrawal (§8.3)
	g.breakWithdrawal(b.Controller)
	if act := g.action; act != nil {
		for _, m := range act.PressOnBlock {
			if side := cs.Side(m); side >= 0 && act.Blocker == m {
				cs.Presses[side]++
			}
		}
	}
	prev := g.combat
	g.combat = cs
	defer func() { g.combat = prev }()
	g.note(msgCombat.With(cardArg(a), cardArg(b)))
	for !cs.ended {
		cs.Round++
		g.round(cs)
		if cs.ended || !g.bothReady(cs) || !cs.pressed {
			break
		}
	}
	cs.ended = true
}

func (g *Game) bothReady(cs *CombatState) bool {
	return cs.Minion[0].Ready() && cs.Minion[1].Ready()
}

// combatOrder is the two combatants' Methuselahs, acting first.
func (g *Game) combatOrder(cs *CombatState) []int {
	a, b := cs.Minion[0].Controller, cs.Minion[1].Controller
	if a == b {
		return []int{a}
	}
	return []int{a, b}
}

// combatRoles lets each combatant play combat cards.
func (g *Game) combatRoles(cs *CombatState) func(seat int) role {
	return func(seat int) role {
		var ms []*Card
		for _, m := range cs.Minion {
			if m.Controller == seat && m.Ready() {
				ms = append(ms, m)
			}
		}
		return role{kinds: []PlayKind{PlayCombat}, minions: ms}
	}
}

// round plays one round of combat (§14 C32): its steps, then the end of
// round, which happens even when the combat ended early. (Not deferred: a
// game that ended, or a turn whose Methuselah was ousted, unwinds without
// asking anything more.)
func (g *Game) round(cs *CombatState) {
	cs.Lost, cs.strike, cs.HandOnly, cs.pressed = [2]int{}, [2]Strike{}, false, false
	g.roundSteps(cs)
	g.endOfRound(cs)
}

// roundSteps are the steps of a round up to the press (§14 C32 steps
// 1–6); it returns as soon as the combat ends.
func (g *Game) roundSteps(cs *CombatState) {
	g.window(StepBeforeRange, g.combatOrder(cs), g.combatRoles(cs))
	if !g.combatGoesOn(cs) {
		return
	}
	if cs.CloseNext {
		cs.Long, cs.CloseNext = false, false
	} else {
		cs.Long = false
		g.determineRange(cs)
	}
	if !g.combatGoesOn(cs) {
		return
	}
	g.window(StepBeforeStrikes, g.combatOrder(cs), g.combatRoles(cs))
	if !g.combatGoesOn(cs) {
		return
	}
	for side := range 2 {
		cs.strike[side] = g.chooseStrike(cs, side)
		if !g.combatGoesOn(cs) {
			return
		}
	}
	g.resolveStrikes(cs)
	if !g.combatGoesOn(cs) {
		return
	}
	g.pressStep(cs)
}

func (g *Game) combatGoesOn(cs *CombatState) bool {
	if !g.bothReady(cs) {
		cs.ended = true
	}
	return !cs.ended
}

// endOfRound is the end-of-round step, which happens even when combat ended
// early (§14 C32).
func (g *Game) endOfRound(cs *CombatState) {
	ended := cs.ended
	cs.ended = false
	g.window(StepEndOfRound, g.combatOrder(cs), g.combatRoles(cs))
	cs.ended = ended || !g.bothReady(cs)
	cs.RoundPresses = [2]int{} // this round's unused optional presses are lost
}

// determineRange runs the maneuvers: the acting minion first, then
// alternately; no minion maneuvers twice in a row (§6.3). Each round's
// range is determined afresh: a maneuver of the last round does not stop
// its minion from maneuvering first in this one.
func (g *Game) determineRange(cs *CombatState) {
	cs.lastManeuver = -1
	passes := 0
	for side := 0; passes < 2; side = 1 - side {
		m := cs.Minion[side]
		if cs.lastManeuver == side || !m.Ready() {
			passes++
			continue
		}
		g.options()
		g.option(msgPass.Text(), -1)
		g.offerPlays(m.Controller, StepManeuver, role{kinds: []PlayKind{PlayCombat}, minions: []*Card{m}})
		if g.nopts() == 1 {
			passes++
			continue
		}
		code := g.askCode(m.Controller, kindPlay, msgRange.With(rangeArg(cs.Long)))
		if code < 0 {
			passes++
			continue
		}
		g.execute(m.Controller, code)
		passes = 0
		if !g.combatGoesOn(cs) {
			return
		}
	}
}

// Maneuver changes the range, for maneuver effects: close to long, long
// to close (§6.3).
func (g *Game) Maneuver(m *Card) {
	cs := g.combat
	if cs == nil {
		return
	}
	cs.Long = !cs.Long
	cs.lastManeuver = cs.Side(m)
	g.note(msgManeuver.With(cardArg(m), rangeArg(cs.Long)))
}

// strength is a minion's hand damage: 1 for a vampire, the printed
// strength of an ally, plus bonuses (§6.4).
func (g *Game) strength(m *Card) int {
	n := 1
	if m.IsAlly() {
		n = m.Def.Strength
	}
	g.eachOn(m, func(c *Card) {
		if f := c.Def.Static.Strength; f != nil {
			n += f(g, m)
		}
	})
	return max(n, 0)
}

// handStrike is the default strike.
func (g *Game) handStrike(m *Card) Strike {
	return Strike{Label: "hand strike", Damage: g.strength(m), Hand: true}
}

// chooseStrike asks a combatant for its strike: a hand strike, a strike
// card, or a strike a card in play gives (§6.4).
func (g *Game) chooseStrike(cs *CombatState, side int) Strike {
	m := cs.Minion[side]
	seat := m.Controller
	g.options()
	g.option(msgHandStrike.With(intArg(g.strength(m))), -1)
	g.offerPlays(seat, StepStrike, role{kinds: []PlayKind{PlayStrike}, minions: []*Card{m}})
	if !cs.HandOnly { // weapons and printed strikes are not hand strikes
		g.eachOn(m, func(c *Card) {
			if s := c.Def.Static.Strike; s != nil && !(s.OncePerCombat && cardIDIn(c.ID, cs.usedOnce)) {
				g.option(msgStaticStrike.With(cardArg(c), strArg(s.Label)), abilityCode(c.ID, 255))
			}
		})
	}
	code := g.askCode(seat, kindStrike, msgStrikeAsk.With(cardArg(m), rangeArg(cs.Long)))
	if code < 0 {
		return g.handStrike(m)
	}
	c, mi, mn, ability := g.decodePlay(code)
	if ability {
		s := c.Def.Static.Strike
		if s.OncePerCombat {
			cs.usedOnce = append(cs.usedOnce, c.ID)
		}
		return Strike{Label: s.Label, Damage: s.Damage, Ranged: s.Ranged, Dodge: s.Dodge, CombatEnds: s.CombatEnd}
	}
	// A strike card's Resolve sets the strike through SetStrike.
	cs.strike[side] = g.handStrike(m)
	g.playCard(seat, c, mi, mn)
	return cs.strike[side]
}

func cardIDIn(id CardID, ids []CardID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// SetStrike sets the strike of the combatant m, for strike cards.
func (g *Game) SetStrike(m *Card, s Strike) {
	if cs := g.combat; cs != nil {
		if side := cs.Side(m); side >= 0 {
			cs.strike[side] = s
		}
	}
}

// resolveStrikes resolves the round's strikes in their order: combat
// ends, dodge, first strike, then normal strikes and environmental damage
// (§6.4).
func (g *Game) resolveStrikes(cs *CombatState) {
	s := cs.strike
	for side := range 2 {
		if s[side].CombatEnds {
			g.note(msgCombatEnds.With(cardArg(cs.Minion[side])))
			if s[side].Effect != nil {
				s[side].Effect(g, side)
			}
			cs.ended = true
			return
		}
	}
	cs.Damage, cs.Aggravated = [2]int{}, [2]int{}
	for side := range 2 {
		st, other := s[side], 1-side
		if st.Dodge {
			g.note(msgDodges.With(cardArg(cs.Minion[side])))
			continue
		}
		if s[other].Dodge {
			continue // the opponent is protected
		}
		if cs.Long && !st.Ranged {
			continue // a close-range strike does nothing at long range
		}
		if st.Aggravated {
			cs.Aggravated[other] += st.Damage
		} else {
			cs.Damage[other] += st.Damage
		}
		if st.Effect != nil {
			st.Effect(g, side)
		}
	}
	// Environmental damage is not a strike: a dodge does not stop it
	// (§14 C34). Retainers such as Murder of Crows deal it too.
	for side := range 2 {
		cs.Damage[side] += cs.EnvDamage[side]
		g.eachOn(cs.Minion[1-side], func(c *Card) {
			if f := c.Def.Static.RoundDamage; f != nil {
				cs.Damage[side] += f(g, c)
			}
		})
	}
	g.damageStep(cs)
}

// pressStep: presses to continue or cancel, the acting minion first; a
// minion cannot press twice in a row (§6.6).
func (g *Game) pressStep(cs *CombatState) {
	cs.presser = -1
	passes := 0
	for side := 0; passes < 2; side = 1 - side {
		m := cs.Minion[side]
		if cs.presser == side || !m.Ready() {
			passes++
			continue
		}
		g.options()
		g.option(msgPass.Text(), -1)
		if n := cs.Presses[side] + cs.RoundPresses[side]; n > 0 {
			g.option(msgUsePress.With(intArg(n)), -2)
		}
		g.offerPlays(m.Controller, StepPress, role{kinds: []PlayKind{PlayCombat}, minions: []*Card{m}})
		g.offerAbilities(m.Controller, StepPress)
		if g.nopts() == 1 {
			passes++
			continue
		}
		prompt := msgPressAsk.Text()
		if cs.pressed {
			prompt = msgPressCancelAsk.Text()
		}
		code := g.askCode(m.Controller, kindPlay, prompt)
		switch {
		case code == -1:
			passes++
			continue
		case code == -2:
			if cs.RoundPresses[side] > 0 { // the ones about to expire first
				cs.RoundPresses[side]--
			} else {
				cs.Presses[side]--
			}
			g.Press(m)
		default:
			g.execute(m.Controller, code)
		}
		passes = 0
		if !g.combatGoesOn(cs) {
			return
		}
	}
}

// Press makes m press: to continue if no press stands, else to cancel it.
func (g *Game) Press(m *Card) {
	cs := g.combat
	if cs == nil {
		return
	}
	cs.pressed = !cs.pressed
	cs.presser = cs.Side(m)
	g.note(msgPresses.With(cardArg(m)))
}

// CanPress reports whether m may press now (a press step, not twice in a
// row).
func (g *Game) CanPress(m *Card) bool {
	cs := g.combat
	return cs != nil && cs.Side(m) >= 0 && cs.presser != cs.Side(m)
}
