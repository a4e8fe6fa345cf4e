package vtes

import "kindred/engine"

// Aim cards (rules/vtes.md §6.4, §6.7): "Aim. Only usable as this minion
// chooses a strike. A minion can play only one aim each strike" (Target
// Vitals). As a combatant's strike is chosen (a strike committed by a
// maneuver too, [LSJ 20080409]), its Methuselah may play one aim card
// with it; the aim rides on that strike: "if any damage from this strike
// is successfully inflicted on the opposing minion, they take +N damage
// from this strike, and they cannot press this round". The damage is
// successfully inflicted once prevention is over (§6.7 step 1); the N
// more are of the strike's kind ([RTR 19970630]), too late to be
// prevented, but counted by a damage cap (combatlimits.go). A strike
// that inflicts no damage (a dodge, combat ends) takes the aim without
// effect ([RTR 19960221] [PIB 20130319]).
//
// Not modelled: damage a strike deals its own striker (selfdamage.go)
// lands on the same side as the opposing strike's aggravated damage, so
// an aimed strike prevented entirely against an opponent burning itself
// with Breath of the Dragon would still count as inflicted.

// StepAim is the moment a combatant has chosen its strike: aim cards
// are played then.
const StepAim = StepInfluence + 40

var (
	msgAimCardAsk = engine.NewMsg("vtes.aim-card-ask", "Aim {0}'s strike?", "Viser avec le coup de {0} ?")
	msgAimedMore  = engine.NewMsg("vtes.aimed-more", "{0}'s aimed strike inflicts {1} more damage on {2}.",
		"Le coup visé de {0} inflige {1} dégât(s) de plus à {2}.")
	msgNoPress = engine.NewMsg("vtes.aim-no-press", "{0} cannot press this round.", "{0} ne peut pas poursuivre ce round.")
)

// combatAims is what the aim cards played with the strikes of a combat
// do: per side, the damage more its current strike inflicts if it lands
// (extra), whether it bars the opposing press (noPress), whether that
// strike just landed (landing), and the round, if any, in which the side
// cannot press (barredRound, 0 for none).
type combatAims struct {
	extra       [2]int
	noPress     [2]bool
	landing     [2]bool
	barredRound [2]int
}

// Aim rides the strike combatant m has just chosen: n more damage if
// it successfully inflicts some, and, if noPress, the opposing minion
// cannot press this round.
func (g *Game) Aim(m *Card, n int, noPress bool) {
	cs := g.combat
	if cs == nil || cs.Side(m) < 0 {
		return
	}
	side := cs.Side(m)
	cs.aims.extra[side] += n
	cs.aims.noPress[side] = cs.aims.noPress[side] || noPress
}

// aimCards asks side's Methuselah, as its strike is chosen, whether it
// plays an aim card with it: one at most (nothing more is asked).
func (g *Game) aimCards(cs *CombatState, side int) {
	cs.aims.extra[side], cs.aims.noPress[side] = 0, false
	m := cs.Minion[side]
	if !cs.striking[side] || !m.Ready() || !g.holdsAim(m.Controller) || g.unasked(m.Controller, DecPlay) {
		return
	}
	g.options()
	g.optionMsg(-1, msgPass)
	g.offerPlays(m.Controller, StepAim, role{kinds: []PlayKind{PlayCombat}, minions: []*Card{m}})
	if g.nopts() == 1 {
		return
	}
	if code := g.askCode(m.Controller, kindPlay, msgAimCardAsk.With(cardArg(m))); code >= 0 {
		g.execute(m.Controller, code)
	}
}

// holdsAim reports whether seat holds an aim card.
func (g *Game) holdsAim(seat int) bool {
	if !g.aimSteps { // no aim card in the game (defNotes)
		return false
	}
	for _, id := range g.seats[seat].Hand {
		for i := range g.cards[id].Def.Modes {
			if g.cards[id].Def.Modes[i].Step == StepAim {
				return true
			}
		}
	}
	return false
}

// aimsResolve: the strikes of the sides in which resolve now; those
// that land on the opposing minion carry their aim to the damage step,
// the others lose it.
func (cs *CombatState) aimsResolve(which, lands [2]bool) {
	for side := range 2 {
		if !which[side] || cs.aims.extra[side] == 0 && !cs.aims.noPress[side] {
			continue
		}
		cs.aims.landing[side] = lands[side] && cs.strike[side].Retainer == nil
		if !cs.aims.landing[side] {
			cs.aims.extra[side], cs.aims.noPress[side] = 0, false
		}
	}
}

// aimedDamage adds, once prevention is over, the damage of the aimed
// strikes that successfully inflict some, and bars the victim's presses
// this round.
func (g *Game) aimedDamage(cs *CombatState) {
	for side := range 2 {
		if !cs.aims.landing[side] {
			continue
		}
		n, bar := cs.aims.extra[side], cs.aims.noPress[side]
		cs.aims.landing[side], cs.aims.extra[side], cs.aims.noPress[side] = false, 0, false
		other := 1 - side
		victim := cs.Minion[other]
		if cs.Damage[other]+cs.Aggravated[other] <= 0 || !victim.Ready() {
			continue
		}
		if n > 0 {
			if cs.Aggravated[other] > 0 {
				cs.Aggravated[other] += n
			} else {
				cs.Damage[other] += n
			}
			g.note(msgAimedMore.With(cardArg(cs.Minion[side]), intArg(n), cardArg(victim)))
		}
		if bar {
			cs.aims.barredRound[other] = cs.Round
			g.note(msgNoPress.With(cardArg(victim)))
		}
	}
}

// pressBarred reports whether side cannot press this round.
func (cs *CombatState) pressBarred(side int) bool {
	return cs.aims.barredRound[side] == cs.Round && cs.Round > 0
}

// hashAims writes the aims, when there are any.
func hashAims(h *engine.Hasher, cs *CombatState) {
	a := &cs.aims
	if a.extra == [2]int{} && a.noPress == [2]bool{} && a.landing == [2]bool{} && a.barredRound == [2]int{} {
		return
	}
	h.Uint64(pack4(a.extra[0], a.extra[1], a.barredRound[0], a.barredRound[1]) ^ 0x510e527fade682d1)
	h.Uint64(b2u(a.noPress[0]) | b2u(a.noPress[1])<<1 | b2u(a.landing[0])<<2 | b2u(a.landing[1])<<3)
}

func init() {
	engine.AddPhrases(engine.French, map[string]string{"aim": "viser"})
}
