// Package rivalsbot is a heuristic bot for Rivals: it sees only its seat's
// view (rivals.View) and picks among the decision's options by simple
// rules of thumb: attack from the Streets with the best card, kill mortals
// it can, recruit while Prestige is plentiful, mend before torpor takes
// its vampires, block and react when it pays.
package rivalsbot

import (
	"errors"

	"kindred/engine"
	"kindred/rivals"
)

// Bot is the heuristic bot. It is deterministic: its few random choices
// come from its seeded generator.
type Bot struct {
	rng engine.Rand
}

// New returns a bot seeded with seed.
func New(seed uint64) *Bot { return &Bot{rng: engine.NewRand(seed)} }

// ReadsLabels reports that the bot reads no label (engine.LabelReader):
// it chooses by the options' codes and its view, so a game it plays out
// builds none.
func (b *Bot) ReadsLabels() bool { return false }

// Choose picks an option of d.
func (b *Bot) Choose(view engine.View, d *engine.Decision) (int, error) {
	if len(d.Options) == 0 {
		return 0, errors.New("rivals bot: decision " + d.Kind + " has no options")
	}
	v, ok := view.(*rivals.View)
	if !ok {
		return 0, errors.New("rivals bot: not a Rivals view")
	}
	// What the bot sees of itself, read once for every option of the
	// decisions that weigh it.
	var me rivals.SeatCounts
	best, bestScore := 0, -1<<30
	// The three most frequent decisions with the most options are rated
	// without score's switch on the kind for each option.
	switch d.Kind {
	case "rivals.attack-type":
		return chooseAttackType(v, d), nil
	case "rivals.action":
		me = v.Counts(v.Seat())
		for i, o := range d.Options {
			if s := b.action(v, &me, o.Code); s > bestScore {
				best, bestScore = i, s
			}
		}
		return best, nil
	case "rivals.target":
		me = v.Counts(v.Seat())
		for i, o := range d.Options {
			if s := target(v, &me, rivals.CardID(o.Code)); s > bestScore {
				best, bestScore = i, s
			}
		}
		return best, nil
	}
	if weighsSelf(d.Kind) {
		me = v.Counts(v.Seat())
	}
	for i, o := range d.Options {
		s := b.score(v, &me, d, o.Code)
		if s > bestScore {
			best, bestScore = i, s
		}
	}
	return best, nil
}

// weighsSelf reports whether score reads the bot's own counts for a
// decision of kind (the others do not count them: a sixth of the bot's
// time went there).
func weighsSelf(kind string) bool {
	switch kind {
	case "rivals.action", "rivals.draw", "rivals.target", "rivals.discard":
		return true
	}
	return false
}

// def returns the definition of card id as the view sees it.
func def(v *rivals.View, id rivals.CardID) *rivals.CardDef {
	d, _ := v.Def(id)
	return d
}

// score rates an option; the highest is chosen, the first among equals.
func (b *Bot) score(v *rivals.View, me *rivals.SeatCounts, d *engine.Decision, code int64) int {
	switch d.Kind {
	case "rivals.leader":
		if c := def(v, rivals.CardID(code)); c != nil {
			return c.BP
		}
	case "rivals.action":
		return b.action(v, me, code)
	case "rivals.draw":
		// Vampires in hand while the coterie is small; cards otherwise.
		wantVampire := me.HandFaction < 2 && me.InHaven+me.Streets < 4
		if (rivals.Zone(code) == rivals.ZoneFaction) == wantVampire {
			return 2
		}
		return 1
	case "rivals.side":
		// Against a foe's Scheme, NO; abstaining costs nothing.
		switch code {
		case -1:
			return 2
		case 0:
			return 1
		}
		return 0
	case "rivals.fist":
		return -int(code) // keep the Prestige
	case "rivals.mortal":
		return int(code) // attach: a lasting bonus
	case "rivals.target":
		return target(v, me, rivals.CardID(code))
	case "rivals.intel":
		// The attacker pays for its own Intel while it has cards to
		// spare; others keep theirs.
		a, _ := v.Attack()
		if code < 0 {
			return 0
		}
		if c := def(v, a.Attacker); c != nil && v.Seat() == ownerOf(v, a.Attacker) && v.HandSize() > 2 {
			return 1
		}
		return -1
	case "rivals.attack-card", "rivals.reaction":
		if c := def(v, rivals.CardID(code)); c != nil {
			return 1 + c.Damage + c.Shield
		}
		return 0
	case "rivals.block":
		a, _ := v.Attack()
		if code < 0 {
			return 0
		}
		if v.Blood(rivals.CardID(code)) > v.Blood(a.Target)+1 {
			return 1
		}
		return -1
	case "rivals.ability":
		return 1 - 2*int(b2i(code < 0)) // use every ability offered
	case "rivals.mend":
		if code < 0 {
			if v.HandSize() <= 2 {
				return 10
			}
			return 0
		}
		c := def(v, rivals.CardID(code))
		return 5 - v.Blood(rivals.CardID(code)) + c.BP/3
	case "rivals.discard":
		c := def(v, rivals.CardID(code))
		if c == nil {
			return 0
		}
		if c.Kind == rivals.KindVampire {
			return c.BP - me.Prestige/2
		}
		return -c.Damage - c.Shield
	case "rivals.influence":
		// Exert vampires first, then a modifier, Prestige last.
		if code < 0 {
			return 0
		}
		if c := def(v, rivals.CardID(code)); c != nil && c.Kind == rivals.KindVampire {
			return 2
		}
		return 1
	case "rivals.conspiracy-add":
		return -int(code) // a foe's Conspiracy: add nothing
	case "rivals.sad":
		return v.Blood(rivals.CardID(code))
	}
	return int(b.rng.Intn(3))
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ownerOf returns the seat controlling vampire id, or -1.
func ownerOf(v *rivals.View, id rivals.CardID) int { return v.VampireSeat(id) }

// action rates an option of the Action phase.
func (b *Bot) action(v *rivals.View, me *rivals.SeatCounts, code int64) int {
	what, a, _ := rivals.SplitAction(code)
	switch what {
	case rivals.ActAttack:
		c := def(v, a)
		return 100 + max(c.Physical, c.Social, c.Mental) + v.Blood(a)
	case rivals.ActToStreets:
		// Send the fighters out; keep one vampire home when the coterie
		// is small.
		if me.InHaven > 1 || me.Streets == 0 {
			return 60 + v.Blood(a)
		}
		return -1
	case rivals.ActRecruit:
		// Keep a coterie: a player whose last vampire falls is out.
		c := def(v, a)
		size := me.InHaven + me.Streets
		switch {
		case size < 3 && me.Prestige-c.BP >= 3:
			return 110 + c.BP
		case me.Prestige-c.BP >= 8:
			return 50 + c.BP
		}
		return -1
	case rivals.ActDrawLibrary:
		if me.HandLibrary < 5 {
			return 40 - me.HandLibrary
		}
		return -1
	case rivals.ActDrawFaction:
		if me.HandFaction == 0 && (me.Prestige > 10 || me.InHaven+me.Streets < 3) {
			return 45
		}
		return -1
	case rivals.ActPlay:
		return 35
	case rivals.ActResolve:
		return 90
	case rivals.ActConspire:
		return 33
	case rivals.ActAdd:
		return 15
	case rivals.ActShow:
		return -5
	case rivals.ActTitle:
		return 38
	case rivals.ActUse:
		return 20
	case rivals.ActClaim:
		if v.Blood(a) >= 4 {
			return 45
		}
		return -1
	case rivals.ActJoin, rivals.ActLeave, rivals.ActBurn:
		return -5
	}
	return 0 // end the Action phase
}

// target rates a target: a mortal it can kill, then its foes' weakest
// vampires in the Streets.
func target(v *rivals.View, me *rivals.SeatCounts, id rivals.CardID) int {
	c := def(v, id)
	if c == nil {
		return 0
	}
	if c.Kind == rivals.KindCity {
		return 20 + 10*c.AP - c.Blood
	}
	s := 15 - v.Blood(id)
	if ownerOf(v, id) == me.Rival {
		s += 5
	}
	return s
}

// chooseAttackType picks the attack type with the best score
// (attackType), the first among equals: the attack, the attacker and the
// hand read once for every option.
func chooseAttackType(v *rivals.View, d *engine.Decision) int {
	a, _ := v.Attack()
	att, tgt := def(v, a.Attacker), def(v, a.Target)
	var buf [16]handAttack
	hand := buf[:0]
	if att != nil {
		for i := range v.HandSize() {
			if c := def(v, v.HandCard(i)); c != nil && c.Has(rivals.TypeAttack) && c.BPReq <= att.BP {
				hand = append(hand, handAttack{c.Attacks, c.Damage + 1})
			}
		}
	}
	best, bestScore := 0, -1<<30
	for i, o := range d.Options {
		if s := attackType(att, tgt, hand, rivals.AttackType(o.Code)); s > bestScore {
			best, bestScore = i, s
		}
	}
	return best
}

// handAttack is an Attack card of the hand the attacker may play: its
// types and its damage + 1.
type handAttack struct {
	types  rivals.AttackType
	damage int
}

// attackType prefers the attacker's best attribute against the target's,
// with a card of that type in hand.
func attackType(att, tgt *rivals.CardDef, hand []handAttack, t rivals.AttackType) int {
	if att == nil || tgt == nil {
		return 0
	}
	s := 0
	if t != rivals.Ranged {
		s += att.Attribute(t)
	}
	if tgt.Kind == rivals.KindVampire {
		s -= tgt.Attribute(t)
	}
	bestCard := 0
	for _, c := range hand {
		if c.types == t {
			bestCard = max(bestCard, c.damage)
		}
	}
	return 2*(s+bestCard) + b2i(t == rivals.Physical)
}
