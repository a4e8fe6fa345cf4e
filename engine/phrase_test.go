package engine

import "testing"

func TestPhraseRendersInTheTextsLanguage(t *testing.T) {
	AddPhrases(French, map[string]string{"+1 stealth (test)": "+1 discrétion (test)"})
	m := NewMsg("engine-test.phrase", "Play {0}: {1}", "Jouer {0} : {1}")
	cases := []struct {
		arg    Arg
		en, fr string
	}{
		{Phrase("+1 stealth (test)"), "Play Card: +1 stealth (test)", "Jouer Card : +1 discrétion (test)"},
		{PhraseThen("+1 stealth (test)", " → Tom"), "Play Card: +1 stealth (test) → Tom", "Jouer Card : +1 discrétion (test) → Tom"},
		// No translation: the English phrase, not nothing.
		{Phrase("untranslated (test)"), "Play Card: untranslated (test)", "Jouer Card : untranslated (test)"},
		{PhraseThen("", "x"), "Play Card: x", "Jouer Card : x"},
	}
	for _, c := range cases {
		txt := m.With(Str("Card"), c.arg)
		if got := txt.Render(English); got != c.en {
			t.Errorf("en: %q, want %q", got, c.en)
		}
		if got := txt.Render(French); got != c.fr {
			t.Errorf("fr: %q, want %q", got, c.fr)
		}
	}
	if _, ok := PhraseIn(French, "untranslated (test)"); ok {
		t.Error("PhraseIn finds a phrase never registered")
	}
	if s, ok := PhraseIn(English, "anything"); !ok || s != "anything" {
		t.Errorf("PhraseIn(English) = %q, %v", s, ok)
	}
}

func TestIsPhraseThen(t *testing.T) {
	a := PhraseThen("bleed", " → Tom Lennox")
	for _, tc := range []struct {
		s    string
		rest []string
		want bool
	}{
		{"bleed", []string{" → ", "Tom Lennox"}, true},
		{"bleed", []string{" → Tom Lennox"}, true},
		{"bleed → ", []string{"Tom Lennox"}, false}, // the phrase itself is "bleed"
		{"bleed", []string{" → ", "Tom"}, false},
		{"bleed", []string{" → ", "Tom Lennox", "!"}, false},
		{"hunt", []string{" → ", "Tom Lennox"}, false},
	} {
		if got := a.IsPhraseThen(tc.s, tc.rest...); got != tc.want {
			t.Errorf("IsPhraseThen(%q, %q) = %v, want %v", tc.s, tc.rest, got, tc.want)
		}
	}
	if !Phrase("hunt").IsPhraseThen("hunt") || Str("hunt").IsPhraseThen("hunt") {
		t.Error("a phrase without rest, or a string argument, misread")
	}
	if n := testing.AllocsPerRun(100, func() { a.IsPhraseThen("bleed", " → ", "Tom Lennox") }); n != 0 {
		t.Errorf("IsPhraseThen allocates %v times", n)
	}
}

// PhraseJoin renders both its phrases in the text's language and what
// joins them as is; IsPhraseJoin recognises it without allocating.
func TestPhraseJoin(t *testing.T) {
	AddPhrases(French, map[string]string{"join-test bleed": "join-test morsure", "Join Test Doll": "Poupée d'essai"})
	m := NewMsg("enginetest.phrase-join", "Do {0}", "Faire {0}")
	a := PhraseJoin("join-test bleed", " → ", "Join Test Doll")
	if got := m.With(a).Render(French); got != "Faire join-test morsure → Poupée d'essai" {
		t.Errorf("in French: %q", got)
	}
	if got := m.With(a).Render(English); got != "Do join-test bleed → Join Test Doll" {
		t.Errorf("in English: %q", got)
	}
	if !a.IsPhraseJoin("join-test bleed", " → ", "Join Test Doll") || a.IsPhraseJoin("join-test bleed", " → ", "Other") ||
		PhraseThen("join-test bleed", " → Join Test Doll").IsPhraseJoin("join-test bleed", " → ", "Join Test Doll") {
		t.Error("IsPhraseJoin does not tell PhraseJoin apart")
	}
	if n := testing.AllocsPerRun(100, func() { a.IsPhraseJoin("join-test bleed", " → ", "Join Test Doll") }); n != 0 {
		t.Errorf("IsPhraseJoin allocates %v times", n)
	}
}
