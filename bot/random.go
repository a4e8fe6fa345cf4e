// Package bot holds game-agnostic bots: players that see only their seat's
// view and pick among the enumerated options of any [engine.Game].
package bot

import (
	"errors"

	"kindred/engine"
)

// Random is a bot that picks uniformly among the legal options, with its own
// seeded [engine.Rand]: given the same seed and the same decisions, it makes
// the same choices. It implements [engine.Player]. A Random is not safe for
// concurrent use; give each seat its own.
type Random struct {
	rng engine.Rand
}

// NewRandom returns a random bot seeded with seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: engine.NewRand(seed)}
}

// ReadsLabels reports that the bot reads no label (engine.LabelReader):
// it picks an index, so a game it plays out builds none.
func (b *Random) ReadsLabels() bool { return false }

// Choose returns a uniformly random option index of d. The view is ignored.
func (b *Random) Choose(_ engine.View, d *engine.Decision) (int, error) {
	if len(d.Options) == 0 {
		return 0, errors.New("random bot: decision " + d.Kind + " has no options")
	}
	return b.rng.Intn(len(d.Options)), nil
}
