package cards

import (
	"slices"
	"sync"
	"testing"

	"kindred/internal/shareddata"
	"kindred/rivals"
	"kindred/rivals/carddata"
)

var (
	dataOnce sync.Once
	data     *carddata.DB
	dataErr  error
)

func cardData(t *testing.T) *carddata.DB {
	t.Helper()
	path := shareddata.Path(t, "data", "rivals", "cards.json")
	dataOnce.Do(func() { data, dataErr = carddata.LoadFile(path) })
	if dataErr != nil {
		t.Fatal(dataErr)
	}
	return data
}

var kinds = map[carddata.Stack]rivals.Kind{carddata.Faction: rivals.KindVampire, carddata.Library: rivals.KindLibrary,
	carddata.Haven: rivals.KindHaven, carddata.Agenda: rivals.KindAgenda, carddata.City: rivals.KindCity}

var attackTypes = map[string]rivals.AttackType{"ranged": rivals.Ranged, "physical": rivals.Physical, "social": rivals.Social, "mental": rivals.Mental}

func typesOf(names []string) rivals.AttackType {
	var t rivals.AttackType
	for _, n := range names {
		t |= attackTypes[n]
	}
	return t
}

// TestFacts checks every card defined in code against the card data: the
// facts the rules read (name, kind, clan, BP, attributes, disciplines,
// types, requirement, skull, Shield, attack and reaction types, City
// Blood, AP and copies).
func TestFacts(t *testing.T) {
	db := cardData(t)
	for _, c := range All() {
		t.Run(c.ID, func(t *testing.T) {
			d, ok := db.Card(c.ID)
			if !ok {
				t.Fatalf("no canonical card %s in the data", c.ID)
			}
			check := func(what string, got, want any) {
				t.Helper()
				if got != want {
					t.Errorf("%s: %v in code, %v in the data", what, got, want)
				}
			}
			check("name", c.Name, d.Name)
			check("kind", c.Kind, kinds[d.Stack])
			check("clan", c.Clan, d.Clan)
			check("BP", c.BP, d.BloodPotency)
			check("physical", c.Physical, d.Physical)
			check("social", c.Social, d.Social)
			check("mental", c.Mental, d.Mental)
			var lv rivals.Levels
			for _, x := range d.Disciplines {
				i := slices.Index(rivals.DisciplineNames[:], x.Name)
				if i < 0 {
					t.Fatalf("unknown discipline %q", x.Name)
				}
				lv[i] = int8(x.Level)
			}
			check("disciplines", c.Disciplines, lv)
			var ty rivals.Type
			for _, n := range d.Types {
				ty |= rivals.TypeNames[n]
			}
			check("types", c.Types, ty)
			check("BP requirement", c.BPReq, d.BPRequirement)
			check("damage", c.Damage, d.Damage)
			check("shield", c.Shield, d.Shield)
			if d.HasType("attack") {
				check("attack type", c.Attacks, typesOf(d.Attack))
			}
			if d.HasType("reaction") {
				r := d.Reactions
				if len(r) == 0 {
					r = d.Attack
				}
				check("reaction types", c.Reacts, typesOf(r))
			}
			check("blood", c.Blood, d.Blood)
			check("AP", c.AP, d.AP)
			check("copies", c.Copies, d.Copies)
		})
	}
}

// TestEveryCoreCardDefined: the code defines each of the 141 Core cards
// once.
func TestEveryCoreCardDefined(t *testing.T) {
	db := cardData(t)
	ids := map[string]int{}
	for _, c := range All() {
		ids[c.ID]++
	}
	for _, d := range db.Set("Core") {
		if ids[d.ID] != 1 {
			t.Errorf("%s (%s) defined %d times", d.Name, d.ID, ids[d.ID])
		}
	}
	if n := len(All()); n != 141 {
		t.Errorf("%d cards defined, want 141", n)
	}
}

// TestStarterDecks: spec §1.13's four decks: 48, 47, 49 and 48 Library
// cards, every card implemented; each legal by §6.1.
func TestStarterDecks(t *testing.T) {
	want := map[string]int{"rivals-core-brujah": 48, "rivals-core-malkavian": 47, "rivals-core-toreador": 49, "rivals-core-ventrue": 48}
	for _, name := range Starters() {
		d, err := Starter(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(d.Library) != want[name] {
			t.Errorf("%s: %d Library cards, want %d", name, len(d.Library), want[name])
		}
		if len(d.Vampires) != 7 || d.Haven == nil || d.Agenda == nil {
			t.Errorf("%s: %d vampires", name, len(d.Vampires))
		}
	}
}

// A caller editing the deck Starter gave it leaves the built-in deck as
// it is: each call gives its own vampire and Library lists.
func TestStarterListsAreTheCallers(t *testing.T) {
	d, err := Starter("rivals-core-brujah")
	if err != nil {
		t.Fatal(err)
	}
	want := d.Vampires[0]
	d.Vampires[0], d.Library[0] = nil, nil
	again, err := Starter("rivals-core-brujah")
	if err != nil {
		t.Fatal(err)
	}
	if again.Vampires[0] != want || again.Library[0] == nil {
		t.Errorf("editing one caller's deck changed the built-in deck: vampire %v, first card %v", again.Vampires[0], again.Library[0])
	}
}
