package vtes

// cardMore is the rarer part of a card's state, which most cards never
// have: its bonuses from cards (Discipline master cards, +capacity, §1.6)
// the action cards it used this turn (per-turn limit, §3.4) and the
// definition it had before it became another card. A card
// points to it (Card.more) only once it has some, carved from a chunk
// (slab.go). Why: in Card itself these 80 bytes were a third of each of
// the hundreds of cards a game holds, most of an idle game's memory
// (issue 18); the hash reads them as before (cardExtras).
type cardMore struct {
	usedActions   []int // VEKN ids (or inPlayKey) of the actions used this turn
	capacityBonus int
	discBonus     Disciplines
	// printed is the card's own definition while an effect makes it
	// another card (a library card become a vampire, becomevampire.go);
	// nil otherwise.
	printed *CardDef
	// corruption holds the corruption counters on the minion by the seat
	// of the Methuselah they belong to (corruption.go); nil when none.
	// Here rather than in Card: few minions ever bear one (issue 18).
	corruption []int
	// lentBy is the seat, plus one, a minion controlled until the end of
	// the turn returns to then (loan.go); 0 for none.
	lentBy int8
	// diablerieFor holds, by seat bit, the Methuselahs for whom the
	// vampire committed diablerie since their last turn (diableriesince.go).
	diablerieFor uint32
	// enteredFor holds, by seat bit, the Methuselahs for whom the vampire
	// entered play since their last minion phase (enteredsince.go).
	enteredFor uint32
	// chosenSeats holds, by seat bit, the Methuselahs the card chose
	// (chosenseats.go).
	chosenSeats uint32
	// lifeBonus is what was added to the printed life of an ally as it
	// was recruited (startinglife.go).
	lifeBonus int16
	// diseased: the vampire bears a disease counter (disease.go).
	diseased bool
	// outIfBurned: the card is removed from the game when burned
	// (outofgame.go: played from The Erciyes Fragments).
	outIfBurned bool
}

// moreChunk is how many cardMore a chunk holds: the minions that act or
// take a Discipline master card in a game.
const moreChunk = 16

// moreOf returns c's rarer state, carving it if c has none yet.
func (g *Game) moreOf(c *Card) *cardMore {
	if c.more == nil {
		c.more = g.mores.new(moreChunk)
	}
	return c.more
}

// CapacityBonus returns the capacity cards give the vampire (Discipline
// master cards, §1.6).
func (c *Card) CapacityBonus() int {
	if c.more == nil {
		return 0
	}
	return c.more.capacityBonus
}

// DiscBonus returns the Discipline levels cards give the vampire
// (Discipline master cards, §1.6).
func (c *Card) DiscBonus() Disciplines {
	if c.more == nil {
		return Disciplines{}
	}
	return c.more.discBonus
}

// SetBonuses sets the capacity and Discipline levels cards give the
// vampire, as a position or a test sets them up (GiveDiscipline adds
// them in play).
func (c *Card) SetBonuses(capacity int, disc Disciplines) {
	if c.more == nil {
		if capacity == 0 && !disc.any() {
			return
		}
		c.more = new(cardMore)
	}
	c.more.capacityBonus, c.more.discBonus = capacity, disc
}

// Printed returns the card's own definition while an effect makes it
// another card (a library card become a vampire, becomevampire.go); nil
// otherwise.
func (c *Card) Printed() *CardDef {
	if c.more == nil {
		return nil
	}
	return c.more.printed
}

// discBonusAny reports whether cards give c some Discipline level.
func (c *Card) discBonusAny() bool { return c.more != nil && c.more.discBonus.any() }

// usedActions returns the actions c used this turn.
func (c *Card) usedActions() []int {
	if c.more == nil {
		return nil
	}
	return c.more.usedActions
}

// corruption returns c's corruption counters by seat, nil when none
// (corruption.go).
func (c *Card) corruption() []int {
	if c.more == nil {
		return nil
	}
	return c.more.corruption
}
