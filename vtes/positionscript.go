package vtes

import (
	"fmt"
	"strings"

	"kindred/engine"
)

// A position's script (docs/POSITIONS.md): ">" lines answer the pending
// decision by the words of one option's label, "=" lines check the game
// at that point of the script. A check is a line of the position format,
// read as "the game has at least this": "= methuselah 2 pool 26",
// "= ready: Lenny Burkhead blood 2 locked", or "= offered: Do not block",
// "= not offered: …", "= logged: …", "= not logged: …", "= prompt: …"
// (the pending decision's), "= pools 30 27 30", "= edge 2", "= over", "= asked: seat 2
// vtes.block" (the kind may be left out). Three answers are
// words of the script, not of labels: "> finish" declines every decision
// to the end of the game, "> finish, never offered: …" too, failing if one
// offers that option, and "> decline until offered: …" declines until
// one does. To decline is to pass, not block, end the phase, or say No.

// ScriptStep is a script line of a position: an answer, by the words of
// its label, that seat (-1: any) gives to the pending decision, or a
// check of the game.
type ScriptStep struct {
	Line  int
	Seat  int
	Label string
	check *posCheck
	// decline: "finish" or "until", declining decisions; Label is the
	// option never offered, or the one to decline until.
	decline string
}

// maxDeclines bounds the decisions a "> finish" declines.
const maxDeclines = 500

// posCheck is a "=" line: what the game must show at that point.
type posCheck struct {
	kind  string // "methuselah", "cards", "offered", "not offered", "logged", "over"
	seat  int
	m     *Methuselah
	given map[string]bool
	zone  Zone
	cards []posCard
	count []int
	text  string
	host  *CardDef // "= on": the card the cards are on
	// counts are the numbers of cards a "= methuselah" line gives, by
	// region: hand, library, crypt, ash, uncontrolled, ready, torpor.
	counts map[string]int
}

func (r *posReader) scriptLine(rest string) error {
	a := ScriptStep{Line: r.line, Seat: -1}
	if s, ok := keyword(rest, "seat "); ok {
		num, label, found := strings.Cut(s, ":")
		if !found {
			return fmt.Errorf("want > seat N: words of the answer")
		}
		n, err := r.seatNumber(strings.TrimSpace(num))
		if err != nil {
			return err
		}
		a.Seat, rest = n, strings.TrimSpace(label)
	}
	if rest == "" {
		return fmt.Errorf("a script line names no answer")
	}
	if len(r.p.script) >= maxPositionCards {
		return fmt.Errorf("a script of more than %d lines", maxPositionCards)
	}
	a.Label = rest
	switch {
	case rest == "finish":
		a.decline, a.Label = "finish", ""
	case strings.HasPrefix(rest, "finish, never offered:"):
		a.decline, a.Label = "finish", strings.TrimSpace(strings.TrimPrefix(rest, "finish, never offered:"))
	case strings.HasPrefix(rest, "decline until offered:"):
		a.decline, a.Label = "until", strings.TrimSpace(strings.TrimPrefix(rest, "decline until offered:"))
	}
	if a.decline != "" && a.Label == "" && a.decline == "until" {
		return fmt.Errorf("decline until offered: which option?")
	}
	r.p.script = append(r.p.script, a)
	return nil
}

// checkLine reads a "=" line.
func (r *posReader) checkLine(rest string) error {
	if len(r.p.script) >= maxPositionCards {
		return fmt.Errorf("a script of more than %d lines", maxPositionCards)
	}
	c := &posCheck{seat: -1}
	add := func() error {
		r.p.script = append(r.p.script, ScriptStep{Line: r.line, Seat: -1, check: c})
		return nil
	}
	for _, k := range []string{"offered:", "not offered:", "logged:", "not logged:", "prompt:"} {
		if text, ok := keyword(rest, k); ok {
			if text == "" {
				return fmt.Errorf("= %s wants a text", k)
			}
			c.kind, c.text = strings.TrimSuffix(k, ":"), text
			return add()
		}
	}
	if strings.EqualFold(rest, "over") {
		c.kind = "over"
		return add()
	}
	if text, ok := keyword(rest, "edge "); ok {
		c.kind, c.seat = "edge", -1
		if !strings.EqualFold(text, "none") {
			n, err := r.seatNumber(text)
			if err != nil {
				return err
			}
			c.seat = n
		}
		return add()
	}
	if text, ok := keyword(rest, "asked: seat "); ok {
		num, kind, _ := strings.Cut(text, " ")
		n, err := r.seatNumber(num)
		if err != nil {
			return err
		}
		c.kind, c.seat, c.text = "asked", n, strings.TrimSpace(kind)
		return add()
	}
	if text, ok := keyword(rest, "pools "); ok {
		for _, f := range strings.Fields(text) {
			n, err := number(f)
			if err != nil {
				return fmt.Errorf("= pools: %v", err)
			}
			c.count = append(c.count, n)
		}
		if len(c.count) == 0 || len(c.count) > 6 {
			return fmt.Errorf("= pools: want each Methuselah's pool")
		}
		c.kind = "pools"
		return add()
	}
	zone, text, found := Zone(0), "", false
	for _, reg := range regions {
		if t, seat, ok := regionKey(rest, reg.key); ok {
			zone, text, found = reg.zone, t, true
			c.kind, c.seat = "cards", r.checkSeat
			if seat >= 0 {
				if seat >= r.nseats && r.nseats > 0 {
					return fmt.Errorf("seat %d: there are %d Methuselahs", seat+1, r.nseats)
				}
				c.seat = seat
			}
			break
		}
	}
	if t, ok := keyword(rest, "on "); ok && !found {
		host, cardsText, ok := strings.Cut(t, ":")
		if !ok {
			return fmt.Errorf("want = on CARD: the cards on it")
		}
		toks, err := tokenize(host)
		if err != nil || len(toks) == 0 {
			return fmt.Errorf("= on: which card?")
		}
		def, n, err := r.cardName(toks)
		if err != nil {
			return err
		}
		if n != len(toks) {
			return fmt.Errorf("= on %s: unexpected %q", def.Name, toks[n].text)
		}
		c.kind, c.host, zone, text, found = "on", def, ZoneAttached, cardsText, true
	}
	if found {
		{
			c.zone = zone
			for _, item := range splitOutside(text, ',') {
				toks, err := tokenize(item)
				if err != nil {
					return err
				}
				if len(toks) == 0 {
					continue
				}
				pc, n, err := r.parseCard(toks, zone, false, true)
				if err != nil {
					return err
				}
				c.cards, c.count = append(c.cards, pc), append(c.count, n)
			}
			if len(c.cards) == 0 {
				return fmt.Errorf("= %s names no card", zone)
			}
			return add()
		}
	}
	toks, err := tokenize(rest)
	if err != nil {
		return err
	}
	if len(toks) >= 2 && strings.EqualFold(toks[0].text, "methuselah") {
		n, err := r.seatNumber(toks[1].text)
		if err != nil {
			return err
		}
		m := &Methuselah{Seat: n}
		r.counts = map[string]int{}
		given, err := r.seatProps(m, toks[2:])
		c.counts, r.counts = r.counts, nil
		if err != nil {
			return err
		}
		r.checkSeat = n
		if len(given) == 0 && len(c.counts) == 0 {
			return nil // names whose cards the next lines check
		}
		c.kind, c.seat, c.m, c.given = "methuselah", n, m, given
		return add()
	}
	return fmt.Errorf("unknown check %q (= methuselah N …, = ready: …, = offered: …, = not offered: …, = logged: …, = asked: seat N, = over)", clip(rest))
}

// RunScript plays a position's script: each answer goes to the pending
// decision, which must be the seat's when the line names one, by the one
// option whose label holds its words (Game.Answer); each check must hold.
// The error names the line.
func (g *Game) RunScript(script []ScriptStep) error {
	for _, a := range script {
		if a.check != nil {
			if err := g.runCheck(a.check); err != nil {
				return fmt.Errorf("line %d: %w", a.Line, err)
			}
			continue
		}
		if a.decline != "" {
			if err := g.declines(a); err != nil {
				return fmt.Errorf("line %d: %w", a.Line, err)
			}
			continue
		}
		if !g.coro.Waiting() {
			return fmt.Errorf("line %d: the game is over; cannot answer %q", a.Line, a.Label)
		}
		if a.Seat >= 0 && a.Seat != g.dec.Seat {
			return fmt.Errorf("line %d: the pending decision (%s) is seat %d's, not seat %d's; its options: %q",
				a.Line, g.dec.Kind, g.dec.Seat+1, a.Seat+1, g.Labels())
		}
		if err := g.Answer(a.Label); err != nil {
			return fmt.Errorf("line %d: %w", a.Line, err)
		}
	}
	return nil
}

// runCheck checks one "=" line against the game.
func (g *Game) runCheck(c *posCheck) error {
	switch c.kind {
	case "over":
		if g.coro.Waiting() {
			return fmt.Errorf("the game is not over: seat %d decides %s", g.dec.Seat+1, g.dec.Kind)
		}
	case "asked":
		if !g.coro.Waiting() || g.dec.Seat != c.seat || c.text != "" && g.dec.Kind != c.text {
			if !g.coro.Waiting() {
				return fmt.Errorf("the game is over; want seat %d asked %s", c.seat+1, c.text)
			}
			return fmt.Errorf("seat %d decides %s %q; want seat %d asked %s", g.dec.Seat+1, g.dec.Kind, g.Labels(), c.seat+1, c.text)
		}
	case "offered", "not offered":
		var labels []string
		if g.coro.Waiting() {
			labels = g.Labels()
		}
		found := false
		for _, l := range labels {
			found = found || strings.Contains(l, c.text)
		}
		if found != (c.kind == "offered") {
			return fmt.Errorf("%q is %s; the options: %q", c.text, map[bool]string{true: "offered", false: "not offered"}[found], labels)
		}
	case "logged":
		for _, e := range g.log {
			if strings.Contains(e.Text.Render(engine.English), c.text) {
				return nil
			}
		}
		return fmt.Errorf("nothing logged contains %q", c.text)
	case "prompt":
		if !g.coro.Waiting() {
			return fmt.Errorf("the game is over: no prompt contains %q", c.text)
		}
		if p := g.dec.Prompt.Render(engine.English); !strings.Contains(p, c.text) {
			return fmt.Errorf("the prompt %q does not contain %q", p, c.text)
		}
	case "not logged":
		for _, e := range g.log {
			if l := e.Text.Render(engine.English); strings.Contains(l, c.text) {
				return fmt.Errorf("logged: %q", l)
			}
		}
	case "methuselah":
		return g.checkSeatProps(c)
	case "edge":
		if g.Edge != c.seat {
			return fmt.Errorf("the Edge is with %s, not %s", edgeText(g.Edge), edgeText(c.seat))
		}
	case "pools":
		var got []int
		for _, m := range g.seats {
			got = append(got, m.Pool)
		}
		if fmt.Sprint(got[:min(len(got), len(c.count))]) != fmt.Sprint(c.count) {
			return fmt.Errorf("pools %v, not %v", got, c.count)
		}
	case "cards", "on":
		for i := range c.cards {
			if err := g.checkCards(c, &c.cards[i], c.count[i]); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkSeatProps compares the given properties of a Methuselah.
func (g *Game) checkSeatProps(c *posCheck) error {
	m, want := g.seats[c.seat], c.m
	var bad []string
	cmp := func(key string, got, w int, text func(int) string) {
		if c.given[key] && got != w {
			bad = append(bad, fmt.Sprintf("%s %s, not %s", key, text(got), text(w)))
		}
	}
	num := func(n int) string { return fmt.Sprint(n) }
	cmp("pool", m.Pool, want.Pool, num)
	cmp("vp", m.VP, want.VP, halvesText)
	cmp("turns", m.turns, want.turns, num)
	cmp("owed", m.Owed, want.Owed, num)
	cmp("mpa", m.mpa, want.mpa, num)
	cmp("mpa-next", m.mpaNext, want.mpaNext, num)
	cmp("transfers", m.transfers, want.transfers, num)
	cmp("dpa", m.dpa, want.dpa, num)
	cmp("ousted-at", m.OustedAt, want.OustedAt, num)
	for _, f := range []struct {
		key       string
		got, want bool
	}{{"ousted", m.Ousted, want.Ousted}, {"withdrawn", m.Withdrawn, want.Withdrawn}, {"withdrawing", m.withdrawing, want.withdrawing}} {
		if c.given[f.key] && f.got != f.want {
			bad = append(bad, fmt.Sprintf("%s is %v", f.key, f.got))
		}
	}
	for _, z := range []struct {
		key string
		l   []CardID
	}{{"hand", m.Hand}, {"library", m.Library}, {"crypt", m.Crypt}, {"ash", m.Ash}, {"uncontrolled", m.Uncontrolled}, {"ready", m.Ready}, {"torpor", m.Torpor}} {
		if n, ok := c.counts[z.key]; ok && len(z.l) != n {
			bad = append(bad, fmt.Sprintf("%d cards in %s, not %d", len(z.l), z.key, n))
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("methuselah %d: %s", c.seat+1, strings.Join(bad, "; "))
	}
	return nil
}

// checkCards checks that a zone holds at least count cards like pc: its
// name and every property the line gives. The zone is the seat's, every
// seat's when the check names none, or the cards on a card ("= on").
func (g *Game) checkCards(ck *posCheck, pc *posCard, count int) error {
	w := &posWriter{g: g}
	z := ck.zone
	var in []*Card
	for seat, m := range g.seats {
		if ck.seat >= 0 && seat != ck.seat {
			continue
		}
		if l := listOf(m, z); l != nil {
			for _, id := range *l {
				in = append(in, g.cards[id])
			}
			continue
		}
		for _, c := range g.cards { // attached and removed cards are in no list
			if c.Zone == z && (z == ZoneRemoved && c.Owner == seat || z == ZoneAttached && c.Host != NoCard &&
				g.cards[c.Host].Controller == seat && (ck.host == nil || g.cards[c.Host].Def == ck.host)) {
				in = append(in, c)
			}
		}
	}
	found := 0
	var seen []string
	for _, c := range in {
		seen = append(seen, w.card(posItem{c: c, section: c.Controller}))
		if cardLike(c, pc) {
			found++
		}
	}
	if found < count {
		what := pc.def.Name
		if count > 1 {
			what = fmt.Sprintf("%d × %s", count, what)
		}
		where := "in the " + z.String()
		switch {
		case ck.host != nil:
			where = "on " + ck.host.Name
		case ck.seat >= 0:
			where = fmt.Sprintf("in methuselah %d's %s", ck.seat+1, z)
		}
		return fmt.Errorf("no %s like that %s (%d found); there: %s", what, where, found, strings.Join(seen, ", "))
	}
	return nil
}

// cardLike reports whether c is the card pc names, with every property
// pc's line gives.
func cardLike(c *Card, pc *posCard) bool {
	printed := c.Def
	if c.Printed() != nil {
		printed = c.Printed()
	}
	if printed != pc.def {
		return false
	}
	g := pc.given
	switch {
	case (g["blood"] || g["life"]) && c.Blood != pc.blood,
		g["counters"] && c.Counters != pc.counters,
		g["capacity"] && c.CapacityBonus() != pc.capBonus,
		g["owner"] && c.Owner != pc.owner,
		g["controller"] && c.Controller != pc.ctl,
		g["sect"] && c.NewSect != pc.flags.NewSect,
		g["disciplines"] && c.DiscBonus() != pc.disc:
		return false
	}
	want, got := pc.flags, c.cardFlags
	for word := range g {
		if f := cardFlag(&want, word); f != nil && *f != *cardFlag(&got, word) {
			return false
		}
	}
	return true
}

// declines plays a "> finish" or "> decline until offered:" line.
func (g *Game) declines(a ScriptStep) error {
	offers := func() bool {
		for _, l := range g.Labels() {
			if strings.Contains(l, a.Label) {
				return true
			}
		}
		return false
	}
	for range maxDeclines {
		if !g.coro.Waiting() {
			if a.decline == "until" {
				return fmt.Errorf("the game ended before %q was offered", a.Label)
			}
			return nil
		}
		if a.Label != "" && offers() {
			if a.decline == "until" {
				return nil
			}
			return fmt.Errorf("%q is offered: %q", a.Label, g.Labels())
		}
		i := declineOption(g.Labels())
		if i < 0 {
			return fmt.Errorf("no way to decline seat %d's %s: %q", g.dec.Seat+1, g.dec.Kind, g.Labels())
		}
		if err := g.Apply(i); err != nil {
			return err
		}
	}
	return fmt.Errorf("the game does not end after %d declines", maxDeclines)
}

// declineOption returns the option that declines: pass, do not block,
// end the phase, or No; -1 when none does.
func declineOption(labels []string) int {
	for i, l := range labels {
		for _, p := range []string{"Pass", "Do not block", "End the "} {
			if strings.HasPrefix(l, p) {
				return i
			}
		}
		if l == "No" {
			return i
		}
	}
	return -1
}

// ReadScript reads script lines alone (">" answers, "=" checks) for a
// game of seats Methuselahs: a test plays on a game it holds with them.
func ReadScript(text string, seats int, all []*CardDef) ([]ScriptStep, error) {
	if len(text) > maxPositionBytes {
		return nil, fmt.Errorf("a script of %d bytes is too long (at most %d)", len(text), maxPositionBytes)
	}
	r := &posReader{names: newCardNames(all), p: &Position{}, seat: -1, lastHost: -1, checkSeat: -1, nseats: seats}
	for i, raw := range strings.Split(text, "\n") {
		r.line = i + 1
		line := strings.TrimSpace(strings.TrimSuffix(raw, "\r"))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if !strings.HasPrefix(line, ">") && !strings.HasPrefix(line, "=") {
			return nil, fmt.Errorf("line %d: a script has only > and = lines: %q", r.line, clip(line))
		}
		if err := r.readLine(line); err != nil {
			return nil, fmt.Errorf("line %d: %w", r.line, err)
		}
	}
	for _, a := range r.p.script {
		if a.Seat >= seats || a.check != nil && a.check.seat >= seats {
			return nil, fmt.Errorf("line %d: there are %d Methuselahs", a.Line, seats)
		}
	}
	return r.p.script, nil
}

// CardsNamed returns the game's cards of that printed name, in the order
// of their ids.
func (g *Game) CardsNamed(name string) []*Card {
	var out []*Card
	for _, c := range g.cards {
		printed := c.Def
		if c.Printed() != nil {
			printed = c.Printed()
		}
		if printed.Name == name {
			out = append(out, c)
		}
	}
	return out
}

// edgeText names who holds the Edge.
func edgeText(seat int) string {
	if seat < 0 {
		return "nobody"
	}
	return fmt.Sprintf("methuselah %d", seat+1)
}
