// Package terminal seats a human at a text terminal: an engine.Player that
// shows the seat's view, the decision's prompt and its options numbered
// from 1, reads the number typed, and asks again, explaining, when the
// answer is not one of the numbers. It knows no game: any engine.Game can
// be played with it.
//
// When the input ends (EOF: the terminal closed, a script ran out of
// lines) Choose returns an error wrapping [ErrClosed], and engine.Run
// returns it as a *engine.SeatError with the game unchanged, so the caller
// can hand the seat to a bot and run on.
package terminal

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"kindred/engine"
)

// ErrClosed is wrapped by Choose's error when the input has ended.
var ErrClosed = errors.New("end of input: the player left")

// Messages of the terminal, in English and French.
var (
	msgChoose   = engine.NewMsg("terminal.choose", "Your choice (1-{0}, v to see the table again): ", "Votre choix (1-{0}, v pour revoir la table) : ")
	msgNotNum   = engine.NewMsg("terminal.not-number", "“{0}” is not a number: type the number of an option, from 1 to {1}.", "« {0} » n'est pas un nombre : tapez le numéro d'une option, de 1 à {1}.")
	msgRange    = engine.NewMsg("terminal.out-of-range", "There is no option {0}: type a number from 1 to {1}.", "Il n'y a pas d'option {0} : tapez un nombre de 1 à {1}.")
	msgDecision = engine.NewMsg("terminal.decision", "— your decision —", "— à vous de décider —")
	msgCommands = engine.NewMsg("terminal.commands", "Or type: {0}", "Ou tapez : {0}")
)

// Command is something a person may type instead of an option's number
// ("c Blood Doll"): Key is its first word, Help what it does, and Run
// the text to print for the seat deciding and the rest of the line. A
// command changes nothing in the game.
type Command struct {
	Key  string
	Help engine.Text
	Run  func(seat int, arg string) string
}

// Player is a human at a terminal, playing one seat. It implements
// engine.Player. A Player is not safe for concurrent use.
type Player struct {
	in   *bufio.Reader
	out  io.Writer
	lang engine.Lang
	// Before, if set, is called at the start of every Choose, before the
	// view is shown: the game's place to print what happened since the
	// last decision (its log).
	Before func(out io.Writer)
	// AlwaysShowView shows the view at every decision; by default it is
	// shown only when it changed since the last decision.
	AlwaysShowView bool
	// Echo writes each line read back to the output after the question:
	// when the input is a script or a pipe rather than a terminal, the
	// answers then appear in the transcript.
	Echo bool
	// Commands are the game's commands (games.TerminalCommander).
	Commands []Command
	last     []byte // the view last shown
	buf      []byte
	closed   bool
}

// New returns a player reading answers from in and writing to out, in
// language lang.
func New(in io.Reader, out io.Writer, lang engine.Lang) *Player {
	return &Player{in: bufio.NewReader(in), out: out, lang: lang}
}

// Choose shows the view (when it changed), the prompt and the numbered
// options, and returns the index of the option whose number is typed.
// It asks again, saying why, after an answer that is not a number from 1
// to the number of options; "v" shows the view and the options again.
// At the end of the input it returns an error wrapping ErrClosed.
func (p *Player) Choose(v engine.View, d *engine.Decision) (int, error) {
	if p.closed {
		return 0, ErrClosed
	}
	if len(d.Options) == 0 {
		return 0, fmt.Errorf("terminal: decision %s has no options", d.Kind)
	}
	if p.Before != nil {
		p.Before(p.out)
	}
	p.show(v, d, p.AlwaysShowView)
	for {
		p.buf = msgChoose.With(engine.Int(len(d.Options))).Append(p.buf[:0], p.lang)
		if _, err := p.out.Write(p.buf); err != nil {
			return 0, fmt.Errorf("terminal: %w", err)
		}
		line, err := p.in.ReadString('\n')
		if err != nil && (err != io.EOF || line == "") {
			fmt.Fprintln(p.out)
			if err == io.EOF {
				p.closed = true
				return 0, ErrClosed
			}
			return 0, fmt.Errorf("terminal: reading the answer: %w", err)
		}
		answer := strings.TrimSpace(line)
		if p.Echo {
			fmt.Fprintln(p.out, answer)
		} else if err == io.EOF {
			fmt.Fprintln(p.out) // the answer had no line end
		}
		switch {
		case answer == "":
			continue
		case answer == "v" || answer == "V":
			p.show(v, d, true)
			continue
		}
		if out, ok := p.command(d.Seat, answer); ok {
			fmt.Fprintln(p.out, out)
			continue
		}
		n, convErr := strconv.Atoi(answer)
		var complaint engine.Text
		switch {
		case convErr != nil:
			complaint = msgNotNum.With(engine.Str(answer), engine.Int(len(d.Options)))
		case n < 1 || n > len(d.Options):
			complaint = msgRange.With(engine.Int(n), engine.Int(len(d.Options)))
		default:
			return n - 1, nil
		}
		p.buf = append(complaint.Append(p.buf[:0], p.lang), '\n')
		if _, err := p.out.Write(p.buf); err != nil {
			return 0, fmt.Errorf("terminal: %w", err)
		}
	}
}

// show writes the view (if it changed, or always when force is set), the
// prompt and the numbered options.
func (p *Player) show(v engine.View, d *engine.Decision, force bool) {
	var b bytes.Buffer
	if v != nil {
		view := v.AppendText(nil, p.lang)
		if force || !bytes.Equal(view, p.last) {
			b.WriteByte('\n')
			b.Write(view)
			if len(view) > 0 && view[len(view)-1] != '\n' {
				b.WriteByte('\n')
			}
			p.last = view
		}
	}
	b.WriteByte('\n')
	b.Write(msgDecision.Text().Append(nil, p.lang))
	b.WriteByte('\n')
	if !d.Prompt.IsZero() {
		b.Write(d.Prompt.Append(nil, p.lang))
		b.WriteByte('\n')
	}
	width := len(strconv.Itoa(len(d.Options)))
	for i := range d.Options {
		fmt.Fprintf(&b, "  %*d. ", width, i+1)
		b.Write(d.Label(i).Append(nil, p.lang))
		b.WriteByte('\n')
	}
	if len(p.Commands) > 0 {
		helps := make([]string, len(p.Commands))
		for i, c := range p.Commands {
			helps[i] = c.Help.Render(p.lang)
		}
		b.Write(msgCommands.With(engine.Str(strings.Join(helps, " · "))).Append(nil, p.lang))
		b.WriteByte('\n')
	}
	p.out.Write(b.Bytes())
}

// command runs the command answer names, if any: its first word is a
// command's key.
func (p *Player) command(seat int, answer string) (string, bool) {
	key, arg, _ := strings.Cut(answer, " ")
	for _, c := range p.Commands {
		if strings.EqualFold(key, c.Key) {
			return c.Run(seat, strings.TrimSpace(arg)), true
		}
	}
	return "", false
}
