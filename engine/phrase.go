package engine

import (
	"strings"
	"sync"
)

// Phrases translate the short English labels that game content writes as
// plain strings (a card's "+1 stealth", "put in play") and that are too
// many and too varied to be messages of their own. A game registers each
// language's phrasebook with [AddPhrases] at initialisation; a [Phrase]
// argument renders through it, and as written when the language has no
// entry, so a missing translation shows English rather than nothing.

// Phrase returns an argument holding the English phrase s, rendered in the
// text's language through the registered phrases.
func Phrase(s string) Arg { return Arg{s: s, n: int32(min(len(s), 1<<30)), kind: argPhrase} }

// PhraseThen returns a [Phrase] argument for s followed by rest, which is
// rendered as is in every language (" → Tom Lennox": a card name).
func PhraseThen(s, rest string) Arg {
	if rest == "" {
		return Phrase(s) // no concatenation: labels are made for every option
	}
	return Arg{s: s + rest, n: int32(min(len(s), 1<<30)), kind: argPhrase}
}

// PhraseJoin returns an argument holding two English phrases joined by
// sep, each rendered in the text's language through the registered
// phrases and sep as is: "bleed → Tom Lennox", a card's label and the
// name of the card it aims at (card names are phrases once a game
// registers their translations). Phrases longer than 32,767 bytes are
// held as a plain [PhraseThen].
func PhraseJoin(s1, sep, s2 string) Arg {
	if len(s1)+len(sep) > 1<<15-1 {
		return PhraseThen(s1, sep+s2)
	}
	return Arg{s: s1 + sep + s2, n: int32(len(s1) | (len(s1)+len(sep))<<16), kind: argPhraseJoin}
}

// joinCuts returns where a PhraseJoin's first phrase ends and its second
// begins.
func (a Arg) joinCuts() (end, start int) { return int(a.n & 0xffff), int(a.n >> 16) }

// IsPhraseJoin reports whether a is PhraseJoin(s1, sep, s2), without
// joining them (a game's invariants check kept arguments).
func (a Arg) IsPhraseJoin(s1, sep, s2 string) bool {
	if a.kind != argPhraseJoin {
		return false
	}
	end, start := a.joinCuts()
	return end == len(s1) && start == len(s1)+len(sep) && len(a.s) == start+len(s2) &&
		a.s[:end] == s1 && a.s[end:start] == sep && a.s[start:] == s2
}

// IsPhraseThen reports whether a is PhraseThen(s, r) where r is rest
// joined, without joining it: a check of a kept argument (a game's
// invariants) does not allocate.
func (a Arg) IsPhraseThen(s string, rest ...string) bool {
	if a.kind != argPhrase || int(a.n) != min(len(s), 1<<30) || !strings.HasPrefix(a.s, s) {
		return false
	}
	tail := a.s[len(s):]
	for _, r := range rest {
		if !strings.HasPrefix(tail, r) {
			return false
		}
		tail = tail[len(r):]
	}
	return tail == ""
}

var phrasebook struct {
	sync.RWMutex
	m map[Lang]map[string]string
}

// AddPhrases registers translations of English phrases into language l;
// later registrations of a phrase replace earlier ones.
func AddPhrases(l Lang, m map[string]string) {
	phrasebook.Lock()
	defer phrasebook.Unlock()
	if phrasebook.m == nil {
		phrasebook.m = map[Lang]map[string]string{}
	}
	if phrasebook.m[l] == nil {
		phrasebook.m[l] = map[string]string{}
	}
	for k, v := range m {
		phrasebook.m[l][k] = v
	}
}

// PhraseIn returns phrase s in language l and whether a translation is
// registered; English needs none.
func PhraseIn(l Lang, s string) (string, bool) {
	if l == English {
		return s, true
	}
	phrasebook.RLock()
	defer phrasebook.RUnlock()
	t, ok := phrasebook.m[l][s]
	if !ok {
		return s, false
	}
	return t, true
}

func translate(l Lang, s string) string {
	t, _ := PhraseIn(l, s)
	return t
}
