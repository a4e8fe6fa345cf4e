package engine

import (
	"errors"
	"math"
	"strings"
	"testing"
)

var (
	testBleed = NewMsg("test.bleed", "{0} bleeds for {1}", "{0} fait saigner de {1}")
	testPhase = NewMsg("test.phase.minion", "minion phase", "phase des serviteurs")
	testIn    = NewMsg("test.in", "during the {0}", "pendant la {0}")
	testBrace = NewMsg("test.brace", "{{literal}} {0}}}", "{{littéral}} {0}}}")
	testEmpty = NewMsg("test.empty", "", "")
)

func TestTextRender(t *testing.T) {
	tests := []struct {
		text   Text
		en, fr string
	}{
		{testBleed.With(Str("Anson"), Int(2)), "Anson bleeds for 2", "Anson fait saigner de 2"},
		{testBleed.With(Str("Anson")), "Anson bleeds for ", "Anson fait saigner de "},
		{testIn.With(Sub(testPhase)), "during the minion phase", "pendant la phase des serviteurs"},
		{testBrace.With(Int(-7)), "{literal} -7}", "{littéral} -7}"},
		{testEmpty.Text(), "", ""},
		{Text{}, "", ""},
		{Msg(1 << 30).Text(), "?msg1073741824", "?msg1073741824"},
		{testBleed.With(Str("X"), Int(math.MaxInt)), "X bleeds for 2147483647", "X fait saigner de 2147483647"},
	}
	for _, tt := range tests {
		if got := tt.text.Render(English); got != tt.en {
			t.Errorf("%s in English = %q, want %q", tt.text.Msg.Key(), got, tt.en)
		}
		if got := tt.text.Render(French); got != tt.fr {
			t.Errorf("%s in French = %q, want %q", tt.text.Msg.Key(), got, tt.fr)
		}
		if got := tt.text.String(); got != tt.en {
			t.Errorf("String() = %q, want %q", got, tt.en)
		}
	}
}

func TestUnknownLangFallsBackToEnglish(t *testing.T) {
	if got := testPhase.Text().Render(Lang("de")); got != "minion phase" {
		t.Errorf("got %q", got)
	}
}

func TestParseLang(t *testing.T) {
	for _, s := range []string{"en", "fr"} {
		if l, err := ParseLang(s); err != nil || string(l) != s {
			t.Errorf("ParseLang(%q) = %q, %v", s, l, err)
		}
	}
	if _, err := ParseLang("EN"); err == nil {
		t.Error("ParseLang(EN) accepted")
	}
}

func TestMsgKeyAndLookup(t *testing.T) {
	if got := testBleed.Key(); got != "test.bleed" {
		t.Errorf("Key = %q", got)
	}
	if m, ok := LookupMsg("test.bleed"); !ok || m != testBleed {
		t.Errorf("LookupMsg = %v, %v", m, ok)
	}
	if _, ok := LookupMsg("test.nothing"); ok {
		t.Error("LookupMsg found an unregistered key")
	}
	if Msg(0).Key() != "" {
		t.Error("zero Msg has a key")
	}
}

func TestNewMsgRefusesMistakes(t *testing.T) {
	tests := []struct {
		key, en, fr string
		want        string
	}{
		{"", "a", "b", "empty key"},
		{"test.bleed", "a", "b", "registered twice"},
		{"test.bad1", "{3}", "b", "bad placeholder"},
		{"test.bad2", "a", "{x}", "bad placeholder"},
		{"test.bad3", "{0", "b", "bad placeholder"},
		{"test.bad4", "a}", "b", "unmatched"},
		{"test.bad5", "a {", "b", "bad placeholder"},
	}
	for _, tt := range tests {
		_, err := newMsg(tt.key, tt.en, tt.fr)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("newMsg(%q, %q, %q) error = %v, want %q", tt.key, tt.en, tt.fr, err, tt.want)
		}
	}
	if _, ok := LookupMsg("test.bad1"); ok {
		t.Error("a refused message was registered")
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Error("NewMsg with a duplicate key did not panic")
			}
		}()
		NewMsg("test.bleed", "", "")
	}()
}

func TestWithTooManyArgsPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("With(4 args) did not panic")
		}
	}()
	testBleed.With(Int(1), Int(2), Int(3), Int(4))
}

func TestTextIsCheap(t *testing.T) {
	var sink Text
	allocs := testing.AllocsPerRun(100, func() {
		sink = testBleed.With(Str("Anson"), Int(3))
	})
	if allocs != 0 {
		t.Errorf("building a Text allocates %v times", allocs)
	}
	if sink.IsZero() || (Text{}).IsZero() == false {
		t.Error("IsZero is wrong")
	}
	buf := make([]byte, 0, 64)
	allocs = testing.AllocsPerRun(100, func() {
		buf = sink.Append(buf[:0], French)
	})
	if allocs != 0 {
		t.Errorf("Append allocates %v times", allocs)
	}
}

func TestCheckOption(t *testing.T) {
	d := &Decision{Kind: "test.k", Options: make([]Option, 3)}
	tests := []struct {
		d      *Decision
		option int
		want   error
	}{
		{d, 0, nil}, {d, 2, nil}, {d, 3, ErrOutOfRange}, {d, -1, ErrOutOfRange}, {nil, 0, ErrGameOver},
	}
	for _, tt := range tests {
		if err := CheckOption(tt.d, tt.option); !errors.Is(err, tt.want) || (tt.want == nil) != (err == nil) {
			t.Errorf("CheckOption(%d) = %v, want %v", tt.option, err, tt.want)
		}
	}
}

func TestDecisionLabel(t *testing.T) {
	d := &Decision{Kind: "test.k", Options: make([]Option, 2)}
	if got := d.Label(1).String(); got != "Option 1" {
		t.Errorf("label without Describe = %q", got)
	}
	d.Describe = func(i int) Text { return testBleed.With(Str("Anson"), Int(i)) }
	if got := d.Label(1).Render(French); got != "Anson fait saigner de 1" {
		t.Errorf("label = %q", got)
	}
	if got := d.Label(5).String(); got != "Option 5" {
		t.Errorf("label out of range = %q", got)
	}
}

// TestArgReadBack: a game reads an argument's English and numbers back
// without rendering, and gets what rendering in English gives.
func TestArgReadBack(t *testing.T) {
	tests := []struct {
		arg     Arg
		english string
		words   bool
		n       int
		number  bool
	}{
		{Str("Anson"), "Anson", true, 0, false},
		{Phrase("+1 stealth"), "+1 stealth", true, 0, false},
		{PhraseThen("bleed", " → Anson"), "bleed → Anson", true, 0, false},
		{PhraseJoin("bleed", " — ", "Anson"), "bleed — Anson", true, 0, false},
		{Int(-7), "", false, -7, true},
		{Sub(testPhase), "", false, 0, false},
		{Arg{}, "", false, 0, false},
	}
	card := NewMsg("test.arg", "{0}", "{0}")
	for _, tt := range tests {
		s, ok := tt.arg.English()
		if s != tt.english || ok != tt.words {
			t.Errorf("English() of %+v = %q, %v; want %q, %v", tt.arg, s, ok, tt.english, tt.words)
		}
		if ok && card.With(tt.arg).String() != s {
			t.Errorf("English() of %+v = %q, rendered %q", tt.arg, s, card.With(tt.arg).String())
		}
		if n, ok := tt.arg.IntValue(); ok != tt.number || ok && n != tt.n {
			t.Errorf("IntValue() of %+v = %d, %v; want %d, %v", tt.arg, n, ok, tt.n, tt.number)
		}
	}
}

// TestChange: a Change renders "before → after" in every language, held
// in the argument for 16-bit numbers and as a string beyond.
func TestChange(t *testing.T) {
	tests := []struct {
		before, after int
		want          string
	}{
		{12, 9, "12 → 9"},
		{0, 0, "0 → 0"},
		{-3, 4, "-3 → 4"},
		{math.MaxInt16, math.MinInt16, "32767 → -32768"},
		{math.MaxInt16 + 1, 2, "32768 → 2"},
		{1, math.MinInt16 - 1, "1 → -32769"},
		{math.MaxInt, math.MinInt, "9223372036854775807 → -9223372036854775808"},
	}
	for _, tt := range tests {
		a := Change(tt.before, tt.after)
		for _, l := range Langs {
			if got := testIn.With(a).Render(l); !strings.HasSuffix(got, " "+tt.want) {
				t.Errorf("Change(%d, %d) in %s: %q, want it to end with %q", tt.before, tt.after, l, got, tt.want)
			}
		}
		if got := a.String(); got != tt.want {
			t.Errorf("Change(%d, %d).String() = %q, want %q", tt.before, tt.after, got, tt.want)
		}
	}
	if Change(1, 2) != Change(1, 2) || Change(1, 2) == Change(2, 1) {
		t.Error("Change arguments compare by their numbers")
	}
}
