package gametest

import (
	"fmt"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"kindred/engine"
	"kindred/games"
)

// hidden checks, at every decision of whole games played by the game's
// bots, that nothing a reader (every seat, and the spectator) is shown
// names a thing games.Secrets.HiddenFrom lists for that reader: its view
// (AppendText, in every language; ViewJSON, in English, every
// JSONEvery-th decision), the labels of the options it decides among (in
// every language), and the event lines (games.Narrator, in every
// language) written since the last decision. An event line may name a thing hidden after it that was not
// hidden before it (a card seen in play returning to a hand): it is a
// leak when the thing was hidden from the reader both before the choice
// and after it.
func (r *runner) hidden(t *testing.T) {
	sec, ok := r.g.(games.Secrets)
	if !ok {
		t.Logf("%s does not implement games.Secrets: no hidden names to look for", r.g.Name())
		return
	}
	nar, _ := r.g.(games.Narrator)
	for i := range r.o.HiddenGames {
		h := r.header(t, 500, i)
		g := r.newGame(t, h)
		seats := len(h.Seats)
		m := newMatcher(sec.SecretNames(&h))
		// before[reader+1]: what HiddenFrom listed at the last decision.
		before := make([]map[string]bool, seats+1)
		hiddenNow := func() []map[string]bool {
			out := make([]map[string]bool, seats+1)
			for reader := -1; reader < seats; reader++ {
				names := sec.HiddenFrom(g, reader)
				set := make(map[string]bool, len(names))
				for _, n := range names {
					set[n] = true
				}
				out[reader+1] = set
			}
			return out
		}
		events := 0
		type found struct {
			text  string
			names []string
		}
		seen := make([][]found, seats+1) // by reader+1, then language
		for i := range seen {
			seen[i] = make([]found, len(langs))
		}
		type named struct {
			what, text string
			names      []string
		}
		check := func(n int, d *engine.Decision) {
			now := hiddenNow()
			if before[0] == nil {
				before = now // the lines written as the game was set up
			}
			at := "at the end"
			if d != nil {
				at = describe(n, d)
			}
			// The labels and the event lines are the same texts for every
			// reader: their names are found once.
			var labels, lines []named
			for _, l := range langs {
				if d != nil {
					for o := range d.Options {
						text := render(t, "a label", d.Label(o), l)
						labels = append(labels, named{fmt.Sprintf("option %d in %s", o, l), text, m.names(text)})
					}
				}
				if nar != nil {
					for e := events; e < nar.EventCount(g); e++ {
						text := render(t, "an event", nar.Event(g, e).Text, l)
						lines = append(lines, named{fmt.Sprintf("event %d in %s", e+1, l), text, m.names(text)})
					}
				}
			}
			for reader := -1; reader < seats; reader++ {
				hid := now[reader+1]
				who := readerName(reader)
				for li, l := range langs {
					v := viewText(t, g, reader, l)
					// A view unchanged since the last decision names the
					// same things.
					c := &seen[reader+1][li]
					if c.text != v {
						c.text, c.names = v, m.names(v)
					}
					if leak := firstOf(c.names, hid); leak != "" {
						t.Fatalf("game %d (seed %d), %s: %s's view in %s names %q, hidden from it:\n%s",
							i, h.Seed, at, who, l, leak, v)
					}
				}
				// The browser's view too, every JSONEvery-th decision (in
				// English: card names are the same in every language).
				if d == nil || n%r.o.JSONEvery == 0 {
					var js []byte
					var err error
					safely(t, "ViewJSON", func() { js, err = r.g.ViewJSON(g, reader, engine.English) })
					if err != nil {
						t.Fatalf("game %d (seed %d), %s: ViewJSON(%d): %v", i, h.Seed, at, reader, err)
					}
					if leak := m.find(jsonText(js), hid); leak != "" {
						t.Fatalf("game %d (seed %d), %s: %s's ViewJSON names %q, hidden from it:\n%s", i, h.Seed, at, who, leak, js)
					}
				}
				if d != nil && d.Seat == reader {
					for _, x := range labels {
						if leak := firstOf(x.names, hid); leak != "" {
							t.Fatalf("game %d (seed %d), %s: %s shown to %s names %q, hidden from it: %q",
								i, h.Seed, at, x.what, who, leak, x.text)
						}
					}
				}
				// An event line leaks what was hidden from the reader both
				// before the choice and after it.
				for _, x := range lines {
					for _, nm := range x.names {
						if hid[nm] && before[reader+1][nm] {
							t.Fatalf("game %d (seed %d), %s: %s, read by %s, names %q, hidden from it before and after: %q",
								i, h.Seed, at, x.what, who, nm, x.text)
						}
					}
				}
			}
			if nar != nil {
				events = nar.EventCount(g)
			}
			before = now
		}
		r.play(t, g, r.players(t, r.o.Bot, h.Seed, seats), check, nil)
		check(-1, nil)
	}
}

// jsonText returns a JSON document with the escapes json.Marshal writes
// in strings undone, for the names to be found in it.
func jsonText(b []byte) string { return jsonUnescape.Replace(string(b)) }

var jsonUnescape = strings.NewReplacer(`\"`, `"`, `\\`, `\`, `\u0026`, "&", `\u003c`, "<", `\u003e`, ">", `\u2028`, "\u2028", `\u2029`, "\u2029", `\n`, "\n", `\t`, "\t")

func readerName(reader int) string {
	if reader == engine.Spectator {
		return "the spectator"
	}
	return fmt.Sprintf("seat %d", reader)
}

// matcher finds secret names in a text, whole words only, with the care
// a name inside a longer one needs: a hidden Misdirection is not named by
// a visible Telepathic Misdirection, nor c1 by c17.
type matcher struct {
	// byWord lists the secret names by their first word.
	byWord map[string][]name
}

// name is a secret name, and what comes in it before its first word
// (such as the quote of 'Ajami).
type name struct {
	s, lead string
}

func newMatcher(secrets []string) *matcher {
	m := &matcher{byWord: map[string][]name{}}
	for _, s := range secrets {
		i := strings.IndexFunc(s, isWord)
		if i < 0 {
			continue // no word to find it by: a name of punctuation
		}
		w := s[i:]
		if j := strings.IndexFunc(w, func(r rune) bool { return !isWord(r) }); j >= 0 {
			w = w[:j]
		}
		m.byWord[w] = append(m.byWord[w], name{s: s, lead: s[:i]})
	}
	return m
}

// occurrence is a secret name found at text[start:end].
type occurrence struct {
	start, end int
	name       string
}

// names returns the secret names text names: every whole-word occurrence
// not inside an occurrence of a longer secret name.
func (m *matcher) names(text string) []string {
	var occ []occurrence
	for i := 0; i < len(text); {
		r, size := runeAt(text, i)
		if !isWord(r) {
			i += size
			continue
		}
		j := i + size
		for j < len(text) {
			r, size := runeAt(text, j)
			if !isWord(r) {
				break
			}
			j += size
		}
		for _, n := range m.byWord[text[i:j]] {
			start := i - len(n.lead)
			if start < 0 || !strings.HasPrefix(text[start:], n.s) {
				continue
			}
			end := start + len(n.s)
			last, _ := utf8.DecodeLastRuneInString(n.s)
			after, _ := utf8.DecodeRuneInString(text[end:])
			if end < len(text) && isWord(last) && isWord(after) {
				continue // the name runs on into a longer word
			}
			occ = append(occ, occurrence{start, end, n.s})
		}
		i = j
	}
	var out []string
	for _, o := range occ {
		inside := false
		for _, p := range occ {
			if p.end-p.start > o.end-o.start && p.start <= o.start && o.end <= p.end {
				inside = true
				break
			}
		}
		if !inside {
			out = append(out, o.name)
		}
	}
	return out
}

// find returns a name of hidden that text names, or "".
func (m *matcher) find(text string, hidden map[string]bool) string {
	return firstOf(m.names(text), hidden)
}

// firstOf returns the first of names in set, or "".
func firstOf(names []string, set map[string]bool) string {
	for _, n := range names {
		if set[n] {
			return n
		}
	}
	return ""
}

func isWord(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// runeAt decodes the rune at text[i:], ASCII first.
func runeAt(text string, i int) (rune, int) {
	if c := text[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRuneInString(text[i:])
}
