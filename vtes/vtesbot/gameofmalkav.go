package vtesbot

import "kindred/vtes"

// Game of Malkav: every Methuselah gains the number they chose in secret,
// or burns it when another chose 1 less. Taking the most, as for any
// amount, the bot chose 6 against the others' 5 and burned 6 every time.
// It now chooses at random (the ties Choose breaks), any number that
// cannot oust it: 1 is always safe, no one choosing 0. It plays the card
// only with pool enough to lose its 6.

// malkavAmount scores number n in a choice of Game of Malkav, with the
// bot at pool; ok is false for any other amount.
func (b *Bot) malkavAmount(v *vtes.View, pool, n int) (score int, ok bool) {
	if !b.resolving(v, "Game of Malkav") {
		return 0, false
	}
	if n > 1 && n >= pool {
		return -100, true
	}
	return 0, true
}

// malkavWorth reports whether the bot, at pool, may play Game of Malkav.
func malkavWorth(pool int) bool { return pool > 6 }
