package vtes

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// WritePosition writes the game's position as text (docs/POSITIONS.md),
// which ReadPosition reads back. A position starts a phase: written at a
// decision within one, it says so in a comment, and read back the phase
// starts over (its start-of-phase steps run again; an action or combat
// under way is not part of it).
func WritePosition(g *Game) string {
	w := &posWriter{g: g}
	return w.write()
}

// posWriter writes a position.
type posWriter struct {
	g     *Game
	items []posItem
	ids   bool // write every card's id
}

// posItem is a card line or a card of a list line, in the order a reader
// reads them.
type posItem struct {
	c       *Card
	section int    // the Methuselah whose lines list it
	key     string // the line: "ready:", "hand:"…
	on      bool   // attached to a card other than the last listed: "on #N"
}

func (w *posWriter) write() string {
	g := w.g
	listed := make([]bool, len(g.cards))
	var add func(c *Card, seat int, key string, on bool)
	add = func(c *Card, seat int, key string, on bool) {
		listed[c.ID] = true
		w.items = append(w.items, posItem{c: c, section: seat, key: key, on: on})
		for _, a := range c.Attached {
			// Attached to the card a region line lists, it follows it; on
			// an attached card, it names its host by id.
			add(g.cards[a], seat, "attached:", key == "attached:")
		}
	}
	for seat, m := range g.seats {
		for _, r := range []struct {
			key string
			l   []CardID
		}{{"ready:", m.Ready}, {"torpor:", m.Torpor}, {"uncontrolled:", m.Uncontrolled}, {"in play:", m.InPlay}} {
			for _, id := range r.l {
				add(g.cards[id], seat, r.key, false)
			}
		}
		for _, r := range []struct {
			key  string
			l    []CardID
			pile bool
		}{{"hand:", m.Hand, false}, {"library:", m.Library, true}, {"crypt:", m.Crypt, true}, {"ash heap:", m.Ash, true}} {
			for i := range r.l {
				id := r.l[i]
				if r.pile {
					id = r.l[len(r.l)-1-i] // top first
				}
				listed[id] = true
				w.items = append(w.items, posItem{c: g.cards[id], section: seat, key: r.key})
			}
		}
		for _, c := range g.cards {
			if c.Zone == ZoneRemoved && c.Owner == seat && !listed[c.ID] {
				listed[c.ID] = true
				w.items = append(w.items, posItem{c: c, section: seat, key: "removed:"})
			}
		}
	}
	for _, c := range g.cards { // attached to a card no region lists
		if c.Zone == ZoneAttached && !listed[c.ID] && c.Host != NoCard && c.Owner >= 0 {
			add(c, c.Owner, "attached:", true)
		}
	}
	sort.SliceStable(w.items, func(i, j int) bool { return w.items[i].section < w.items[j].section })
	// The ids are written when the cards' ids are not the order they are
	// read in, or a card names another by id.
	for i, it := range w.items {
		if int(it.c.ID) != i || it.on || it.c.Links != [2]CardID{NoCard, NoCard} {
			w.ids = true
		}
	}
	if len(w.items) != len(g.cards) {
		w.ids = true // some card is nowhere a position says (it is left out)
	}

	var b strings.Builder
	b.WriteString("# V:TES position (docs/POSITIONS.md)\n")
	phase := g.Phase
	switch {
	case g.over:
		fmt.Fprintf(&b, "# the game is over: read back, it goes on from the start of the %s phase\n", g.Phase)
	case g.coro.Waiting() && (g.action != nil || g.combat != nil || g.refer != nil):
		fmt.Fprintf(&b, "# written during an action of the %s phase, at seat %d's decision %s: read back, the phase starts over\n", g.Phase, g.dec.Seat+1, g.dec.Kind)
	case g.coro.Waiting():
		fmt.Fprintf(&b, "# written at seat %d's decision %s: read back, the %s phase starts over\n", g.dec.Seat+1, g.dec.Kind, g.Phase)
	}
	if phase < PhaseUnlock || phase > PhaseDiscard {
		phase = PhaseUnlock
	}
	edge := "none"
	if g.Edge >= 0 {
		edge = strconv.Itoa(g.Edge + 1)
	}
	fmt.Fprintf(&b, "turn %d phase %s active %d first %d edge %s\n", g.Turn, phase, g.Active+1, g.first+1, edge)
	var rules []string
	def := DefaultOptions().Rules()
	for i, r := range g.opts.Rules() {
		if r.Value != def[i].Value {
			rules = append(rules, r.Key+"="+r.Value)
		}
	}
	if len(rules) > 0 {
		fmt.Fprintf(&b, "rules %s\n", strings.Join(rules, " "))
	}
	st := g.rand.State()
	fmt.Fprintf(&b, "random %#x %#x %#x %#x\n", st[0], st[1], st[2], st[3])
	if g.coro.AskSingle {
		b.WriteString("show single-option decisions\n")
	}
	if g.timeCalled {
		b.WriteString("time called\n")
	}
	if len(g.events) > 0 {
		var names []string
		for _, id := range g.events {
			names = append(names, quoteName(w.nameOf(id)))
		}
		fmt.Fprintf(&b, "events played: %s\n", strings.Join(names, ", "))
	}
	for _, l := range []struct {
		key   string
		marks []int
	}{{"turn marks:", g.marks}, {"game marks:", g.gameMarks}} {
		if len(l.marks) > 0 {
			var s []string
			for _, k := range l.marks {
				s = append(s, strconv.Itoa(k))
			}
			fmt.Fprintf(&b, "%s %s\n", l.key, strings.Join(s, ", "))
		}
	}
	for seat, m := range g.seats {
		b.WriteString("\n")
		w.seatLine(&b, m)
		key := ""
		var list []string
		flush := func() {
			if len(list) > 0 {
				fmt.Fprintf(&b, "  %s %s\n", key, strings.Join(list, ", "))
			}
			list = list[:0]
		}
		for i := 0; i < len(w.items); i++ {
			it := w.items[i]
			if it.section != seat {
				continue
			}
			switch it.key {
			case "hand:", "library:", "crypt:", "ash heap:", "removed:":
				if it.key != key {
					flush()
					key = it.key
				}
				text := w.card(it)
				n := 1
				for !w.ids && i+n < len(w.items) && w.items[i+n].key == it.key && w.items[i+n].section == seat &&
					w.card(w.items[i+n]) == text {
					n++
				}
				if n > 1 {
					text += " x" + strconv.Itoa(n)
				}
				i += n - 1
				list = append(list, text)
			default:
				flush()
				key = it.key
				indent := "  "
				if it.key == "attached:" {
					indent = "    "
				}
				fmt.Fprintf(&b, "%s%s %s\n", indent, it.key, w.card(it))
			}
		}
		flush()
	}
	return b.String()
}

// seatLine writes a Methuselah's line.
func (w *posWriter) seatLine(b *strings.Builder, m *Methuselah) {
	fmt.Fprintf(b, "methuselah %d %s pool %d vp %s turns %d", m.Seat+1, `"`+strings.ReplaceAll(m.Name, `"`, "'")+`"`, m.Pool, halvesText(m.VP), m.turns)
	for _, f := range []struct {
		key string
		n   int
	}{{"owed", m.Owed}, {"owed-action", m.owedAction}, {"owed-discard", m.owedDiscard}, {"hand-size", m.handSizeForGame}, {"hand-size-discard", m.handSizeUntilDiscard}, {"hand-size-unlock", m.handSizeUntilUnlock}, {"mpa", m.mpa}, {"transfers", m.transfers}, {"dpa", m.dpa}, {"ousted-at", m.OustedAt}} {
		if f.n != 0 {
			fmt.Fprintf(b, " %s %d", f.key, f.n)
		}
	}
	if m.mpaNext != 0 { // masteractionback.go
		fmt.Fprintf(b, " mpa-next %d", m.mpaNext)
	}
	if m.owedMinion != 0 { // replaceminion.go
		fmt.Fprintf(b, " owed-minion %d", m.owedMinion)
	}
	if m.owedMaster != 0 { // nightmares.go
		fmt.Fprintf(b, " owed-master %d", m.owedMaster)
	}
	for _, f := range []struct {
		key string
		on  bool
	}{{"ousted", m.Ousted}, {"withdrawn", m.Withdrawn}, {"withdrawing", m.withdrawing}, {"withdraw-broken", m.withdrawBroken}, {"oot", m.oot}, {"oot-trifle", m.ootTrifle}, {"event-played", m.eventPlayed}} {
		if f.on {
			b.WriteString(" " + f.key)
		}
	}
	b.WriteString("\n")
}

// halvesText writes victory points kept in halves.
func halvesText(vp int) string {
	if vp%2 != 0 {
		return strconv.Itoa(vp/2) + ".5"
	}
	return strconv.Itoa(vp / 2)
}

// quoteName quotes a card name a reader could not find its end of.
func quoteName(name string) string {
	if strings.ContainsAny(name, ",;#") && !strings.Contains(name, `"`) {
		return `"` + name + `"`
	}
	return name
}

// nameOf returns the name of the card of VEKN id id, from the game's cards.
func (w *posWriter) nameOf(id int) string {
	if name, ok := w.defName(id); ok {
		return name
	}
	return "#unknown card " + strconv.Itoa(id)
}

// defName returns the name of the game's card of VEKN id id.
func (w *posWriter) defName(id int) (string, bool) {
	for _, c := range w.g.cards {
		for _, d := range []*CardDef{c.Def, c.Printed()} {
			if d != nil && d.ID == id {
				return positionName(d), true
			}
		}
	}
	return "", false
}

// card writes a card and its properties.
func (w *posWriter) card(it posItem) string {
	c := it.c
	printed := c.Def
	if c.Printed() != nil {
		printed = c.Printed()
	}
	parts := []string{quoteName(positionName(printed))}
	if w.ids {
		parts = append(parts, "#"+strconv.Itoa(int(c.ID)))
	}
	if it.on {
		parts = append(parts, "on", "#"+strconv.Itoa(int(c.Host)))
	}
	if c.Blood != 0 {
		word := "blood"
		if c.Def.Types.Has(Ally) || c.Def.Types.Has(Retainer) {
			word = "life"
		}
		parts = append(parts, word, strconv.Itoa(c.Blood))
	}
	if c.Counters != 0 {
		parts = append(parts, "counters", strconv.Itoa(c.Counters))
	}
	if c.CapacityBonus() != 0 {
		parts = append(parts, "capacity", fmt.Sprintf("%+d", c.CapacityBonus()))
	}
	if c.Owner != it.section {
		parts = append(parts, "owner", strconv.Itoa(c.Owner+1))
	}
	if c.Controller != it.section {
		ctl := "none"
		if c.Controller >= 0 {
			ctl = strconv.Itoa(c.Controller + 1)
		}
		parts = append(parts, "controller", ctl)
	}
	if c.more != nil && c.more.diablerieFor != 0 { // diableriesince.go
		parts = append(parts, "diablerie-for", strconv.Itoa(int(c.more.diablerieFor)))
	}
	if c.more != nil && c.more.enteredFor != 0 { // enteredsince.go
		parts = append(parts, "entered-for", strconv.Itoa(int(c.more.enteredFor)))
	}
	if c.ChosenSeats() != 0 { // chosenseats.go
		parts = append(parts, "chosen-seats", strconv.Itoa(int(c.ChosenSeats())))
	}
	if r := c.ControlReturns(); r >= 0 { // loan.go
		parts = append(parts, "control-returns", strconv.Itoa(r+1))
	}
	if c.discBonusAny() {
		var ds []string
		for d, l := range c.DiscBonus() {
			if l != 0 {
				ds = append(ds, Disc(d).Code()+"="+strconv.Itoa(int(l)))
			}
		}
		parts = append(parts, "disciplines", strings.Join(ds, ","))
	}
	if c.NewSect != NoSect {
		parts = append(parts, "sect", c.NewSect.String())
	}
	f := c.cardFlags
	for _, word := range []string{"locked", "bled", "politicked", "cannot-act", "woken", "no-unlock", "used-turn",
		"used-action", "used-unlock", "superior", "contested", "title-contested", "title-yielded",
		"red-list-marked", "red-list-hunted"} {
		if *cardFlag(&f, word) {
			parts = append(parts, word)
		}
	}
	for _, id := range c.usedActions() {
		// A card's VEKN id by its name; an action of a card in play
		// (inPlayKey) by its number.
		if name, ok := w.defName(id); ok {
			parts = append(parts, "used", `"`+name+`"`)
		} else {
			parts = append(parts, "used", strconv.Itoa(id))
		}
	}
	if c.Links != [2]CardID{NoCard, NoCard} {
		parts = append(parts, "links")
		for _, l := range c.Links {
			if l == NoCard {
				parts = append(parts, "none")
			} else {
				parts = append(parts, "#"+strconv.Itoa(int(l)))
			}
		}
	}
	if c.Diseased() { // disease.go
		parts = append(parts, "diseased")
	}
	if len(c.corruption()) > 0 {
		var cs []string
		for _, n := range c.corruption() {
			cs = append(cs, strconv.Itoa(n))
		}
		parts = append(parts, "corruption", strings.Join(cs, ","))
	}
	if c.Printed() != nil && c.Printed().AsAlly != c.Def { // masterally.go: the card says it
		parts = append(parts, "becomes-vampire", `"`+strings.ReplaceAll(c.Def.Clan, `"`, "'")+`"`)
		if c.Def.Sect != NoSect {
			parts = append(parts, c.Def.Sect.String())
		}
	}
	return strings.Join(parts, " ")
}
