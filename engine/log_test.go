package engine

import (
	"bytes"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func sampleLog() *Log {
	return &Log{
		Header: Header{
			Game:    "hoard",
			Version: "1",
			Seed:    42,
			Rules:   []Rule{{"hand", "3"}, {"target", "25"}},
			Seats:   []string{"deck \"A\" é", "line\nbreak\\"},
		},
		Choices: []Choice{
			{Seat: 0, Kind: "hoard.turn", Option: 4, Hash: 0x5b1c0d3e9a7f2b11},
			{Seat: 1, Kind: "hoard.block", Option: 0, Hash: 0x00000000000000ff},
			{Seat: 1, Kind: "hoard.turn", Option: 12, Hash: 0xffffffffffffffff},
		},
	}
}

const sampleText = `kindred-log 1
game hoard
version "1"
seed 42
rule hand "3"
rule target "25"
seat 0 "deck \"A\" é"
seat 1 "line\x0abreak\\"
choices
0 hoard.turn 4 5b1c0d3e9a7f2b11
1 hoard.block 0 00000000000000ff
1 hoard.turn 12 ffffffffffffffff
`

func TestLogWriteGolden(t *testing.T) {
	var buf bytes.Buffer
	n, err := sampleLog().WriteTo(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if got := buf.String(); got != sampleText {
		t.Errorf("WriteTo wrote\n%s\nwant\n%s", got, sampleText)
	}
	if n != int64(buf.Len()) {
		t.Errorf("WriteTo returned %d, wrote %d bytes", n, buf.Len())
	}
}

func TestLogRoundTrip(t *testing.T) {
	l, err := ReadLog(strings.NewReader(sampleText))
	if err != nil {
		t.Fatal(err)
	}
	if want := sampleLog(); !reflect.DeepEqual(l, want) {
		t.Errorf("ReadLog = %+v, want %+v", l, want)
	}
	// Odd strings survive quoting.
	l.Header.Version = "\x00\x7f\xff\"\\ünïcode\t"
	l.Header.Seats[0] = ""
	data, err := l.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	l2, err := ParseLog(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if !reflect.DeepEqual(l, l2) {
		t.Errorf("round trip changed the log: %+v, want %+v", l2, l)
	}
}

func TestLogCommentsRewindAndEmpty(t *testing.T) {
	text := "kindred-log 1\n# saved by a test\n\ngame g\nversion \"\"\nseed 0\nseat 0 \"\"\nchoices\n" +
		"0 g.a 1 0000000000000001\n# a comment\n0 g.a 2 0000000000000002\nrewind 1\n0 g.b 3 0000000000000003\n"
	l, err := ParseLog([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	want := []Choice{{0, "g.a", 1, 1}, {0, "g.b", 3, 3}}
	if !reflect.DeepEqual(l.Choices, want) {
		t.Errorf("choices = %v, want %v", l.Choices, want)
	}
	l, err = ParseLog([]byte("kindred-log 1\ngame g\nversion \"\"\nseed 0\nchoices\n"))
	if err != nil || len(l.Choices) != 0 || len(l.Header.Seats) != 0 {
		t.Errorf("empty log: %+v, %v", l, err)
	}
}

func TestReadLogRefuses(t *testing.T) {
	head := "kindred-log 1\ngame g\nversion \"1\"\nseed 1\nseat 0 \"a\"\nseat 1 \"b\"\nchoices\n"
	ok := "0 g.turn 3 0123456789abcdef\n"
	tests := []struct {
		name string
		text string
		want error
		msg  string // a substring of the error
	}{
		{"empty file", "", ErrLogTruncated, "line 1"},
		{"cut first line", "kindred-l", ErrLogTruncated, "line 1"},
		{"not a log", "hello\n", ErrLogFormat, "not a kindred log"},
		{"version 2", "kindred-log 2\n", ErrLogVersion, "version \"2\""},
		{"version 0", "kindred-log 0\ngame g\n", ErrLogVersion, "reads version 1"},
		{"no version", "kindred-log\n", ErrLogVersion, "line 1"},
		{"header cut", "kindred-log 1\ngame g\nvers", ErrLogTruncated, "line 3"},
		{"header without choices", "kindred-log 1\ngame g\n", ErrLogTruncated, "no \"choices\""},
		{"no seed", "kindred-log 1\ngame g\nversion \"\"\nchoices\n", ErrLogFormat, "lacks"},
		{"two games", "kindred-log 1\ngame g\ngame h\n", ErrLogFormat, "line 3"},
		{"bad game", "kindred-log 1\ngame G!\n", ErrLogFormat, "line 2"},
		{"unquoted version", "kindred-log 1\ngame g\nversion 1\n", ErrLogFormat, "line 3"},
		{"bad seed", "kindred-log 1\ngame g\nversion \"\"\nseed -1\n", ErrLogFormat, "line 4"},
		{"seed overflow", "kindred-log 1\ngame g\nversion \"\"\nseed 18446744073709551616\n", ErrLogFormat, "line 4"},
		{"seat out of order", "kindred-log 1\ngame g\nversion \"\"\nseed 1\nseat 1 \"x\"\n", ErrLogFormat, "want seat 0"},
		{"bad escape", "kindred-log 1\ngame g\nversion \"\\q\"\n", ErrLogFormat, "line 3"},
		{"duplicate rule", "kindred-log 1\ngame g\nversion \"\"\nseed 1\nrule a \"1\"\nrule a \"2\"\nchoices\n", ErrLogFormat, "twice"},
		{"unknown header", "kindred-log 1\ngame g\nplayers 3\n", ErrLogFormat, "unknown header line"},
		{"junk after choices", "kindred-log 1\ngame g\nversion \"\"\nseed 1\nchoices now\n", ErrLogFormat, "after"},
		{"choice cut", head + ok + "1 g.tu", ErrLogTruncated, "line 9"},
		{"three fields", head + ok + "1 g.turn 3\n", ErrLogFormat, "line 9: malformed log: choice 2"},
		{"five fields", head + "1 g.turn 3 0123456789abcdef x\n", ErrLogFormat, "4 fields"},
		{"double space", head + "1  g.turn 3 0123456789abcdef\n", ErrLogFormat, "kind"},
		{"seat out of range", head + "2 g.turn 3 0123456789abcdef\n", ErrLogFormat, "bad seat"},
		{"negative option", head + "0 g.turn -3 0123456789abcdef\n", ErrLogFormat, "bad option"},
		{"leading zero", head + "0 g.turn 03 0123456789abcdef\n", ErrLogFormat, "bad option"},
		{"huge option", head + "0 g.turn 99999999999 0123456789abcdef\n", ErrLogFormat, "bad option"},
		{"short hash", head + "0 g.turn 3 0123\n", ErrLogFormat, "bad hash"},
		{"upper-case hash", head + "0 g.turn 3 0123456789ABCDEF\n", ErrLogFormat, "bad hash"},
		{"bad kind", head + "0 g/turn 3 0123456789abcdef\n", ErrLogFormat, "bad decision kind"},
		{"rewind too far", head + ok + "rewind 2\n", ErrLogFormat, "line 9"},
		{"corrupted line", head + ok + "0 g.turn 3 0123456789abcd\x00f\n", ErrLogFormat, "line 9"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseLog([]byte(tt.text))
			if !errors.Is(err, tt.want) {
				t.Fatalf("error = %v, want %v", err, tt.want)
			}
			if !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("error %q does not mention %q", err, tt.msg)
			}
		})
	}
}

func TestReadLogKeepsCompleteChoicesOfTruncatedFile(t *testing.T) {
	cut := sampleText[:len(sampleText)-10]
	l, err := ParseLog([]byte(cut))
	if !errors.Is(err, ErrLogTruncated) {
		t.Fatalf("error = %v, want ErrLogTruncated", err)
	}
	if l == nil || len(l.Choices) != 2 || !reflect.DeepEqual(l.Choices, sampleLog().Choices[:2]) {
		t.Errorf("kept %+v, want the first 2 choices", l)
	}
}

func TestWriteRefusesUnreadableLogs(t *testing.T) {
	tests := []struct {
		name string
		edit func(l *Log)
	}{
		{"bad game", func(l *Log) { l.Header.Game = "hoard game" }},
		{"empty game", func(l *Log) { l.Header.Game = "" }},
		{"bad rule key", func(l *Log) { l.Header.Rules[0].Key = "a b" }},
		{"duplicate rule", func(l *Log) { l.Header.Rules[1].Key = "hand" }},
		{"bad kind", func(l *Log) { l.Choices[1].Kind = "has space" }},
		{"seat out of range", func(l *Log) { l.Choices[1].Seat = 2 }},
		{"negative option", func(l *Log) { l.Choices[1].Option = -1 }},
	}
	for _, tt := range tests {
		l := sampleLog()
		tt.edit(l)
		var buf bytes.Buffer
		if _, err := l.WriteTo(&buf); err == nil {
			t.Errorf("%s: WriteTo accepted the log", tt.name)
		}
		if buf.Len() != 0 {
			t.Errorf("%s: WriteTo wrote %d bytes before refusing", tt.name, buf.Len())
		}
	}
}

// sameLog reports whether two logs hold the same header and choices.
func sameLog(a, b *Log) bool {
	ha, hb := &a.Header, &b.Header
	return ha.Game == hb.Game && ha.Version == hb.Version && ha.Seed == hb.Seed &&
		slices.Equal(ha.Rules, hb.Rules) && slices.Equal(ha.Seats, hb.Seats) &&
		slices.Equal(a.Choices, b.Choices)
}

func FuzzReadLog(f *testing.F) {
	f.Add([]byte(sampleText))
	f.Add([]byte(sampleText[:100]))
	f.Add([]byte("kindred-log 1\ngame g\nversion \"\"\nseed 0\nseat 0 \"\"\nchoices\n0 g.a 1 0000000000000001\nrewind 0\n"))
	f.Add([]byte("kindred-log 2\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := ParseLog(data)
		if err != nil {
			if !errors.Is(err, ErrLogFormat) && !errors.Is(err, ErrLogTruncated) && !errors.Is(err, ErrLogVersion) {
				t.Fatalf("error %v wraps no log error", err)
			}
			if l == nil {
				return
			}
		}
		// Whatever was read writes back and reads again unchanged.
		out, werr := l.MarshalText()
		if werr != nil {
			t.Fatalf("a parsed log does not write: %v", werr)
		}
		l2, err := ParseLog(out)
		if err != nil {
			t.Fatalf("a written log does not parse: %v\n%s", err, out)
		}
		if !sameLog(l, l2) {
			t.Fatalf("round trip changed the log:\n%+v\n%+v", l, l2)
		}
	})
}

func BenchmarkParseLog(b *testing.B) {
	l := sampleLog()
	for len(l.Choices) < 10000 {
		l.Choices = append(l.Choices, l.Choices[:3]...)
	}
	data, err := l.MarshalText()
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := ParseLog(data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)*float64(len(l.Choices))/b.Elapsed().Seconds(), "choices/s")
}
