package terminal_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"kindred/bot"
	"kindred/engine"
	"kindred/engine/enginetest"
	"kindred/terminal"
)

// stubView is a view with a fixed text.
type stubView struct{ text string }

func (v stubView) Seat() int { return 0 }
func (v stubView) AppendText(dst []byte, _ engine.Lang) []byte {
	return append(dst, v.text...)
}

var (
	msgPrompt = engine.NewMsg("terminaltest.prompt", "Pick a fruit", "Choisissez un fruit")
	msgFruit  = engine.NewMsg("terminaltest.fruit", "Take the {0}", "Prendre {0}")
)

func decision() *engine.Decision {
	fruits := []string{"apple", "pear", "plum"}
	return &engine.Decision{Seat: 0, Kind: "test.fruit", Prompt: msgPrompt.Text(),
		Options:  make([]engine.Option, len(fruits)),
		Describe: func(i int) engine.Text { return msgFruit.With(engine.Str(fruits[i])) }}
}

func TestChooseReadsNumbersFromOne(t *testing.T) {
	var out bytes.Buffer
	p := terminal.New(strings.NewReader("2\n3\n"), &out, engine.English)
	for _, want := range []int{1, 2} {
		got, err := p.Choose(stubView{"TABLE-TEXT"}, decision())
		if err != nil || got != want {
			t.Fatalf("Choose = %d, %v; want %d", got, err, want)
		}
	}
	text := out.String()
	for _, w := range []string{"TABLE-TEXT", "Pick a fruit", "  1. Take the apple", "  3. Take the plum", "Your choice (1-3"} {
		if !strings.Contains(text, w) {
			t.Errorf("output lacks %q:\n%s", w, text)
		}
	}
	if n := strings.Count(text, "TABLE-TEXT"); n != 1 {
		t.Errorf("an unchanged view is shown %d times, want once:\n%s", n, text)
	}
}

func TestChooseExplainsBadAnswersAndAsksAgain(t *testing.T) {
	var out bytes.Buffer
	p := terminal.New(strings.NewReader("pear\n0\n4\n\n-1\n 3 \n"), &out, engine.English)
	got, err := p.Choose(stubView{"t"}, decision())
	if err != nil || got != 2 {
		t.Fatalf("Choose = %d, %v; want 2", got, err)
	}
	text := out.String()
	for _, w := range []string{
		"“pear” is not a number: type the number of an option, from 1 to 3.",
		"There is no option 0: type a number from 1 to 3.",
		"There is no option 4",
		"There is no option -1",
	} {
		if !strings.Contains(text, w) {
			t.Errorf("output lacks %q:\n%s", w, text)
		}
	}
	if n := strings.Count(text, "Your choice"); n != 6 {
		t.Errorf("asked %d times, want 6", n)
	}
}

func TestChooseInFrench(t *testing.T) {
	var out bytes.Buffer
	p := terminal.New(strings.NewReader("x\n1\n"), &out, engine.French)
	if _, err := p.Choose(stubView{"t"}, decision()); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"Choisissez un fruit", "1. Prendre apple", "Votre choix (1-3", "« x » n'est pas un nombre"} {
		if !strings.Contains(out.String(), w) {
			t.Errorf("output lacks %q:\n%s", w, out.String())
		}
	}
}

func TestViewAgain(t *testing.T) {
	var out bytes.Buffer
	p := terminal.New(strings.NewReader("v\n1\n"), &out, engine.English)
	if _, err := p.Choose(stubView{"TABLE-TEXT"}, decision()); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out.String(), "TABLE-TEXT"); n != 2 {
		t.Errorf("view shown %d times, want 2 (v shows it again)", n)
	}
}

func TestEndOfInput(t *testing.T) {
	for _, in := range []string{"", "2", "x\n"} {
		var out bytes.Buffer
		p := terminal.New(strings.NewReader(in), &out, engine.English)
		got, err := p.Choose(stubView{"t"}, decision())
		if in == "2" {
			// A last line without its line end is still an answer.
			if err != nil || got != 1 {
				t.Fatalf("input %q: Choose = %d, %v", in, got, err)
			}
			_, err = p.Choose(stubView{"t"}, decision())
		}
		if !errors.Is(err, terminal.ErrClosed) {
			t.Fatalf("input %q: error %v, want ErrClosed", in, err)
		}
		if _, err := p.Choose(stubView{"t"}, decision()); !errors.Is(err, terminal.ErrClosed) {
			t.Fatalf("input %q: after the end, error %v", in, err)
		}
	}
}

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

func TestReadError(t *testing.T) {
	p := terminal.New(failingReader{}, io.Discard, engine.English)
	_, err := p.Choose(stubView{"t"}, decision())
	if err == nil || errors.Is(err, terminal.ErrClosed) || !strings.Contains(err.Error(), "disk on fire") {
		t.Fatalf("error %v", err)
	}
}

func TestBeforeRunsAtEachDecision(t *testing.T) {
	var out bytes.Buffer
	p := terminal.New(strings.NewReader("1\n1\n"), &out, engine.English)
	n := 0
	p.Before = func(w io.Writer) { n++; fmt.Fprintf(w, "news %d\n", n) }
	for range 2 {
		if _, err := p.Choose(stubView{"t"}, decision()); err != nil {
			t.Fatal(err)
		}
	}
	if !strings.Contains(out.String(), "news 2") || strings.Index(out.String(), "news 1") > strings.Index(out.String(), "Pick") {
		t.Errorf("Before not called first at each decision:\n%s", out.String())
	}
}

// TestHandOverAtEndOfInput plays a real game (Hoard) with a human who
// answers a few decisions and leaves: engine.Run reports the seat, a bot
// takes it, and the game finishes.
func TestHandOverAtEndOfInput(t *testing.T) {
	tb, err := engine.NewTable(enginetest.New, enginetest.Header(3, 42))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	human := terminal.New(strings.NewReader("1\nnope\n1\n1\n"), &out, engine.English)
	players := []engine.Player{human, bot.NewRandom(1), bot.NewRandom(2)}
	handed := false
	for {
		err := engine.Run(tb, players, engine.RunOptions{MaxChoices: 10000})
		if err == nil {
			break
		}
		var se *engine.SeatError
		if !errors.As(err, &se) || se.Seat != 0 || !errors.Is(err, terminal.ErrClosed) || handed {
			t.Fatalf("run: %v", err)
		}
		handed = true
		players[0] = bot.NewRandom(3)
	}
	if !handed || tb.Game().Pending() != nil {
		t.Fatalf("handed over %v, game over %v", handed, tb.Game().Pending() == nil)
	}
	if got := strings.Count(out.String(), "Your choice"); got != 5 {
		t.Errorf("the human was asked %d times, want 5 (3 answers, 1 bad, then the end of input)", got)
	}
}

var msgHelpEcho = engine.NewMsg("terminaltest.help-echo", "x WORDS (say it back)", "x MOTS (le redire)")

// A game's command (games.TerminalCommander, issue 19) is listed under
// the options and answered in place of a number, for the seat deciding;
// the decision is then asked again, unchanged.
func TestCommandsAnswerInsteadOfANumber(t *testing.T) {
	var out bytes.Buffer
	p := terminal.New(strings.NewReader("X  a pear please \n2\n"), &out, engine.English)
	p.Commands = []terminal.Command{{Key: "x", Help: msgHelpEcho.Text(),
		Run: func(seat int, arg string) string { return fmt.Sprintf("seat %d said %q", seat, arg) }}}
	got, err := p.Choose(stubView{"table"}, decision())
	if err != nil || got != 1 {
		t.Fatalf("Choose = %d, %v; want option 2 after the command", got, err)
	}
	for _, want := range []string{"Or type: x WORDS (say it back)", `seat 0 said "a pear please"`} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the transcript has no %q:\n%s", want, out.String())
		}
	}
}
