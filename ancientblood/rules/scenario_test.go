package rules

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"kindred/ancientblood/demo"
	"kindred/ancientblood/pack"
	"kindred/engine"
)

// The scenario tests build positions on the demonstration pack's chapel
// nest (hp-1a: nave a–b, vestry c–d; hp-2a: crypt e–f, ossuary g–h; doors
// a–c, b–e, f–h) and lair (hp-3a: s1–s4, one room). Each cites the rule
// it checks (rules/ancientblood.md).

const nest = "demo-nest-chapel"

func thePack(t *testing.T) *pack.Pack {
	t.Helper()
	p, err := demo.Pack()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func must(t *testing.T) func(*Game, error) *Game {
	return func(g *Game, err error) *Game {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
}

// option returns the index of the pending option that matches.
func option(t *testing.T, g *Game, want Action, zoneOrFig int) int {
	t.Helper()
	d := g.Pending()
	if d == nil {
		t.Fatal("no decision pending")
	}
	for i, o := range d.Options {
		a, z, f, _, _ := ActionOf(o.Code)
		if a == want && (zoneOrFig < 0 || z == zoneOrFig || f == zoneOrFig) {
			return i
		}
	}
	t.Fatalf("no option %d/%d among %v", want, zoneOrFig, labels(g))
	return -1
}

func hasOption(g *Game, want Action, zoneOrFig int) bool {
	d := g.Pending()
	for _, o := range d.Options {
		a, z, f, _, _ := ActionOf(o.Code)
		if a == want && (zoneOrFig < 0 || z == zoneOrFig || f == zoneOrFig) {
			return true
		}
	}
	return false
}

func labels(g *Game) []string {
	d := g.Pending()
	var out []string
	for i := range d.Options {
		out = append(out, d.Label(i).String())
	}
	return out
}

func z(t *testing.T, g *Game, id string) int {
	t.Helper()
	i, ok := g.Enc.B.ZoneIndex(id)
	if !ok {
		t.Fatalf("no zone %s", id)
	}
	return i
}

// apply answers option o, then declines pushing the limit if asked (the
// tests of §6.1's push answer it themselves, with g.Apply).
func apply(t *testing.T, g *Game, o int) {
	t.Helper()
	if err := g.Apply(o); err != nil {
		t.Fatal(err)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	if d := g.Pending(); d != nil && d.Kind == "ancientblood.push" {
		apply(t, g, 0)
	}
}

func logHas(g *Game, s string) bool {
	for _, e := range g.Events {
		if strings.Contains(e.Text.Render(engine.English), s) {
			return true
		}
	}
	return false
}

// TestEscape is T2 (§5.2, Figure 6): leaving a zone with awake enemies
// needs an Agility test against the highest Fury there; a failure spends
// the action and the hunter stays. Sleepers do not count (AMB-56).
func TestEscape(t *testing.T) {
	p := thePack(t)
	g := must(t)(NewPosition(p, nest, "brann", "sable").Round(3).
		Hunter(1, "hp-1a:b", 0, 0).
		Figure("demo-lurker", "hp-1a:b", false). // Fury 3 by day
		Figure("demo-brute", "hp-1a:b", false).  // Fury 5
		Figure("demo-ripper", "hp-1a:b", true).  // asleep: ignored
		Dice(2, 3).Turn(1))
	a := z(t, g, "hp-1a:a")
	if hasOption(g, Move, a) {
		t.Fatal("a plain Move out of a zone with awake enemies")
	}
	if got := g.Pending().Label(option(t, g, Escape, a)).String(); got != "Escape to hp-1a:a (Agility 5+)" {
		t.Errorf("label %q: the target is the highest Fury, the Crypt Brute's 5", got)
	}
	apply(t, g, option(t, g, Escape, a)) // rolls 3 and 4: fails
	sable := g.Hunters[1]
	if sable.Zone != z(t, g, "hp-1a:b") || sable.ActionsLeft != 2 {
		t.Fatalf("after a failed escape: zone %d, %d actions", sable.Zone, sable.ActionsLeft)
	}
	g.scripted = []int{4, 0} // 5 and 1: succeeds
	apply(t, g, option(t, g, Escape, a))
	if sable.Zone != a {
		t.Fatalf("after a successful escape: zone %d", sable.Zone)
	}
}

// TestForceThrough (§5.2): forcing through costs 1 wound per awake enemy.
func TestForceThrough(t *testing.T) {
	p := thePack(t)
	g := must(t)(NewPosition(p, nest, "brann", "sable").Round(3).
		Hunter(0, "hp-1a:b", 0, 0).
		Figure("demo-lurker", "hp-1a:b", false).
		Figure("demo-brute", "hp-1a:b", false).
		Figure("demo-ripper", "hp-1a:b", true).Turn(0))
	apply(t, g, option(t, g, Force, z(t, g, "hp-1a:a")))
	if h := g.Hunters[0]; h.Wounds != 2 || h.Zone != z(t, g, "hp-1a:a") {
		t.Errorf("forced through: %d wounds in zone %d, want 2 in a", h.Wounds, h.Zone)
	}
}

// TestSleepersDoNotHold (AMB-56): a zone with only sleepers is left with
// a plain Move.
func TestSleepersDoNotHold(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "brann", "sable").Round(3).
		Hunter(0, "hp-1a:b", 0, 0).Figure("demo-ripper", "hp-1a:b", true).Turn(0))
	if !hasOption(g, Move, z(t, g, "hp-1a:a")) || hasOption(g, Escape, -1) {
		t.Errorf("options %v", labels(g))
	}
}

// TestCompare is T4 and T11's arithmetic (§6.1 step 7, Figures 15, 46):
// Speed cancels Dodge, then Dodge and Shield cancel Hits.
func TestCompare(t *testing.T) {
	cases := []struct {
		name string
		a, d result
		want int
	}{
		{"Figure 15", result{speed: 2, hit: 4}, result{dodge: 2, shield: 2}, 2},
		{"Figure 46", result{speed: 4, hit: 3}, result{dodge: 5}, 2},
		{"Figure 35", result{speed: 3, hit: 3}, result{dodge: 4}, 2},
		{"all dodged", result{speed: 0, hit: 2}, result{dodge: 3}, 0},
		{"shield only", result{speed: 5, hit: 2}, result{shield: 1}, 1},
	}
	for _, c := range cases {
		if got := compare(c.a, c.d); got != c.want {
			t.Errorf("%s: %d wounds, want %d", c.name, got, c.want)
		}
	}
}

// TestRangeAndSight is T5 and T6 in play (§6.2, §6.3): melee in the same
// zone, ranged within the profile's range and line of sight.
func TestRangeAndSight(t *testing.T) {
	p := thePack(t)
	g := must(t)(NewPosition(p, nest, "hector", "sable").Round(3).
		Hunter(0, "hp-1a:b", 0, 0).
		Figure("demo-lurker", "hp-1a:b", false). // 0: same zone
		Figure("demo-warden", "hp-1a:a", false). // 1: distance 1, same room
		Figure("demo-brute", "hp-2a:e", false).  // 2: distance 1, through the door
		Figure("demo-ripper", "hp-2a:f", false). // 3: distance 2
		Turn(0))
	want := map[int]bool{0: true, 1: true, 2: true, 3: false}
	for f, ok := range want {
		if got := hasOption(g, Attack, f); got != ok {
			t.Errorf("Hector (melee 0, ranged 1) attacks figure %d: %v, want %v (%v)", f, got, ok, labels(g))
		}
	}
	// Sable (ranged 1-2) in a: e is 2 away and just beyond the b–e door
	// (AMB-17: no requirement on the attacker's zone); d is 2 away behind
	// the vestry wall.
	g2 := must(t)(NewPosition(p, nest, "hector", "sable").Round(3).
		Hunter(1, "hp-1a:a", 0, 0).
		Figure("demo-brute", "hp-2a:e", false).
		Figure("demo-ripper", "hp-1a:d", false).Turn(1))
	if !hasOption(g2, Attack, 0) || hasOption(g2, Attack, 1) {
		t.Errorf("Sable in a: %v; want the brute in e, not the ripper in d", labels(g2))
	}
}

// TestSleepingVampire (§6.6, AMB-20): no defense; Speed ≥ MRS and Hits ≥
// HP kill it in its sleep; otherwise the room wakes and valid Hits stay.
func TestSleepingVampire(t *testing.T) {
	p := thePack(t)
	build := func() *Builder {
		return NewPosition(p, nest, "brann", "sable").Round(3).
			Hunter(0, "hp-1a:b", 0, 0).
			Figure("demo-lurker", "hp-1a:b", true). // HP 2, MRS 3 by day
			Figure("demo-ripper", "hp-1a:a", true)  // same room
	}
	// Blue S1, S1; green S1; +1 Speed +1 Hit: 4S/1H: not enough Hits.
	g := must(t)(build().Dice(3, 3, 0).Turn(0))
	apply(t, g, option(t, g, Attack, 0))
	lurker, ripper := g.Enc.Figures[0], g.Enc.Figures[1]
	if lurker.Dead || lurker.Asleep || ripper.Asleep || lurker.Wounds != 1 {
		t.Errorf("a failed attack on a sleeper: dead %v, asleep %v/%v, wounds %d; want awake, the room awake, 1 wound",
			lurker.Dead, lurker.Asleep, ripper.Asleep, lurker.Wounds)
	}
	// Blue S1H1, H2; green S1: 3S/4H: killed in its sleep, 1 vial.
	g = must(t)(build().Dice(4, 2, 0).Turn(0))
	apply(t, g, option(t, g, Attack, 0))
	if !g.Enc.Figures[0].Dead || g.Enc.Figures[1].Asleep != true || g.Hunters[0].Vials != 1 {
		t.Errorf("a one-shot kill: dead %v, room asleep %v, vials %d", g.Enc.Figures[0].Dead, g.Enc.Figures[1].Asleep, g.Hunters[0].Vials)
	}
}

// TestNightActivation is T9, T11 and T12 (§8.3, Figures 41–49), Night,
// Sable active: the Ripper (Instruction 1 ≤ 1) moves in and attacks with
// its special (3+ Speed → +1 Speed): 4S/3H against 5 Dodge, 2 wounds;
// the Brute, 3 zones away, does not move on Instruction 1 and on
// Instruction 2 steps toward its nearest hunter, Hector, not Sable.
func TestNightActivation(t *testing.T) {
	p := thePack(t)
	g := must(t)(NewPosition(p, nest, "sable", "hector").Round(8).
		Hunter(0, "hp-2a:f", 0, 0).
		Hunter(1, "hp-1a:d", 0, 0).
		Figure("demo-ripper", "hp-2a:e", false).
		Figure("demo-brute", "hp-1a:a", false).
		Dice(4, 4, 0, 0). // Ripper: blue S1H1, S1H1; Sable: yellow D1, D1
		Turn(0))
	ripper, brute := g.Enc.Figures[0], g.Enc.Figures[1]
	if ripper.Zone != z(t, g, "hp-2a:f") {
		t.Errorf("Instruction 1: the Ripper is in zone %d, want f", ripper.Zone)
	}
	if w := g.Hunters[0].Wounds; w != 2 {
		t.Errorf("the Ripper's attack: %d wounds, want 2", w)
	}
	if brute.Zone != z(t, g, "hp-1a:c") {
		t.Errorf("Instruction 2: the Brute is in zone %s, want hp-1a:c (toward Hector)", g.Enc.B.Zones[brute.Zone].ID)
	}
	if !logHas(g, "4S/3H (MRS 2) / 5D/0Sh → 2") {
		t.Errorf("the log does not show the attack: %v", g.Events)
	}
	if g.Pending() == nil || g.Pending().Kind != "ancientblood.action" {
		t.Error("by Night the hunter acts after the enemies")
	}
}

// TestPursuitTies (§8.3 Instruction 2): between equally near hunters,
// the one with the most wounds.
func TestPursuitTies(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "brann", "hector").Round(3).
		Hunter(0, "hp-1a:c", 3, 0).
		Hunter(1, "hp-2a:f", 0, 0).
		Figure("demo-brute", "hp-1a:b", false). // Instruction 2 ≥ 2 by day
		Turn(0))
	apply(t, g, option(t, g, EndTurn, -1)) // by Day, the enemies activate after the turn
	if b := g.Enc.Figures[0]; b.Zone != z(t, g, "hp-1a:a") || !logHas(g, "(most wounds)") {
		t.Errorf("the Brute went to %s; log %v", g.Enc.B.Zones[b.Zone].ID, g.Events)
	}
}

// TestSunlightBlocks (§6.5, AMB-30): by Day a vampire does not enter or
// cross a sunlit room; by Night it does.
func TestSunlightBlocks(t *testing.T) {
	p := thePack(t)
	for _, c := range []struct {
		round int
		want  string
	}{{3, "hp-2a:h"}, {8, "hp-2a:f"}} {
		g := must(t)(NewPosition(p, nest, "brann", "hector").Round(c.round).
			Hunter(0, "hp-1a:b", 0, 0).
			Hunter(1, "hp-1a:a", 0, 0).
			Figure("demo-warden", "hp-2a:h", false).
			Sunlit("hp-2a:e").Turn(0))
		if g.Enc.Night() {
			// The enemies activated before the turn.
		} else {
			apply(t, g, option(t, g, EndTurn, -1))
		}
		if got := g.Enc.B.Zones[g.Enc.Figures[0].Zone].ID; got != c.want {
			t.Errorf("round %d: the Warden is in %s, want %s", c.round, got, c.want)
		}
	}
}

// TestDuskAndAwakening (§4.4): after round 6 the vampires show their
// Night faces, every Unexplored token left spawns its Terror card awake
// (2 hunters: the two-hunter line only, AMB-34), and every sleeper wakes.
func TestDuskAndAwakening(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "brann", "hector").Round(6).
		Figure("demo-lurker", "hp-1a:b", true).
		Unexplored("hp-2a:g").
		Terror("demo-terror-1").Turn(0))
	apply(t, g, option(t, g, EndTurn, -1)) // Brann's turn; Hector's follows
	apply(t, g, option(t, g, EndTurn, -1))
	e := g.Enc
	if e.Round != 7 || !e.Night() {
		t.Fatalf("round %d", e.Round)
	}
	if len(e.Figures) != 2 || e.Figures[0].Asleep || e.Figures[1].Asleep || e.Figures[1].Zone != z(t, g, "hp-2a:g") {
		t.Errorf("after Awakening: %d figures; want the sleeper awake and one awake Lurker in g", len(e.Figures))
	}
	if e.Unexplored[e.B.Zones[z(t, g, "hp-2a:g")].Room] {
		t.Error("the Unexplored token stayed")
	}
	if hp, _ := g.Stats(e.Figures[0]); hp != 3 {
		t.Errorf("the Lurker's Night face has %d HP, want 3", hp)
	}
}

// TestDawn (§4.4, AMB-7, AMB-47): after round 12 the clock returns to 1,
// the Day faces show (a Lurker with 2 wounds, 3 HP by night and 2 by
// day, is destroyed without reward) and the survivors go to the
// objective zone.
func TestDawn(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "brann", "hector").Round(12).
		Figure("demo-lurker", "hp-1a:b", false).
		Figure("demo-warden", "hp-1a:a", false).Game())
	g.Enc.Figures[0].Wounds = 2
	g.startTurn(0)
	apply(t, g, option(t, g, EndTurn, -1))
	apply(t, g, option(t, g, EndTurn, -1))
	e := g.Enc
	if e.Round != 1 || e.Night() {
		t.Fatalf("round %d", e.Round)
	}
	if !e.Figures[0].Dead || g.Hunters[0].Vials+g.Hunters[1].Vials != 0 {
		t.Error("AMB-47: the Lurker must die, without reward")
	}
	if e.Figures[1].Zone != z(t, g, "hp-2a:h") {
		t.Errorf("the Warden is in %s, want the objective zone hp-2a:h", e.B.Zones[e.Figures[1].Zone].ID)
	}
}

// TestTerror (§8.8): entering an unexplored room draws a Terror card; by
// Day vampires arrive asleep, the guardian awake (AMB-35); with 3–4
// hunters the threeFour lines resolve, and a "!" line puts its vampire
// awake in the active hunter's zone.
func TestTerror(t *testing.T) {
	p := thePack(t)
	cases := []struct {
		name    string
		hunters []string
		card    string
		who     string
		zone    string
		asleep  bool
	}{
		{"two hunters, a Lurker asleep at spawn 1", []string{"brann", "hector"}, "demo-terror-4", "demo-lurker", "hp-2a:e", true},
		{"four hunters, the alarm Warden in the hunter's zone", []string{"brann", "hector", "sable", "mireille"}, "demo-terror-4", "demo-warden", "hp-2a:e", false},
		{"the guardian never sleeps", []string{"brann", "hector"}, "demo-terror-6", "demo-warden", "hp-2a:e", false},
	}
	for _, c := range cases {
		g := must(t)(NewPosition(p, nest, c.hunters...).Round(3).
			Hunter(0, "hp-1a:b", 0, 0).Unexplored("hp-2a:e").Terror(c.card).Turn(0))
		apply(t, g, option(t, g, Move, z(t, g, "hp-2a:e")))
		e := g.Enc
		if len(e.Figures) != 1 {
			t.Errorf("%s: %d figures", c.name, len(e.Figures))
			continue
		}
		f := e.Figures[0]
		if f.Enemy.ID != c.who || e.B.Zones[f.Zone].ID != c.zone || f.Asleep != c.asleep {
			t.Errorf("%s: %s in %s, asleep %v", c.name, f.Enemy.ID, e.B.Zones[f.Zone].ID, f.Asleep)
		}
		if g.Hunters[0].ActionsLeft != 2 {
			t.Errorf("%s: the hunter resumes its turn with 2 actions, has %d", c.name, g.Hunters[0].ActionsLeft)
		}
	}
}

// TestDebris (§8.8, §5.11): a Debris card's failed Agility test traps the
// hunter with 1 wound; it may only Disengage.
func TestDebris(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "brann", "hector").Round(3).
		Hunter(0, "hp-1a:b", 0, 0).Unexplored("hp-2a:e").Terror("demo-terror-5").
		Dice(0).Turn(0)) // Agility 1 die: rolls 1
	apply(t, g, option(t, g, Move, z(t, g, "hp-2a:e")))
	h := g.Hunters[0]
	if !h.Trapped || h.Wounds != 1 {
		t.Fatalf("trapped %v, wounds %d", h.Trapped, h.Wounds)
	}
	if len(g.Pending().Options) != 2 || !hasOption(g, Disengage, -1) {
		t.Errorf("a trapped hunter's options: %v", labels(g))
	}
	if f := g.Enc.Figures[0]; f.Asleep || f.Zone != z(t, g, "hp-2a:f") {
		t.Error("the Debris card's spawns arrive awake")
	}
	apply(t, g, option(t, g, Disengage, -1))
	if h.Trapped {
		t.Error("Disengage did not free the hunter")
	}
}

// TestAncientCards is T14 (§8.9, Figures 68–70): wounds go on the card
// declared; when a card's damage reaches its HP it flips and the excess
// is lost; the Ancient falls when every card is flipped.
func TestAncientCards(t *testing.T) {
	p := thePack(t)
	g := must(t)(NewPosition(p, "demo-lair-abbess", "hector", "sable").Round(3).
		Hunter(0, "hp-3a:s4", 0, 0).
		Figure("demo-abbess", "hp-3a:s4", false).Game())
	var veil, vigil *pack.AncientAbility
	for i, c := range p.AncientAbilities {
		switch c.ID {
		case "demo-abbess-2a":
			veil = &p.AncientAbilities[i] // 3 HP
		case "demo-abbess-4b":
			vigil = &p.AncientAbilities[i] // 4 HP, no defense special
		}
	}
	abbess := g.Enc.Figures[0]
	abbess.Cards = []AncientCard{{Def: veil, Slot: 2}, {Def: vigil, Slot: 4}}
	// Hector: blue S1H1 + S1, +1S +2H: 3S/3H; the Abbess: red blank ×2, +1
	// Shield: 2 wounds on card 2.
	g.scripted = []int{4, 3, 3, 5}
	g.startTurn(0)
	attackCard := func(card int) int {
		for i, o := range g.Pending().Options {
			if a, _, _, ranged, c := ActionOf(o.Code); a == Attack && !ranged && c == card {
				return i
			}
		}
		t.Fatalf("no melee attack on card %d: %v", card, labels(g))
		return -1
	}
	apply(t, g, attackCard(0))
	if abbess.Cards[0].Damage != 2 || abbess.Cards[0].Flipped {
		t.Fatalf("after 2 wounds: damage %d", abbess.Cards[0].Damage)
	}
	// Blue S1H1 ×2: 3S/4H, 3 wounds: one reaches the HP, two are lost.
	g.scripted = []int{4, 4, 3, 5}
	apply(t, g, attackCard(0))
	if c := abbess.Cards[0]; c.Damage != 3 || !c.Flipped || abbess.Dead {
		t.Errorf("card 2: damage %d flipped %v; the Abbess dead %v", c.Damage, c.Flipped, abbess.Dead)
	}
	if abbess.Cards[1].Damage != 0 {
		t.Error("wounds spilled to another card")
	}
}

// TestRetreat (§5.3): only from a zone with a door to the outside; it
// ends the encounter for everyone and follows the retreat branch.
func TestRetreat(t *testing.T) {
	p := thePack(t)
	g := must(t)(NewPosition(p, nest, "brann", "hector").Round(3).Hunter(0, "hp-1a:b", 0, 0).Turn(0))
	if hasOption(g, Retreat, -1) {
		t.Error("a retreat from a zone with no exit")
	}
	g = must(t)(NewPosition(p, nest, "brann", "hector").Round(3).Hunter(0, "hp-1a:a", 0, 0).Turn(0))
	g.Entry = 3 // as if the story had reached the nest's entry
	apply(t, g, option(t, g, Retreat, -1))
	if g.Enc != nil || g.Pending() == nil || g.Pending().Kind != "ancientblood.story" {
		t.Errorf("after the retreat: encounter %v; want the retreat branch's choice", g.Enc)
	}
}

// TestActivationOrder (§4.3): by Day the hunter acts before the enemies;
// by Night after them.
func TestActivationOrder(t *testing.T) {
	p := thePack(t)
	for _, round := range []int{3, 9} {
		g := must(t)(NewPosition(p, nest, "brann", "hector").Round(round).
			Hunter(0, "hp-1a:a", 0, 0).Figure("demo-lurker", "hp-1a:b", false).Turn(0))
		activated := logHas(g, "The enemies activate against Brann")
		if activated != (round > 6) {
			t.Errorf("round %d: enemies activated before the turn: %v", round, activated)
		}
	}
}

// TestEncounterEnds (§9.1, AMB-41, AMB-53): the objective is checked
// after each action; the encounter is lost when no hunter stands.
func TestEncounterEnds(t *testing.T) {
	p := thePack(t)
	// The last vampire, asleep, killed in its sleep: the nest is cleansed.
	g := must(t)(NewPosition(p, nest, "brann", "hector").Round(3).
		Hunter(0, "hp-1a:b", 0, 0).Figure("demo-lurker", "hp-1a:b", true).Dice(4, 2, 0).Turn(0))
	g.Entry = 3
	chest := g.Chest
	apply(t, g, option(t, g, Attack, 0))
	if g.Enc == nil || g.Enc.Def.ID != "demo-lair-abbess" || g.Chest != chest+60 || !logHas(g, "Encounter demo-nest-chapel won") {
		t.Errorf("the objective met: encounter %v, chest %d", g.Enc, g.Chest)
	}
	// Both hunters fall: lost.
	g = must(t)(NewPosition(p, nest, "brann", "hector").Round(3).Hunter(0, "hp-1a:b", 7, 0).
		Figure("demo-brute", "hp-1a:b", false).Game())
	g.Hunters[1].Unconscious = true
	g.Entry = 3
	g.startTurn(0)
	apply(t, g, option(t, g, Force, z(t, g, "hp-1a:a")))
	if !logHas(g, "Encounter demo-nest-chapel lost") {
		t.Errorf("no hunter stands: %v", g.Events)
	}
}

// TestOptions: the §11.1 options switch their rule (docs/RULES-OPTIONS-ANCIENTBLOOD.md).
func TestOptions(t *testing.T) {
	p := thePack(t)
	opt := func(key, value string) Options {
		o := DefaultOptions("scenario")
		if err := o.Set(key, value); err != nil {
			t.Fatal(err)
		}
		return o
	}
	// AMB-56 sleepers-hold: a sleeper holds the hunter.
	g := must(t)(NewPosition(p, nest, "brann", "hector").Options(opt("sleepers-hold", "on")).Round(3).
		Hunter(0, "hp-1a:b", 0, 0).Figure("demo-ripper", "hp-1a:b", true).Turn(0))
	if hasOption(g, Move, -1) || !hasOption(g, Escape, -1) {
		t.Errorf("sleepers-hold on: %v", labels(g))
	}
	// AMB-47 face-flip-kills off: the Lurker keeps 1 HP at Dawn.
	g = must(t)(NewPosition(p, nest, "brann", "hector").Options(opt("face-flip-kills", "off")).Round(12).
		Figure("demo-lurker", "hp-1a:b", false).Game())
	g.Enc.Figures[0].Wounds = 2
	g.startTurn(0)
	apply(t, g, option(t, g, EndTurn, -1))
	apply(t, g, option(t, g, EndTurn, -1))
	if f := g.Enc.Figures[0]; f.Dead || f.Wounds != 1 {
		t.Errorf("face-flip-kills off: dead %v, wounds %d", f.Dead, f.Wounds)
	}
	// Bad values are refused, naming the option.
	var o Options
	for _, kv := range [][2]string{{"difficulty", "nightmare"}, {"day-limit", "-1"}, {"pursuit-step", "any"}, {"moon", "full"}} {
		if err := o.Set(kv[0], kv[1]); err == nil || !strings.Contains(err.Error(), kv[0]) {
			t.Errorf("Set(%s, %s): %v", kv[0], kv[1], err)
		}
	}
}

// TestHinder is T10 (§8.3, Figure 42): the hunters sharing a mover's
// zone may each test Agility against its Fury, in turn; one success
// stops the move. Here the first fails (3) and the second succeeds (5
// against the Brute's 5+).
func TestHinder(t *testing.T) {
	p := thePack(t)
	build := func() *Game {
		return must(t)(NewPosition(p, nest, "brann", "hector", "sable").Round(8).
			Hunter(0, "hp-1a:b", 0, 0).Hunter(1, "hp-1a:b", 0, 0).Hunter(2, "hp-1a:a", 0, 0).
			Figure("demo-brute", "hp-1a:b", false).
			Dice(2, 4).Turn(2))
	}
	g := build()
	d := g.Pending()
	if d == nil || d.Kind != "ancientblood.hinder" || d.Seat != 0 {
		t.Fatalf("want Brann asked to hinder, got %+v", d)
	}
	if got := d.Label(0).String(); got != "Test Agility (5+)" {
		t.Errorf("label %q", got)
	}
	apply(t, g, 0) // Brann rolls 3: fails
	if d := g.Pending(); d.Kind != "ancientblood.hinder" || d.Seat != 1 {
		t.Fatalf("want Hector asked next, got %s seat %d", d.Kind, d.Seat)
	}
	apply(t, g, 0) // Hector rolls 5: holds it
	if b := g.Enc.Figures[0]; b.Zone != z(t, g, "hp-1a:b") {
		t.Errorf("the Brute moved to %s", g.Enc.B.Zones[b.Zone].ID)
	}
	if d := g.Pending(); d.Kind != "ancientblood.action" || d.Seat != 2 || !logHas(g, "Hector Stone holds Crypt Brute 1 back") {
		t.Errorf("after the hindering: %s seat %d", d.Kind, d.Seat)
	}
	// Brann's failed test (3 against 5+): a +2 token, his choice, holds
	// it (AMB-11), and the activation resumes after his answer.
	g = build()
	g.Hunters[0].BonusTokens = []int{2}
	apply(t, g, 0)
	if d := g.Pending(); d.Kind != "ancientblood.token" || d.Seat != 0 || len(d.Options) != 2 {
		t.Fatalf("want Brann asked for his token, got %s seat %d %v", d.Kind, d.Seat, labels(g))
	}
	apply(t, g, 1)
	if b := g.Enc.Figures[0]; b.Zone != z(t, g, "hp-1a:b") || !logHas(g, "Brann the Ferryman holds Crypt Brute 1 back") || g.Pending().Kind != "ancientblood.action" {
		t.Errorf("the token holds the Brute: it is in %s, then %s", g.Enc.B.Zones[b.Zone].ID, g.Pending().Kind)
	}
	// Both let it pass: it moves into Sable's zone and attacks.
	g = build()
	apply(t, g, 1)
	apply(t, g, 1)
	if b := g.Enc.Figures[0]; b.Zone != z(t, g, "hp-1a:a") || !logHas(g, "Crypt Brute 1 attacks Sable") {
		t.Errorf("let pass: the Brute is in %s", g.Enc.B.Zones[b.Zone].ID)
	}
}

// TestWindow (§6.5, AMB-19, AMB-55): a barricade profile attacks a
// barricaded window (1 Shield, 1 HP, no defense); broken by Day, it burns
// every vampire of the room, sleepers included, with no reward, and the
// room is sunlit; a failed attempt wakes the room.
func TestWindow(t *testing.T) {
	p := thePack(t)
	build := func(faces ...int) *Game {
		return must(t)(NewPosition(p, nest, "brann", "hector").Round(3).
			Hunter(0, "hp-2a:f", 0, 0).
			Figure("demo-lurker", "hp-2a:e", true).
			Figure("demo-ripper", "hp-2a:f", false).
			Unexplored("hp-1a:c"). // the nest is not yet cleansed
			Dice(faces...).Turn(0))
	}
	g := build(2, 2, 3) // blue H2, H2; green H1; +1 Hit: 6 Hits
	if hasOption(must(t)(NewPosition(p, nest, "brann", "hector").Round(3).Hunter(1, "hp-2a:f", 0, 0).Unexplored("hp-1a:c").Turn(1)), Window, -1) {
		t.Error("Hector's profiles have no barricade icon")
	}
	if !hasOption(must(t)(NewPosition(p, nest, "brann", "hector").Round(3).Hunter(1, "hp-2a:f", 0, 0).Unexplored("hp-1a:c").
		Give(1, "demo-scroll-shieldhammer").Turn(1)), Window, -1) {
		t.Error("Hector's Door Hammer has the barricade icon")
	}
	apply(t, g, option(t, g, Window, 0))
	e := g.Enc
	if !e.Figures[0].Dead || !e.Figures[1].Dead || !e.WindowOpen[0] || !e.Sunlit[e.B.Zones[z(t, g, "hp-2a:f")].Room] || g.Hunters[0].Vials != 0 {
		t.Errorf("window broken by Day: dead %v %v, open %v, vials %d", e.Figures[0].Dead, e.Figures[1].Dead, e.WindowOpen[0], g.Hunters[0].Vials)
	}
	if !hasOption(g, Retreat, -1) {
		t.Error("an open window is a way out (§5.3)")
	}
	g = build(3, 3, 0) // S1, S1, S1; +1 Hit: 1 Hit against 1 Shield
	apply(t, g, option(t, g, Window, 0))
	if g.Enc.WindowOpen[0] || g.Enc.Figures[0].Asleep {
		t.Error("a failed attempt leaves the window and wakes the room")
	}
}

// TestAlarm (§8.8, AMB-36): a "!" line by Day puts its vampire awake in
// the active hunter's zone, who makes a free attack on it (no action); a
// survivor keeps its wounds and wakes the whole room.
func TestAlarm(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "brann", "hector", "sable", "mireille").Round(3).
		Hunter(0, "hp-1a:b", 0, 0).Unexplored("hp-2a:e").Terror("demo-terror-4").
		Figure("demo-lurker", "hp-2a:f", true).
		Dice(3, 3, 0, 3).Turn(0)) // Brann: 4S/1H; the Warden: red blank, +1 Shield
	apply(t, g, option(t, g, Move, z(t, g, "hp-2a:e")))
	e := g.Enc
	warden := e.Figures[1]
	if warden.Enemy.ID != "demo-warden" || warden.Zone != z(t, g, "hp-2a:e") || warden.Dead {
		t.Fatalf("the alarm Warden: %+v", warden)
	}
	if !logHas(g, "Brann the Ferryman makes a free attack on Belfry Warden 2") || !logHas(g, "survives: the whole room wakes") {
		t.Errorf("log %v", g.Events)
	}
	if e.Figures[0].Asleep {
		t.Error("the room's sleeper must wake")
	}
	if h := g.Hunters[0]; h.ActionsLeft != 2 || g.Pending().Kind != "ancientblood.action" {
		t.Errorf("the free attack spends no action: %d left", h.ActionsLeft)
	}
}

// TestJourney (§3.4, §4.6): the story's Journey deck leaves out the
// story's removals; a Journey encounter ends at the end of its final
// round (its timeout branch), and killing its creature wins it and
// strips that creature's cards from the deck.
func TestJourney(t *testing.T) {
	p := thePack(t)
	g, err := New(p, DefaultOptions("demo-story-2"), 1, []string{"brann", "hector"})
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range g.Journey {
		if p.Journey[i].Number == 6 {
			t.Error("story 2 removes Journey card 6")
		}
	}
	if len(g.Journey) != len(p.Journey)-1 {
		t.Errorf("story 2's deck: %d cards", len(g.Journey))
	}
	// The final round ends: time is up.
	g = must(t)(NewPosition(p, "demo-journey-hound", "brann", "hector").Round(8).
		Hunter(0, "hp-3a:s1", 0, 0).Hunter(1, "hp-3a:s1", 0, 0).
		Figure("demo-marsh-hound", "hp-3a:s4", false).Game())
	g.Entry = 2
	g.startTurn(0)
	if hasOption(g, Retreat, -1) {
		t.Error("no retreat from a creature encounter (§4.6)")
	}
	apply(t, g, option(t, g, EndTurn, -1))
	apply(t, g, option(t, g, EndTurn, -1))
	if !logHas(g, "Encounter demo-journey-hound ends: time is up") || g.Enc == nil || g.Enc.Def.ID != "demo-nest-chapel" {
		t.Errorf("after the final round: %v", g.Events)
	}
	// The hound killed: won, 1 vial each, its cards leave the deck.
	g = must(t)(NewPosition(p, "demo-journey-hound", "brann", "hector").Round(5).
		Hunter(0, "hp-3a:s4", 0, 0).Hunter(1, "hp-3a:s1", 0, 0).
		Figure("demo-marsh-hound", "hp-3a:s4", false).
		Dice(4, 4, 0, 4).Game()) // Brann: blue S1H1 ×2, green S1, +1S +1H: 4S/3H; the hound: yellow blank, +1 Dodge
	g.Journey = []int{0, 3, 4}
	g.Enc.Figures[0].Wounds = 3
	g.startTurn(0)
	apply(t, g, option(t, g, Attack, 0))
	if !logHas(g, "Encounter demo-journey-hound won") || len(g.Journey) != 1 || g.Hunters[1].Vials != 1 {
		t.Errorf("the hound killed: deck %v, Hector's vials %d; log %v", g.Journey, g.Hunters[1].Vials, g.Events)
	}
}

// TestExtractor is T13 (§8.10, Figures 62–63, AMB-38, AMB-39): by Day, a
// hunter next to Brenoir takes the harpoon for free; its carrier drags a
// vampire of its zone into the sun for 1 action, with no reward, within
// the 4-zone cable; beyond it the harpoon drops.
func TestExtractor(t *testing.T) {
	p := thePack(t)
	// Brenoir at the gate (zone a is 1 from him); Hector in a takes the
	// harpoon and keeps his 3 actions.
	g := must(t)(NewPosition(p, nest, "brann", "hector").Round(3).Hunter(1, "hp-1a:a", 0, 0).Unexplored("hp-1a:c").Turn(1))
	apply(t, g, option(t, g, Harpoon, -1))
	if g.Enc.Harpoon != 1 || g.Hunters[1].ActionsLeft != 3 {
		t.Fatalf("harpoon %d, %d actions", g.Enc.Harpoon, g.Hunters[1].ActionsLeft)
	}
	// Brann, 3 zones from Brenoir (a 1, b 2, e 3), harpoons a sleeping
	// Lurker in e; the crypt's and the nave's sleepers wake.
	g = must(t)(NewPosition(p, nest, "brann", "hector").Round(3).
		Hunter(0, "hp-2a:e", 0, 0).
		Figure("demo-lurker", "hp-2a:e", true).
		Figure("demo-lurker", "hp-1a:b", true).Unexplored("hp-1a:c").Game())
	g.Enc.Harpoon = 0
	g.startTurn(0)
	apply(t, g, option(t, g, Extract, 0))
	e := g.Enc
	if !e.Figures[0].Dead || g.Hunters[0].Vials != 0 || e.Harpoon != -1 || e.Figures[1].Asleep || g.Hunters[0].ActionsLeft != 2 {
		t.Errorf("extracted: dead %v, vials %d, harpoon %d, the nave awake %v", e.Figures[0].Dead, g.Hunters[0].Vials, e.Harpoon, !e.Figures[1].Asleep)
	}
	// Beyond the cable (h is 5 from Brenoir) the harpoon drops.
	g = must(t)(NewPosition(p, nest, "brann", "hector").Round(3).Hunter(0, "hp-2a:f", 0, 0).Unexplored("hp-1a:c").Game())
	g.Enc.Harpoon = 0
	g.startTurn(0)
	apply(t, g, option(t, g, Move, z(t, g, "hp-2a:h")))
	if g.Enc.Harpoon != -1 {
		t.Error("5 zones from Brenoir, the harpoon must drop")
	}
	// By Night there is no Extractor.
	g = must(t)(NewPosition(p, nest, "brann", "hector").Round(8).Hunter(1, "hp-1a:a", 0, 0).Turn(1))
	if hasOption(g, Harpoon, -1) {
		t.Error("Brenoir works by Day only")
	}
}

// TestEntryPoints (§4.7, §9.4): each hunter chooses its entry point; with
// 3–4 hunters both entries must be used, so when the first three take
// the gate the fourth is offered the back door only. With 2 hunters both
// may take one.
func TestEntryPoints(t *testing.T) {
	p := thePack(t)
	g, err := New(p, DefaultOptions("demo-standalone"), 1, []string{"brann", "hector", "sable", "mireille"})
	if err != nil {
		t.Fatal(err)
	}
	apply(t, g, 0) // the standalone list: the chapel nest
	for i := 0; i < 3; i++ {
		d := g.Pending()
		if d.Kind != "ancientblood.entry" || d.Seat != i || len(d.Options) != 2 {
			t.Fatalf("hunter %d: %s seat %d, %d options", i, d.Kind, d.Seat, len(d.Options))
		}
		apply(t, g, 0) // the gate
	}
	if d := g.Pending(); d.Kind != "ancientblood.entry" || len(d.Options) != 1 || d.Label(0).String() != "hp-2a:back-door" {
		t.Fatalf("the fourth hunter: %v", labels(g))
	}
	apply(t, g, 0)
	g, _ = New(p, DefaultOptions("demo-standalone"), 1, []string{"brann", "hector"})
	apply(t, g, 0)
	apply(t, g, 0)
	if d := g.Pending(); d.Kind != "ancientblood.entry" || len(d.Options) != 2 {
		t.Fatalf("with 2 hunters the second may take the same entry: %v", labels(g))
	}
}

// TestAncientSlots (§8.9, AMB-58): with 2 hunters the group chooses slot
// 1 or 2, then 3 or 4, and one card is drawn from each chosen deck.
func TestAncientSlots(t *testing.T) {
	g, err := New(thePack(t), DefaultOptions("demo-story-2"), 3, []string{"brann", "hector"})
	if err != nil {
		t.Fatal(err)
	}
	leave(t, g)
	for _, want := range []string{"Slot 1", "Slot 3"} {
		d := g.Pending()
		if d.Kind != "ancientblood.slot" || d.Label(0).String() != want {
			t.Fatalf("want the slot decision offering %s first: %s %v", want, d.Kind, labels(g))
		}
		apply(t, g, 1) // slots 2, then 4
	}
	var abbess *Figure
	for _, f := range g.Enc.Figures {
		if f.Ancient != nil {
			abbess = f
		}
	}
	if len(abbess.Cards) != 2 || abbess.Cards[0].Slot != 2 || abbess.Cards[1].Slot != 4 ||
		abbess.Cards[0].Def.Deck != 2 || abbess.Cards[1].Def.Deck != 4 {
		t.Errorf("cards %+v", abbess.Cards)
	}
	adepts := 0
	for _, f := range g.Enc.Figures {
		if f.Enemy != nil && f.Enemy.Family == "adept" {
			adepts++
		}
	}
	if adepts != 1 {
		t.Errorf("%d adepts with 2 hunters, want 1", adepts)
	}
	for _, f := range g.Enc.Figures {
		if f.Enemy != nil && f.Enemy.Family == "adept" && g.Enc.B.Zones[f.Zone].ID != "hp-3a:s4" {
			t.Errorf("the one Adept stands in %s, want the zone farthest from the gate, hp-3a:s4", g.Enc.B.Zones[f.Zone].ID)
		}
	}
}

// TestItems (§7.7): Herbs heal 2, the Healer's 3 on herself or a hunter
// of her zone; Wine and Food heal 1 each, 4 together; all free.
func TestItems(t *testing.T) {
	p := thePack(t)
	g := must(t)(NewPosition(p, nest, "mireille", "brann").Round(3).
		Hunter(0, "hp-1a:a", 1, 0).Hunter(1, "hp-1a:a", 5, 0).Unexplored("hp-1a:c").
		Give(0, "demo-herbs", "demo-wine", "demo-food").Turn(0))
	find := func(use int) int {
		for i, o := range g.Pending().Options {
			if k, a, _ := decode(o.Code); k == actUse && a == use {
				return i
			}
		}
		t.Fatalf("no use %d: %v", use, labels(g))
		return -1
	}
	apply(t, g, find(useHerbsAlly))
	if g.Hunters[1].Wounds != 2 || g.Hunters[0].ActionsLeft != 3 {
		t.Errorf("Herbs on Brann: %d wounds, %d actions", g.Hunters[1].Wounds, g.Hunters[0].ActionsLeft)
	}
	apply(t, g, find(useWineFood))
	if g.Hunters[0].Wounds != 0 || len(g.Hunters[0].Inventory) != 0 {
		t.Errorf("Wine and Food: %d wounds, inventory %v", g.Hunters[0].Wounds, g.Hunters[0].Inventory)
	}
}

// TestGarlic (§5.2, §7.7, AMB-29): a Garlic card escapes a held zone for 1
// action, or stops a vampire's Instruction 1 move.
func TestGarlic(t *testing.T) {
	p := thePack(t)
	g := must(t)(NewPosition(p, nest, "brann", "hector").Round(3).
		Hunter(0, "hp-1a:b", 0, 0).Figure("demo-brute", "hp-1a:b", false).
		Give(0, "demo-garlic").Turn(0))
	apply(t, g, option(t, g, Garlic, z(t, g, "hp-1a:a")))
	if h := g.Hunters[0]; h.Zone != z(t, g, "hp-1a:a") || h.ActionsLeft != 2 || len(h.Inventory) != 0 {
		t.Errorf("Garlic escape: zone %d, %d actions, inventory %d", h.Zone, h.ActionsLeft, len(h.Inventory))
	}
	g = must(t)(NewPosition(p, nest, "brann", "hector", "sable").Round(8).
		Hunter(0, "hp-1a:b", 0, 0).Hunter(2, "hp-1a:a", 0, 0).
		Figure("demo-brute", "hp-1a:b", false).Give(0, "demo-garlic").Turn(2))
	if d := g.Pending(); d.Kind != "ancientblood.hinder" || len(d.Options) != 3 {
		t.Fatalf("want the Garlic hinder: %v", labels(g))
	}
	apply(t, g, 2)
	if g.Enc.Figures[0].Zone != z(t, g, "hp-1a:b") || len(g.Hunters[0].Inventory) != 0 {
		t.Error("the Garlic must stop the Brute")
	}
}

// TestWeapons (§5.8–§5.10, §6.4, T7): a weapon's stats replace the board's;
// its crits count only for a hunter of its class; a ranged weapon spends
// an ammo card a shot and is reloaded for free; Holy Water adds 1 Hit a
// card; a fragile weapon wears on the break die.
func TestWeapons(t *testing.T) {
	p := thePack(t)
	crit := func(hunter string) int {
		// The Ferry Cleaver (warrior, crit, fragile): blue crit, H1... on a
		// Crypt Brute (Day: MRS 2, 5 HP, red 2 + 1 Shield).
		g := must(t)(NewPosition(p, nest, hunter, "mireille").Round(3).
			Hunter(0, "hp-1a:b", 0, 0).Figure("demo-brute", "hp-1a:b", false).Unexplored("hp-1a:c").
			Give(0, "demo-scroll-cleaver").
			Dice(5, 4, 3, 3, 3, 1).Turn(0)) // blue crit, S1H1, S1; red blank ×2; break blank
		for i, o := range g.Pending().Options {
			if k, a, _ := decode(o.Code); k == actAttack && a&0xfff == 2 {
				apply(t, g, i)
				return g.Enc.Figures[0].Wounds
			}
		}
		t.Fatalf("no attack with the cleaver: %v", labels(g))
		return 0
	}
	// 2S/1H +1 Hit (the cleaver's): 2S/2H against 1 Shield: 1 wound, and
	// the crit 1 more for the Warrior only.
	if w := crit("brann"); w != 2 {
		t.Errorf("the Warrior's crit: %d wounds, want 2", w)
	}
	if w := crit("sable"); w != 1 {
		t.Errorf("the Assassin with a Warrior's weapon: %d wounds, want 1", w)
	}
	// Sable's Silvered Pistol (capacity 1): one shot, then empty; a Silver
	// Shot in the pack reloads it for free.
	g := must(t)(NewPosition(p, nest, "sable", "brann").Round(3).
		Hunter(0, "hp-1a:a", 0, 0).Figure("demo-brute", "hp-1a:b", false).Unexplored("hp-1a:c").
		Give(0, "demo-scroll-pistol", "demo-silver-bullet", "demo-holy-water").Turn(0))
	pistol := -1
	for i, o := range g.Pending().Options {
		if k, a, _ := decode(o.Code); k == actAttack && a == 2|1<<16 {
			pistol = i
		}
	}
	if pistol < 0 {
		t.Fatalf("no pistol shot with Holy Water: %v", labels(g))
	}
	apply(t, g, pistol)
	h := g.Hunters[0]
	if len(h.Inventory[0].Ammo) != 0 || g.count(h, "holy-water") != 0 || !logHas(g, "pours 1 Holy Water") {
		t.Fatalf("after the shot: ammo %v, inventory %v", h.Inventory[0].Ammo, h.Inventory)
	}
	for _, o := range g.Pending().Options {
		if k, a, _ := decode(o.Code); k == actAttack && a&0xfff == 2 {
			t.Error("an empty pistol cannot shoot")
		}
	}
	apply(t, g, option(t, g, Load, -1))
	if len(h.Inventory) != 1 || len(h.Inventory[0].Ammo) != 1 || h.ActionsLeft != 2 {
		t.Errorf("reloaded: %+v, %d actions", h.Inventory, h.ActionsLeft)
	}
}

// TestFragile (§5.9): a fragile weapon rolls the break die with each
// attack; at its third wear it breaks after the attack's damage.
func TestFragile(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "brann", "hector").Round(3).
		Hunter(0, "hp-1a:b", 0, 0).Figure("demo-brute", "hp-1a:b", false).Unexplored("hp-1a:c").
		Give(0, "demo-scroll-cleaver").
		Dice(4, 4, 4, 3, 3, 0).Game()) // 3S/4H; red blank ×2; break!
	g.Hunters[0].Inventory[0].Damage = 2
	g.startTurn(0)
	for i, o := range g.Pending().Options {
		if k, a, _ := decode(o.Code); k == actAttack && a&0xfff == 2 {
			apply(t, g, i)
			break
		}
	}
	if len(g.Hunters[0].Inventory) != 0 || g.Enc.Figures[0].Wounds != 3 || !logHas(g, "Ferry Cleaver breaks") {
		t.Errorf("inventory %v, the Brute's wounds %d", g.Hunters[0].Inventory, g.Enc.Figures[0].Wounds)
	}
}

// TestCover (§8.7, AMB-31): taking cover is free; an enemy's attack on a
// covered hunter hits the token (its Shield), with no spill-over, until
// it breaks; a crate broken open by a hunter gives 2 items.
func TestCover(t *testing.T) {
	p := thePack(t)
	// The Wall (3 HP, 1 Shield) takes the Brute's blow: 3 Hits, 2 wounds.
	g := must(t)(NewPosition(p, nest, "brann", "hector").Round(3).
		Hunter(0, "hp-1a:d", 0, 0).Hunter(1, "hp-1a:c", 0, 0).Cover("wall", "hp-1a:d").
		Figure("demo-brute", "hp-1a:d", false).
		Dice(2, 3).Turn(0)) // the Brute: blue H2, blank... +1 Hit: 0S/3H
	apply(t, g, option(t, g, TakeCover, -1))
	if g.Hunters[0].Cover != 0 || g.Hunters[0].ActionsLeft != 3 || hasOption(g, TakeCover, -1) {
		t.Fatalf("took cover: %d, %d actions", g.Hunters[0].Cover, g.Hunters[0].ActionsLeft)
	}
	apply(t, g, option(t, g, EndTurn, -1)) // the Brute attacks Brann: the wall
	if c := g.Enc.Covers[0]; c.HP != 1 || g.Hunters[0].Wounds != 0 || !logHas(g, "strikes the wall instead: 2 wounds") {
		t.Errorf("the wall: %d HP left, Brann %d wounds", c.HP, g.Hunters[0].Wounds)
	}
	// A crate (2 HP, 1 Shield): Brann's 3S/4H breaks it open: 2 items.
	g = must(t)(NewPosition(p, nest, "brann", "hector").Round(3).
		Hunter(0, "hp-1a:b", 0, 0).Cover("crate", "hp-1a:b").Unexplored("hp-1a:c").
		Dice(4, 2, 0).Turn(0)) // blue S1H1, H2; green S1; +1/+1
	apply(t, g, option(t, g, Search, 0))
	if g.Enc.Covers[0].HP != 0 || len(g.Hunters[0].Inventory) == 0 {
		t.Errorf("the crate: %d HP, inventory %d", g.Enc.Covers[0].HP, len(g.Hunters[0].Inventory))
	}
}

// leave takes the group out of the village it is in.
func leave(t *testing.T, g *Game) {
	t.Helper()
	if g.Pending().Kind == "ancientblood.hunter" {
		apply(t, g, 0)
	}
	for i, o := range g.Pending().Options {
		if VillageActionOf(o.Code) == VillageLeave {
			apply(t, g, i)
			return
		}
	}
	t.Fatalf("no way out of the village: %v", labels(g))
}

// villageDo applies the first village option of kind (and target, if
// not -1).
func villageDo(t *testing.T, g *Game, kind VillageAction, target int) {
	t.Helper()
	for i, o := range g.Pending().Options {
		if VillageActionOf(o.Code) == kind && (target < 0 || VillageTarget(o.Code) == target) {
			apply(t, g, i)
			return
		}
	}
	t.Fatalf("no village option %d/%d: %v", kind, target, labels(g))
}

// TestVillage is T3 (§4.5, §5.7, Figures 8–9): the village's buildings
// lie face down but the Church; a visit reveals a building and reads its
// event once; buying at a building that lists the type pays its price
// from the chest (40 − 15 = 25) and takes the item from the deck;
// selling there adds its price (40 + 10 = 50).
func TestVillage(t *testing.T) {
	g, err := New(thePack(t), DefaultOptions("demo-story-1"), 2, []string{"brann", "hector"})
	if err != nil {
		t.Fatal(err)
	}
	v := g.Vil
	if v == nil || len(v.Locs) != 5 {
		t.Fatalf("village %+v", v)
	}
	shop, house := -1, -1
	for i, l := range v.Locs {
		switch {
		case l.Def.Type == "church" && !l.Revealed:
			t.Error("the Church lies face up")
		case l.Def.Type != "church" && l.Revealed:
			t.Errorf("%s is face up", l.Def.ID)
		case l.Def.ID == "demo-shop-1":
			shop = i
		case l.Def.ID == "demo-house-1":
			house = i
		}
	}
	apply(t, g, 0) // Brann
	villageDo(t, g, VillageMove, shop)
	g.Chest = 40
	powder := -1
	for k, s := range v.Locs[shop].Def.Stock {
		if s.Good == "black-powder" {
			powder = k
		}
	}
	villageDo(t, g, VillageBuy, powder)
	brann := g.Hunters[0]
	if g.Chest != 25 || g.count(brann, "black-powder") != 1 || v.Locs[shop].Stock[powder] != 1 {
		t.Fatalf("bought: chest %d, powder %d, stock %d", g.Chest, g.count(brann, "black-powder"), v.Locs[shop].Stock[powder])
	}
	g.Chest = 40
	villageDo(t, g, VillageSell, -1)
	if g.Chest != 50 || g.count(brann, "black-powder") != 0 || v.Locs[shop].Stock[powder] != 1 {
		t.Fatalf("sold: chest %d; selling does not restock (AMB-14)", g.Chest)
	}
	// Brann's third action ended his turn; Hector visits the house: its
	// event is read, its choice asked.
	hector := g.Hunters[1]
	villageDo(t, g, VillageMove, house)
	if d := g.Pending(); d.Kind != "ancientblood.event" {
		t.Fatalf("the house's event: %s %v", d.Kind, labels(g))
	}
	apply(t, g, 0)
	if len(hector.Inventory) != 1 || hector.Inventory[0].Scroll < 0 || !v.Locs[house].EventDone {
		t.Errorf("the event's scroll: %+v", hector.Inventory)
	}
	leave(t, g)
	if g.Vil != nil || brann.Loc != -1 {
		t.Error("the group left the village")
	}
}

// TestSkills is T8 (§7.2, §7.3, Figures 28–37, AMB-51): at the start of
// its activation a hunter lays out its skills, the seals that match
// activating their slots; before an attack it may inject a vial into an
// active Speed or Hit skill (+1 each); the vial is then used; when the
// used vials reach the board's threshold they go and the hunter suffers
// 1 wound.
func TestSkills(t *testing.T) {
	p := thePack(t)
	build := func(used int) *Game {
		g := must(t)(NewPosition(p, nest, "sable", "brann").Round(3).
			Hunter(0, "hp-1a:a", 0, 2).Unexplored("hp-1a:c").
			Figure("demo-lurker", "hp-1a:b", false).
			Skills(0, "demo-assassin-skill-1", "demo-assassin-skill-2").
			Dice(3, 2).Game()) // Sable: green H1; the Lurker: yellow D2
		g.Hunters[0].UsedVials = used
		g.startTurn(0)
		return g
	}
	g := build(0)
	if d := g.Pending(); d.Kind != "ancientblood.arrange" || len(d.Options) != 2 {
		t.Fatalf("the layout: %s %v", d.Kind, labels(g))
	}
	if got := g.Pending().Label(0).String(); got != "Keep the layout: +1 hit, +1 dodge, +1 hit (ranged), +1 dodge" {
		t.Errorf("the kept layout: %q", got)
	}
	apply(t, g, 0)
	for i, o := range g.Pending().Options {
		if k, a, _ := decode(o.Code); k == actAttack && a == 1 {
			apply(t, g, i)
			break
		}
	}
	if d := g.Pending(); d.Kind != "ancientblood.inject" {
		t.Fatalf("no injection asked: %s %v", d.Kind, labels(g))
	}
	apply(t, g, 0) // inject the first (+1 Hit)
	apply(t, g, 1) // not the second
	sable := g.Hunters[0]
	if !logHas(g, "3S/3H (MRS 3) / 3D/0Sh → 3") || sable.Vials != 2 || sable.UsedVials != 1 { // 2 − 1 injected + 1 reward
		t.Errorf("the injected attack: vials %d, used %d; log %v", sable.Vials, sable.UsedVials, g.Events)
	}
	// With 2 used vials of 3, the third reaches the threshold: 1 wound.
	g = build(2)
	apply(t, g, 0)
	for i, o := range g.Pending().Options {
		if k, a, _ := decode(o.Code); k == actAttack && a == 1 {
			apply(t, g, i)
			break
		}
	}
	apply(t, g, 0)
	apply(t, g, 1)
	if s := g.Hunters[0]; s.UsedVials != 0 || s.Wounds != 1 {
		t.Errorf("overdose: used %d, wounds %d", s.UsedVials, s.Wounds)
	}
}

// TestPushTheLimit (§6.1, AMB-50): before rolling, a hunter may suffer 1
// wound for +1 Speed, once an attack; a wound that fells it cancels the
// attack.
func TestPushTheLimit(t *testing.T) {
	p := thePack(t)
	build := func(wounds int) *Game {
		return must(t)(NewPosition(p, nest, "sable", "brann").Round(3).
			Hunter(0, "hp-1a:a", wounds, 0).Hunter(1, "hp-1a:a", 0, 0).Unexplored("hp-1a:c").
			Figure("demo-lurker", "hp-1a:b", false).
			Dice(3, 2).Turn(0)) // green H1; yellow D2
	}
	g := build(0)
	if err := g.Apply(option(t, g, Attack, 0)); err != nil {
		t.Fatal(err)
	}
	if d := g.Pending(); d.Kind != "ancientblood.push" {
		t.Fatalf("no push asked: %s", d.Kind)
	}
	if err := g.Apply(1); err != nil {
		t.Fatal(err)
	}
	if g.Hunters[0].Wounds != 1 || !logHas(g, "4S/2H (MRS 3)") {
		t.Errorf("pushed: %d wounds; log %v", g.Hunters[0].Wounds, g.Events)
	}
	g = build(5) // 1 HP left: the push fells her
	if err := g.Apply(option(t, g, Attack, 0)); err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(1); err != nil {
		t.Fatal(err)
	}
	if !g.Hunters[0].Unconscious || g.Enc.Figures[0].Wounds != 0 || logHas(g, "attacks Pew Lurker") {
		t.Error("AMB-50: the attack is cancelled")
	}
}

// TestCampaign (§9.1–§9.3): with the campaign option a won story leads
// into the next, the hunters keeping everything, each with a new skill
// of its class, the group with a fifth Combined Attack.
func TestCampaign(t *testing.T) {
	p := thePack(t)
	o := DefaultOptions("demo-story-1")
	o.Campaign = true
	g, err := New(p, o, 1, []string{"brann", "hector"})
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Combined) != 4 {
		t.Errorf("%d Combined Attacks face up, want 4", len(g.Combined))
	}
	g.Chest = 123
	g.Hunters[0].Vials = 7
	g.Vil, g.Entry, g.Step = nil, 5, 1 // story 1's victory
	for _, h := range g.Hunters {
		h.Loc = -1
	}
	g.advance()
	if g.story.ID != "demo-story-2" || g.Chest != 123 || g.Hunters[0].Vials != 7 || len(g.Hunters[0].Skills) != 3 || len(g.Combined) != 5 {
		t.Errorf("story %s, chest %d, vials %d, skills %d, combined %d", g.story.ID, g.Chest, g.Hunters[0].Vials, len(g.Hunters[0].Skills), len(g.Combined))
	}
	if g.Pending() == nil || g.Vil == nil {
		t.Error("story 2 begins in its village")
	}
}

// TestExchangeDropPickUp (§5.4–§5.6, AMB-12, AMB-13): an Exchange with
// one hunter of the zone moves any cards and vials both ways for 1
// action; a Drop leaves cards in the zone for 1 action; a Pick Up takes
// everything there.
func TestExchangeDropPickUp(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "brann", "hector").Round(3).
		Hunter(0, "hp-1a:a", 0, 2).Hunter(1, "hp-1a:a", 0, 0).Unexplored("hp-1a:c").
		Give(0, "demo-herbs", "demo-wine").Turn(0))
	step := func(want int) {
		t.Helper()
		for i, o := range g.Pending().Options {
			if int(o.Code>>20) == want {
				apply(t, g, i)
				return
			}
		}
		t.Fatalf("no step %d: %v", want, labels(g))
	}
	apply(t, g, option(t, g, Exchange, -1))
	step(tGive)     // the Herbs
	step(tGiveVial) // a vial
	step(tDone)
	brann, hector := g.Hunters[0], g.Hunters[1]
	if len(hector.Inventory) != 1 || hector.Vials != 1 || brann.Vials != 1 || brann.ActionsLeft != 2 {
		t.Fatalf("after the exchange: Hector %v %d vials; Brann %d vials, %d actions", hector.Inventory, hector.Vials, brann.Vials, brann.ActionsLeft)
	}
	apply(t, g, option(t, g, Drop, -1))
	step(tDrop)
	step(tDone)
	if len(brann.Inventory) != 0 || len(g.Enc.Floor[brann.Zone]) != 1 {
		t.Fatalf("after the drop: %v, floor %v", brann.Inventory, g.Enc.Floor[brann.Zone])
	}
	apply(t, g, option(t, g, EndTurn, -1)) // Brann's turn ends; Hector's begins
	apply(t, g, option(t, g, PickUp, -1))
	if len(hector.Inventory) != 2 || len(g.Enc.Floor[hector.Zone]) != 0 {
		t.Errorf("after the pick up: %v", hector.Inventory)
	}
}

// TestCorruption (§8.11, the advanced rule, AMB-6, AMB-40): the first
// time a hunter falls it turns corrupted instead: its vampire side, its
// cards on the ground, its vials kept, no wounds, a Compulsion; the
// enemies ignore it from then on; its actions obey the Compulsion, whose
// penalty falls at the end of its activation if the task is not done.
func TestCorruption(t *testing.T) {
	p := thePack(t)
	o := DefaultOptions("scenario")
	o.Corruption = true
	g := must(t)(NewPosition(p, nest, "brann", "hector").Options(o).Round(3).
		Hunter(0, "hp-1a:b", 7, 3).Hunter(1, "hp-1a:d", 0, 0).Unexplored("hp-1a:c").
		Figure("demo-brute", "hp-1a:b", false).Figure("demo-acolyte", "hp-1a:b", false).
		Give(0, "demo-herbs").
		Dice(2, 2, 2, 3).Turn(0)) // the Brute: blue H2 H2 +1 Hit and its auto-crit
	apply(t, g, option(t, g, EndTurn, -1)) // by Day the enemies activate after the turn
	brann := g.Hunters[0]
	if !brann.Corrupted || brann.Wounds != 0 || brann.Vials != 3 || len(brann.Inventory) != 0 ||
		len(g.Enc.Floor[brann.Zone]) != 1 || brann.Side.HP != 6 || brann.Compulsion < 0 {
		t.Fatalf("corrupted %v, wounds %d, vials %d, inventory %v, HP %d", brann.Corrupted, brann.Wounds, brann.Vials, brann.Inventory, brann.Side.HP)
	}
	if logHas(g, "Red Acolyte 2 attacks Brann") { // initiative 5, after the Brute's 4
		t.Error("the enemies ignore a corrupted hunter for the rest of the activation")
	}
	// Its Compulsion: destroy a Cellar Ripper (attack only Rippers).
	brann.Compulsion = 0
	for i, c := range p.Compulsions {
		if c.ID == "demo-compulsion-ripper" {
			brann.Compulsion = i
		}
	}
	apply(t, g, option(t, g, EndTurn, -1)) // Hector's turn ends round 3
	if d := g.Pending(); d.Seat != 1 {
		t.Fatalf("round 4 begins with Hector: seat %d", d.Seat)
	}
	apply(t, g, option(t, g, EndTurn, -1))
	if d := g.Pending(); d.Seat != 0 {
		t.Fatalf("by Day the corrupted hunter acts after the others: seat %d", d.Seat)
	}
	if hasOption(g, Attack, -1) {
		t.Errorf("the Compulsion allows attacking Rippers only: %v", labels(g))
	}
	apply(t, g, option(t, g, EndTurn, -1))
	if brann.Wounds != 1 || !logHas(g, "Brann the Ferryman's Compulsion is not satisfied") {
		t.Errorf("the penalty: %d wounds", brann.Wounds)
	}
}

// TestCombinedAttack (§6.7): the initiator spends 1 action; the card's
// conditions must hold (the Pincer: in different zones, the partner with
// the target); each participant pays its cost; the attack adds the card's
// and the partner's bonus icons; a success pays the reward.
func TestCombinedAttack(t *testing.T) {
	p := thePack(t)
	g := must(t)(NewPosition(p, nest, "sable", "brann").Round(3).
		Hunter(0, "hp-1a:a", 0, 1).Hunter(1, "hp-1a:b", 0, 1).Unexplored("hp-1a:c").
		Figure("demo-brute", "hp-1a:b", false).
		Dice(3, 3, 5).Game()) // Sable: green H1; the Brute: red blank ×2
	for i, ca := range p.CombinedAttacks {
		if ca.ID == "demo-pincer" {
			g.Combined = []int{i}
		}
	}
	g.startTurn(0)
	apply(t, g, option(t, g, Combined, 0))
	sable, brann := g.Hunters[0], g.Hunters[1]
	// 0S/1H rolled, +3S +1H (Sable's ranged), +1H (the card), +1S (Brann's
	// ranged): 4S/3H against the Brute's 1 Shield: 2 wounds; each paid a
	// vial and gains one back.
	if w := g.Enc.Figures[0].Wounds; w != 2 || sable.Vials != 1 || brann.Vials != 1 || sable.ActionsLeft != 2 {
		t.Errorf("the Pincer: %d wounds, vials %d %d, %d actions; log %v", w, sable.Vials, brann.Vials, sable.ActionsLeft, g.Events)
	}
	// Brann with no vial cannot pay: no Pincer.
	g = must(t)(NewPosition(p, nest, "sable", "brann").Round(3).
		Hunter(0, "hp-1a:a", 0, 1).Hunter(1, "hp-1a:b", 0, 0).Unexplored("hp-1a:c").
		Figure("demo-brute", "hp-1a:b", false).Game())
	g.Combined = []int{0}
	g.startTurn(0)
	if hasOption(g, Combined, -1) {
		t.Error("a participant who cannot pay: no Combined Attack")
	}
}

// TestDefenseSkills (§7.3, AMB-23): when an enemy's attack passes the
// MRS check, the defender may inject vials into its active Dodge and
// Shield skills before its defense roll.
func TestDefenseSkills(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "sable", "hector").Round(8).
		Hunter(0, "hp-2a:f", 0, 1).Hunter(1, "hp-1a:d", 0, 0).
		Figure("demo-ripper", "hp-2a:e", false).
		Skills(0, "demo-assassin-skill-1", "demo-assassin-skill-2").
		Dice(4, 4, 0, 0). // the Ripper: 4S/3H; Sable: yellow D1, D1
		Turn(0))
	if d := g.Pending(); d.Kind != "ancientblood.defend" || d.Seat != 0 {
		t.Fatalf("want Sable asked to defend: %s %v", d.Kind, labels(g))
	}
	apply(t, g, 0) // inject: +1 Dodge
	if d := g.Pending(); d.Kind == "ancientblood.defend" {
		t.Fatalf("with no vial left, no more questions: %v", labels(g))
	}
	// 2 Dodge rolled +3 +1: 6; 4 Speed cancel 4; 2 Dodge cancel 2 Hits: 1 wound.
	if s := g.Hunters[0]; s.Wounds != 1 || s.Vials != 0 || s.UsedVials != 1 || !logHas(g, "4S/3H (MRS 2) / 6D/0Sh → 1") {
		t.Errorf("defended: %d wounds, %d vials, %d used; log %v", s.Wounds, s.Vials, s.UsedVials, g.Events)
	}
}

// TestBookTest (§7.6): a book test in a "one" mode is taken by the
// hunter the group picks; one-for-all, its failure wounds everyone.
func TestBookTest(t *testing.T) {
	g, err := New(thePack(t), DefaultOptions("demo-story-1"), 4, []string{"brann", "hector"})
	if err != nil {
		t.Fatal(err)
	}
	leave(t, g)
	d := g.Pending()
	if d.Kind != "ancientblood.tester" || len(d.Options) != 2 || d.Label(0).String() != "Brann the Ferryman (2 dice)" {
		t.Fatalf("want the group to pick the tester: %s %v", d.Kind, labels(g))
	}
	g.scripted = []int{0} // Hector's 1 die: a 1, a failure
	apply(t, g, 1)
	if !logHas(g, "Hector Stone tests faith 3+: 1d6: 1 ✗") || g.Hunters[0].Wounds != 1 || g.Hunters[1].Wounds != 1 {
		t.Errorf("a failed one-for-all test wounds everyone: %d %d; log %v", g.Hunters[0].Wounds, g.Hunters[1].Wounds, g.Events)
	}
}

// TestReroll (§7.3): an active Reroll skill is used after the roll: the
// hunter sees its dice and may re-roll one for a vial.
func TestReroll(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "brann", "hector").Round(3).
		Hunter(0, "hp-1a:b", 0, 2).Unexplored("hp-1a:c").
		Figure("demo-lurker", "hp-1a:b", false).
		Skills(0, "demo-warrior-skill-1", "demo-warrior-skill-4").
		Dice(3, 3, 5, 2, 4). // blue S1, S1, green blank; the re-roll: green S2; the Lurker: yellow blank
		Turn(0))
	apply(t, g, 0) // keep the layout: its top row activates the Reroll
	apply(t, g, option(t, g, Attack, 0))
	for g.Pending().Kind == "ancientblood.inject" {
		apply(t, g, 1) // no injection
	}
	d := g.Pending()
	if d.Kind != "ancientblood.reroll" || len(d.Options) != 4 || d.Label(3).String() != "Re-roll green: blank" {
		t.Fatalf("the Reroll question: %s %v", d.Kind, labels(g))
	}
	apply(t, g, 3)
	if !logHas(g, "re-rolls green: blank: green: 2 speed") || g.Hunters[0].Vials != 1 || g.Enc.Figures[0].Wounds != 1 {
		t.Errorf("after the re-roll: vials %d, the Lurker's wounds %d; log %v", g.Hunters[0].Vials, g.Enc.Figures[0].Wounds, g.Events)
	}
}

// TestEffects (§13.21): the effect operations an author may use, each
// applied to a position.
func TestEffects(t *testing.T) {
	p := thePack(t)
	fresh := func() *Game {
		g := must(t)(NewPosition(p, nest, "brann", "hector").Round(3).
			Hunter(0, "hp-1a:b", 2, 1).Hunter(1, "hp-1a:a", 0, 0).Unexplored("hp-1a:c").
			Give(0, "demo-garlic", "demo-garlic").Turn(0))
		return g
	}
	eff := func(js string) pack.Effect {
		var e pack.Effect
		if err := json.Unmarshal([]byte(js), &e); err != nil {
			t.Fatal(err)
		}
		return e
	}
	cases := []struct {
		name  string
		js    string
		check func(g *Game) bool
	}{
		{"discard", `[{"discard": {"type": "garlic", "amount": 2, "target": "active"}}]`, func(g *Game) bool { return len(g.Hunters[0].Inventory) == 0 }},
		{"bonusToken", `[{"bonusToken": {"value": 2, "target": "each"}}]`, func(g *Game) bool { return len(g.Hunters[1].BonusTokens) == 1 }},
		{"skill", `[{"skill": {"random": true, "target": "active"}}]`, func(g *Game) bool { return len(g.Hunters[0].Skills) == 1 }},
		{"combinedAttack", `[{"combinedAttack": 2}]`, func(g *Game) bool { return len(g.Combined) == 2 }},
		{"spawn", `[{"spawn": {"enemy": "demo-ripper", "at": "active", "awake": true}}]`, func(g *Game) bool {
			f := g.Enc.Figures[len(g.Enc.Figures)-1]
			return f.Enemy.ID == "demo-ripper" && f.Zone == g.Hunters[0].Zone && !f.Asleep
		}},
		{"clock", `[{"clock": {"advance": 4}}]`, func(g *Game) bool { return g.Enc.Round == 7 }},
		{"flag and if", `[{"flag": "bells"}, {"if": {"cond": {"flag": "bells"}, "then": [{"coins": 5}], "else": [{"coins": -5}]}}]`, func(g *Game) bool { return g.Chest == 5 }},
		{"if else", `[{"if": {"cond": {"flag": "none"}, "then": [{"coins": 5}], "else": [{"coins": 7}]}}]`, func(g *Game) bool { return g.Chest == 7 }},
		{"corrupt", `[{"corrupt": {"target": "active"}}]`, func(g *Game) bool { return g.Hunters[0].Corrupted }},
		{"endEncounter", `[{"endEncounter": "retreat"}]`, func(g *Game) bool { return g.encounterOver() && logHas(g, "The hunters retreat") }},
		{"an op not played", `[{"token": {"type": "cover"}}]`, func(g *Game) bool { return logHas(g, "(The effect token is not played yet.)") }},
	}
	for _, c := range cases {
		g := fresh()
		g.apply(eff(c.js), nil)
		if !c.check(g) {
			t.Errorf("%s: not applied; log %v", c.name, g.Events)
		}
	}
}

// TestAmmoChoice (§5.10, AMB-4, AMB-49): a ranged weapon's range is the
// fired ammo card's; with different cards loaded the hunter chooses which
// to fire, and that one is spent.
func TestAmmoChoice(t *testing.T) {
	p := thePack(t)
	g := must(t)(NewPosition(p, nest, "sable", "hector").Round(3).
		Hunter(0, "hp-1a:a", 0, 0).Unexplored("hp-1a:c").
		Figure("demo-brute", "hp-1a:b", false). // 1 zone away
		Give(0, "demo-scroll-crossbow").Game())
	item := func(id string) int {
		for i, it := range p.Items {
			if it.ID == id {
				return i
			}
		}
		t.Fatalf("no item %s", id)
		return -1
	}
	ash, barbed := item("demo-wooden-stake"), item("demo-barbed-bolt") // ranges 2 and 1
	sable := g.Hunters[0]
	sable.Inventory[0].Ammo = []int{ash, barbed}
	g.startTurn(0)
	var fire []int
	for i, o := range g.Pending().Options {
		if k, a, _ := decode(o.Code); k == actAttack && a&0xfff >= 2 {
			fire = append(fire, i)
		}
	}
	if len(fire) != 1 || !strings.Contains(g.Pending().Label(fire[0]).String(), "Barbed Bolt") {
		t.Fatalf("at 1 zone only the Barbed Bolt (range 1) reaches: %v", labels(g))
	}
	apply(t, g, fire[0])
	if a := sable.Inventory[0].Ammo; len(a) != 1 || a[0] != ash {
		t.Errorf("the Barbed Bolt is spent, the Ash Bolt stays: %v", a)
	}
}

// TestSkillLimit (§7.1): before a new story a hunter holding more than 5
// unlocked skills sets the rest aside for that story; they come back to
// choose from before the next.
func TestSkillLimit(t *testing.T) {
	p := thePack(t)
	o := DefaultOptions("demo-story-1")
	o.Campaign = true
	g, err := New(p, o, 1, []string{"brann", "hector"})
	if err != nil {
		t.Fatal(err)
	}
	brann := g.Hunters[0]
	for i, s := range p.Skills {
		if s.Class == "warrior" && !s.Starting && len(brann.Skills) < 5 {
			brann.Skills = append(brann.Skills, i)
		}
	}
	g.Vil, g.Entry, g.Step = nil, 5, 1 // story 1's victory: a 6th skill
	for _, h := range g.Hunters {
		h.Loc = -1
	}
	g.advance()
	d := g.Pending()
	if d == nil || d.Kind != "ancientblood.shelve" || d.Seat != 0 || len(d.Options) != 6 {
		t.Fatalf("want Brann to set a skill aside: %v", d)
	}
	apply(t, g, 0)
	if len(brann.Skills) != 5 || len(brann.Shelved) != 1 || g.Vil == nil {
		t.Errorf("skills %d, shelved %d, story 2's village %v", len(brann.Skills), len(brann.Shelved), g.Vil != nil)
	}
}

// TestBonusToken (§7.6, AMB-11, option bonus-tokens): after a failed
// escape test, "auto" spends the smallest Attribute Bonus token that
// turns it into a success; "ask" lets the hunter choose (one option per
// value that saves it), the action ending after the answer.
func TestBonusToken(t *testing.T) {
	for _, tc := range []struct {
		option string
		answer int // with "ask": the option chosen
		labels []string
		tokens []int
	}{
		{"auto", -1, nil, []int{3, 1}}, // the smallest that saves: +2
		{"ask", 2, []string{"Keep the failure", "Spend a +2 token", "Spend a +3 token"}, []int{2, 1}}, // Brann's choice: +3
	} {
		opt := DefaultOptions("scenario")
		opt.BonusTokens = tc.option
		g := must(t)(NewPosition(thePack(t), nest, "brann", "hector").Options(opt).Round(3).
			Hunter(0, "hp-1a:b", 0, 0).Unexplored("hp-1a:c").
			Figure("demo-brute", "hp-1a:b", false).
			Dice(2).Turn(0)) // Agility 1 die: a 3, against the Brute's 5+
		g.Hunters[0].BonusTokens = []int{3, 2, 1}
		apply(t, g, option(t, g, Escape, z(t, g, "hp-1a:a")))
		if tc.answer >= 0 {
			if d := g.Pending(); d.Kind != "ancientblood.token" || d.Seat != 0 || !slices.Equal(labels(g), tc.labels) {
				t.Fatalf("%s: the token question: %s %v", tc.option, d.Kind, labels(g))
			}
			apply(t, g, tc.answer)
		}
		if h := g.Hunters[0]; h.Zone != z(t, g, "hp-1a:a") || !slices.Equal(h.BonusTokens, tc.tokens) || g.Pending().Kind != "ancientblood.action" {
			t.Errorf("%s: a token makes the escape: zone %d, tokens %v, then %s", tc.option, h.Zone, h.BonusTokens, g.Pending().Kind)
		}
	}
}

// TestAlarmWithWeapon (§8.8, AMB-36): the "!" free attack's profile is
// the hunter's choice among those that reach, its weapons included.
func TestAlarmWithWeapon(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "brann", "hector", "sable", "mireille").Round(3).
		Hunter(0, "hp-1a:b", 0, 0).Unexplored("hp-2a:e").Terror("demo-terror-4").
		Give(0, "demo-scroll-cleaver").Turn(0))
	apply(t, g, option(t, g, Move, z(t, g, "hp-2a:e")))
	d := g.Pending()
	if d.Kind != "ancientblood.free-attack" || len(d.Options) != 2 || d.Label(1).String() != "Attack (Ferry Cleaver)" {
		t.Fatalf("the free attack's choice: %s %v", d.Kind, labels(g))
	}
	apply(t, g, 1)
	if !logHas(g, "makes a free attack on Belfry Warden") || g.Hunters[0].ActionsLeft != 2 {
		t.Errorf("log %v", g.Events)
	}
}

// TestMoreOptions: the §11.1 options of docs/RULES-OPTIONS-ANCIENTBLOOD.md
// switch their rule.
func TestMoreOptions(t *testing.T) {
	p := thePack(t)
	with := func(key, value string) Options {
		o := DefaultOptions("scenario")
		if err := o.Set(key, value); err != nil {
			t.Fatal(err)
		}
		return o
	}
	// AMB-12 exchange-vials off: no vial moves in an exchange.
	g := must(t)(NewPosition(p, nest, "brann", "hector").Options(with("exchange-vials", "off")).Round(3).
		Hunter(0, "hp-1a:a", 0, 2).Hunter(1, "hp-1a:a", 0, 2).Unexplored("hp-1a:c").Turn(0))
	apply(t, g, option(t, g, Exchange, -1))
	for _, o := range g.Pending().Options {
		if s := int(o.Code >> 20); s == tGiveVial || s == tTakeVial {
			t.Error("exchange-vials off: a vial step offered")
		}
	}
	// AMB-55 sunlight-kills awake: the sleeper survives the sun.
	g = must(t)(NewPosition(p, nest, "brann", "hector").Options(with("sunlight-kills", "awake")).Round(3).
		Hunter(0, "hp-2a:f", 0, 0).Unexplored("hp-1a:c").
		Figure("demo-lurker", "hp-2a:e", true).Figure("demo-ripper", "hp-2a:f", false).
		Dice(2, 2, 3).Turn(0))
	apply(t, g, option(t, g, Window, 0))
	if g.Enc.Figures[0].Dead || !g.Enc.Figures[1].Dead {
		t.Errorf("sunlight-kills awake: the sleeper dead %v, the awake Ripper dead %v", g.Enc.Figures[0].Dead, g.Enc.Figures[1].Dead)
	}
	// AMB-38 extractor-creatures on: the harpoon takes a creature.
	g = must(t)(NewPosition(p, nest, "brann", "hector").Options(with("extractor-creatures", "on")).Round(3).
		Hunter(0, "hp-1a:b", 0, 0).Unexplored("hp-1a:c").Figure("demo-marsh-hound", "hp-1a:b", false).Game())
	g.Enc.Harpoon = 0
	g.startTurn(0)
	if !hasOption(g, Extract, 0) {
		t.Error("extractor-creatures on: no Extractor on the hound")
	}
	// AMB-31 cover-creatures off: the hound strikes past the wall.
	g = must(t)(NewPosition(p, nest, "brann", "hector").Options(with("cover-creatures", "off")).Round(3).
		Hunter(0, "hp-1a:d", 0, 0).Hunter(1, "hp-1a:c", 0, 0).Cover("wall", "hp-1a:d").Unexplored("hp-1a:c").
		Figure("demo-marsh-hound", "hp-1a:d", false).Turn(0))
	apply(t, g, option(t, g, TakeCover, -1))
	apply(t, g, option(t, g, EndTurn, -1))
	if g.Enc.Covers[0].HP != 3 || logHas(g, "instead") {
		t.Error("cover-creatures off: the hound must not strike the wall")
	}
	// AMB-43 easy-shield: a rolled Shield on an enemy with none printed.
	for _, c := range []struct {
		value string
		want  string
	}{{"final", "1D/0Sh"}, {"printed", "0D/1Sh"}} {
		o := with("easy-shield", c.value)
		o.Difficulty = "easy"
		g = must(t)(NewPosition(p, nest, "brann", "hector").Options(o).Round(3).
			Hunter(0, "hp-1a:b", 0, 0).Unexplored("hp-1a:c").Figure("demo-lurker", "hp-1a:b", false).
			Dice(3, 3, 0, 3).Turn(0)) // 4S/1H; the Lurker: yellow Shield, +1 Dodge
		apply(t, g, option(t, g, Attack, 0))
		if !logHas(g, c.want) {
			t.Errorf("easy-shield %s: want %s; log %v", c.value, c.want, g.Events)
		}
	}
}
