package vtes_test

// The vocabulary of the rules tests. Each test file follows one concept
// of ../shared/rules/vtes.md and reads like a judge's ruling: the
// position, the play, the expected outcome, the section it follows.
//
// Positions use the New Blood cards (vtes/cards). A few rules need a card
// New Blood does not print (a priscus, a ranged weapon, a burn-option
// card, a Discipline master card of another Discipline…): those are the
// fixtures below, plain cards with the facts the rule needs and names
// that say they are test cards.

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
)

// fixtures are test-only cards, found by name before the real ones.
var fixtures = map[string]*vtes.CardDef{}

func fixture(d *vtes.CardDef) *vtes.CardDef {
	// Two fixtures of one name or id would silently replace each other, or
	// count as the same card in the once-per-name limits.
	if _, dup := fixtures[d.Name]; dup {
		panic("two test fixtures named " + d.Name)
	}
	if _, dup := fixtureIDs[d.ID]; dup {
		panic(fmt.Sprintf("test fixtures %s and %s share the id %d", fixtureIDs[d.ID], d.Name, d.ID))
	}
	fixtures[d.Name], fixtureIDs[d.ID] = d, d.Name
	return d
}

// fixtureIDs names the fixture of each id.
var fixtureIDs = map[int]string{}

func testVampire(id int, name string, capacity int, clan string, disc string, sect vtes.Sect, title vtes.Title) *vtes.CardDef {
	ds, err := vtes.ParseDisciplines(disc)
	if err != nil {
		panic(err)
	}
	return fixture(&vtes.CardDef{ID: id, Name: name, Capacity: capacity, Clan: clan, Disciplines: ds,
		Sect: sect, Title: title, Types: vtes.Vampire})
}

var (
	// Three Sabbat prisci, for the prisci bloc (§5.4), and a cardinal.
	_ = testVampire(990001, "Test Priscus Anselm", 6, "Lasombra", "dom OBT", vtes.Sabbat, vtes.Priscus)
	_ = testVampire(990002, "Test Priscus Beatriz", 6, "Lasombra", "dom OBT", vtes.Sabbat, vtes.Priscus)
	_ = testVampire(990003, "Test Priscus Cyprian", 6, "Tzimisce", "ani VIC", vtes.Sabbat, vtes.Priscus)
	_ = testVampire(990004, "Test Cardinal Dolores", 9, "Lasombra", "dom OBT POT", vtes.Sabbat, vtes.Cardinal)

	// A gun: a ranged strike for 2 (§6.4 range test).
	_ = fixture(&vtes.CardDef{ID: 990010, Name: "Test Pistol", Types: vtes.Equipment,
		Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "strike: 2R damage", Damage: 2, Ranged: true}}})

	// A burn-option combat card requiring Fortitude (§1.5.5, §14 C9).
	_ = fixture(&vtes.CardDef{ID: 990020, Name: "Test Stone Skin", Types: vtes.Combat, BurnOption: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Disc: vtes.Fortitude, Level: vtes.Inferior, Step: vtes.StepPrevent,
			Label: "prevent 1 damage", Resolve: func(g *vtes.Game, p *vtes.Play) { g.Prevent(p.Minion, 1) }}}})

	// A combat card playable at the end of every round (§14 C32).
	_ = fixture(&vtes.CardDef{ID: 990040, Name: "Test Last Word", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepEndOfRound, Label: "a last word", Legal: vtes.InCombat}}})

	// Two strike cards: a hand strike, and one that is not.
	_ = fixture(&vtes.CardDef{ID: 990050, Name: "Test Haymaker", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayStrike, Hand: true, Label: "hand strike at +1", Resolve: vtes.HandStrike(1).Resolve}}})
	_ = fixture(&vtes.CardDef{ID: 990051, Name: "Test Thrown Knife", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayStrike, Label: "strike: 2 damage",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.SetStrike(p.Minion, vtes.Strike{Label: "knife", Damage: 2}) }}}})

	// A reaction that unlocks its vampire and makes it block at once.
	_ = fixture(&vtes.CardDef{ID: 990060, Name: "Test Sentry", Types: vtes.Reaction,
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepBlockDecision, Label: "unlock and block",
			Legal: vtes.Locked, Resolve: func(g *vtes.Game, p *vtes.Play) { vtes.Unlock(g, p); vtes.AttemptBlock(g, p) }}}})

	// A reaction giving 2 votes against, the vampire's own going with them.
	_ = fixture(&vtes.CardDef{ID: 990070, Name: "Test Pledge", Types: vtes.Reaction,
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepPolling, Label: "2 votes against, with the vampire's",
			Legal: vtes.Political, Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.CastVotes(p.Seat, 2, false)
				g.CastVampireVotes(p.Minion, false)
			}}}})

	// A trifle (§1.6, §14 C14) and an event (§1.8, §3.7), with no effect
	// beyond the rule.
	_ = fixture(&vtes.CardDef{ID: 990080, Name: "Test Trifle", Types: vtes.Master, Trifle: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "trifle"}}})
	_ = fixture(&vtes.CardDef{ID: 990081, Name: "Test Event", Types: vtes.Event,
		Modes: []vtes.Mode{{Kind: vtes.PlayEvent, Label: "event", Resolve: vtes.PutInPlay}}})

	// A Discipline master card (§1.6, §7.4 step 4).
	_ = fixture(&vtes.CardDef{ID: 990030, Name: "Test Fortitude", Types: vtes.Master, Discipline: vtes.Fortitude,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a vampire"}}})
)

// lookup finds a fixture, then a New Blood card.
func lookup(name string) (*vtes.CardDef, bool) {
	if d, ok := fixtures[name]; ok {
		return d, true
	}
	return cards.ByName(name)
}

// newScenario starts a test position with the implemented cards and the
// fixtures.
func newScenario(seats int) *vtes.Scenario { return vtes.NewScenario(seats, lookup) }

// answer answers the pending decisions by label, failing the test if no
// single option matches.
func answer(t *testing.T, g *vtes.Game, labels ...string) {
	t.Helper()
	for _, l := range labels {
		if err := g.Answer(l); err != nil {
			t.Fatal(err)
		}
	}
}

// asked checks who decides what now: seat (0-based) and the decision kind.
func asked(t *testing.T, g *vtes.Game, seat int, kind string) {
	t.Helper()
	d := g.Pending()
	if d == nil {
		t.Fatalf("no decision pending; want seat %d to decide %s", seat, kind)
	}
	if d.Seat != seat || d.Kind != kind {
		t.Fatalf("pending: seat %d decides %s %q; want seat %d deciding %s", d.Seat, d.Kind, g.Labels(), seat, kind)
	}
}

// offered reports whether an option label of the pending decision
// contains text.
func offered(g *vtes.Game, text string) bool {
	return slices.ContainsFunc(g.Labels(), func(l string) bool { return strings.Contains(l, text) })
}

// mustOffer and mustNotOffer check one option's presence.
func mustOffer(t *testing.T, g *vtes.Game, text string) {
	t.Helper()
	if !offered(g, text) {
		t.Fatalf("no option contains %q: %q", text, g.Labels())
	}
}

func mustNotOffer(t *testing.T, g *vtes.Game, text string) {
	t.Helper()
	if offered(g, text) {
		t.Fatalf("an option contains %q, which is illegal here: %q", text, g.Labels())
	}
}

// pool returns a seat's pool.
func pool(g *vtes.Game, seat int) int { return g.Methuselah(seat).Pool }

// logged reports whether the game log has an entry containing text.
func logged(g *vtes.Game, text string) bool {
	for _, e := range g.Log() {
		if strings.Contains(e.Text.Render(engine.English), text) {
			return true
		}
	}
	return false
}

// inZone checks where a card is.
func inZone(t *testing.T, c *vtes.Card, z vtes.Zone) {
	t.Helper()
	if c.Zone != z {
		t.Fatalf("%s is in the %s, want the %s", c.Def.Name, c.Zone, z)
	}
}

// over checks that the game has ended.
func over(t *testing.T, g *vtes.Game) {
	t.Helper()
	if d := g.Pending(); d != nil {
		t.Fatalf("the game goes on: seat %d decides %s %q", d.Seat, d.Kind, g.Labels())
	}
}

// invariants checks the state invariants.
func invariants(t *testing.T, g *vtes.Game) {
	t.Helper()
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
