package rules

import (
	"encoding/json"
	"slices"
	"testing"

	"kindred/ancientblood/pack"
)

// journeyTop puts the Journey cards numbered nums on top of g's deck,
// the first drawn first.
func journeyTop(t *testing.T, g *Game, nums ...int) {
	t.Helper()
	for k := len(nums) - 1; k >= 0; k-- {
		i := slices.IndexFunc(g.P.Journey, func(j pack.JourneyCard) bool { return j.Number == nums[k] })
		if i < 0 {
			t.Fatalf("no Journey card %d", nums[k])
		}
		g.Journey = append(g.Journey, i)
	}
}

// TestJourneyTester (§7.6, §4.6): a test in a "one" mode on a Journey
// card is taken by the hunter the group picks (asked of the group's
// seat), and the journey and the story read on after it: the riddle
// (intelligence 4+, one for all) taken by Hector, then the wolves (faith
// 3+ each, then persuasion 5+ one for self) taken by Brann.
func TestJourneyTester(t *testing.T) {
	g, err := New(thePack(t), DefaultOptions("demo-story-1"), 4, []string{"brann", "hector"})
	if err != nil {
		t.Fatal(err)
	}
	leave(t, g)
	journeyTop(t, g, 2, 3)
	g.scripted = []int{5, 5, 5, 5, 5, 5, 5, 5} // every die a 6
	apply(t, g, 0)                             // Brann takes the road's faith test (entry 2)
	d := g.Pending()
	if d.Kind != "ancientblood.effect-tester" || d.Seat != 0 || !slices.Equal(labels(g), []string{"Brann the Ferryman (1 dice)", "Hector Stone (1 dice)"}) {
		t.Fatalf("the riddle's tester: %s seat %d %v; log %v", d.Kind, d.Seat, labels(g), g.Events)
	}
	chest := g.Chest
	apply(t, g, 1) // Hector
	if !logHas(g, "Hector Stone tests intelligence 4+") || g.Chest != chest+20 {
		t.Fatalf("the riddle solved by Hector: chest %d, was %d; log %v", g.Chest, chest, g.Events)
	}
	d = g.Pending()
	if d.Kind != "ancientblood.effect-tester" || !logHas(g, "Wolves circle the camp") {
		t.Fatalf("the wolves' persuasion test: %s %v", d.Kind, labels(g))
	}
	vials, hector := g.Hunters[0].Vials, g.Hunters[1].Vials
	apply(t, g, 0) // Brann
	if !logHas(g, "Brann the Ferryman tests persuasion 5+") || g.Hunters[0].Vials != vials+1 || g.Hunters[1].Vials != hector {
		t.Errorf("Brann's persuasion: vials %d (was %d), Hector's %d (was %d)", g.Hunters[0].Vials, vials, g.Hunters[1].Vials, hector)
	}
	if g.Enc == nil || g.Enc.Def.ID != "demo-nest-chapel" {
		t.Errorf("after the journey the story goes on to the chapel: %v", g.Events)
	}
}

// TestEffectQuestions (§13.21): an effect's questions are the group's,
// asked of its seat (the first conscious, uncorrupted hunter in seat
// order): an optional step (take or decline), a `chosen` hunter, a
// choice between effects; the effect goes on after each answer, and
// what follows it once it is all applied.
func TestEffectQuestions(t *testing.T) {
	var eff pack.Effect
	if err := json.Unmarshal([]byte(`[
		{"vials": {"amount": 2, "target": "chosen", "optional": true}},
		{"choice": {"options": [[{"coins": 5}], [{"heal": {"amount": 1, "target": "each"}}]]}},
		{"vials": {"amount": 1, "target": "chosen", "optional": true}}
	]`), &eff); err != nil {
		t.Fatal(err)
	}
	g := must(t)(NewPosition(thePack(t), nest, "brann", "sable", "hector").Round(3).
		Hunter(0, "hp-1a:b", 2, 0).Hunter(1, "hp-1a:a", 1, 0).Hunter(2, "hp-1a:a", 1, 0).Unexplored("hp-1a:c").Turn(0))
	g.Hunters[0].Unconscious, g.Hunters[0].Zone = true, -1 // seat 2 speaks for the group
	after := 0
	if !g.applyAsk(eff, nil, func() { after++ }) {
		t.Fatal("the effect asked nothing")
	}
	steps := []struct {
		kind   string
		labels []string
		answer int
	}{
		{"ancientblood.effect-optional", []string{"Take it", "Decline"}, 0},
		{"ancientblood.effect-chosen", []string{"Sable of the Mill", "Hector Stone"}, 1},
		{"ancientblood.effect-choice", []string{"Option 1: coins 5", "Option 2: heal 1"}, 1},
		{"ancientblood.effect-optional", []string{"Take it", "Decline"}, 1},
	}
	for i, s := range steps {
		d := g.Pending()
		if d.Kind != s.kind || d.Seat != 1 || !slices.Equal(labels(g), s.labels) {
			t.Fatalf("question %d: %s seat %d %v, want %s seat 1 %v", i+1, d.Kind, d.Seat, labels(g), s.kind, s.labels)
		}
		if after != 0 {
			t.Fatalf("what follows the effect ran before its question %d", i+1)
		}
		apply(t, g, s.answer)
	}
	if after != 1 {
		t.Fatalf("what follows the effect ran %d times", after)
	}
	if g.Hunters[2].Vials != 2 || g.Hunters[1].Vials != 0 || g.Hunters[1].Wounds != 0 || g.Hunters[2].Wounds != 0 || !logHas(g, "The group declines: vials 1") {
		t.Errorf("Hector's 2 vials, everyone healed, the last vial declined: vials %d %d, wounds %d %d; log %v",
			g.Hunters[1].Vials, g.Hunters[2].Vials, g.Hunters[1].Wounds, g.Hunters[2].Wounds, g.Events)
	}
	// Where nobody can be asked (apply, in the middle of an attack), the
	// stand-ins decide: the first option, the step taken.
	vials := g.Hunters[1].Vials
	g.apply(eff, g.Hunters[1])
	if g.ask != nil || g.Hunters[1].Vials != vials+3 || !logHas(g, "(A choice inside an effect is not asked yet: the first option.)") {
		t.Errorf("a question where none may be asked: asked %v, Sable's vials %d (was %d); log %v", g.ask, g.Hunters[1].Vials, vials, g.Events)
	}
}

// TestOverweight (§7.8, AMB-25): a Pick Up that takes Sable over her
// weight limit (6) makes her discard at once, the card of her choosing
// (offered heaviest first), before the turn goes on; each card counts.
func TestOverweight(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "sable", "hector").Round(3).
		Hunter(0, "hp-1a:b", 0, 0).Unexplored("hp-1a:c").
		Give(0, "demo-garlic", "demo-herbs", "demo-wine", "demo-food", "demo-silver").Turn(0))
	z := g.Hunters[0].Zone
	clapper := slices.IndexFunc(g.P.Items, func(i pack.Item) bool { return i.ID == "demo-clapper" })
	g.Enc.Floor[z] = []Card{{Item: clapper, Scroll: -1}}
	g.askAction() // the card on the floor offers Pick Up
	apply(t, g, option(t, g, PickUp, -1))
	d := g.Pending()
	if d.Kind != "ancientblood.overweight" || d.Seat != 0 || len(d.Options) != 6 || labels(g)[0] != "Church Clapper (weight 3)" {
		t.Fatalf("Sable over her limit (5 + 3 > 6): %s %v", d.Kind, labels(g))
	}
	if err := g.CheckInvariants(); err != nil {
		t.Errorf("while she is asked: %v", err)
	}
	apply(t, g, 1) // the Garlic
	if d := g.Pending(); d.Kind != "ancientblood.overweight" || len(d.Options) != 5 {
		t.Fatalf("7 > 6: asked again: %s %v", d.Kind, labels(g))
	}
	apply(t, g, 1) // the Herbs
	if d := g.Pending(); d.Kind != "ancientblood.action" || g.Carried(g.Hunters[0]) != 6 || !logHas(g, "Sable of the Mill carries too much and discards Garlic") {
		t.Errorf("within her limit, her turn goes on: %s, carries %d; log %v", d.Kind, g.Carried(g.Hunters[0]), g.Events)
	}
}

// TestGroupVote (§4.3, rules option group-choice "vote"): the group's
// decisions are put to the vote of every conscious, uncorrupted hunter's
// seat in seat order; the most votes win, a tie going to the earliest
// vote among the tied; an unconscious hunter's seat does not vote.
func TestGroupVote(t *testing.T) {
	var eff pack.Effect
	if err := json.Unmarshal([]byte(`[{"choice": {"options": [[{"coins": 5}], [{"coins": 7}]]}}]`), &eff); err != nil {
		t.Fatal(err)
	}
	opt := DefaultOptions("demo-story-1")
	opt.GroupChoice = "vote"
	for _, tc := range []struct {
		name    string
		out     int // an unconscious seat, or -1
		votes   []int
		seats   []int
		coins   int
		verdict string
	}{
		{"a majority", -1, []int{1, 0, 1}, []int{0, 1, 2}, 7, "2 of 3 votes"},
		{"a tie: the earliest vote", 0, []int{0, 1}, []int{1, 2}, 5, "1 of 2 votes"},
	} {
		g := must(t)(NewPosition(thePack(t), nest, "brann", "sable", "hector").Options(opt).Round(3).
			Hunter(0, "hp-1a:b", 0, 0).Hunter(1, "hp-1a:a", 0, 0).Hunter(2, "hp-1a:a", 0, 0).Unexplored("hp-1a:c").Turn(1))
		if tc.out >= 0 {
			g.Hunters[tc.out].Unconscious, g.Hunters[tc.out].Zone = true, -1
		}
		chest := g.Chest
		if !g.applyAsk(eff, nil, func() {}) {
			t.Fatalf("%s: not asked", tc.name)
		}
		for i, v := range tc.votes {
			if d := g.Pending(); d.Kind != "ancientblood.effect-choice" || d.Seat != tc.seats[i] {
				t.Fatalf("%s: vote %d asked of seat %d (%s), want seat %d", tc.name, i+1, d.Seat, d.Kind, tc.seats[i])
			}
			apply(t, g, v)
		}
		if g.Chest != chest+tc.coins || !logHas(g, "The group votes: "+tc.verdict) {
			t.Errorf("%s: chest %d (was %d), want +%d; log %v", tc.name, g.Chest, chest, tc.coins, g.Events)
		}
	}
}

// TestTokenAsked (§7.6, AMB-11, option bonus-tokens "ask"): after a
// failed book test that an Attribute Bonus token could save, the tester
// is asked whether to spend one (one option per value that saves it);
// the test's outcome follows the answer, and the story reads on.
func TestTokenAsked(t *testing.T) {
	for _, tc := range []struct {
		name   string
		answer int
		wounds int
		tokens []int
	}{
		{"spent: the road is safe", 1, 0, []int{1, 2}},
		{"kept: the failure wounds everyone", 0, 1, []int{1, 2, 2}},
	} {
		g, err := New(thePack(t), DefaultOptions("demo-story-1"), 4, []string{"brann", "hector"})
		if err != nil {
			t.Fatal(err)
		}
		g.Hunters[0].BonusTokens = []int{1, 2, 2}
		leave(t, g)
		g.scripted = []int{0, 0} // Brann's 2 faith dice: 1 and 1, against 3+
		apply(t, g, 0)           // Brann takes the road's faith test
		d := g.Pending()
		if d.Kind != "ancientblood.token" || d.Seat != 0 || !slices.Equal(labels(g), []string{"Keep the failure", "Spend a +2 token"}) {
			t.Fatalf("%s: the token question: %s seat %d %v", tc.name, d.Kind, d.Seat, labels(g))
		}
		apply(t, g, tc.answer)
		if g.Hunters[0].Wounds != tc.wounds || g.Hunters[1].Wounds != tc.wounds || !slices.Equal(g.Hunters[0].BonusTokens, tc.tokens) {
			t.Errorf("%s: wounds %d %d, tokens %v; log %v", tc.name, g.Hunters[0].Wounds, g.Hunters[1].Wounds, g.Hunters[0].BonusTokens, g.Events)
		}
		if g.Entry == 2 && g.Step < 3 || g.Pending().Kind == "ancientblood.token" {
			t.Errorf("%s: the story does not read on: %s", tc.name, g.Pending().Kind)
		}
	}
}

// TestBarrelSearch (§8.7, §13.21 choice): a barrel broken open is
// searched by its pack effect, whose choice (a random item, or the Wine
// searched for) is the group's; the hunter's turn goes on after it.
func TestBarrelSearch(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "brann", "hector").Round(3).
		Hunter(0, "hp-1a:b", 0, 0).Cover("barrel", "hp-1a:b").Unexplored("hp-1a:c").
		Dice(4, 2, 0).Turn(0)) // blue S1H1, H2; green S1; +1/+1: the barrel (1 HP) breaks
	apply(t, g, option(t, g, Search, 0))
	d := g.Pending()
	if d.Kind != "ancientblood.effect-choice" || d.Seat != 0 || len(d.Options) != 2 {
		t.Fatalf("the barrel's search: %s %v; log %v", d.Kind, labels(g), g.Events)
	}
	apply(t, g, 1) // the Wine
	inv := g.CardNames(g.Hunters[0])
	if len(inv) != 1 || inv[0] != "Wine" {
		t.Errorf("the Wine searched for: %v; log %v", inv, g.Events)
	}
	if d := g.Pending(); d.Kind != "ancientblood.action" || d.Seat != 0 || g.Hunters[0].ActionsLeft != 2 {
		t.Errorf("Brann's turn goes on: %s, %d actions", d.Kind, g.Hunters[0].ActionsLeft)
	}
}

// TestTestSkills (§7.3, AMB-24): before a test, the hunter is asked
// whether to inject a vial into each active test skill of its attribute
// (+1 on a die); after a failed roll, whether to re-roll a die with an
// active Reroll skill (a vial). The vials become used after the test.
func TestTestSkills(t *testing.T) {
	build := func(skills ...string) *Game {
		g := must(t)(NewPosition(thePack(t), nest, "sable", "hector").Round(3).
			Hunter(0, "hp-1a:b", 0, 2).Unexplored("hp-1a:c").
			Figure("demo-brute", "hp-1a:b", false).
			Skills(0, skills...).Turn(0))
		if g.Pending().Kind == "ancientblood.arrange" {
			apply(t, g, 0) // keep the layout
		}
		return g
	}
	// The agility test skill: 4 and 4, +1: 5 against the Brute's 5+.
	g := build("demo-assassin-skill-6", "demo-assassin-skill-3")
	g.scripted = []int{3, 3}
	apply(t, g, option(t, g, Escape, z(t, g, "hp-1a:a")))
	if d := g.Pending(); d.Kind != "ancientblood.test-skill" || d.Seat != 0 || !slices.Equal(labels(g), []string{"Do not inject", "Inject"}) {
		t.Fatalf("the test skill's question: %s %v", d.Kind, labels(g))
	}
	apply(t, g, 1)
	if h := g.Hunters[0]; h.Zone != z(t, g, "hp-1a:a") || h.Vials != 1 || h.UsedVials != 1 || !logHas(g, "agility 5+: 2d6: 5 ✓") {
		t.Errorf("the skill makes the escape: zone %d, vials %d, used %d; log %v", h.Zone, h.Vials, h.UsedVials, g.Events)
	}
	// The Reroll: 1 and 2 fail; the 1 re-rolled: a 5.
	g = build("demo-assassin-skill-6", "demo-assassin-skill-5")
	g.scripted = []int{0, 1, 4}
	apply(t, g, option(t, g, Escape, z(t, g, "hp-1a:a")))
	if d := g.Pending(); d.Kind != "ancientblood.test-reroll" || !slices.Equal(labels(g), []string{"Keep the dice", "Re-roll the 1", "Re-roll the 2"}) {
		t.Fatalf("the Reroll's question: %s %v", d.Kind, labels(g))
	}
	apply(t, g, 1)
	if h := g.Hunters[0]; h.Zone != z(t, g, "hp-1a:a") || h.Vials != 1 || !logHas(g, "Sable of the Mill re-rolls a 1: 5.") {
		t.Errorf("the re-roll makes the escape: zone %d, vials %d; log %v", h.Zone, h.Vials, g.Events)
	}
}

// TestDefenseReroll (§7.3: a Reroll is used after the roll; AMB-23): an
// enemy's valid attack on a hunter with an active Reroll skill and a
// vial: its defense dice are rolled and shown, and it may re-roll one;
// the attack resolves with the dice kept.
func TestDefenseReroll(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "sable", "hector").Round(8).
		Hunter(0, "hp-2a:f", 0, 1).Hunter(1, "hp-1a:d", 0, 0).
		Figure("demo-ripper", "hp-2a:e", false).
		Skills(0, "demo-assassin-skill-6", "demo-assassin-skill-5").
		Dice(4, 4, 4, 0, 2). // the Ripper: 4S/3H; Sable: yellow blank, D1; the re-roll: D2
		Turn(0))
	for g.Pending().Kind == "ancientblood.defend" {
		apply(t, g, 1) // no injection: the vial is kept for the Reroll
	}
	d := g.Pending()
	if d.Kind != "ancientblood.defense-reroll" || d.Seat != 0 || !slices.Equal(labels(g), []string{"Keep the dice", "Re-roll yellow: blank", "Re-roll yellow: 1 dodge"}) {
		t.Fatalf("want Sable asked about her Reroll: %s %v", d.Kind, labels(g))
	}
	apply(t, g, 1) // the blank
	// 3 Dodge rolled +3: 6; 4 Speed cancel 4; 2 Dodge cancel 2 Hits: 1 wound.
	if s := g.Hunters[0]; s.Wounds != 1 || s.Vials != 0 || s.UsedVials != 1 || !logHas(g, "re-rolls yellow: blank: yellow: 2 dodge") || !logHas(g, "/ 6D/0Sh → 1") {
		t.Errorf("defended: %d wounds, %d vials, %d used; log %v", s.Wounds, s.Vials, s.UsedVials, g.Events)
	}
}

// TestSpecialOps (§13.21, §8.3): an enemy's attack special adds dice
// (`dice`), ignores the defense's Dodges (`ignore`) and adds an
// unblockable wound (`crit` auto); an operation not played is logged.
func TestSpecialOps(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "sable", "hector").Round(8).
		Hunter(0, "hp-2a:f", 0, 0).Hunter(1, "hp-1a:d", 0, 0).
		Figure("demo-ripper", "hp-2a:e", false).Game())
	f := g.Enc.Figures[0]
	var eff pack.Effect
	if err := json.Unmarshal([]byte(`[{"dice": {"colour": "blue", "amount": 1}}, {"ignore": {"dodge": 2}}, {"crit": "auto"}, {"token": {"type": "corpse"}}]`), &eff); err != nil {
		t.Fatal(err)
	}
	en := *f.Enemy
	en.Faces = map[string]pack.EnemyStats{}
	for k, st := range f.Enemy.Faces {
		st.Specials = []pack.Special{{Phase: "attack", Effect: eff}}
		en.Faces[k] = st
	}
	f.Enemy = &en
	// The Ripper at Night: blue S1H1 ×2, +1S +1H (its own special
	// replaced); the special's blue: S1: 4S/3H. Sable: yellow D1 ×2, +3:
	// 5 Dodge, 2 ignored: 3; 4 Speed cancel them; 3 Hits: 3 wounds, and
	// the crit: 4.
	g.scripted = []int{4, 4, 3, 0, 0}
	g.enemyAttack(f, g.Hunters[0])
	if s := g.Hunters[0]; s.Wounds != 4 || !logHas(g, "4S/3H (MRS 2) / 3D/0Sh → 3 +1 crit") || !logHas(g, "token") {
		t.Errorf("the special: Sable's wounds %d; log %v", s.Wounds, g.Events)
	}
}

// TestPenaltyQuestion (§8.11, §13.21): a Compulsion's penalty at the
// end of a corrupted hunter's activation asks its questions of the
// group (the uncorrupted hunter's seat), and the round goes on after.
func TestPenaltyQuestion(t *testing.T) {
	p := *thePack(t) // a copy: the shared pack is not changed
	var eff pack.Effect
	if err := json.Unmarshal([]byte(`[{"choice": {"options": [[{"vials": {"amount": -1, "target": "active"}}], [{"wound": {"amount": 1, "target": "active"}}]]}}]`), &eff); err != nil {
		t.Fatal(err)
	}
	p.Compulsions = append(slices.Clone(p.Compulsions), pack.Compulsion{ID: "test-penalty", Text: "A test", Penalty: eff})
	o := DefaultOptions("scenario")
	o.Corruption = true
	g := must(t)(NewPosition(&p, nest, "brann", "hector").Options(o).Round(3).
		Hunter(0, "hp-1a:b", 0, 2).Hunter(1, "hp-1a:d", 0, 0).Unexplored("hp-1a:c").Turn(0))
	brann := g.Hunters[0]
	g.corrupt(brann)
	brann.Compulsion = len(p.Compulsions) - 1
	g.finishTurn(brann)
	d := g.Pending()
	if d.Kind != "ancientblood.effect-choice" || d.Seat != 1 || len(d.Options) != 2 {
		t.Fatalf("the penalty's choice: %s seat %d %v", d.Kind, d.Seat, labels(g))
	}
	apply(t, g, 1)
	if brann.Wounds != 1 || brann.Vials != 2 || g.Pending().Kind == "ancientblood.effect-choice" {
		t.Errorf("the wound chosen: wounds %d, vials %d, then %s", brann.Wounds, brann.Vials, g.Pending().Kind)
	}
}

// TestTokenOp (§13.21 token): an effect places a corpse in the concerned
// hunter's zone and opens a barricaded window; removed, the corpses go.
func TestTokenOp(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "brann", "hector").Round(3).
		Hunter(0, "hp-1a:b", 0, 0).Unexplored("hp-1a:c").Turn(0))
	b := g.Hunters[0].Zone
	g.apply(effect(t, `[{"token": {"type": "corpse", "zone": "active"}}, {"token": {"type": "window", "zone": "hp-2a:f", "remove": true}}]`), g.Hunters[0])
	if g.Enc.Corpses[b] == 0 || !g.Enc.WindowOpen[0] || !logHas(g, "The window of hp-2a:f is opened.") {
		t.Errorf("corpses %d, window open %v; log %v", g.Enc.Corpses[b], g.Enc.WindowOpen[0], g.Events)
	}
	g.apply(effect(t, `[{"token": {"type": "corpse", "zone": "hp-1a:b", "remove": true}}]`), nil)
	if g.Enc.Corpses[b] != 0 {
		t.Errorf("the corpses removed: %d left", g.Enc.Corpses[b])
	}
}

// TestDoorToken (§13.21 token, §4.7, §6.3): a door token placed on the
// closed slot between the nave's b and the vestry's d opens a passage and
// a line of sight there; taken off the slot a-c, it closes that way: the
// distances and the lines of sight are those of the new layout, and a
// vampire walks the new shortest path.
func TestDoorToken(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "brann", "hector").Round(3).
		Hunter(0, "hp-1a:b", 0, 0).Figure("demo-ripper", "hp-1a:d", false).Turn(0))
	z := func(id string) int {
		i, ok := g.Enc.B.ZoneIndex(id)
		if !ok {
			t.Fatalf("no zone %s", id)
		}
		return i
	}
	a, b, c, d := z("hp-1a:a"), z("hp-1a:b"), z("hp-1a:c"), z("hp-1a:d")
	if g.Enc.B.Distance(b, d) != 3 || g.Enc.B.LoS(b, d) {
		t.Fatalf("before: b–d distance %d, line of sight %v", g.Enc.B.Distance(b, d), g.Enc.B.LoS(b, d))
	}
	g.apply(effect(t, `[{"token": {"type": "door", "slot": "hp-1a:b-d"}}]`), nil)
	if g.Enc.B.Distance(b, d) != 1 || !g.Enc.B.LoS(b, d) || !logHas(g, "A door is opened at hp-1a:b-d.") {
		t.Errorf("opened: b–d distance %d, line of sight %v", g.Enc.B.Distance(b, d), g.Enc.B.LoS(b, d))
	}
	if p := g.path(d, b, nil); len(p) != 1 || p[0] != b {
		t.Errorf("a vampire in d walks %v to b, want straight through the new door", p)
	}
	g.apply(effect(t, `[{"token": {"type": "door", "slot": "hp-1a:a-c", "remove": true}}]`), nil)
	if g.Enc.B.Distance(a, c) != 3 || g.Enc.B.LoS(a, c) || !logHas(g, "The door at hp-1a:a-c is closed.") {
		t.Errorf("closed: a–c distance %d, line of sight %v", g.Enc.B.Distance(a, c), g.Enc.B.LoS(a, c))
	}
	v := g.View(0)
	if len(g.Enc.Doors) != 3 || v == nil {
		t.Errorf("doors now %v", g.Enc.Doors)
	}
	g.apply(effect(t, `[{"token": {"type": "door", "slot": "hp-1a:nowhere"}}]`), nil)
	if !logHas(g, "(The effect token is not played yet.)") || len(g.Enc.Doors) != 3 {
		t.Errorf("an unknown slot must change nothing: doors %v", g.Enc.Doors)
	}
}

// TestDebrisAndObjectiveTokens (§13.21 token, §5.11, §4.7): Debris traps
// the hunters of its zone and, taken off, frees them; the Objective token
// moved to the crypt's e is where the vampires go at Dawn, and with no
// Objective token they stay.
func TestDebrisAndObjectiveTokens(t *testing.T) {
	g := must(t)(NewPosition(thePack(t), nest, "brann", "hector").Round(3).
		Hunter(0, "hp-1a:b", 0, 0).Hunter(1, "hp-1a:a", 0, 0).Figure("demo-ripper", "hp-1a:d", false).Turn(0))
	brann, hector := g.Hunters[0], g.Hunters[1]
	g.apply(effect(t, `[{"token": {"type": "debris", "zone": "active"}}]`), brann)
	if !brann.Trapped || hector.Trapped {
		t.Errorf("debris in b: brann trapped %v, hector %v", brann.Trapped, hector.Trapped)
	}
	g.apply(effect(t, `[{"token": {"type": "debris", "zone": "hp-1a:b", "remove": true}}]`), nil)
	if brann.Trapped {
		t.Error("the debris removed: brann is still trapped")
	}
	e, _ := g.Enc.B.ZoneIndex("hp-2a:e")
	g.apply(effect(t, `[{"token": {"type": "objective", "zone": "hp-2a:e"}}]`), nil)
	g.dawn()
	if f := g.Enc.Figures[0]; g.Enc.Objective != e || f.Zone != e {
		t.Errorf("objective %d, the vampire at Dawn in %d, want %d", g.Enc.Objective, f.Zone, e)
	}
	g.apply(effect(t, `[{"token": {"type": "objective", "remove": true, "zone": "hp-2a:e"}}]`), nil)
	g.Enc.Figures[0].Zone = 0
	g.dawn()
	if g.Enc.Objective != -1 || g.Enc.Figures[0].Zone != 0 {
		t.Errorf("no objective: %d; the vampire moved to %d", g.Enc.Objective, g.Enc.Figures[0].Zone)
	}
}

// effect parses an effect written in JSON.
func effect(t *testing.T, js string) pack.Effect {
	t.Helper()
	var eff pack.Effect
	if err := json.Unmarshal([]byte(js), &eff); err != nil {
		t.Fatal(err)
	}
	return eff
}

// TestVillageWithoutBuildings (§4.5): with no location card left in its
// decks a village has no building to stay in: the story reads its leave
// entry at once.
func TestVillageWithoutBuildings(t *testing.T) {
	g, err := New(thePack(t), DefaultOptions("demo-story-1"), 4, []string{"brann", "hector"})
	if err != nil {
		t.Fatal(err)
	}
	g.Vil = nil
	for i := range g.LocDecks {
		g.LocDecks[i] = nil
	}
	def := &g.P.Villages[0]
	if g.startVillage(def) || g.Vil != nil || g.Entry != def.Leave || g.Step != 0 {
		t.Errorf("no building: village %v, entry %d (leave %d)", g.Vil != nil, g.Entry, def.Leave)
	}
}
