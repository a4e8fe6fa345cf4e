package cards

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// starterList writes a built-in deck as a deck list.
func starterList(t *testing.T, name string) string {
	t.Helper()
	d, err := Starter(name)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Name: My deck\nFaction (7)\n")
	for _, v := range d.Vampires {
		fmt.Fprintf(&b, "1 %s\n", v.Name)
	}
	b.WriteString("\nLibrary:\n")
	counts := map[string]int{}
	var order []string
	for _, c := range d.Library {
		if counts[c.Name] == 0 {
			order = append(order, c.Name)
		}
		counts[c.Name]++
	}
	for _, n := range order {
		fmt.Fprintf(&b, "%dx %s\n", counts[n], n)
	}
	fmt.Fprintf(&b, "Haven: %s\nAgenda: %s\n", d.Haven.Name, d.Agenda.Name)
	return b.String()
}

// TestDeckListRoundTrip: a list is read, encoded for a header, and decoded
// to the same deck; names match without case or accents.
func TestDeckListRoundTrip(t *testing.T) {
	list := starterList(t, "rivals-core-malkavian")
	list = strings.Replace(list, "Guv'nah", "GUV'NAH", 1)
	d, err := ParseDeckList("my.txt", []byte(list))
	if err != nil {
		t.Fatal(err)
	}
	if d.Name != "My deck" || len(d.Vampires) != 7 || d.Haven == nil {
		t.Fatalf("%+v", d)
	}
	back, err := DecodeDeck(EncodeDeck(d))
	if err != nil {
		t.Fatal(err)
	}
	if EncodeDeck(back) != EncodeDeck(d) {
		t.Errorf("round trip differs:\n%s\n%s", EncodeDeck(back), EncodeDeck(d))
	}
	if c, ok := lookupName("jesus"); !ok || c.Name != "Jesús" {
		t.Errorf("jesus: %v", c)
	}
}

// TestDeckListErrors: clear errors naming the line and what was wrong.
func TestDeckListErrors(t *testing.T) {
	good := starterList(t, "rivals-core-brujah")
	tests := []struct {
		name, list, want string
	}{
		{"unknown", strings.Replace(good, "Throat Rip", "Throat Ripp", 1), `unknown card "Throat Ripp" (did you mean "Throat Rip"`},
		{"too many", good + "4 Mercy\n", "Mercy more than 3 times"},
		{"two havens", good + "Haven: The Madhouse\n", "one Haven and one Agenda"},
		{"city card", good + "1 Vagrant\n", "a City card"},
		{"short", "1 Hydra\n", "1 vampires, want 7"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseDeckList("d.txt", []byte(tt.list))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want %q", err, tt.want)
			}
		})
	}
	// Every Core card is implemented: a card made unimplemented for the
	// test is refused, named, and the error wraps ErrNotImplemented.
	lightningStrike.Missing = "its text"
	t.Cleanup(func() { lightningStrike.Missing = "" })
	_, err := ParseDeckList("d.txt", []byte(good+"1 Lightning Strike\n"))
	if !errors.Is(err, ErrNotImplemented) || !strings.Contains(err.Error(), "not implemented yet: Lightning Strike") {
		t.Errorf("an unimplemented card: %v", err)
	}
	if _, err := ParseDeckList("big", bytes.Repeat([]byte("1 Hydra\n"), 10000)); err == nil {
		t.Error("a huge list was read")
	}
	for _, spec := range []string{"deck:", "deck:x:core-hydra", "deck:x:core-nope*1", "deck:x:core-hydra*0", "deck:x:core-vagrant*1"} {
		if _, err := DecodeDeck(spec); err == nil {
			t.Errorf("%q decoded", spec)
		}
	}
}

// FuzzDeckList: any input is read or refused, never a panic.
func FuzzDeckList(f *testing.F) {
	f.Add([]byte("3 Hydra\nHaven: The Madhouse\n"))
	f.Add([]byte("Faction (7)\n1x Jesús\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := ParseDeckList("f", data)
		if err == nil {
			if _, err := DecodeDeck(EncodeDeck(d)); err != nil {
				t.Fatalf("a deck read does not round-trip: %v", err)
			}
		}
		_, _ = DecodeDeck(string(data))
	})
}

// TestDeckListFrenchNames: a deck list may name cards in French.
func TestDeckListFrenchNames(t *testing.T) {
	list := strings.Replace(starterList(t, "rivals-core-brujah"), "Sucker Punch", "coup BAS", 1)
	d, err := ParseDeckList("fr.txt", []byte(list))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range d.Library {
		if c == suckerPunch {
			n++
		}
	}
	if n == 0 {
		t.Errorf("no Sucker Punch read from %q", "coup BAS")
	}
}
