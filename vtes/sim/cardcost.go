package sim

import (
	"cmp"
	"fmt"
	"io"
	"math"
	"slices"
	"time"

	"kindred/vtes"
)

// Which card makes games slower (`kindred bench vtes --by-card`): a card
// in play costs every decision its hooks are looked for at, its windows
// offered at, its bonuses summed at. The measure times every choice of
// heuristic games on one goroutine (from one player's choice to the
// next: the bot's choice, the rules applying it, the next decision's
// options) and charges it to every card in play as it was made, each
// choice compared with the mean of the choices of its kind (an action
// decision costs more than a vote, whatever is in play). A card's extra
// time is the mean, over the choices made with it in play, of how much
// longer they took. Cards in play together share their extra time (an
// equipment and the vampire carrying it), and a card that comes out late,
// when the table is full, pays for the table: a card reported slow is one
// to look at with a profile, not yet a culprit (docs/BENCHMARKS.md).

// CardCost is what one card in play adds to the choices made while it is
// in play.
type CardCost struct {
	// Card is the card's name.
	Card string `json:"card"`
	// Choices is how many choices were made with the card in play (two
	// copies in play count once), and Share that over all choices.
	Choices int     `json:"choices"`
	Share   float64 `json:"share"`
	// ExtraNs is the mean extra time, in nanoseconds, of a choice made
	// with the card in play over the mean choice of the same kind, and
	// MarginNs twice its standard error (≈ a 95 % interval).
	ExtraNs  float64 `json:"extra_ns"`
	MarginNs float64 `json:"margin_ns"`
	// Extra is ExtraNs over the mean choice, all kinds together.
	Extra float64 `json:"extra"`
}

// CardCosts is the result of MeasureCardCosts.
type CardCosts struct {
	Games   int `json:"games"`
	Choices int `json:"choices"`
	// Dropped is how many choices took over a millisecond, interrupted:
	// they are not counted.
	Dropped int `json:"dropped"`
	// MeanNs is the mean time of a choice.
	MeanNs float64 `json:"mean_ns"`
	// Cards are the cards seen in play in at least MinChoices choices,
	// the slowest first.
	Cards []CardCost `json:"cards"`
}

// MinCardChoices is how many choices a card must have been in play for
// MeasureCardCosts to report it: fewer give no usable mean.
const MinCardChoices = 100

// MeasureCardCosts plays the heuristic games of o (Bot and Workers are
// ignored: one goroutine, so that choices are timed alone), in batches
// with successive seeds, until d has passed, or exactly games games when
// games > 0, and charges each choice's time to the cards in play.
func MeasureCardCosts(o Options, games int, d time.Duration) (*CardCosts, error) {
	start := time.Now()
	return measureCardCosts(o, games, d, func() int64 { return int64(time.Since(start)) })
}

// measureCardCosts is MeasureCardCosts reading the time from clock (in
// nanoseconds; the tests give a clock of their own).
func measureCardCosts(o Options, games int, d time.Duration, clock func() int64) (*CardCosts, error) {
	o.Bot, o.Workers, o.Logged, o.CardPlays = Heuristic, 1, false, false
	batch := 16
	if games > 0 {
		batch = games
	}
	o.Games = batch
	r, err := NewRunner(o)
	if err != nil {
		return nil, err
	}
	cm := newCostMeter(clock)
	r.costs = cm
	deadline := time.Now().Add(d)
	played := 0
	for played == 0 || games == 0 && time.Now().Before(deadline) {
		for i := range batch {
			if _, f := r.play(played+i, false); f != nil {
				return nil, f
			}
		}
		played += batch
	}
	return cm.report(played), nil
}

// costMeter times the choices of the games one goroutine plays and
// charges them to the cards in play.
type costMeter struct {
	clock func() int64
	// The open choice: when it started (after the meter's own work) and
	// what was in play then.
	open   bool
	start  int64
	kind   int
	inPlay []int // card slots
	// By kind: total time, choices. By card and kind: the same and the
	// sum of squares, for the margin.
	kinds   map[string]int
	kindT   []float64
	kindN   []int
	cards   map[int]int // Def ID → slot
	names   []string
	stamp   []int // the choice that last saw the slot in play
	byCard  [][]cardKindSum
	choices int
	dropped int // choices longer than maxChoiceNs
}

// maxChoiceNs is the longest a choice is taken to be: a longer one was
// interrupted (the system ran something else, a collection stopped the
// world), and one such interruption outweighs thousands of choices. A
// choice takes a few microseconds, the slowest ones tens.
const maxChoiceNs = 1_000_000

// cardKindSum sums the times of the choices of one kind made with one
// card in play.
type cardKindSum struct {
	n      int
	t, tt  float64
	active bool
}

func newCostMeter(clock func() int64) *costMeter {
	return &costMeter{clock: clock, kinds: map[string]int{}, cards: map[int]int{}}
}

// choice is called as a player is asked for a choice of kind in g: it
// closes the choice before (its time runs to now) and opens this one,
// noting the cards in play. Its own work is timed in neither.
func (cm *costMeter) choice(g *vtes.Game, kind string) {
	now := cm.clock()
	if t := now - cm.start; cm.open && t <= maxChoiceNs {
		cm.charge(float64(t))
	} else if cm.open {
		cm.dropped++
	}
	cm.choices++
	k, ok := cm.kinds[kind]
	if !ok {
		k = len(cm.kindT)
		cm.kinds[kind] = k
		cm.kindT, cm.kindN = append(cm.kindT, 0), append(cm.kindN, 0)
	}
	cm.kind, cm.inPlay = k, cm.inPlay[:0]
	for s := range g.Seats() {
		m := g.Methuselah(s)
		for _, l := range [...][]vtes.CardID{m.Ready, m.Torpor, m.InPlay} {
			for _, id := range l {
				cm.see(g, g.Card(id))
			}
		}
	}
	cm.open = true
	cm.start = cm.clock()
}

// see notes card c, and the cards on it, in play at the open choice.
func (cm *costMeter) see(g *vtes.Game, c *vtes.Card) {
	slot, ok := cm.cards[c.Def.ID]
	if !ok {
		slot = len(cm.names)
		cm.cards[c.Def.ID] = slot
		cm.names = append(cm.names, c.Def.Name)
		cm.stamp = append(cm.stamp, 0)
		cm.byCard = append(cm.byCard, nil)
	}
	if cm.stamp[slot] != cm.choices {
		cm.stamp[slot] = cm.choices
		cm.inPlay = append(cm.inPlay, slot)
	}
	for _, id := range c.Attached {
		cm.see(g, g.Card(id))
	}
}

// charge adds the open choice's time t to its kind and its cards.
func (cm *costMeter) charge(t float64) {
	cm.kindT[cm.kind] += t
	cm.kindN[cm.kind]++
	for _, slot := range cm.inPlay {
		sums := cm.byCard[slot]
		for len(sums) <= cm.kind {
			sums = append(sums, cardKindSum{})
		}
		s := &sums[cm.kind]
		s.n++
		s.t += t
		s.tt += t * t
		s.active = true
		cm.byCard[slot] = sums
	}
}

// endGame drops the open choice: the game ended with it.
func (cm *costMeter) endGame() { cm.open = false }

// report sums the cards' extra times, the slowest first.
func (cm *costMeter) report(games int) *CardCosts {
	out := &CardCosts{Games: games, Dropped: cm.dropped}
	var total float64
	for k := range cm.kindT {
		out.Choices += cm.kindN[k]
		total += cm.kindT[k]
	}
	if out.Choices == 0 {
		return out
	}
	out.MeanNs = total / float64(out.Choices)
	for slot, sums := range cm.byCard {
		var n int
		var extra, sq float64 // Σ(t - mean of the kind), Σ(t - mean of the kind)²
		for k, s := range sums {
			if !s.active {
				continue
			}
			mean := cm.kindT[k] / float64(cm.kindN[k])
			n += s.n
			extra += s.t - float64(s.n)*mean
			sq += s.tt - 2*mean*s.t + float64(s.n)*mean*mean
		}
		if n < MinCardChoices {
			continue
		}
		x := extra / float64(n)
		variance := max(sq/float64(n)-x*x, 0)
		out.Cards = append(out.Cards, CardCost{
			Card: cm.names[slot], Choices: n, Share: float64(n) / float64(out.Choices),
			ExtraNs: x, MarginNs: 2 * math.Sqrt(variance/float64(n)), Extra: x / out.MeanNs,
		})
	}
	slices.SortStableFunc(out.Cards, func(a, b CardCost) int {
		return cmp.Or(cmp.Compare(b.ExtraNs, a.ExtraNs), cmp.Compare(a.Card, b.Card))
	})
	return out
}

// WriteCardCosts writes the top slowest cards of cc as a table.
func WriteCardCosts(w io.Writer, cc *CardCosts, top int) error {
	if _, err := fmt.Fprintf(w, "%d games, %d choices (%d longer than 1 ms left out), %.0f ns a choice on average; cards in play in at least %d choices, the slowest first:\n",
		cc.Games, cc.Choices, cc.Dropped, cc.MeanNs, MinCardChoices); err != nil {
		return err
	}
	if _, err := fmt.Fprintf(w, "%-40s %8s %7s %16s %8s\n", "card", "choices", "share", "extra ns/choice", "extra"); err != nil {
		return err
	}
	for i, c := range cc.Cards {
		if top > 0 && i >= top {
			break
		}
		if _, err := fmt.Fprintf(w, "%-40s %8d %6.1f%% %8.0f ± %5.0f %+7.1f%%\n",
			c.Card, c.Choices, 100*c.Share, c.ExtraNs, c.MarginNs, 100*c.Extra); err != nil {
			return err
		}
	}
	return nil
}
