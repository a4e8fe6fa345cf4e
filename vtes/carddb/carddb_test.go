package carddb_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes/carddb"
)

// TestLoadOfficialFiles reads the official files and checks counts and a
// few cards column by column.
func TestLoadOfficialFiles(t *testing.T) {
	db := shareddata.CardDB(t)
	var crypt, lib int
	for _, c := range db.Cards() {
		switch c.Kind {
		case carddb.Crypt:
			crypt++
		case carddb.Library:
			lib++
		}
	}
	if crypt != 1785 || lib != 2364 {
		t.Errorf("loaded %d crypt and %d library cards, want 1785 and 2364", crypt, lib)
	}
	if len(db.Sets()) < 40 {
		t.Errorf("only %d sets loaded", len(db.Sets()))
	}
}

func TestCardColumns(t *testing.T) {
	db := shareddata.CardDB(t)
	card := func(id int) *carddb.Card {
		c, ok := db.Card(id)
		if !ok {
			t.Fatalf("card %d missing", id)
		}
		return c
	}
	t.Run("vampire", func(t *testing.T) {
		c := card(201733) // Aaradhya, The Callous Tyrant
		if c.Kind != carddb.Crypt || c.Group != 6 || c.Capacity != 10 || c.Title != "cardinal" || c.Path != "Power and the Inner Voice" {
			t.Errorf("facts: %+v", c)
		}
		if c.Sect != "Sabbat" || !c.HasClan("Ventrue") {
			t.Errorf("sect %q clans %v", c.Sect, c.Clans)
		}
		if len(c.Disciplines) != 5 || !c.Disciplines[0].Superior || c.Disciplines[0].Code != "ani" {
			t.Errorf("disciplines %v", c.Disciplines)
		}
		if c.InPrecon("SV5", "PPower") != 1 {
			t.Errorf("printings %+v", c.Printings)
		}
	})
	t.Run("inferior and superior", func(t *testing.T) {
		c := card(201663) // Abaddon: cel pot AUS DOM FOR
		want := "cel pot AUS DOM FOR"
		var got []string
		for _, d := range c.Disciplines {
			got = append(got, d.String())
		}
		if strings.Join(got, " ") != want {
			t.Errorf("disciplines %v, want %s", got, want)
		}
	})
	t.Run("no Disciplines", func(t *testing.T) {
		if c := card(200076); len(c.Disciplines) != 0 { // Anarch Convert: -none-
			t.Errorf("disciplines %v, want none", c.Disciplines)
		}
	})
	t.Run("library costs and combined type", func(t *testing.T) {
		c := card(100001) // .44 Magnum
		if c.PoolCost != (carddb.Cost{Amount: 2}) || !c.Is("Equipment") || c.Kind != carddb.Library {
			t.Errorf("facts: %+v", c)
		}
		if c.InPrecon("NB", "") != 0 || c.InPrecon("V5", "PTr") != 1 || c.InPrecon("SW", "PB") != 1 {
			t.Errorf("printings %+v", c.Printings)
		}
		if len(c.Artists) != 2 {
			t.Errorf("artists %v", c.Artists)
		}
	})
	t.Run("any-or-all discipline requirements", func(t *testing.T) {
		var or, and *carddb.Card
		for _, c := range db.Cards() {
			if c.Kind == carddb.Library && len(c.Disciplines) == 2 {
				if c.RequiresAllDisciplines && and == nil {
					and = c
				} else if !c.RequiresAllDisciplines && or == nil {
					or = c
				}
			}
		}
		if or == nil || and == nil {
			t.Fatalf("expected cards requiring one of two and both of two disciplines")
		}
	})
	t.Run("X cost, burn option, banned", func(t *testing.T) {
		var x, burn, banned bool
		for _, c := range db.Cards() {
			x = x || c.PoolCost.X || c.BloodCost.X
			burn = burn || c.BurnOption
			banned = banned || c.Banned != ""
		}
		if !x || !burn || !banned {
			t.Errorf("X cost %v, burn option %v, banned %v", x, burn, banned)
		}
	})
	t.Run("any group", func(t *testing.T) {
		n := 0
		for _, c := range db.Cards() {
			if c.Group == carddb.AnyGroup {
				n++
			}
		}
		if n != 2 {
			t.Errorf("%d vampires of group ANY, want 2", n)
		}
	})
	t.Run("combined types and multiple clans", func(t *testing.T) {
		var combined, clans bool
		for _, c := range db.Cards() {
			combined = combined || (c.Is("Action Modifier") && c.Is("Reaction"))
			clans = clans || len(c.Clans) > 1
		}
		if !combined || !clans {
			t.Errorf("combined type %v, multiple clans %v", combined, clans)
		}
	})
}

// TestLookup covers the ways players write card names (issue 2).
func TestLookup(t *testing.T) {
	db := shareddata.CardDB(t)
	tests := []struct {
		name string
		want int
	}{
		{".44 Magnum", 100001},
		{".44 MAGNUM", 100001},
		{"Anarch Free Press, The", 100052},
		{"The Anarch Free Press", 100052},
		{"anarch free press", 100052},
		{"Anarch Manifesto, An", 0}, // resolved below by name
		{"Rotschreck", 0},
		{"Rötschreck", 0},
		{"Theo Bell", 201362},
		{"Theo Bell (G6)", 201613},
		{"Theo Bell (ADV)", 201363},
		{"theo bell (adv)", 201363},
		{"Raven", 200240},
		{"Camille Devereux", 200240},
		{"Pentex(TM) Subversion", 0},
		{"Lodin (Olaf Holte)", 0},
		{"Carna, The Princess Witch", 0},
		{"Jessica (ADV)", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := db.Lookup(tc.name)
			if err != nil {
				t.Fatal(err)
			}
			if tc.want != 0 && c.ID != tc.want {
				t.Errorf("got %d %q, want %d", c.ID, c.Name, tc.want)
			}
		})
	}
	t.Run("curly quotes", func(t *testing.T) {
		straight, err := db.Lookup("Dancin' Dana")
		if err != nil {
			t.Fatal(err)
		}
		curly, err := db.Lookup("Dancin\u2019 Dana")
		if err != nil || curly != straight {
			t.Errorf("curly quote: %v %v", curly, err)
		}
	})
	t.Run("advanced flag", func(t *testing.T) {
		c, _ := db.Lookup("Jessica (ADV)")
		if !c.Advanced {
			t.Errorf("Jessica (ADV) resolved to a base vampire %d", c.ID)
		}
		c, _ = db.Lookup("Jessica")
		if c.Advanced {
			t.Errorf("Jessica resolved to the advanced vampire %d", c.ID)
		}
	})
	t.Run("unknown names suggest", func(t *testing.T) {
		_, err := db.Lookup("Deflektion")
		var u *carddb.UnknownCardError
		if !errors.As(err, &u) {
			t.Fatalf("want *UnknownCardError, got %v", err)
		}
		if len(u.Suggestions) == 0 || u.Suggestions[0] != "Deflection" {
			t.Errorf("suggestions %v", u.Suggestions)
		}
		if !strings.Contains(err.Error(), `did you mean "Deflection"`) {
			t.Errorf("message %q", err)
		}
	})
	t.Run("unique names", func(t *testing.T) {
		for id, want := range map[int]string{201362: "Theo Bell (G2)", 201613: "Theo Bell (G6)", 201363: "Theo Bell (ADV)", 100001: ".44 Magnum"} {
			c, _ := db.Card(id)
			if got := db.UniqueName(c); got != want {
				t.Errorf("%d: %q, want %q", id, got, want)
			}
		}
	})
}

// TestEveryNameResolves checks that each card's unique name and each aka
// lead back to the card.
func TestEveryNameResolves(t *testing.T) {
	db := shareddata.CardDB(t)
	for _, c := range db.Cards() {
		got, err := db.Lookup(db.UniqueName(c))
		if err != nil || got != c {
			t.Errorf("%q: got %v, %v", db.UniqueName(c), got, err)
		}
	}
}

func TestLoadErrors(t *testing.T) {
	dir := shareddata.VTESCardDir(t)
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	good := carddb.Files{Crypt: read(carddb.CryptFile), Library: read(carddb.LibraryFile), Sets: read(carddb.SetsFile)}
	tests := []struct {
		name  string
		edit  func(f *carddb.Files)
		wants []string
	}{
		{"missing column", func(f *carddb.Files) {
			f.Crypt = []byte(strings.Replace(string(f.Crypt), `"Capacity"`, `"Capa"`, 1))
		}, []string{"vtescrypt.csv", `"Capacity"`, "missing"}},
		{"bad number", func(f *carddb.Files) {
			f.Library = []byte("\"Id\",\"Name\",\"Aka\",\"Type\",\"Clan\",\"Path\",\"Discipline\",\"Pool Cost\",\"Blood Cost\",\"Conviction Cost\",\"Burn Option\",\"Card Text\",\"Flavor Text\",\"Set\",\"Banned\",\"Artist\",\"Capacity\"\n" +
				"\"100001\",\"X\",\"\",\"Master\",\"\",\"\",\"\",\"two\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\"\n")
		}, []string{"vteslib.csv line 2", `"Pool Cost"`, `"two"`}},
		{"unbalanced quote", func(f *carddb.Files) {
			f.Sets = append(append([]byte(nil), f.Sets...), []byte("\"1,\"oops\n")...)
		}, []string{"vtessets.csv"}},
		{"empty file", func(f *carddb.Files) { f.Crypt = nil }, []string{"vtescrypt.csv", "empty"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := good
			tc.edit(&f)
			_, err := carddb.Load(f)
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tc.wants {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not mention %s", err, w)
				}
			}
		})
	}
	t.Run("missing directory", func(t *testing.T) {
		_, err := carddb.LoadDir(filepath.Join(t.TempDir(), "nope"))
		if err == nil || !strings.Contains(err.Error(), "nope") {
			t.Errorf("error %v", err)
		}
	})
	t.Run("missing file", func(t *testing.T) {
		d := t.TempDir()
		os.WriteFile(filepath.Join(d, carddb.CryptFile), good.Crypt, 0o644)
		_, err := carddb.LoadDir(d)
		if err == nil || !strings.Contains(err.Error(), carddb.LibraryFile) {
			t.Errorf("error %v", err)
		}
	})
	t.Run("no directory named", func(t *testing.T) {
		t.Setenv(carddb.EnvCards, "")
		if _, err := carddb.Dir(""); !errors.Is(err, carddb.ErrNoCardDir) {
			t.Errorf("error %v", err)
		}
		t.Setenv(carddb.EnvCards, "/x")
		if d, _ := carddb.Dir(""); d != "/x" {
			t.Errorf("env dir %q", d)
		}
		if d, _ := carddb.Dir("/y"); d != "/y" {
			t.Errorf("flag dir %q", d)
		}
	})
}

// FuzzLoadCSV feeds arbitrary bytes as the crypt file: no panic, and
// either cards or an error.
func FuzzLoadCSV(f *testing.F) {
	dir := shareddata.VTESCardDir(f)
	crypt, err := os.ReadFile(filepath.Join(dir, carddb.CryptFile))
	if err != nil {
		f.Fatal(err)
	}
	lines := strings.SplitAfter(string(crypt), "\n")
	f.Add(strings.Join(lines[:20], ""))
	f.Add(lines[0] + "\"1\",\"a\"\n")
	f.Add("")
	sets := []byte("\"Id\",\"Abbrev\",\"Release Date\",\"Full Name\",\"Company\"\n\"1\",\"X\",\"\",\"\",\"\"\n")
	lib := []byte("\"Id\",\"Name\",\"Aka\",\"Type\",\"Clan\",\"Path\",\"Discipline\",\"Pool Cost\",\"Blood Cost\",\"Conviction Cost\",\"Burn Option\",\"Card Text\",\"Flavor Text\",\"Set\",\"Banned\",\"Artist\",\"Capacity\"\n")
	f.Fuzz(func(t *testing.T, data string) {
		db, err := carddb.Load(carddb.Files{Crypt: []byte(data), Library: lib, Sets: sets})
		if err == nil && db == nil {
			t.Fatal("nil db without error")
		}
		if err == nil {
			for _, c := range db.Cards() {
				if got, err := db.Lookup(db.UniqueName(c)); err == nil && got == nil {
					t.Fatalf("%q: no card and no error", c.Name)
				}
			}
		}
	})
}
