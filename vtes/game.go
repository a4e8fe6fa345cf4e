// Package vtes holds the rules of Vampire: The Eternal Struggle: the state
// of a game, every phase, action, combat and referendum, written as
// straight-line code that asks the players for decisions. The card
// behaviours live in vtes/cards; this package defines the vocabulary they
// are written in. Sections cited are those of ../shared/rules/vtes.md.
package vtes

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"kindred/engine"
)

// GameName is the engine.Header game name of V:TES.
const GameName = "vtes"

// RulesVersion is the version of this rules implementation, written in
// every log: a log is replayed only by the same version.
//
// 0.7 (issue 17): the same answers give other states than 0.6 (blocks
// before reactions after a redirected bleed, one event each discard
// phase, option codes, hand sizes at once, printed capacity while
// uncontrolled, misfit titles yielded, no contest with yourself), and
// the mode option.
//
// 0.8 (issue 17, cards): other states again: "limited" derived from what
// an action modifier does (Aire of Elation), a successful bleed needs 1
// pool, every city title contested, Dabbler after any action, Aline
// Gädeke in torpor, fizzled actions successful afterward, WMRH Talk
// Radio for any blocker, Daring the Dawn and Disarm at more moments,
// Voter Captivation after a pass by 0.
//
// 0.9 (issue 19): Wake with Evening's Freshness is no longer offered once
// blocks are decided unless its Methuselah holds another reaction, so the
// same answers give other states; the log gains the ledger lines (pool
// and VP with their causes), strikes, preventions and votes by vampire.
//
// 0.10 (issue 16): a diablerie is remembered, for each Methuselah, until
// the end of their next turn (Carlton Van Wyk; diableriesince.go): games
// with a diablerie hash other states.
//
// 0.11 (issue 16): six allies (Carlton Van Wyk, Nephandus, Ponticulus,
// Renegade Garou, Rock Cat, Veneficti) are recruited as +1 stealth
// actions, as every ally is (§3.5.5): games recruiting one play other
// blocks; Gurchon Hall feeds no one while its Methuselah has a single
// ready vampire ([PIB 20130221]).
//
// 0.12 (issue 16): a casual game that no one can win ends as a draw at
// 1,000 turns (casualTurnLimit); an action entering combat is not offered
// against a vampire in torpor (Mode.EntersCombat); Rötschreck and superior
// Deep Song are frenzy cards (Mode.Frenzy); a combat queued by Psyche!
// loses the after-combat effects of the strike that ended the combat
// before it (CombatState.afterEnding); Groundfighting cancels a card
// cancelling its Anarch's strike card; Ossian and Taste of Vitae count
// the blood lost to any damage of the round; Gift of Proteus declares any
// number of cards.
// 0.13: the state hash folds a disease counter on a card with no other
// rare state (it hashed as none) and a loan under its own key (it hashed
// as the same seats' entry, enteredFor); no game plays differently.
const RulesVersion = "0.13"

// DeckCard is a card of a deck and its count.
type DeckCard struct {
	Def   *CardDef
	Count int
}

// Deck is a deck the engine can play: every card implemented.
type Deck struct {
	Name    string
	Crypt   []DeckCard
	Library []DeckCard
}

// MaxDeckCards bounds a deck's cards, crypt and library together: ten
// times a tournament deck. Six such decks stay far within what the rules'
// option codes can name (a card's number is kept in 16 bits), so a game is
// refused, never corrupted, by a deck too large (issue 18).
const MaxDeckCards = 1000

// Size returns the number of cards of the deck, crypt and library.
func (d *Deck) Size() int {
	n := 0
	for _, l := range [][]DeckCard{d.Crypt, d.Library} {
		for _, c := range l {
			n += c.Count
		}
	}
	return n
}

// Catalog finds the decks named in a game's header: a built-in deck name,
// or a "deck:" list of VEKN ids (see EncodeDeck).
type Catalog interface {
	Deck(spec string) (*Deck, error)
}

// Options are the rules options of a game (docs/RULES-OPTIONS.md). The zero
// value is not valid; use DefaultOptions.
type Options struct {
	// Tournament: the game is a tournament game (mode "tournament"), not
	// a casual one (mode "casual", the default). The mode sets what the
	// rules say differently for each (rulebook, Ending the Game; the
	// tournament rules, §8.2, §8.3, §14 C43, C46): a withdrawal scores
	// 0.5 VP in a tournament, 1 VP in a casual game; the time limit (the
	// turn limit, its digital stand-in) is a tournament rule: 160 turns in
	// a tournament; a casual game ends only when it stalls, at
	// casualTurnLimit turns, scored as an agreed draw. TurnLimit and
	// WithdrawHalves override either.
	Tournament bool
	// TurnLimit ends the game after that many turns, scoring 0.5 VP per
	// Methuselah still in the game: the digital stand-in for the
	// tournament time limit (§8.2, §14 C46). 0 means no limit; ByMode
	// (the default) the mode's (Options.turnLimit).
	TurnLimit int
	// AutoReveal: vampires with enough blood are moved out automatically
	// at the end of the influence phase (legacy2005.autoRevealAtEnd).
	AutoReveal bool
	// SeatHandicap: the 1-2-3 transfer handicap counts each seat's first
	// turn rather than the game's first turns (A1, §14 C40).
	SeatHandicap bool
	// BurnOnOust: an ousted Methuselah's cards are burned, not removed
	// (legacy2005.burnOnOust, §14 C41).
	BurnOnOust bool
	// WithdrawHalves is a withdrawal's reward in half victory points
	// (withdrawVP, §8.3, §14 C43): 1 (0.5 VP, the tournament's), 2 (1 VP,
	// the rulebook's casual value, and 2005's), or ByMode (the default)
	// the mode's (Options.withdrawHalves).
	WithdrawHalves int
	// LegacyPriority: after the acting Methuselah, the impulse goes to the
	// defender, then clockwise; undirected actions and referendums give
	// the prey and predator no priority (legacy2005.priorityOrder, §14
	// C11).
	LegacyPriority bool
	// ScarceCountsAll: moving out a scarce vampire costs 3 pool per
	// vampire of its clan anyone controls, not only yours
	// (legacy2005.scarceCountsAll, §10.4, §14 C39).
	ScarceCountsAll bool
	// InnerCircleNotUnique: Inner Circle is not a unique title, so two
	// members of a clan do not contest it (legacy2005.innerCircleNotUnique,
	// §14 C31).
	InnerCircleNotUnique bool
	// BaronSurcharge: a baron contesting a prince's or archbishop's city
	// pays 2 blood a turn, not 1 (legacy2005.baronSurcharge, §10.2, §14
	// C12).
	BaronSurcharge bool
	// MultiTargetUndirected: an action aimed at several Methuselahs is
	// blocked by the prey, then the predator, as an undirected action, not
	// by each target (legacy2005.multiTargetUndirected, §14 C27).
	MultiTargetUndirected bool
	// UnlimitedBleedModifiers: any number of action modifiers may raise a
	// bleed, each name once per action; "limited" is not a limit
	// (legacy2005.unlimitedBleedModifiers, §14 C19).
	UnlimitedBleedModifiers bool
	// CallingVoteEitherSide: the political action card that called a
	// referendum gives its Methuselah 1 vote to cast for or against in
	// polling, like a political card from the hand (calling-card-vote
	// "either", rules/vtes.md A10). Default "for": the vote is cast for
	// the referendum as it is called.
	CallingVoteEitherSide bool
}

// ByMode is the value of TurnLimit and WithdrawHalves that follows the
// game's mode (Options.Tournament).
const ByMode = -1

// tournamentTurnLimit is the turn limit of a tournament game: the
// stand-in for its time limit (§14 C46).
const tournamentTurnLimit = 160

// casualTurnLimit ends a casual game that will not end: the rulebook
// gives a casual game no time limit, but a table where no one can oust
// anyone (bots alone, blockers that stop every bleed) would play for
// ever. Players would agree to a draw, which the tournament rules score
// like reaching the time limit (§14 C46: 0.5 VP to each Methuselah left);
// bots cannot agree, so the game calls it at 1,000 turns, 250 rounds at a
// table of four: six times a tournament's limit, further than any game
// between people goes (rules/vtes.md §14 C46; docs/RULES-OPTIONS.md).
const casualTurnLimit = 1000

// DefaultOptions are the current official rules, for a casual game.
func DefaultOptions() Options {
	return Options{TurnLimit: ByMode, WithdrawHalves: ByMode}
}

// TournamentOptions are the current official rules for a tournament game.
func TournamentOptions() Options {
	o := DefaultOptions()
	o.Tournament = true
	return o
}

// turnLimit is the turn limit in force: the option's, or the mode's (a
// tournament's time limit; a casual game's draw by stalling).
func (o Options) turnLimit() int {
	switch {
	case o.TurnLimit >= 0:
		return o.TurnLimit
	case o.Tournament:
		return tournamentTurnLimit
	}
	return casualTurnLimit
}

// stallDraw reports whether the turn limit in force is a casual game's
// draw by stalling rather than a time limit (casualTurnLimit).
func (o Options) stallDraw() bool {
	return !o.Tournament && o.TurnLimit < 0
}

// withdrawHalves is a withdrawal's reward in half VP: the option's, or
// the mode's (0.5 VP in a tournament, 1 VP in a casual game).
func (o Options) withdrawHalves() int {
	switch {
	case o.WithdrawHalves > 0:
		return o.WithdrawHalves
	case o.Tournament:
		return 1
	}
	return 2
}

// Rules writes the options as header rules, every option named. A log
// written before the mode existed has no "mode" rule: it reads as casual,
// its turn limit and withdrawal reward written as numbers, so it plays as
// it did.
func (o Options) Rules() []engine.Rule {
	b := func(v bool) string { return strconv.FormatBool(v) }
	turns, withdraw := "mode", "mode"
	if o.TurnLimit >= 0 {
		turns = strconv.Itoa(o.TurnLimit)
	}
	switch o.WithdrawHalves {
	case 1:
		withdraw = "0.5"
	case 2:
		withdraw = "1"
	}
	return []engine.Rule{
		{Key: "mode", Value: map[bool]string{false: "casual", true: "tournament"}[o.Tournament]},
		{Key: "turn-limit", Value: turns},
		{Key: "legacy2005.autoRevealAtEnd", Value: b(o.AutoReveal)},
		{Key: "transfer-handicap", Value: map[bool]string{false: "turn", true: "seat"}[o.SeatHandicap]},
		{Key: "legacy2005.burnOnOust", Value: b(o.BurnOnOust)},
		{Key: "withdrawVP", Value: withdraw},
		{Key: "legacy2005.priorityOrder", Value: b(o.LegacyPriority)},
		{Key: "legacy2005.scarceCountsAll", Value: b(o.ScarceCountsAll)},
		{Key: "legacy2005.innerCircleNotUnique", Value: b(o.InnerCircleNotUnique)},
		{Key: "legacy2005.baronSurcharge", Value: b(o.BaronSurcharge)},
		{Key: "legacy2005.multiTargetUndirected", Value: b(o.MultiTargetUndirected)},
		{Key: "legacy2005.unlimitedBleedModifiers", Value: b(o.UnlimitedBleedModifiers)},
		{Key: "calling-card-vote", Value: map[bool]string{false: "for", true: "either"}[o.CallingVoteEitherSide]},
	}
}

// ParseOptions reads header rules; unknown keys and bad values are errors.
func ParseOptions(rules []engine.Rule) (Options, error) {
	o := DefaultOptions()
	for _, r := range rules {
		var err error
		switch r.Key {
		case "mode":
			switch r.Value {
			case "casual":
				o.Tournament = false
			case "tournament":
				o.Tournament = true
			default:
				err = fmt.Errorf("want casual or tournament")
			}
		case "turn-limit":
			if r.Value == "mode" {
				o.TurnLimit = ByMode
				break
			}
			o.TurnLimit, err = strconv.Atoi(r.Value)
			if err == nil && o.TurnLimit < 0 {
				err = fmt.Errorf("negative")
			}
		case "legacy2005.autoRevealAtEnd":
			o.AutoReveal, err = strconv.ParseBool(r.Value)
		case "transfer-handicap":
			switch r.Value {
			case "turn":
				o.SeatHandicap = false
			case "seat":
				o.SeatHandicap = true
			default:
				err = fmt.Errorf("want turn or seat")
			}
		case "legacy2005.burnOnOust":
			o.BurnOnOust, err = strconv.ParseBool(r.Value)
		case "legacy2005.priorityOrder":
			o.LegacyPriority, err = strconv.ParseBool(r.Value)
		case "legacy2005.scarceCountsAll":
			o.ScarceCountsAll, err = strconv.ParseBool(r.Value)
		case "legacy2005.innerCircleNotUnique":
			o.InnerCircleNotUnique, err = strconv.ParseBool(r.Value)
		case "legacy2005.baronSurcharge":
			o.BaronSurcharge, err = strconv.ParseBool(r.Value)
		case "legacy2005.multiTargetUndirected":
			o.MultiTargetUndirected, err = strconv.ParseBool(r.Value)
		case "legacy2005.unlimitedBleedModifiers":
			o.UnlimitedBleedModifiers, err = strconv.ParseBool(r.Value)
		case "calling-card-vote":
			switch r.Value {
			case "for":
				o.CallingVoteEitherSide = false
			case "either":
				o.CallingVoteEitherSide = true
			default:
				err = fmt.Errorf("want for or either")
			}
		case "withdrawVP":
			switch r.Value {
			case "mode":
				o.WithdrawHalves = ByMode
			case "0.5":
				o.WithdrawHalves = 1
			case "1":
				o.WithdrawHalves = 2
			default:
				err = fmt.Errorf("want mode, 0.5 or 1")
			}
		default:
			return o, fmt.Errorf("unknown rules option %q", r.Key)
		}
		if err != nil {
			return o, fmt.Errorf("rules option %s=%q: %v", r.Key, r.Value, err)
		}
	}
	return o, nil
}

// NewHeader builds the header of a new game.
func NewHeader(seed uint64, opts Options, decks []string) engine.Header {
	return engine.Header{Game: GameName, Version: RulesVersion, Seed: seed, Rules: opts.Rules(), Seats: decks}
}

// NewGame starts a game from its header: 2 to 6 seats, each naming a deck
// the catalog knows.
func NewGame(h engine.Header, cat Catalog) (*Game, error) {
	if h.Game != GameName {
		return nil, fmt.Errorf("not a V:TES game: %q", h.Game)
	}
	if h.Version != RulesVersion {
		return nil, fmt.Errorf("rules version %q, this build plays %q", h.Version, RulesVersion)
	}
	if n := len(h.Seats); n < 2 || n > 6 {
		return nil, fmt.Errorf("V:TES is played by 2 to 6 Methuselahs, not %d", n)
	}
	opts, err := ParseOptions(h.Rules)
	if err != nil {
		return nil, err
	}
	g := &Game{opts: opts, rand: engine.NewRand(h.Seed), Edge: -1}
	g.reuseLog()
	// The decks first, so that the game's tables are made at their size.
	decks := make([]*Deck, 0, len(h.Seats))
	bad, badErr := len(h.Seats), error(nil) // the first seat whose deck fails
	for seat, spec := range h.Seats {
		d, err := cat.Deck(spec)
		if err != nil {
			bad, badErr = seat, err
			break
		}
		decks = append(decks, d)
	}
	if bad == len(h.Seats) {
		for seat, d := range decks {
			if n := d.Size(); n > MaxDeckCards {
				bad, badErr = seat, fmt.Errorf("deck %q holds %d cards; a deck holds at most %d", d.Name, n, MaxDeckCards)
				break
			}
		}
		if bad < len(h.Seats) {
			return nil, fmt.Errorf("seat %d: %w", bad+1, badErr)
		}
	}
	g.reserve(decks)
	for seat := range h.Seats {
		if seat == bad {
			return nil, fmt.Errorf("seat %d: %w", seat+1, badErr)
		}
		if err := g.addSeat(seat, decks[seat]); err != nil {
			return nil, fmt.Errorf("seat %d: %w", seat+1, err)
		}
	}
	g.start()
	return g, nil
}

// reserve makes the game's tables of seats and cards, and its lists of
// cards with a hook (hookLists), at their size for decks: grown card by
// card they were ≈ 6 % of BenchmarkReplay's allocations (≈ 50 a game).
// The hook lists share one array, each capped to its share so that
// appending past it moves that list alone (allocLists).
func (g *Game) reserve(decks []*Deck) {
	g.seats = make([]*Methuselah, 0, len(decks))
	g.views = make([]*View, 0, len(decks))
	n := 0
	var hooks [numHookLists]int
	for _, d := range decks {
		for _, list := range [2][]DeckCard{d.Crypt, d.Library} {
			for _, dc := range list {
				if dc.Def == nil || dc.Count < 1 {
					continue // addSeat reports it
				}
				n += dc.Count
				for b := hookLists(dc.Def); b != 0; b &= b - 1 {
					hooks[hookListOf(b)] += dc.Count
				}
			}
		}
	}
	// A decision's options and labels, grown from nothing, were ≈ 1.3 % of
	// a game's allocations (the lists are kept from one decision to the
	// next): room for most decisions' at once.
	// The lists and arrays below are a released game's, if they hold
	// enough (the arena, slab.go), like the slabs' chunks.
	a := g.useArena()
	// The labels (80 bytes each) start with room for 16: 64 were 5 KiB of
	// an idle game (issue 18), and a released game's grown list serves the
	// next (the arena).
	g.dec.Options = keptList(a.options, 64)
	g.labels = keptList(a.texts, 16)
	g.optMsgs = keptList(a.msgs, 64)
	g.cards = keptList(a.cardList, n)
	g.zones = keptList(a.zones, n)
	g.shares.reserve(n)
	// The scratch lists too, in one array, each capped to its share
	// (allocLists): grown from nothing in every game they were ≈ 2 % of
	// BenchmarkReplay's allocations.
	bufs := [...]*[]*Card{&g.targetBuf, &g.srcsBuf, &g.seizeBuf, &g.tableBuf, &g.sourceBuf, &g.unlockBuf}
	a.scratch = keptList(a.scratch, 16*len(bufs))[:16*len(bufs)]
	room := a.scratch
	for _, b := range bufs {
		*b, room = room[:0:16], room[16:]
	}
	g.loopStates = keptList(a.loops, 16)
	// The Methuselahs, their views and their cards, all seats' in one
	// array each, which addSeat carves: allocations a seat were ≈ 2 % of
	// BenchmarkReplay's (0.55 → 0.51 a choice).
	g.seatSlab.carve(g.arena.seats.take(len(decks)))
	g.cardSlab.carve(g.arena.cards.take(n))
	// The lists of card ids in one array, carved from idRoom: the hook
	// lists, each capped to its share; the marks' lists; abilityCardsInPlay's,
	// which holds at most the cards with abilities; the seats' zone lists
	// (allocLists, addSeat); and a chunk's room for the cards' Attached.
	ids := 16 + 8 + idChunk
	for i := range numHookLists {
		ids += hooks[i]
		if i == listAbilities || i == listGlobal {
			ids += hooks[i] // abilityInPlay's, globalLive's
		}
	}
	for _, d := range decks {
		ids += listsRoom(d)
	}
	g.idRoom.carve(g.arena.ids.take(ids))
	for i := range numHookLists {
		*g.hookList(i) = g.idRoom.newSlice(hooks[i], 0)[:0]
	}
	g.turnMarked, g.actionMarked = g.idRoom.newSlice(16, 0)[:0], g.idRoom.newSlice(8, 0)[:0]
	g.abilityInPlay = g.idRoom.newSlice(cap(g.abilityCards), 0)[:0]
	g.globalLive = g.idRoom.newSlice(cap(g.globalCards), 0)[:0]
	g.abilityInPlaySteps = make([]uint64, 0, cap(g.abilityCards))
}

// seatRoom is a Methuselah and its view, made together (reserve).
type seatRoom struct {
	m Methuselah
	v View
}

// addSeat creates the Methuselah of a seat and their cards.
func (g *Game) addSeat(seat int, d *Deck) error {
	r := g.seatSlab.new(1)
	r.m, r.v = Methuselah{Seat: seat, Name: d.Name}, View{g: g, seat: seat}
	m := &r.m
	g.seats = append(g.seats, m)
	g.views = append(g.views, &r.v)
	// The seat's cards are made in one array: one allocation, not one a
	// card (a game's largest setup cost), and the walks of every card
	// (end of turn, end of action, hash, invariants) read them in a row.
	n := 0
	for _, list := range [2][]DeckCard{d.Crypt, d.Library} {
		for _, dc := range list {
			n += max(dc.Count, 0)
		}
	}
	slab := g.cardSlab.newSlice(n, 0)[:0]
	add := func(list []DeckCard, zone Zone, to *[]CardID) error {
		for _, dc := range list {
			if dc.Def == nil || dc.Count < 1 {
				return fmt.Errorf("deck %q has an empty entry", d.Name)
			}
			for range dc.Count {
				slab = append(slab, Card{Def: dc.Def, Owner: seat, Controller: seat, Zone: zone, Host: NoCard, Links: [2]CardID{NoCard, NoCard}})
				c := &slab[len(slab)-1]
				g.addCard(c)
				*to = append(*to, c.ID)
			}
		}
		return nil
	}
	m.allocLists(d, &g.idRoom)
	if err := add(d.Crypt, ZoneCrypt, &m.Crypt); err != nil {
		return err
	}
	if err := add(d.Library, ZoneLibrary, &m.Library); err != nil {
		return err
	}
	if len(m.Crypt) == 0 || len(m.Library) == 0 {
		return fmt.Errorf("deck %q needs a crypt and a library", d.Name)
	}
	return nil
}

// allocLists gives a new Methuselah's zone lists room for a usual game in
// one array, each list capped to its share so that appending past it
// moves that list alone: growing lists were a tenth of a game's
// allocations.
// The array is carved from ids (reserve gives it room for every seat's).
func (m *Methuselah) allocLists(d *Deck, ids *slab[CardID]) {
	sizes := listSizes(d)
	lists := [...]*[]CardID{&m.Crypt, &m.Library, &m.Hand, &m.Uncontrolled, &m.Ready, &m.Torpor, &m.InPlay, &m.Ash}
	total := listsRoom(d)
	slab := ids.newSlice(total, 0)
	for i, l := range lists {
		*l = slab[:0:sizes[i]]
		slab = slab[sizes[i]:]
	}
}

// listSizes are allocLists' sizes for deck d: its crypt, its library, and
// room for a usual game in the other zones.
func listSizes(d *Deck) [8]int {
	count := func(l []DeckCard) int {
		n := 0
		for _, dc := range l {
			n += max(dc.Count, 0)
		}
		return n
	}
	return [...]int{count(d.Crypt), count(d.Library), 12, 8, 8, 4, 8, 48}
}

// listsRoom is the room allocLists takes for deck d.
func listsRoom(d *Deck) int {
	total := 0
	for _, n := range listSizes(d) {
		total += n
	}
	return total
}

// Seats returns the number of seats.
func (g *Game) Seats() int { return len(g.seats) }

// Pending returns the decision waiting for an answer, or nil when the game
// is over.
func (g *Game) Pending() *engine.Decision { return g.coro.Pending() }

// Apply answers the pending decision.
func (g *Game) Apply(option int) error { return g.coro.Apply(option) }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Result returns each seat's victory points and the winner (§8.1, §14 C47:
// a game win needs 2 VP and strictly more than anyone else; a tie for the
// most VP has no winner, §14 C42).
func (g *Game) Result() engine.Result {
	r := engine.Result{Scores: make([]float64, len(g.seats)), Reason: g.reason}
	best, count := -1, 0
	for i, m := range g.seats {
		r.Scores[i] = m.VPs()
		switch {
		case m.VP > best:
			best, count = m.VP, 1
		case m.VP == best:
			count++
		}
	}
	if count == 1 && best >= 4 {
		for i, m := range g.seats {
			if m.VP == best {
				r.Winners = []int{i}
			}
		}
	}
	return r
}

// Methuselah returns the player of a seat.
func (g *Game) Methuselah(seat int) *Methuselah { return g.seats[seat] }

// Card returns a card by id.
func (g *Game) Card(id CardID) *Card { return g.cards[id] }

// CardCount is the number of cards in the game: ids run from 0 to it.
func (g *Game) CardCount() int { return len(g.cards) }

// Log returns the game's events so far.
func (g *Game) Log() []LogEntry { return g.log }

// note adds an event to the game log.
//
// Out of line: inlined at its 200 calls, its append was as many copies
// of the same code on a choice's path, each missing the instruction
// cache (BENCHMARKS, VS3).
//
// Written into its slot: appended, the entry was built on the stack,
// cleared, then copied (seven cache lines a call, BENCHMARKS, VS5).
//
//go:noinline
func (g *Game) note(t engine.Text) {
	if len(g.log) == cap(g.log) {
		g.growLog()
	}
	g.log = g.log[:len(g.log)+1]
	e := &g.log[len(g.log)-1]
	e.Turn, e.Text = g.Turn, t
}

// growLog makes room for more entries in the log (note), out of line:
// rare once a game has a released game's log (reuseLog).
//
//go:noinline
func (g *Game) growLog() { g.log = slices.Grow(g.log, 1) }

// Options returns the game's rules options.
func (g *Game) Options() Options { return g.opts }

// EncodeDeck writes a deck as a header seat string: "deck:NAME:id*n,id*n".
// Crypt and library are told apart by the cards themselves.
func EncodeDeck(d *Deck) string {
	var b strings.Builder
	b.WriteString("deck:")
	b.WriteString(strings.NewReplacer(":", " ", ",", " ").Replace(d.Name))
	b.WriteByte(':')
	first := true
	for _, list := range [][]DeckCard{d.Crypt, d.Library} {
		for _, dc := range list {
			if !first {
				b.WriteByte(',')
			}
			first = false
			b.WriteString(strconv.Itoa(dc.Def.ID))
			b.WriteByte('*')
			b.WriteString(strconv.Itoa(dc.Count))
		}
	}
	return b.String()
}

var _ engine.Game = (*Game)(nil)
