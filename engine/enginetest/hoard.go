// Package enginetest holds Hoard, a tiny card game that exercises the
// engine kernel: two to four seats, hidden hands and face-down cards, a
// shuffled deck, a random steal, and three kinds of decisions.
//
// # Rules of Hoard
//
// The deck holds 30 cards, c0 to c29; card cN is worth N/3+1 points (1 to
// 10). The deck is shuffled and each seat is dealt "hand" cards (rules option,
// default 3). Seats take turns in order, starting with seat 0. On its turn a
// seat chooses one action (decision hoard.turn):
//
//   - Play a card from its hand: the card goes face up to the discard pile and
//     the seat scores its value. If the card is worth 7 or more and the next
//     seat holds a card worth at least as much, the next seat may block
//     (decision hoard.block) by discarding such a card, cancelling the points.
//   - Hide a card from its hand face down in its vault. Vault cards score
//     their value at the end of the game.
//   - Draw the top card of the deck. A seat holding more than 5 cards then
//     discards one (decision hoard.discard).
//   - Steal a random card from another seat's hand, for 2 points (only with 2
//     points or more).
//   - Pass. While the deck is not empty, passing discards its top card face up.
//
// The game ends when a seat ends its turn with "target" points or more (rules
// option, default 25), or when every seat has passed in a row with the deck
// empty. Each seat's
// final score is its points plus the value of its vault; the best final score
// wins (ties share the win).
package enginetest

import (
	"fmt"
	"strconv"

	"kindred/engine"
)

// Name and Version identify Hoard in log headers.
const (
	Name    = "hoard"
	Version = "1"
)

const (
	deckSize   = 30
	handLimit  = 5
	blockFrom  = 7 // cards worth this much or more can be blocked
	stealPrice = 2
)

// value returns the points card c is worth.
func value(c uint8) int { return int(c)/3 + 1 }

// cardNames holds "c0" to "c29", so labels never allocate a name.
var cardNames [deckSize]string

func init() {
	for i := range cardNames {
		cardNames[i] = "c" + strconv.Itoa(i)
	}
}

// CardName returns the name of card c, such as "c17".
func CardName(c int) string { return cardNames[c] }

// Decision kinds.
const (
	KindTurn    = "hoard.turn"
	KindBlock   = "hoard.block"
	KindDiscard = "hoard.discard"
)

// Messages, in English and French.
var (
	msgPlay    = engine.NewMsg("hoard.play", "Play {0} (value {1})", "Jouer {0} (valeur {1})")
	msgHide    = engine.NewMsg("hoard.hide", "Hide {0} face down", "Cacher {0} face cachée")
	msgDraw    = engine.NewMsg("hoard.draw", "Draw a card", "Piocher une carte")
	msgSteal   = engine.NewMsg("hoard.steal", "Steal a random card from seat {0} (costs 2 points)", "Voler une carte au hasard au siège {0} (coûte 2 points)")
	msgPass    = engine.NewMsg("hoard.pass", "Pass", "Passer")
	msgBlock   = engine.NewMsg("hoard.block", "Block with {0} (value {1})", "Bloquer avec {0} (valeur {1})")
	msgNoBlock = engine.NewMsg("hoard.noblock", "Let it through", "Laisser passer")
	msgDiscard = engine.NewMsg("hoard.discard", "Discard {0} (value {1})", "Défausser {0} (valeur {1})")

	msgTurnPrompt    = engine.NewMsg("hoard.turn.prompt", "Seat {0}, your turn", "Siège {0}, à vous de jouer")
	msgBlockPrompt   = engine.NewMsg("hoard.block.prompt", "Seat {0} plays {1} (value {2}): block it?", "Le siège {0} joue {1} (valeur {2}) : le bloquer ?")
	msgDiscardPrompt = engine.NewMsg("hoard.discard.prompt", "More than {0} cards in hand: discard one", "Plus de {0} cartes en main : défaussez-en une")

	msgEndTarget = engine.NewMsg("hoard.end.target", "Seat {0} reached {1} points", "Le siège {0} a atteint {1} points")
	msgEndPassed = engine.NewMsg("hoard.end.passed", "The deck is empty and every seat passed", "La pioche est vide et tous les sièges ont passé")

	msgViewDeck       = engine.NewMsg("hoard.view.deck", "Deck: {0} cards. Discard pile:", "Pioche : {0} cartes. Défausse :")
	msgViewYou        = engine.NewMsg("hoard.view.you", "Seat {0} (you): {1} points. Hand:", "Siège {0} (vous) : {1} points. Main :")
	msgViewVault      = engine.NewMsg("hoard.view.vault", "Face down:", "Face cachée :")
	msgViewOther      = engine.NewMsg("hoard.view.other", "Seat {0}: {1} points, {2} cards in hand", "Siège {0} : {1} points, {2} cartes en main")
	msgViewOtherVault = engine.NewMsg("hoard.view.othervault", ", {0} face down", ", {0} face cachée")
)

// Actions, held in the high bits of an option's Code; the low 8 bits hold a
// card or a seat.
const (
	actPlay = iota + 1
	actHide
	actDraw
	actSteal
	actPass
	actBlock
	actNoBlock
	actDiscard
)

type phase uint8

const (
	phaseTurn phase = iota
	phaseBlock
	phaseDiscard
	phaseOver
)

// Game is the state of a game of Hoard. It implements [engine.Game] and
// [engine.Cloner].
type Game struct {
	rng     engine.Rand
	hand0   int // initial hand size
	target  int
	deck    []uint8 // top is the last element
	discard []uint8
	hands   [][]uint8
	vaults  [][]uint8
	points  []int
	turn    int // seat whose turn it is
	phase   phase
	attack  uint8  // card being blocked, in phaseBlock
	passes  int    // passes in a row
	ender   int    // seat that reached the target, or -1 when all passed
	shown   uint64 // cards that came out of a hand or the deck (Revealed)

	dec      engine.Decision
	opts     []engine.Option
	describe func(int) engine.Text // g.label, bound once
	views    []View
	spect    View
}

// Header returns a Hoard header for seats seats and the given seed, with
// default rules options.
func Header(seats int, seed uint64) engine.Header {
	h := engine.Header{Game: Name, Version: Version, Seed: seed}
	for i := range seats {
		h.Seats = append(h.Seats, "player"+strconv.Itoa(i))
	}
	return h
}

// New starts a game of Hoard from h. It implements [engine.NewGame].
func New(h engine.Header) (engine.Game, error) {
	if h.Game != Name || h.Version != Version {
		return nil, fmt.Errorf("hoard: cannot play %s version %q (want %s version %q)", h.Game, h.Version, Name, Version)
	}
	seats := len(h.Seats)
	if seats < 2 || seats > 4 {
		return nil, fmt.Errorf("hoard: %d seats, want 2 to 4", seats)
	}
	g := &Game{hand0: 3, target: 25}
	for _, r := range h.Rules {
		n, err := strconv.Atoi(r.Value)
		switch {
		case err != nil:
			return nil, fmt.Errorf("hoard: rules option %s=%q: not a number", r.Key, r.Value)
		case r.Key == "hand" && n >= 1 && n <= 6:
			g.hand0 = n
		case r.Key == "target" && n >= 1 && n <= 200:
			g.target = n
		case r.Key == "hand" || r.Key == "target":
			return nil, fmt.Errorf("hoard: rules option %s=%d out of range", r.Key, n)
		default:
			return nil, fmt.Errorf("hoard: unknown rules option %q", r.Key)
		}
	}
	g.alloc(seats)
	g.rng = engine.NewRand(h.Seed)
	for i := range deckSize {
		g.deck = append(g.deck, uint8(i))
	}
	engine.ShuffleSlice(&g.rng, g.deck)
	for range g.hand0 {
		for s := range seats {
			g.hands[s] = append(g.hands[s], g.pop())
		}
	}
	g.ender = -1
	g.build()
	return g, nil
}

// alloc makes every buffer at its full size, so play never allocates.
func (g *Game) alloc(seats int) {
	g.deck = make([]uint8, 0, deckSize)
	g.discard = make([]uint8, 0, deckSize)
	g.hands = make([][]uint8, seats)
	g.vaults = make([][]uint8, seats)
	g.points = make([]int, seats)
	g.views = make([]View, seats)
	for s := range seats {
		g.hands[s] = make([]uint8, 0, deckSize)
		g.vaults[s] = make([]uint8, 0, deckSize)
		g.views[s] = View{g: g, seat: s}
	}
	g.spect = View{g: g, seat: engine.Spectator}
	g.opts = make([]engine.Option, 0, 2*deckSize+seats+2)
	g.describe = g.label
}

// Clone returns an independent copy of g.
func (g *Game) Clone() engine.Game {
	c := &Game{
		rng: g.rng, hand0: g.hand0, target: g.target, turn: g.turn,
		phase: g.phase, attack: g.attack, passes: g.passes, ender: g.ender, shown: g.shown,
	}
	c.alloc(len(g.hands))
	c.deck = append(c.deck, g.deck...)
	c.discard = append(c.discard, g.discard...)
	copy(c.points, g.points)
	for s := range g.hands {
		c.hands[s] = append(c.hands[s], g.hands[s]...)
		c.vaults[s] = append(c.vaults[s], g.vaults[s]...)
	}
	c.build()
	return c
}

func (g *Game) pop() uint8 {
	c := g.deck[len(g.deck)-1]
	g.deck = g.deck[:len(g.deck)-1]
	return c
}

// take removes card c from hand s.
func (g *Game) take(s int, c uint8) {
	h := g.hands[s]
	for i, x := range h {
		if x == c {
			g.hands[s] = append(h[:i], h[i+1:]...)
			return
		}
	}
}

func (g *Game) next(s int) int { return (s + 1) % len(g.hands) }

// Seats returns the number of seats.
func (g *Game) Seats() int { return len(g.hands) }

// Pending returns the decision waited for, or nil when the game is over.
func (g *Game) Pending() *engine.Decision {
	if g.phase == phaseOver {
		return nil
	}
	return &g.dec
}

// Apply answers the pending decision.
func (g *Game) Apply(option int) error {
	if err := engine.CheckOption(g.Pending(), option); err != nil {
		return err
	}
	code := g.opts[option].Code
	act, arg := int(code>>8), uint8(code)
	s := g.dec.Seat
	if reveals(act, len(g.deck)) {
		g.shown++
	}
	switch act {
	case actPlay:
		g.take(s, arg)
		g.discard = append(g.discard, arg)
		g.points[s] += value(arg)
		g.passes = 0
		if d := g.next(s); value(arg) >= blockFrom && g.canBlock(d, value(arg)) {
			g.phase, g.attack = phaseBlock, arg
			g.build()
			return nil
		}
	case actHide:
		g.take(s, arg)
		g.vaults[s] = append(g.vaults[s], arg)
		g.passes = 0
	case actDraw:
		g.hands[s] = append(g.hands[s], g.pop())
		g.passes = 0
		if len(g.hands[s]) > handLimit {
			g.phase = phaseDiscard
			g.build()
			return nil
		}
	case actSteal:
		v := int(arg)
		i := g.rng.Intn(len(g.hands[v]))
		c := g.hands[v][i]
		g.take(v, c)
		g.hands[s] = append(g.hands[s], c)
		g.points[s] -= stealPrice
		g.passes = 0
	case actPass:
		if len(g.deck) > 0 {
			g.discard = append(g.discard, g.pop())
			break
		}
		g.passes++
		if g.passes >= len(g.hands) {
			g.phase = phaseOver
			return nil
		}
	case actBlock:
		g.take(s, arg)
		g.discard = append(g.discard, arg)
		g.points[g.turn] -= value(g.attack)
	case actNoBlock, actDiscard:
		if act == actDiscard {
			g.take(s, arg)
			g.discard = append(g.discard, arg)
		}
	}
	g.endTurn()
	return nil
}

// endTurn ends the game if the seat whose turn it is reached the target,
// and otherwise gives the turn to the next seat.
func (g *Game) endTurn() {
	if g.points[g.turn] >= g.target {
		g.phase, g.ender = phaseOver, g.turn
		return
	}
	g.turn = g.next(g.turn)
	g.phase = phaseTurn
	g.build()
}

func (g *Game) canBlock(s, v int) bool {
	for _, c := range g.hands[s] {
		if value(c) >= v {
			return true
		}
	}
	return false
}

func (g *Game) option(act int, arg int) {
	g.opts = append(g.opts, engine.Option{Code: int64(act<<8 | arg)})
}

// build computes the pending decision of the current phase. Labels are
// left to describe.
func (g *Game) build() {
	g.opts = g.opts[:0]
	d := &g.dec
	switch g.phase {
	case phaseTurn:
		s := g.turn
		*d = engine.Decision{Seat: s, Kind: KindTurn, Prompt: msgTurnPrompt.With(engine.Int(s))}
		for _, c := range g.hands[s] {
			g.option(actPlay, int(c))
		}
		for _, c := range g.hands[s] {
			g.option(actHide, int(c))
		}
		if len(g.deck) > 0 {
			g.option(actDraw, 0)
		}
		if g.points[s] >= stealPrice {
			for v := range g.hands {
				if v != s && len(g.hands[v]) > 0 {
					g.option(actSteal, v)
				}
			}
		}
		g.option(actPass, 0)
	case phaseBlock:
		s := g.next(g.turn)
		a := g.attack
		*d = engine.Decision{Seat: s, Kind: KindBlock,
			Prompt: msgBlockPrompt.With(engine.Int(g.turn), engine.Str(cardNames[a]), engine.Int(value(a)))}
		for _, c := range g.hands[s] {
			if value(c) >= value(a) {
				g.option(actBlock, int(c))
			}
		}
		g.option(actNoBlock, 0)
	case phaseDiscard:
		s := g.turn
		*d = engine.Decision{Seat: s, Kind: KindDiscard, Prompt: msgDiscardPrompt.With(engine.Int(handLimit))}
		for _, c := range g.hands[s] {
			g.option(actDiscard, int(c))
		}
	}
	d.Options = g.opts
	d.Describe = g.describe
}

// label returns the label of option i of the pending decision.
func (g *Game) label(i int) engine.Text {
	code := g.opts[i].Code
	act, arg := int(code>>8), int(code&0xff)
	name := engine.Str(cardNames[arg%deckSize])
	switch act {
	case actPlay:
		return msgPlay.With(name, engine.Int(value(uint8(arg))))
	case actHide:
		return msgHide.With(name)
	case actDraw:
		return msgDraw.Text()
	case actSteal:
		return msgSteal.With(engine.Int(arg))
	case actPass:
		return msgPass.Text()
	case actBlock:
		return msgBlock.With(name, engine.Int(value(uint8(arg))))
	case actNoBlock:
		return msgNoBlock.Text()
	default:
		return msgDiscard.With(name, engine.Int(value(uint8(arg))))
	}
}

// Result returns the final scores, the winners and why the game ended.
func (g *Game) Result() engine.Result {
	var r engine.Result
	best := 0
	for s := range g.hands {
		score := g.points[s]
		for _, c := range g.vaults[s] {
			score += value(c)
		}
		r.Scores = append(r.Scores, float64(score))
		if s == 0 || score > best {
			best = score
		}
	}
	for s, score := range r.Scores {
		if score == float64(best) {
			r.Winners = append(r.Winners, s)
		}
	}
	if g.ender >= 0 {
		r.Reason = msgEndTarget.With(engine.Int(g.ender), engine.Int(g.points[g.ender]))
	} else {
		r.Reason = msgEndPassed.Text()
	}
	return r
}

// Hash hashes the full state, hidden cards and generator included.
func (g *Game) Hash() uint64 {
	var h engine.Hasher
	for _, w := range g.rng.State() {
		h.Uint64(w)
	}
	h.Int(g.hand0)
	h.Int(g.target)
	h.Int(g.turn)
	h.Int(int(g.phase))
	h.Int(int(g.attack))
	h.Int(g.passes)
	h.Int(g.ender)
	hashCards(&h, g.deck)
	hashCards(&h, g.discard)
	for s := range g.hands {
		h.Int(g.points[s])
		hashCards(&h, g.hands[s])
		hashCards(&h, g.vaults[s])
	}
	return h.Sum()
}

// hashCards writes a pile, eight cards to a word.
func hashCards(h *engine.Hasher, cs []uint8) { h.Bytes(cs) }

// View returns what seat may see; any other number gets the public view.
func (g *Game) View(seat int) engine.View {
	if seat >= 0 && seat < len(g.views) {
		return &g.views[seat]
	}
	return &g.spect
}

// View is what one seat of a Hoard game may see: its own hand and vault,
// the discard pile, every seat's points, and how many cards the other seats
// hold. It reads the live game and is valid until the next Apply.
type View struct {
	g    *Game
	seat int
}

// Seat returns the seat the view belongs to, or engine.Spectator.
func (v *View) Seat() int { return v.seat }

func (v *View) mine() bool { return v.seat >= 0 && v.seat < len(v.g.hands) }

// Hand returns the seat's own hand, or nil for a spectator.
func (v *View) Hand() []int {
	if !v.mine() {
		return nil
	}
	return cardInts(v.g.hands[v.seat])
}

// Vault returns the seat's own face-down cards, or nil for a spectator.
func (v *View) Vault() []int {
	if !v.mine() {
		return nil
	}
	return cardInts(v.g.vaults[v.seat])
}

// Discard returns the face-up discard pile, oldest first.
func (v *View) Discard() []int { return cardInts(v.g.discard) }

// Points returns the points of seat s.
func (v *View) Points(s int) int { return v.g.points[s] }

// HandSize returns how many cards seat s holds in hand.
func (v *View) HandSize(s int) int { return len(v.g.hands[s]) }

// VaultSize returns how many face-down cards seat s has.
func (v *View) VaultSize(s int) int { return len(v.g.vaults[s]) }

// DeckSize returns how many cards are left in the deck.
func (v *View) DeckSize() int { return len(v.g.deck) }

func cardInts(cs []uint8) []int {
	out := make([]int, len(cs))
	for i, c := range cs {
		out[i] = int(c)
	}
	return out
}

// AppendText describes the view, one line per seat after a line for the
// deck and discard pile.
func (v *View) AppendText(dst []byte, lang engine.Lang) []byte {
	g := v.g
	dst = msgViewDeck.With(engine.Int(len(g.deck))).Append(dst, lang)
	dst = appendCards(dst, g.discard)
	dst = append(dst, '\n')
	for s := range g.hands {
		if s == v.seat {
			dst = msgViewYou.With(engine.Int(s), engine.Int(g.points[s])).Append(dst, lang)
			dst = appendCards(dst, g.hands[s])
			dst = append(dst, ' ')
			dst = msgViewVault.Text().Append(dst, lang)
			dst = appendCards(dst, g.vaults[s])
		} else {
			dst = msgViewOther.With(engine.Int(s), engine.Int(g.points[s]), engine.Int(len(g.hands[s]))).Append(dst, lang)
			dst = msgViewOtherVault.With(engine.Int(len(g.vaults[s]))).Append(dst, lang)
		}
		dst = append(dst, '\n')
	}
	return dst
}

func appendCards(dst []byte, cs []uint8) []byte {
	for _, c := range cs {
		dst = append(dst, ' ')
		dst = append(dst, cardNames[c]...)
	}
	return dst
}

// reveals reports whether an action shows a card someone could not see:
// every one but hiding a card face down, not blocking, and passing with
// the deck empty (passing discards the deck's top card face up).
func reveals(act int, deck int) bool {
	switch act {
	case actHide, actNoBlock:
		return false
	case actPass:
		return deck > 0
	}
	return true
}

// Revealed counts the cards shown and the random draws so far
// (engine.Revealer): a hidden card played, blocked with, discarded, drawn
// or stolen ends the window in which a choice may be taken back.
func (g *Game) Revealed() uint64 { return g.shown + g.rng.Draws() }
