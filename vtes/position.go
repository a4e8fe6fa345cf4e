package vtes

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"kindred/engine"
)

// A position is a game state written as text that a player can read and
// write (docs/POSITIONS.md): whose turn and phase, each Methuselah's pool,
// cards and regions, the cards' blood and marks, the rules options and
// the generator. ReadPosition reads one into a Scenario, WritePosition
// writes any game's; a position written at the start of a phase and read
// again gives the same state, hash for hash (position_test.go). Lines
// starting with ">" after it are a script: answers to the decisions, by
// the words of their labels.

// Limits on a position's text, so that a hostile one is refused before it
// costs anything.
const (
	maxPositionBytes = 1 << 20
	maxPositionCards = 5000
	maxPositionCount = 200     // "Deflection x3": at most this many copies
	maxPositionValue = 1000000 // pool, blood, counters, turns…
	maxNameWords     = 12      // no card's name has more words
)

// Position is a position read from text, ready to start.
type Position struct {
	s             *Scenario
	active, first int
	turn          int
	phase         Phase
	script        []ScriptStep
	turnsSet      []bool
	turns         []int
}

// Script returns the position's script, in order.
func (p *Position) Script() []ScriptStep { return p.script }

// Scenario returns the scenario the position was read into, for a test
// to add what the format does not say before starting it.
func (p *Position) Scenario() *Scenario { return p.s }

// Start begins play at the position and returns the game, waiting for its
// first decision (or over, when it ends first). A position starts once.
func (p *Position) Start() *Game {
	for seat, m := range p.s.g.seats {
		switch {
		case p.turnsSet[seat] && seat == p.active:
			m.turns = p.turns[seat] - 1 // counted again as the turn begins (Game.turn)
		case p.turnsSet[seat]:
			m.turns = p.turns[seat]
		default:
			m.turns = 1
		}
		m.changed()
	}
	return p.s.begin(p.active, p.first, p.turn, p.phase)
}

// posCard is a card as a position names it, before the game is made.
type posCard struct {
	line        int
	def         *CardDef
	seat        int // the Methuselah whose lines list it
	zone        Zone
	top         bool // "library top:"
	id          int  // "#N", -1 when not given
	owner, ctl  int  // seats; -2 when not given, -1 for none (controller)
	host        int  // index of the card it is attached to, -1 for none
	hostID      int  // "on #N", -1 when not given
	blood       int
	counters    int
	capBonus    int
	flags       cardFlags
	disc        Disciplines
	used        []int
	links       [2]int
	hasLinks    bool
	corruption  []int
	vampireClan string
	vampireSect Sect
	becomes     bool
	returns     int             // "control-returns N": N (seat+1), 0 when not given (loan.go)
	diablerie   uint32          // "diablerie-for N": seat bits of its diablerie windows (diableriesince.go)
	entered     uint32          // "entered-for N": seat bits of its entered-play windows (enteredsince.go)
	chosen      uint32          // "chosen-seats N": seat bits of the Methuselahs it chose (chosenseats.go)
	diseased    bool            // "diseased": a disease counter on the vampire (disease.go)
	given       map[string]bool // the properties the line gives
	linked      *CardDef        // "linked CARD": Links[0] is the one card of that name
}

// posReader is the state of reading a position.
type posReader struct {
	names      *cardNames
	p          *Position
	seats      [6]*Methuselah // by seat, nil when the position gives none
	nseats     int            // the seats line's, or the highest methuselah line's
	seatsSet   bool
	turnsGiven [6]bool
	checkSeat  int            // the Methuselah of the expectations' region lines
	pools      []int          // the pools line's
	counts     map[string]int // a check's counts of cards, while one is read
	last       bool           // the turn line's "last": the turn limit is this turn
	cards      []posCard
	line       int
	seat       int // the Methuselah whose lines these are, -1 before any
	lastHost   int // the last card put in a region, for "attached:"
	opts       Options
	rulesSet   bool
	rand       *[4]uint64
	seed       uint64
	turnSet    bool
	edge       int
	events     []int
	marks      []int
	game       []int
	timeCall   bool
	show       bool
}

// ReadPosition reads a position (docs/POSITIONS.md) naming the cards of
// all (cards.All()). Errors name the line and what is wrong with it.
func ReadPosition(text string, all []*CardDef) (*Position, error) {
	if len(text) > maxPositionBytes {
		return nil, fmt.Errorf("a position of %d bytes is too long (at most %d)", len(text), maxPositionBytes)
	}
	r := &posReader{names: newCardNames(all), p: &Position{}, seat: -1, lastHost: -1, checkSeat: -1, edge: -1, opts: DefaultOptions(), seed: 1}
	for i, raw := range strings.Split(text, "\n") {
		r.line = i + 1
		line := strings.TrimSpace(strings.TrimSuffix(raw, "\r"))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if err := r.readLine(line); err != nil {
			return nil, fmt.Errorf("line %d: %w", r.line, err)
		}
	}
	if err := r.check(); err != nil {
		return nil, err
	}
	if err := r.build(); err != nil {
		return nil, err
	}
	// What the lines cannot say wrong alone (a card controlled by another
	// Methuselah than the one whose region lists it, a pool below 0…):
	// every invariant of a game, each card checked (an eighth a call).
	r.p.s.listMarks()
	for range 8 {
		if err := r.p.s.g.CheckInvariants(); err != nil {
			return nil, fmt.Errorf("not a position a game can reach: %w", err)
		}
	}
	return r.p, nil
}

// keyword returns the rest of line after prefix (any case), and whether
// line starts with it.
func keyword(line, prefix string) (string, bool) {
	if len(line) >= len(prefix) && strings.EqualFold(line[:len(prefix)], prefix) {
		return strings.TrimSpace(line[len(prefix):]), true
	}
	return "", false
}

// regionKey reads a region line's key, "ready:" or "ready 2:" (seat 2's
// ready region), returning the rest of the line and the seat, -1 when the
// line names none.
func regionKey(line, key string) (string, int, bool) {
	if rest, ok := keyword(line, key); ok {
		return rest, -1, true
	}
	word := strings.TrimSuffix(key, ":")
	rest, ok := keyword(line, word+" ")
	if !ok {
		return "", 0, false
	}
	num, rest, ok := strings.Cut(rest, ":")
	n, err := strconv.Atoi(strings.TrimSpace(num))
	if !ok || err != nil || n < 1 || len(num) > 3 {
		return "", 0, false
	}
	return strings.TrimSpace(rest), n - 1, true
}

// regions are the lines listing a Methuselah's cards, and their zones.
var regions = []struct {
	key  string
	zone Zone
	list bool // several cards on a line, separated by commas
	top  bool
}{
	{"hand:", ZoneHand, true, false},
	{"library top:", ZoneLibrary, true, true},
	{"library:", ZoneLibrary, true, false},
	{"crypt:", ZoneCrypt, true, false},
	{"ash heap:", ZoneAsh, true, false},
	{"removed:", ZoneRemoved, true, false},
	{"ready:", ZoneReady, false, false},
	{"torpor:", ZoneTorpor, false, false},
	{"uncontrolled:", ZoneUncontrolled, false, false},
	{"in play:", ZoneInPlay, false, false},
	{"attached:", ZoneAttached, false, false},
}

func (r *posReader) readLine(line string) error {
	if rest, ok := strings.CutPrefix(line, ">"); ok {
		return r.scriptLine(strings.TrimSpace(rest))
	}
	if rest, ok := strings.CutPrefix(line, "="); ok {
		return r.checkLine(strings.TrimSpace(rest))
	}
	for _, reg := range regions {
		rest, seat, ok := regionKey(line, reg.key)
		if !ok {
			continue
		}
		switch {
		case seat >= 6 || reg.zone == ZoneAttached && seat >= 0:
			return fmt.Errorf("%q: want a seat 1 to 6 (attached: takes none)", clip(line))
		case seat >= 0:
			if r.seatsSet && seat >= r.nseats {
				return fmt.Errorf("seat %d: the seats line says %d", seat+1, r.nseats)
			}
			if r.seats[seat] == nil {
				r.seats[seat] = &Methuselah{Seat: seat, Pool: 30}
			}
			r.nseats = max(r.nseats, seat+1)
			if seat != r.seat {
				r.seat, r.lastHost = seat, -1
			}
		case r.seat < 0:
			return fmt.Errorf("%q before any methuselah line: whose cards are these? (%s N: for seat N's)", reg.key, strings.TrimSuffix(reg.key, ":"))
		}
		return r.regionLine(rest, reg.zone, reg.list, reg.top)
	}
	if rest, ok := keyword(line, "turn marks:"); ok {
		return r.numbers(rest, &r.marks)
	}
	if rest, ok := keyword(line, "game marks:"); ok {
		return r.numbers(rest, &r.game)
	}
	if rest, ok := keyword(line, "events played:"); ok {
		for _, item := range splitOutside(rest, ',') {
			toks, err := tokenize(item)
			if err != nil {
				return err
			}
			if len(toks) == 0 {
				continue
			}
			def, n, err := r.cardName(toks)
			if err != nil {
				return err
			}
			if n != len(toks) {
				return fmt.Errorf("events played: unexpected %q after %q", toks[n].text, def.Name)
			}
			r.events = append(r.events, def.ID)
		}
		return nil
	}
	toks, err := tokenize(line)
	if err != nil {
		return err
	}
	switch strings.ToLower(toks[0].text) {
	case "turn":
		return r.turnLine(toks[1:])
	case "methuselah":
		return r.seatLine(toks[1:])
	case "pools":
		// Every Methuselah's pool, in seat order: "pools 20 30 30".
		if len(toks) < 3 || len(toks) > 7 {
			return fmt.Errorf("want pools followed by each Methuselah's pool")
		}
		if r.pools != nil {
			return fmt.Errorf("a second pools line")
		}
		r.pools = []int{}
		for _, t := range toks[1:] {
			n, err := number(t.text)
			if err != nil {
				return fmt.Errorf("pools: %v", err)
			}
			r.pools = append(r.pools, n)
		}
		r.nseats = max(r.nseats, len(r.pools))
		return nil
	case "edge":
		if len(toks) != 2 {
			return fmt.Errorf("want edge N or edge none")
		}
		if strings.EqualFold(toks[1].text, "none") {
			r.edge = -1
			return nil
		}
		n, err := r.seatNumber(toks[1].text)
		r.edge = n
		return err
	case "seats":
		n := 0
		if len(toks) == 2 {
			n, _ = strconv.Atoi(toks[1].text)
		}
		if n < 2 || n > 6 || r.seatsSet {
			return fmt.Errorf("want one seats line, seats 2 to 6")
		}
		if n < r.nseats {
			return fmt.Errorf("seats %d: methuselah %d is described", n, r.nseats)
		}
		r.nseats, r.seatsSet = n, true
		return nil
	case "seed":
		if len(toks) != 2 {
			return fmt.Errorf("want seed N")
		}
		v, err := strconv.ParseUint(toks[1].text, 10, 64)
		if err != nil {
			return fmt.Errorf("seed %q: not a number", toks[1].text)
		}
		r.seed = v
		return nil
	case "random":
		if len(toks) != 5 {
			return fmt.Errorf("want random followed by the generator's four words")
		}
		var st [4]uint64
		for i := range st {
			v, err := strconv.ParseUint(toks[i+1].text, 0, 64)
			if err != nil {
				return fmt.Errorf("random: %q is not a number", toks[i+1].text)
			}
			st[i] = v
		}
		if st == [4]uint64{} {
			return fmt.Errorf("random: the generator's state cannot be all zero")
		}
		r.rand = &st
		return nil
	case "rules":
		if r.rulesSet {
			return fmt.Errorf("a second rules line: give every option on one")
		}
		var rules []engine.Rule
		for _, t := range toks[1:] {
			k, v, ok := strings.Cut(t.text, "=")
			if !ok {
				return fmt.Errorf("rules: %q is not key=value", t.text)
			}
			rules = append(rules, engine.Rule{Key: k, Value: v})
		}
		o, err := ParseOptions(rules)
		if err != nil {
			return err
		}
		if r.last {
			o.TurnLimit = r.p.turn
		}
		r.opts, r.rulesSet = o, true
		return nil
	case "show":
		if strings.EqualFold(line, "show single-option decisions") {
			r.show = true
			return nil
		}
	case "time":
		if strings.EqualFold(line, "time called") {
			r.timeCall = true
			return nil
		}
	}
	return fmt.Errorf("unknown line %q (see docs/POSITIONS.md)", clip(line))
}

// clip shortens a text quoted in an error.
func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}

// seatNumber reads a seat as written, from 1, and returns it from 0.
func (r *posReader) seatNumber(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > 6 {
		return 0, fmt.Errorf("seat %q: want 1 to 6", s)
	}
	return n - 1, nil
}

// number reads a bounded integer.
func number(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("%q is not a number", s)
	}
	if n < -maxPositionValue || n > maxPositionValue {
		return 0, fmt.Errorf("%d is out of range", n)
	}
	return n, nil
}

func (r *posReader) numbers(rest string, to *[]int) error {
	for _, f := range strings.FieldsFunc(rest, func(c rune) bool { return c == ',' || c == ' ' }) {
		n, err := strconv.Atoi(f)
		if err != nil {
			return fmt.Errorf("%q is not a number", f)
		}
		if len(*to) >= maxPositionCards {
			return fmt.Errorf("too many marks")
		}
		*to = append(*to, n)
	}
	return nil
}

func (r *posReader) turnLine(toks []token) error {
	if r.turnSet {
		return fmt.Errorf("a second turn line")
	}
	r.turnSet = true
	r.p.active, r.p.first, r.p.turn, r.p.phase = -1, -1, 0, PhaseSetup
	for i := 0; i < len(toks); i++ {
		if i == 0 {
			n, err := number(toks[0].text)
			if err != nil || n < 1 {
				return fmt.Errorf("turn %q: want a turn number from 1", toks[0].text)
			}
			r.p.turn = n
			continue
		}
		key := strings.ToLower(toks[i].text)
		if key == "last" { // the game ends with this turn
			r.opts.TurnLimit, r.last = r.p.turn, true
			continue
		}
		if i+1 >= len(toks) {
			return fmt.Errorf("turn line: %q wants a value", key)
		}
		i++
		v := toks[i].text
		var err error
		switch key {
		case "phase":
			found := false
			for p := PhaseUnlock; p <= PhaseDiscard; p++ {
				if strings.EqualFold(v, p.String()) {
					r.p.phase, found = p, true
				}
			}
			if !found {
				err = fmt.Errorf("phase %q: want unlock, master, minion, influence or discard", v)
			}
		case "active":
			r.p.active, err = r.seatNumber(v)
		case "first":
			r.p.first, err = r.seatNumber(v)
		case "edge":
			if strings.EqualFold(v, "none") {
				r.edge = -1
			} else {
				r.edge, err = r.seatNumber(v)
			}
		case "seats":
			n, nerr := strconv.Atoi(v)
			if nerr != nil || n < 2 || n > 6 || r.seatsSet || n < r.nseats {
				err = fmt.Errorf("seats %q: want 2 to 6, once, and no fewer than the methuselah lines", v)
			}
			r.nseats, r.seatsSet = n, true
		default:
			err = fmt.Errorf("turn line: unknown %q (want phase, active, first, edge, seats)", key)
		}
		if err != nil {
			return err
		}
	}
	switch {
	case r.p.turn == 0:
		return fmt.Errorf("want turn N phase P active A")
	case r.p.phase == PhaseSetup:
		return fmt.Errorf("the turn line names no phase")
	case r.p.active < 0:
		return fmt.Errorf("the turn line names no active Methuselah")
	}
	if r.p.first < 0 {
		r.p.first = r.p.active
	}
	return nil
}

func (r *posReader) seatLine(toks []token) error {
	if len(toks) == 0 {
		return fmt.Errorf("want methuselah N \"name\" pool P")
	}
	n, err := r.seatNumber(toks[0].text)
	if err != nil {
		return err
	}
	if r.seats[n] != nil {
		return fmt.Errorf("a second line of methuselah %d", n+1)
	}
	if r.seatsSet && n >= r.nseats {
		return fmt.Errorf("methuselah %d: the seats line says %d", n+1, r.nseats)
	}
	m := &Methuselah{Seat: n, Pool: 30}
	r.seats[n] = m
	r.nseats = max(r.nseats, n+1)
	r.seat, r.lastHost = n, -1
	given, err := r.seatProps(m, toks[1:])
	r.turnsGiven[n] = given["turns"]
	return err
}

// seatProps reads a Methuselah's properties into m, and returns those
// given.
func (r *posReader) seatProps(m *Methuselah, toks []token) (map[string]bool, error) {
	n := m.Seat
	given := map[string]bool{}
	if len(toks) > 0 && toks[0].quoted {
		m.Name = toks[0].text
		toks = toks[1:]
	}
	for i := 0; i < len(toks); i++ {
		key := strings.ToLower(toks[i].text)
		flag := map[string]*bool{"ousted": &m.Ousted, "withdrawn": &m.Withdrawn, "withdrawing": &m.withdrawing,
			"withdraw-broken": &m.withdrawBroken, "oot": &m.oot, "oot-trifle": &m.ootTrifle, "event-played": &m.eventPlayed}[key]
		given[key] = true
		if flag != nil {
			*flag = true
			continue
		}
		if key == "in" { // "in the game", for an expectation: not ousted
			given["ousted"] = true
			continue
		}
		if i+1 >= len(toks) {
			return nil, fmt.Errorf("methuselah %d: %q wants a value", n+1, key)
		}
		i++
		v := toks[i].text
		if key == "vp" {
			half, err := halves(v)
			if err != nil {
				return nil, fmt.Errorf("vp %q: %v", v, err)
			}
			m.VP = half
			continue
		}
		x, err := number(v)
		if err != nil {
			return nil, fmt.Errorf("methuselah %d %s: %v", n+1, key, err)
		}
		if x < 0 && key != "pool" {
			return nil, fmt.Errorf("methuselah %d %s: %d is negative", n+1, key, x)
		}
		switch key {
		case "pool":
			m.Pool = x
		case "turns":
			m.turns = x
		case "owed":
			m.Owed = x
		case "owed-action":
			m.owedAction = x
		case "owed-discard":
			m.owedDiscard = x
		case "owed-minion": // replaceminion.go
			m.owedMinion = x
		case "owed-master": // nightmares.go
			m.owedMaster = x
		case "hand-size":
			m.handSizeForGame = x
		case "hand-size-discard": // handsizediscard.go
			m.handSizeUntilDiscard = x
		case "hand-size-unlock": // handsizeunlock.go
			m.handSizeUntilUnlock = x
		case "mpa":
			m.mpa = x
		case "mpa-next":
			m.mpaNext = x
		case "transfers":
			m.transfers = x
		case "dpa":
			m.dpa = x
		case "ousted-at":
			m.OustedAt = x
		case "hand", "library", "crypt", "ash", "uncontrolled", "ready", "torpor":
			// A check's counts of cards ("= methuselah 2 hand 0 ash 1").
			if r.counts == nil {
				return nil, fmt.Errorf("methuselah %d: %s %d: a position lists the cards themselves", n+1, key, x)
			}
			r.counts[key] = x
		default:
			return nil, fmt.Errorf("methuselah %d: unknown %q (see docs/POSITIONS.md)", n+1, key)
		}
	}
	return given, nil
}

// halves reads a number of victory points, in halves: "1", "1.5".
func halves(s string) (int, error) {
	whole, frac, dot := strings.Cut(s, ".")
	n, err := strconv.Atoi(whole)
	if err != nil || n < 0 || n > 1000 {
		return 0, fmt.Errorf("want a number of victory points")
	}
	switch {
	case !dot || frac == "0":
		return 2 * n, nil
	case frac == "5":
		return 2*n + 1, nil
	}
	return 0, fmt.Errorf("victory points come in halves")
}

func (r *posReader) regionLine(rest string, z Zone, list, top bool) error {
	if list {
		for _, item := range splitOutside(rest, ',') {
			toks, err := tokenize(item)
			if err != nil {
				return err
			}
			if len(toks) == 0 {
				continue
			}
			if err := r.cardItem(toks, z, top, true); err != nil {
				return err
			}
		}
		return nil
	}
	// Cards separated by commas; "; attached:" puts cards on the last.
	for i, seg := range splitOutside(rest, ';') {
		if i > 0 {
			s, ok := keyword(strings.TrimSpace(seg), "attached:")
			if !ok {
				return fmt.Errorf("after ';' want attached: a card")
			}
			seg, z = s, ZoneAttached
		}
		for _, item := range splitOutside(seg, ',') {
			toks, err := tokenize(item)
			if err != nil {
				return err
			}
			if len(toks) == 0 {
				return fmt.Errorf("no card named")
			}
			if err := r.cardItem(toks, z, false, false); err != nil {
				return err
			}
		}
	}
	return nil
}

// cardName reads the card name that starts toks: a quoted name, or the
// longest run of words that names a card. It returns the tokens read.
func (r *posReader) cardName(toks []token) (*CardDef, int, error) {
	if toks[0].quoted {
		if d, ok := r.names.find(toks[0].text); ok {
			return d, 1, nil
		}
	}
	// Quotes may be part of a name too ("Coach" Tyrone Soros).
	for k := min(len(toks), maxNameWords); k >= 1; k-- {
		words := make([]string, k)
		for i := range k {
			words[i] = toks[i].raw()
		}
		if d, ok := r.names.find(strings.Join(words, " ")); ok {
			return d, k, nil
		}
	}
	// The name is the words before the first that reads as a property.
	var words []string
	for _, t := range toks {
		if cardProps[strings.ToLower(t.text)] || strings.HasPrefix(t.text, "#") || isCount(t.text) {
			break
		}
		words = append(words, t.text)
	}
	return nil, 0, r.unknown(strings.Join(words, " "))
}

func (r *posReader) unknown(name string) error {
	near := r.names.nearest(name)
	if len(near) == 0 {
		return fmt.Errorf("no card named %q is implemented", clip(name))
	}
	return fmt.Errorf("no card named %q is implemented; nearest: %q", clip(name), near)
}

// isCount reports whether s is a count of copies, "x3".
func isCount(s string) bool {
	if len(s) < 2 || s[0] != 'x' {
		return false
	}
	_, err := strconv.Atoi(s[1:])
	return err == nil
}

// cardProps are the words that follow a card's name.
var cardProps = map[string]bool{
	"blood": true, "life": true, "counters": true, "capacity": true, "owner": true, "controller": true,
	"control-returns": true, "diablerie-for": true, "entered-for": true, "chosen-seats": true,
	"disciplines": true, "sect": true, "used": true, "links": true, "linked": true, "corruption": true, "on": true,
	"becomes-vampire": true, "locked": true, "bled": true, "politicked": true, "cannot-act": true, "woken": true,
	"no-unlock": true, "used-turn": true, "used-action": true, "used-unlock": true, "superior": true,
	"contested": true, "title-contested": true, "title-yielded": true, "red-list-marked": true, "red-list-hunted": true,
}

// cardFlag returns the flag of c named by word, nil for none.
func cardFlag(f *cardFlags, word string) *bool {
	switch word {
	case "locked":
		return &f.Locked
	case "bled":
		return &f.Bled
	case "politicked":
		return &f.Politicked
	case "cannot-act":
		return &f.CannotAct
	case "woken":
		return &f.Woken
	case "no-unlock":
		return &f.NoUnlock
	case "used-turn":
		return &f.UsedTurn
	case "used-action":
		return &f.UsedAction
	case "used-unlock":
		return &f.UsedUnlock
	case "superior":
		return &f.Superior
	case "contested":
		return &f.Contested
	case "title-contested":
		return &f.TitleContested
	case "title-yielded":
		return &f.TitleYielded
	case "red-list-marked":
		return &f.RedListMarked
	case "red-list-hunted":
		return &f.RedListHunted
	}
	return nil
}

// cardItem reads one card (or "x N" copies of it) and its properties.
func (r *posReader) cardItem(toks []token, z Zone, top, list bool) error {
	c, count, err := r.parseCard(toks, z, top, list)
	if err != nil {
		return err
	}
	def := c.def
	if err := regionFits(&c); err != nil {
		return err
	}
	if count > 1 && c.id >= 0 {
		return fmt.Errorf("%s: a card with an id is one card, not x%d", def.Name, count)
	}
	if len(r.cards)+count > maxPositionCards {
		return fmt.Errorf("more than %d cards", maxPositionCards)
	}
	if c.hostID >= 0 {
		if z != ZoneAttached {
			return fmt.Errorf("%s: only an attached card is on another", def.Name)
		}
		c.host = -1
	} else if z == ZoneAttached && c.host < 0 {
		return fmt.Errorf("attached: no card in ready, torpor, uncontrolled or in play before it to attach it to")
	}
	for range count {
		r.cards = append(r.cards, c)
	}
	if z == ZoneReady || z == ZoneTorpor || z == ZoneUncontrolled || z == ZoneInPlay {
		r.lastHost = len(r.cards) - 1
	}
	return nil
}

// parseCard reads one card (or "xN" copies of it) and its properties,
// noting which were given.
func (r *posReader) parseCard(toks []token, z Zone, top, list bool) (posCard, int, error) {
	def, n, err := r.cardName(toks)
	if err != nil {
		return posCard{}, 0, err
	}
	c := posCard{line: r.line, def: def, seat: r.seat, zone: z, top: top, id: -1, owner: -2, ctl: -2,
		host: -1, hostID: -1, links: [2]int{-1, -1}, given: map[string]bool{}}
	if z == ZoneAttached {
		c.host = r.lastHost
	}
	count := 1
	rest := toks[n:]
	for i := 0; i < len(rest); i++ {
		word := rest[i].text
		key := strings.ToLower(word)
		c.given[key] = true
		if f := cardFlag(&c.flags, key); f != nil {
			*f = true
			continue
		}
		if key == "diseased" { // disease.go
			c.diseased = true
			continue
		}
		if key == "unlocked" { // for an expectation: not locked
			c.given["locked"] = true
			continue
		}
		if strings.HasPrefix(word, "#") {
			id, err := strconv.Atoi(word[1:])
			if err != nil || id < 0 || id >= maxPositionCards {
				return c, 0, fmt.Errorf("%s: card id %q: want #0 to #%d", def.Name, word, maxPositionCards-1)
			}
			c.id = id
			continue
		}
		if isCount(word) {
			if !list {
				return c, 0, fmt.Errorf("%s: %s: copies are counted in lists (hand, library, crypt, ash heap, removed)", def.Name, word)
			}
			count, _ = strconv.Atoi(word[1:])
			if count < 1 || count > maxPositionCount {
				return c, 0, fmt.Errorf("%s: %s: want x1 to x%d", def.Name, word, maxPositionCount)
			}
			continue
		}
		if i+1 >= len(rest) {
			if cardProps[key] {
				return c, 0, fmt.Errorf("%s: %q wants a value", def.Name, word)
			}
			return c, 0, fmt.Errorf("%s: unknown %q (see docs/POSITIONS.md)", def.Name, word)
		}
		i++
		v := rest[i].text
		if err := r.cardProp(&c, key, v, rest, &i); err != nil {
			return c, 0, fmt.Errorf("%s: %v", def.Name, err)
		}
	}
	return c, count, nil
}

// cardProp reads the property key of value v (rest[*i]).
func (r *posReader) cardProp(c *posCard, key, v string, rest []token, i *int) error {
	var err error
	switch key {
	case "blood", "life":
		c.blood, err = nonNegative(v)
	case "counters":
		c.counters, err = nonNegative(v)
	case "capacity":
		c.capBonus, err = number(strings.TrimPrefix(v, "+"))
	case "owner":
		c.owner, err = r.seatNumber(v)
	case "controller":
		if strings.EqualFold(v, "none") {
			c.ctl = -1
		} else {
			c.ctl, err = r.seatNumber(v)
		}
	case "diablerie-for": // diableriesince.go
		n, nerr := strconv.Atoi(v)
		if nerr != nil || n < 0 || n >= 1<<16 {
			return fmt.Errorf("diablerie-for %q: want seat bits, 0 to 65535", v)
		}
		c.diablerie = uint32(n)
	case "entered-for": // enteredsince.go
		n, nerr := strconv.Atoi(v)
		if nerr != nil || n < 0 || n >= 1<<16 {
			return fmt.Errorf("entered-for %q: want seat bits, 0 to 65535", v)
		}
		c.entered = uint32(n)
	case "chosen-seats": // chosenseats.go
		n, nerr := strconv.Atoi(v)
		if nerr != nil || n < 0 || n >= 1<<16 {
			return fmt.Errorf("chosen-seats %q: want seat bits, 0 to 65535", v)
		}
		c.chosen = uint32(n)
	case "control-returns": // loan.go
		c.returns, err = r.seatNumber(v)
		c.returns++
	case "disciplines":
		for _, d := range strings.Split(v, ",") {
			code, lv, ok := strings.Cut(d, "=")
			disc, known := DiscByCode(code)
			n, nerr := strconv.Atoi(lv)
			if !ok || !known || nerr != nil || n < 0 || n > 255 {
				return fmt.Errorf("disciplines %q: want code=level,… (aus=1,dom=2)", v)
			}
			c.disc[disc] = Level(n)
		}
	case "becomes-vampire":
		// becomes-vampire "Clan" [Sect]: a library card become a vampire.
		c.becomes, c.vampireClan = true, v
		if *i+1 < len(rest) {
			if s, ok := sectByName(rest[*i+1].text); ok && s != NoSect {
				c.vampireSect = s
				*i++
			}
		}
	case "sect":
		s, ok := sectByName(v)
		if !ok {
			return fmt.Errorf("sect %q: want Camarilla, Sabbat, Anarch, Independent or Laibon", v)
		}
		c.flags.NewSect = s
	case "used":
		// An action card used this turn, by name, or an action of a card
		// in play, by its number (inPlayKey).
		if len(c.used) >= 100 {
			return fmt.Errorf("too many used cards")
		}
		if n, err := strconv.Atoi(v); err == nil {
			c.used = append(c.used, n)
			return nil
		}
		d, ok := r.names.find(v)
		if !ok {
			return r.unknown(v)
		}
		c.used = append(c.used, d.ID)
	case "linked":
		// linked CARD: the first link, to the one card of that name.
		d, ok := r.names.find(v)
		if !ok {
			return r.unknown(v)
		}
		c.linked, c.hasLinks = d, true
	case "links":
		if *i+1 >= len(rest) {
			return fmt.Errorf("links wants two card ids (#N or none)")
		}
		for k, s := range []string{v, rest[*i+1].text} {
			if strings.EqualFold(s, "none") {
				c.links[k] = -1
				continue
			}
			n, err := strconv.Atoi(strings.TrimPrefix(s, "#"))
			if err != nil || n < 0 || n >= maxPositionCards {
				return fmt.Errorf("links %q: want a card id #N or none", s)
			}
			c.links[k] = n
		}
		*i++
		c.hasLinks = true
	case "corruption":
		for _, f := range strings.Split(v, ",") {
			n, err := nonNegative(f)
			if err != nil || len(c.corruption) >= 6 {
				return fmt.Errorf("corruption %q: want counters by seat (0,2,0)", v)
			}
			c.corruption = append(c.corruption, n)
		}
	case "on":
		n, err := strconv.Atoi(strings.TrimPrefix(v, "#"))
		if err != nil || !strings.HasPrefix(v, "#") || n < 0 || n >= maxPositionCards {
			return fmt.Errorf("on %q: want the card id of its host, #N", v)
		}
		c.hostID = n
	default:
		return fmt.Errorf("unknown %q (see docs/POSITIONS.md)", key)
	}
	return err
}

// regionFits checks that a card may be where the position puts it: a
// crypt holds vampires, a library and a hand library cards, the
// uncontrolled region vampires, the ready region and torpor minions
// (§13.2), and cards in play or on another card are library cards.
func regionFits(c *posCard) error {
	vampire := c.def.Capacity > 0 || c.becomes
	ally := (c.def.Types.Has(Ally) || c.def.AsAlly != nil && !c.becomes) && !vampire // masterally.go
	bad := ""
	switch c.zone {
	case ZoneCrypt, ZoneUncontrolled:
		if !vampire {
			bad = "is not a vampire"
		}
	case ZoneLibrary, ZoneHand:
		if c.def.Capacity > 0 {
			bad = "is a vampire, a crypt card"
		}
	case ZoneReady, ZoneTorpor:
		if !vampire && !ally {
			bad = "is not a minion (a vampire or an ally)"
		}
	case ZoneInPlay, ZoneAttached:
		if vampire || ally {
			bad = "is a minion: minions are ready, in torpor or uncontrolled"
		}
	}
	if c.becomes && c.def.Capacity > 0 {
		bad = "is a vampire already: becomes-vampire is for a library card"
	}
	if bad != "" {
		return fmt.Errorf("%s %s: it cannot be %s", c.def.Name, bad, zoneNames[c.zone])
	}
	return nil
}

func nonNegative(s string) (int, error) {
	n, err := number(s)
	if err == nil && n < 0 {
		err = fmt.Errorf("%d is negative", n)
	}
	return n, err
}

func sectByName(s string) (Sect, bool) {
	for i, n := range sectNames {
		if strings.EqualFold(n, s) && n != "" {
			return Sect(i), true
		}
	}
	if strings.EqualFold(s, "none") {
		return NoSect, true
	}
	return NoSect, false
}

// check checks what needs the whole position.
func (r *posReader) check() error {
	if !r.turnSet {
		return fmt.Errorf("no turn line (turn N phase P active A)")
	}
	if r.nseats < 2 {
		return fmt.Errorf("a position needs 2 to 6 Methuselahs (seats N, or methuselah lines), not %d", r.nseats)
	}
	// The Methuselahs no line describes: 30 pool, nothing else.
	seats := r.seats[:r.nseats]
	for i := range seats {
		if seats[i] == nil {
			seats[i] = &Methuselah{Seat: i, Pool: 30}
		}
	}
	for i, n := range r.pools { // the pools line's, over the methuselah lines'
		seats[i].Pool = n
	}
	r.p.turnsSet = r.turnsGiven[:r.nseats]
	r.p.turns = make([]int, r.nseats)
	for i, m := range seats {
		r.p.turns[i] = m.turns
	}
	switch {
	case r.p.active >= r.nseats:
		return fmt.Errorf("active %d: there are %d Methuselahs", r.p.active+1, r.nseats)
	case r.p.first >= r.nseats:
		return fmt.Errorf("first %d: there are %d Methuselahs", r.p.first+1, r.nseats)
	case r.edge >= r.nseats:
		return fmt.Errorf("edge %d: there are %d Methuselahs", r.edge+1, r.nseats)
	case r.p.turnsSet[r.p.active] && r.p.turns[r.p.active] < 1:
		return fmt.Errorf("methuselah %d is active: turns counts this turn, at least 1", r.p.active+1)
	case seats[r.p.active].Ousted:
		return fmt.Errorf("methuselah %d is active but ousted", r.p.active+1)
	}
	for _, a := range r.p.script {
		if a.Seat >= r.nseats || a.check != nil && a.check.seat >= r.nseats {
			return fmt.Errorf("line %d: seat %d: there are %d Methuselahs", a.Line, a.Seat+1, r.nseats)
		}
	}
	// Card ids: none or every one, each once.
	withID := 0
	seen := map[int]bool{}
	for _, c := range r.cards {
		if c.id >= 0 {
			withID++
			if seen[c.id] {
				return fmt.Errorf("line %d: card id #%d twice", c.line, c.id)
			}
			seen[c.id] = true
		}
	}
	if withID > 0 && withID != len(r.cards) {
		for _, c := range r.cards {
			if c.id < 0 {
				return fmt.Errorf("line %d: %s has no card id, and others have: give every card one or none", c.line, c.def.Name)
			}
		}
	}
	for _, c := range r.cards {
		if c.id >= len(r.cards) {
			return fmt.Errorf("line %d: card id #%d: the %d cards are #0 to #%d", c.line, c.id, len(r.cards), len(r.cards)-1)
		}
		if (c.hostID >= 0 || c.hasLinks && c.links != [2]int{-1, -1} && c.linked == nil) && withID == 0 {
			return fmt.Errorf("line %d: %s names a card by id, but the cards have none", c.line, c.def.Name)
		}
		for _, x := range []int{c.owner, c.ctl, c.returns - 1} {
			if x >= r.nseats {
				return fmt.Errorf("line %d: %s: seat %d: there are %d Methuselahs", c.line, c.def.Name, x+1, r.nseats)
			}
		}
		for _, l := range c.links {
			if l >= len(r.cards) {
				return fmt.Errorf("line %d: %s: links #%d: no such card", c.line, c.def.Name, l)
			}
		}
		if c.linked != nil {
			n := 0
			for _, o := range r.cards {
				if o.def == c.linked {
					n++
				}
			}
			if n != 1 {
				return fmt.Errorf("line %d: %s: linked %s: the position has %d cards of that name, not one", c.line, c.def.Name, c.linked.Name, n)
			}
		}
		if len(c.corruption) > r.nseats {
			return fmt.Errorf("line %d: %s: corruption of %d seats, there are %d", c.line, c.def.Name, len(c.corruption), r.nseats)
		}
		if c.hostID >= len(r.cards) {
			return fmt.Errorf("line %d: %s: on #%d: no such card", c.line, c.def.Name, c.hostID)
		}
	}
	return nil
}

// build makes the scenario the position describes.
func (r *posReader) build() error {
	s := NewScenario(r.nseats, r.names.find)
	g := s.g
	r.p.s = s
	g.opts = r.opts
	g.rand = engine.NewRand(r.seed)
	if r.rand != nil {
		g.rand.SetState(*r.rand)
	}
	g.Edge, g.timeCalled, g.coro.AskSingle = r.edge, r.timeCall, r.show
	g.events, g.marks, g.gameMarks = r.events, r.marks, r.game
	for i, m := range r.seats[:r.nseats] {
		m.Seat = i
		g.seats[i] = m
	}
	// The cards are made in the order of their ids, or as they are read.
	order := make([]int, len(r.cards)) // order[id] = index in r.cards
	for i, c := range r.cards {
		if c.id >= 0 {
			order[c.id] = i
		} else {
			order[i] = i
		}
	}
	made := make([]*Card, len(r.cards))
	for _, i := range order {
		pc := &r.cards[i]
		c := &Card{Def: pc.def, Owner: pc.seat, Controller: pc.seat, Zone: pc.zone, Host: NoCard, Links: [2]CardID{NoCard, NoCard}}
		if pc.owner >= 0 {
			c.Owner = pc.owner
		}
		if pc.ctl != -2 {
			c.Controller = pc.ctl
		}
		c.Blood, c.Counters = pc.blood, pc.counters
		if pc.capBonus != 0 || pc.disc.any() || len(pc.used) > 0 {
			m := g.moreOf(c)
			m.capacityBonus, m.discBonus, m.usedActions = pc.capBonus, pc.disc, pc.used
		}
		c.cardFlags = pc.flags
		if len(pc.corruption) > 0 {
			m := g.moreOf(c)
			m.corruption = make([]int, r.nseats)
			copy(m.corruption, pc.corruption)
		}
		if pc.def.AsAlly != nil && (pc.zone == ZoneReady || pc.zone == ZoneTorpor) && !pc.becomes {
			c.Def = pc.def.AsAlly // masterally.go
			g.moreOf(c).printed = pc.def
		}
		if pc.becomes {
			g.moreOf(c).printed = pc.def
			c.Def = &CardDef{ID: pc.def.ID, Name: pc.def.Name, Capacity: 1, Clan: pc.vampireClan, Sect: pc.vampireSect, Types: Vampire}
		}
		g.addCard(c)
		if pc.returns > 0 {
			g.setControlReturns(c, pc.returns-1)
		}
		if pc.diablerie != 0 {
			g.openDiablerieWindows(c, pc.diablerie)
		}
		if pc.entered != 0 {
			g.moreOf(c).enteredFor = pc.entered
		}
		if pc.chosen != 0 {
			g.moreOf(c).chosenSeats = pc.chosen
		}
		if pc.diseased {
			g.moreOf(c).diseased = true
		}
		made[i] = c
	}
	byID := func(id int) *Card { return made[order[id]] }
	for i, pc := range r.cards {
		c := made[i]
		if pc.hasLinks {
			for k, l := range pc.links {
				if l >= 0 {
					c.Links[k] = byID(l).ID
				}
			}
		}
		if pc.linked != nil {
			for j, o := range r.cards {
				if o.def == pc.linked {
					c.Links[0] = made[j].ID
				}
			}
		}
	}
	// The regions, in the order the lines list them; piles top first.
	for seat, m := range g.seats {
		for _, z := range seatZones {
			l := listOf(m, z)
			var ids []CardID
			for _, top := range []bool{true, false} {
				for i, pc := range r.cards {
					if pc.seat == seat && pc.zone == z && pc.top == top {
						ids = append(ids, made[i].ID)
					}
				}
			}
			if z == ZoneLibrary || z == ZoneCrypt || z == ZoneAsh {
				slices.Reverse(ids) // the list's last card is the top
			}
			*l = ids
			m.summed = 0
		}
	}
	for i, pc := range r.cards {
		if pc.zone != ZoneAttached {
			continue
		}
		host := made[max(pc.host, 0)]
		if pc.hostID >= 0 {
			host = byID(pc.hostID)
		}
		if host == made[i] {
			return fmt.Errorf("line %d: %s is attached to itself", pc.line, pc.def.Name)
		}
		made[i].Host = host.ID
		host.Attached = append(host.Attached, made[i].ID)
	}
	// An attached card's host must be in play, and no chain of hosts may
	// come back to a card.
	for i, pc := range r.cards {
		if pc.zone != ZoneAttached {
			continue
		}
		seen := 0
		for h := made[i]; h.Zone == ZoneAttached; h = g.cards[h.Host] {
			if seen++; seen > len(r.cards) {
				return fmt.Errorf("line %d: %s: its hosts make a circle", pc.line, pc.def.Name)
			}
		}
	}
	for _, c := range g.cards {
		g.changed(c)
	}
	return nil
}

// token is a word of a line, or a quoted text.
type token struct {
	text   string
	quoted bool
}

// raw is the token as written, quotes included.
func (t token) raw() string {
	if t.quoted {
		return `"` + t.text + `"`
	}
	return t.text
}

// tokenize splits a line into words and "quoted texts".
func tokenize(s string) ([]token, error) {
	var out []token
	for {
		s = strings.TrimLeft(s, " \t")
		if s == "" {
			return out, nil
		}
		if s[0] == '"' {
			end := strings.IndexByte(s[1:], '"')
			if end < 0 {
				return nil, fmt.Errorf("a quote is not closed: %s", clip(s))
			}
			out = append(out, token{s[1 : 1+end], true})
			s = s[2+end:]
			continue
		}
		end := strings.IndexAny(s, " \t")
		if end < 0 {
			end = len(s)
		}
		out = append(out, token{s[:end], false})
		s = s[end:]
	}
}

// splitOutside splits s at sep where it is not between quotes. A comma
// separates only when a space or the end follows it: the values of
// "corruption 0,2,0" and "disciplines aus=1,dom=2" hold commas.
func splitOutside(s string, sep byte) []string {
	var out []string
	quoted, start := false, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"':
			quoted = !quoted
		case sep:
			if sep == ',' && i+1 < len(s) && s[i+1] != ' ' && s[i+1] != '\t' {
				continue
			}
			if !quoted {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}
