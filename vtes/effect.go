package vtes

import (
	"fmt"
	"sync/atomic"

	"kindred/engine"
)

// Effects that carry their own words (STYLE.md, "basic and superior
// written once; effects label themselves"): AddStealth(1) both adds the
// stealth and says "+1 stealth" (and "+1 discrétion"), so a mode's label
// cannot drift from what it does, and a card's basic and superior modes
// are written once, ByLevel.

// Effect is what playing a mode does, with the label that says it in
// option lists and in the log.
type Effect struct {
	// Label is the English label ("+1 stealth"); French is its French
	// (registered with the phrasebook as the effect is made, or as the
	// card of a mode doing it is registered), "" when the phrasebook
	// already holds it.
	Label, French string
	// Legal is a condition the effect itself needs to be playable
	// (AdditionalStrikes: the minion may still gain strikes), nil for
	// none; the mode's own Legal is asked too.
	Legal func(g *Game, p *Play) bool
	// Resolve applies the effect; nil for one that only sets Bleed.
	Resolve func(g *Game, p *Play)
	// Bleed is the "+n bleed" an action modifier gives, limited (the
	// mode's Bleed, §14 C19).
	Bleed int
	// StrikeKind is the kind of strike a strike effect sets (the mode's
	// StrikeKind, for "cannot strike" restrictions).
	StrikeKind StrikeKind
	// Stealth is an action card's stealth when it is played with this
	// effect (the mode's Stealth: "+1 stealth action" at the superior
	// level only); 0 leaves the mode's.
	Stealth int
}

// effect makes an Effect, registering its French label.
func effect(en, fr string, resolve func(g *Game, p *Play)) Effect {
	if fr != "" {
		engine.AddPhrases(engine.French, map[string]string{en: fr})
	}
	return Effect{Label: en, French: fr, Resolve: resolve}
}

// Does returns mode m playing effect e: e's label, e's resolution, and
// e's condition besides m's own.
func (m Mode) Does(e Effect) Mode {
	m.Label, m.French, m.Resolve = e.Label, e.French, e.Resolve
	if e.Bleed != 0 {
		m.Bleed = e.Bleed
	}
	if e.StrikeKind != 0 {
		m.StrikeKind = e.StrikeKind
	}
	if e.Stealth != 0 {
		m.Stealth = e.Stealth
	}
	switch {
	case e.Legal == nil:
	case m.Legal == nil:
		m.Legal = e.Legal
	default:
		m.Legal = All(m.Legal, e.Legal)
	}
	return m
}

// ByLevel returns a card's two modes for m's Discipline: at the inferior
// level doing basic, at the superior level doing superior. Everything
// else (kind, cost, step, legality) is written once in m
// ("[pro] +1 stealth; [PRO] +2 stealth": Earth Control).
func ByLevel(m Mode, basic, superior Effect) []Mode {
	inf, sup := m, m
	inf.Level, sup.Level = Inferior, Superior
	return []Mode{inf.Does(basic), sup.Does(superior)}
}

// And returns e followed by then, labelled "e.Label, label" (label in
// English and fr in French): one effect, then another the card adds to it.
func (e Effect) And(label, fr string, then func(g *Game, p *Play)) Effect {
	first := e.Resolve
	out := effect(e.Label+", "+label, frenchOf(e)+", "+fr, func(g *Game, p *Play) {
		first(g, p)
		then(g, p)
	})
	out.Legal = e.Legal
	return out
}

// frenchOf is e's French label, from the phrasebook when e does not
// carry it.
func frenchOf(e Effect) string {
	if e.French != "" {
		return e.French
	}
	if fr, ok := engine.PhraseIn(engine.French, e.Label); ok {
		return fr
	}
	return e.Label
}

// Both is a and b at once, labelled "a and b" ("+1 stealth and +1
// bleed": Bonding), playable when both are.
func Both(a, b Effect) Effect {
	out := effect(a.Label+" and "+b.Label, frenchOf(a)+" et "+frenchOf(b), func(g *Game, p *Play) {
		if a.Resolve != nil {
			a.Resolve(g, p)
		}
		if b.Resolve != nil {
			b.Resolve(g, p)
		}
	})
	switch {
	case a.Legal == nil:
		out.Legal = b.Legal
	case b.Legal == nil:
		out.Legal = a.Legal
	default:
		out.Legal = All(a.Legal, b.Legal)
	}
	out.Bleed = a.Bleed + b.Bleed
	return out
}

// WithStealth is action effect e as a +n stealth action, labelled
// "e, +n stealth" ("equip from the library, +3 stealth": Magic of the
// Smith's superior level).
func (e Effect) WithStealth(n int) Effect {
	out := effect(fmt.Sprintf("%s, +%d stealth", e.Label, n),
		fmt.Sprintf("%s, +%d discrétion", frenchOf(e), n), e.Resolve)
	out.Legal, out.Stealth = e.Legal, n
	return out
}

// Labelled returns e under another label, for a card whose words for the
// same effect differ ("bleed at +1 bleed" for an action's AddBleed).
func (e Effect) Labelled(en, fr string) Effect {
	out := effect(en, fr, e.Resolve)
	out.Legal = e.Legal
	return out
}

// AddStealth gives the acting minion +n stealth for the action.
func AddStealth(n int) Effect { return addStealthEffects.get(n, addStealth) }

var addStealthEffects effectCache // made by addStealth, once an n

// addStealth makes AddStealth(n).
func addStealth(n int) Effect {
	return effect(fmt.Sprintf("+%d stealth", n), fmt.Sprintf("+%d discrétion", n),
		func(g *Game, p *Play) {
			if a := g.action; a != nil {
				a.Stealth += n
			}
		})
}

// AddIntercept gives the blocking minion +n intercept for the action.
func AddIntercept(n int) Effect { return addInterceptEffects.get(n, addIntercept) }

var addInterceptEffects effectCache // made by addIntercept, once an n

// addIntercept makes AddIntercept(n).
func addIntercept(n int) Effect {
	return effect(fmt.Sprintf("+%d intercept", n), fmt.Sprintf("+%d interception", n),
		func(g *Game, p *Play) {
			if a := g.action; a != nil {
				a.Intercept += n
			}
		})
}

// AddBleed gives the acting minion +n bleed for the action.
func AddBleed(n int) Effect { return addBleedEffects.get(n, addBleed) }

var addBleedEffects effectCache // made by addBleed, once an n

// addBleed makes AddBleed(n).
func addBleed(n int) Effect {
	return effect(fmt.Sprintf("+%d bleed", n), fmt.Sprintf("+%d en morsure", n),
		func(g *Game, p *Play) {
			if a := g.action; a != nil {
				a.Bleed += n
			}
		})
}

// MoreBleed is an action modifier's "+n bleed", limited (Mode.Bleed,
// §14 C19): only during a bleed (DuringBleed), added as the bleed
// resolves.
func MoreBleed(n int) Effect {
	e := effect(fmt.Sprintf("+%d bleed", n), fmt.Sprintf("+%d en morsure", n), nil)
	e.Bleed, e.Legal = n, DuringBleed
	return e
}

// BleedAt is a bleed action card's effect: the bleed at +n bleed.
func BleedAt(n int) Effect {
	return AddBleed(n).Labelled(fmt.Sprintf("bleed at +%d bleed", n), fmt.Sprintf("mordre à +%d", n))
}

// ReduceBleed reduces the bleed amount of the current action by n.
func ReduceBleed(n int) Effect { return reduceBleedEffects.get(n, reduceBleed) }

var reduceBleedEffects effectCache // made by reduceBleed, once an n

// reduceBleed makes ReduceBleed(n).
func reduceBleed(n int) Effect {
	return effect(fmt.Sprintf("reduce the bleed by %d", n), fmt.Sprintf("réduire la morsure de %d", n),
		func(g *Game, p *Play) {
			if a := g.action; a != nil {
				a.BleedReduction += n
			}
		})
}

// HandStrike makes the minion's strike a hand strike at +n damage.
func HandStrike(n int) Effect { return handStrikeEffects.get(n, handStrike) }

var handStrikeEffects effectCache // made by handStrike, once an n

// handStrike makes HandStrike(n).
func handStrike(n int) Effect {
	return effect(fmt.Sprintf("hand strike at +%d", n), fmt.Sprintf("coup à mains nues à +%d", n),
		func(g *Game, p *Play) {
			s := g.handStrike(p.Minion)
			s.Damage += n
			s.Label = "hand strike"
			g.SetStrike(p.Minion, s)
		})
}

// AdditionalStrikes gives the minion n additional strikes this round
// (§6.5), limited: only while it may still gain strikes this round
// (CanGainStrikes, its Legal). Cards giving them are played at
// StepAdditionalStrikes.
func AdditionalStrikes(n int) Effect {
	en, fr := "1 additional strike", "1 frappe supplémentaire"
	if n != 1 {
		en, fr = fmt.Sprintf("%d additional strikes", n), fmt.Sprintf("%d frappes supplémentaires", n)
	}
	e := effect(en, fr, func(g *Game, p *Play) { g.GainStrikes(p.Minion, n) })
	e.Legal = CanGainStrikes
	return e
}

// Maneuver: the minion maneuvers, while range is determined and it may
// (CanManeuver).
func Maneuver() Effect {
	e := effect("maneuver", "", ManeuverNow)
	e.Legal = CanManeuver
	return e
}

// Press: the minion presses, when it may (CanPressNow).
func Press() Effect {
	e := effect("press", "", PressNow)
	e.Legal = CanPressNow
	return e
}

// Dodge is the strike "dodge" (§6.4).
func Dodge() Effect {
	e := effect("dodge", "", StrikeWith(Strike{Label: "dodge", Dodge: true}))
	e.StrikeKind = DodgeStrike
	return e
}

// CombatEnds is the strike "combat ends" (§6.4).
func CombatEnds() Effect {
	e := effect("combat ends", "", StrikeCombatEnds(nil))
	e.StrikeKind = CombatEndsStrike
	return e
}

// effectCache keeps the effects a constructor taking a number made for
// n = 0 to 7, each made once. Why: cards call AddStealth(1).Resolve and
// the like while a game runs, and each call formatted two labels and
// registered them again with the phrasebook (fmt, a map and a lock: two
// allocations and ≈ 250 instructions a call, BENCHMARKS, VS5). An Effect
// is a value and its Resolve depends on n alone, so a kept one is the
// same effect; the first call still registers its labels. Games run on
// several goroutines: two first calls may both make it, the same.
type effectCache [8]atomic.Pointer[Effect]

// get returns build(n), kept for n in range.
func (c *effectCache) get(n int, build func(int) Effect) Effect {
	if n < 0 || n >= len(c) {
		return build(n)
	}
	if e := c[n].Load(); e != nil {
		return *e
	}
	e := build(n)
	c[n].Store(&e)
	return e
}
