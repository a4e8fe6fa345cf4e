package vtes

import "fmt"

// Static bonuses summed over a minion and the cards whose bonuses apply
// to it (sumBonusOf): its stealth, intercept, bleed, votes, strength… The
// rules ask for them at every action, block, vote and strike, and a
// game's cards give few of them (a New Blood game: no stealth, hunt or
// votes bonus in most, three cards of 220 with an intercept one). A Def
// keeps which bonuses it gives (bonusesOf, in its kept hooks), a game
// notes those of its cards (defNotes.bonuses): a sum no card of the game
// gives is 0 without a walk, and a walk calls the sum's function only
// for the cards that give it. Why: each call was an indirect call most
// often mispredicted, for a card with nothing to add (BENCHMARKS, VS3).

// bonusKinds is a set of Static bonuses, a bit each.
type bonusKinds uint32

// The Static bonuses sumBonusOf knows, a bit each.
const (
	bonusStealth bonusKinds = 1 << iota
	bonusIntercept
	bonusBleed
	bonusHunt
	bonusVotes
	bonusSideVotes
	bonusStrength
	bonusManeuvers
	bonusFirstRoundManeuvers
	bonusPresses
	bonusMandatoryPresses
	bonusRangedDamage
	bonusDamageReduction
	bonusRescueCost
	bonusLast // no bonus: the first bit past them
)

// bonusBits is how many bits of a Def's kept hooks bonusKinds take
// (keptBonuses): they share the word with the hook lists and its flags.
const bonusBits = 30

// The bonuses fit in their bits: a negative length otherwise.
var _ [1<<bonusBits - bonusLast]struct{}

// bonusesOf is the set of the Static bonuses Def d gives. One test a
// bonus, no table: a game notes every card's (defNotes.note), once a
// replay (BENCHMARKS, VS5).
func bonusesOf(d *CardDef) bonusKinds {
	st := &d.Static
	return bonusIf(bonusStealth, st.Stealth != nil) |
		bonusIf(bonusIntercept, st.Intercept != nil) |
		bonusIf(bonusBleed, st.Bleed != nil) |
		bonusIf(bonusHunt, st.Hunt != nil) |
		bonusIf(bonusVotes, st.Votes != nil) |
		bonusIf(bonusSideVotes, st.SideVotes != nil) |
		bonusIf(bonusStrength, st.Strength != nil) |
		bonusIf(bonusManeuvers, st.Maneuvers != nil) |
		bonusIf(bonusFirstRoundManeuvers, st.FirstRoundManeuvers != nil) |
		bonusIf(bonusPresses, st.Presses != nil) |
		bonusIf(bonusMandatoryPresses, st.MandatoryPresses != nil) |
		bonusIf(bonusRangedDamage, st.RangedDamage != nil) |
		bonusIf(bonusDamageReduction, st.DamageReduction != 0) |
		bonusIf(bonusRescueCost, st.RescueCost != nil || st.RescueCostOf != nil)
}

// bonusIf is bonus k if has, else none.
func bonusIf(k bonusKinds, has bool) bonusKinds {
	if has {
		return k
	}
	return 0
}

// keptBonuses returns bonusesOf(d), kept with the Def's hooks (keptHooks).
func (d *CardDef) keptBonuses() bonusKinds {
	v := d.hooks.Load()
	if v == 0 {
		d.keptHooks()
		v = d.hooks.Load()
	}
	return bonusKinds(v>>32) & (1<<bonusBits - 1)
}

// gives reports whether Def d gives a bonus of b (keptBonuses), d being
// a card's of the game: its hooks are made as the game notes the card
// (noteCard, noteNewDef), and a Def not noted gives none (a card become a
// vampire's; checkBonuses checks). Inline and with no call: a
// sum asks it of each card it walks, and as a call it was a few lines of
// its own and the walk's spills around it (BENCHMARKS, VS5).
func (d *CardDef) gives(b bonusKinds) bool { return d.hooks.Load()>>32&uint64(b) != 0 }

// sumBonusOf adds up f over the cards whose Static bonus b applies to
// minion m (f reads it from a card's Static): 0 without a walk in a game with no card giving
// b, f asked only of the cards giving it. Inline guard, walk out of line.
func (g *Game) sumBonusOf(b bonusKinds, m *Card, f func(c *Card) int) int {
	if g.bonuses&b == 0 {
		return 0
	}
	return g.sumBonusWalk(b, m, f)
}

// sumBonusWalk is sumBonusOf's walk: minion m, the cards on it and the
// Global cards whose bonuses apply to it (eachBonus's), skipping the cards
// that do not give b. A sum does not depend on the order of its terms, so
// the Global cards come from the game's list of them (globalsInPlay),
// never from a walk of every seat's cards in play; and in a game where no
// Global card gives b, not even from the list, which is made again each
// time a card enters or leaves play (BENCHMARKS, VS5).
func (g *Game) sumBonusWalk(b bonusKinds, m *Card, f func(c *Card) int) int {
	n := 0
	if m.Def.gives(b) && !m.Def.Static.Global {
		n += f(m)
	}
	for _, id := range m.Attached {
		if c := g.cards[id]; c.Def.gives(b) && !c.Def.Static.Global && !g.abilitiesLost(c) { // retainerslose.go
			n += f(c)
		}
	}
	if g.globalBonuses&b == 0 {
		return n
	}
	for _, id := range g.globalsInPlay() {
		if c := g.cards[id]; c.Def.gives(b) && g.globalBonusFor(m, c) && g.inPlayNow(c) {
			n += f(c)
		}
	}
	return n
}

// checkBonuses reports a card whose bonuses the game has not noted, or
// whose Def's kept bonuses are not its Def's (CheckInvariants): sumBonusOf
// would skip them (gives).
func (g *Game) checkBonuses(c *Card) error {
	b := bonusesOf(c.Def)
	if keptBonuses(c.Def) != b {
		return fmt.Errorf("%s (card %d): its Def's bonuses are not kept (noteCard, noteNewDef): sumBonusOf would skip them (gives)", c.Def.Name, c.ID)
	}
	return g.checkBonusesNoted(c, b)
}

// keptBonuses is the bonuses kept in d's hooks (keptHooks).
func keptBonuses(d *CardDef) bonusKinds {
	return bonusKinds(d.hooks.Load()>>32) & (1<<bonusBits - 1)
}

// checkBonusesNoted reports a card whose bonuses b the game has not noted
// (checkBonuses).
func (g *Game) checkBonusesNoted(c *Card, b bonusKinds) error {
	if g.bonuses&b != b {
		return fmt.Errorf("%s (card %d) gives bonuses the game has not noted (defNotes.bonuses)", c.Def.Name, c.ID)
	}
	if c.Def.Static.Global && g.globalBonuses&b != b {
		return fmt.Errorf("%s (card %d), a Global card, gives bonuses the game has not noted (defNotes.globalBonuses)", c.Def.Name, c.ID)
	}
	return nil
}
