package cards_test

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes"
	"kindred/vtes/carddb"
	"kindred/vtes/cards"
)

// The printed facts of every implemented card are checked against the
// official card list (issue 3; rules/vtes.md §1.3 for crypt cards, §1.5
// for library cards): a card definition may not drift from the card.

// xCosts are the cards whose CSV cost is X: the definition's modes cost
// nothing and the card computes X itself, as explained here.
var xCosts = map[int]string{
	102213: "Creeping Sabotage: X is the copies the player controls, burned from the acting vampire in Resolve",
	101239: "Monkey Wrench: X (1 to 3) is chosen and burned from the acting vampire in Resolve",
	100918: "Hidden Strength: X (0 to the vampire's blood) is chosen and burned in Resolve",
	100320: "Chameleon: X is the capacity of the vampire taken, burned from the acting vampire in Resolve",
	100119: "Awe: X (0 to the vampire's blood) is chosen and burned from the acting vampire in Resolve",
	101260: "My Kin Against the World: X (the vampires chosen) is chosen and burned from the acting vampire in Resolve",
}

// typeNames maps the CSV's card type names to the definition's types.
// singleDiscLines are the cards the card list says need every listed
// discipline ("dai&obf") while a line of their text prints one of them
// alone: that line's mode needs it alone, as explained here.
var singleDiscLines = map[int]string{
	100947: "I am Legion: the [dai] line (+1 stealth) needs Daimoinon alone; the [dai][obf] lines both",
}

var typeNames = map[string]vtes.CardType{
	"Master": vtes.Master, "Action": vtes.Action, "Action Modifier": vtes.ActionModifier,
	"Reaction": vtes.Reaction, "Combat": vtes.Combat, "Ally": vtes.Ally, "Retainer": vtes.Retainer,
	"Equipment": vtes.Equipment, "Political Action": vtes.PoliticalAction, "Event": vtes.Event,
	"Vampire": vtes.Vampire,
}

var levelName = map[vtes.Level]string{vtes.Inferior: "inferior", vtes.Superior: "superior"}

var (
	requiresTitle = regexp.MustCompile(`Requires an? ((?:[a-z ]+?|Inner Circle member)(?:(?:,| or) (?:[a-z ]+?|Inner Circle member))*)\.`)
	titleList     = regexp.MustCompile(`, | or `)
)

// The type words of a library card's text that the definition carries as
// flags (rules/vtes.md §1.5, §10.1), each read from the text's first line,
// where the card says what it is: "Unique location.", "Master: unique
// trifle.", "This equipment card represents a location…", "Location.
// While in play…", "Vehicle. Haven.", "Master. Contract. Trifle.". A
// card's own text names other cards' kinds only further on ("Ⓓ Burn a
// location"), or after a verb, which the anchors leave out.
var typeWords = []struct {
	flag string
	word *regexp.Regexp
	has  func(d *vtes.CardDef) bool
}{
	{"Unique", regexp.MustCompile(`(?i)(^|[.:] )unique\b|this is a unique location`), func(d *vtes.CardDef) bool { return d.Unique }},
	{"Location", regexp.MustCompile(`(?i)(^|[.:] )(unique )?location\.|represents a location|is a unique location`), func(d *vtes.CardDef) bool { return d.Location }},
	{"Trifle", regexp.MustCompile(`(?i)(^|[.:] )(unique )?trifle\.`), func(d *vtes.CardDef) bool { return d.Trifle }},
	{"Haven", regexp.MustCompile(`(^|[.:] )Haven\.`), func(d *vtes.CardDef) bool { return d.Haven }},
	{"Vehicle", regexp.MustCompile(`(^|[.:] )Vehicle\.`), func(d *vtes.CardDef) bool { return d.Vehicle }},
	{"Gun", regexp.MustCompile(`(^|[.:] )Weapon: gun\.|equipment is a weapon, gun\.`), func(d *vtes.CardDef) bool { return d.Gun }},
	{"Weapon", regexp.MustCompile(`(?i)(^|[.:] )(unique )?(melee )?weapon(\.|: [a-z]+ weapon)|equipment is a weapon\b`), func(d *vtes.CardDef) bool { return d.Weapon }},
	{"Electronic", regexp.MustCompile(`(^|[.:] )Electronic\b`), func(d *vtes.CardDef) bool { return d.Electronic }},
	{"Contract", regexp.MustCompile(`(?i)(^|[.:] )(unique )?contract\.`), func(d *vtes.CardDef) bool { return d.Contract }},
	{"Investment", regexp.MustCompile(`(?i)(^|[.:] )(unique )?investment\.`), func(d *vtes.CardDef) bool { return d.Investment }},
	{"Trophy", regexp.MustCompile(`(^|[.:] )Trophy\.`), func(d *vtes.CardDef) bool { return d.Trophy }},
	{"Archetype", regexp.MustCompile(`(?i)(^|[.:] )(unique )?archetype\.`), func(d *vtes.CardDef) bool { return d.Archetype }},
}

// typeWordExceptions are definitions whose flag disagrees with their
// card's text, each with the reason, keyed by id and flag. They are cards
// of files other engineers were editing at the same time (their branches
// are merged afterwards): the lead sets the flag at merge, then deletes
// the line. An exception that has started to agree fails the test, so
// the map cannot go stale.
var typeWordExceptions = map[typeWordKey]string{}

type typeWordKey struct {
	id   int
	flag string
}

func TestCardFactsMatchOfficialList(t *testing.T) {
	db := shareddata.CardDB(t)
	all := cards.All()
	if len(all) == 0 {
		t.Fatal("no card implemented")
	}
	for _, def := range all {
		t.Run(def.Name, func(t *testing.T) {
			c, ok := db.Card(def.ID)
			if !ok {
				t.Fatalf("%s: id %d is not in the official list", def.Name, def.ID)
			}
			check := func(field string, got, want any) {
				t.Helper()
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("%s (%d): %s is %v in the definition, %v in the card list", def.Name, def.ID, field, got, want)
				}
			}
			check("name", def.Name, c.Name)
			if d, ok := cards.ByName(c.Name); !ok || d != def {
				t.Errorf("%s: ByName does not find the definition", def.Name)
			}
			check("crypt card", def.IsCrypt(), c.Kind == carddb.Crypt)
			check("types", typeSet(t, c.Types), def.Types)
			if def.IsCrypt() {
				checkCrypt(check, def, c)
			} else {
				checkLibrary(t, check, def, c)
			}
		})
	}
}

// typeSet turns the CSV's types into a type set.
func typeSet(t *testing.T, names []string) vtes.TypeSet {
	var s vtes.TypeSet
	for _, n := range names {
		ct, ok := typeNames[n]
		if !ok {
			t.Errorf("unknown card type %q", n)
		}
		s |= ct
	}
	return s
}

// checkCrypt checks a vampire's capacity, clan, group, Disciplines with
// their levels, title, sect and advanced flag (§1.3).
func checkCrypt(check func(string, any, any), def *vtes.CardDef, c *carddb.Card) {
	check("capacity", def.Capacity, c.Capacity)
	check("clan", def.Clan, strings.Join(c.Clans, "/"))
	check("path", def.Path, c.Path)
	check("group", def.Group, c.Group)
	var ds []string
	for _, d := range c.Disciplines {
		ds = append(ds, d.String())
	}
	want, err := vtes.ParseDisciplines(strings.Join(ds, " "))
	check("disciplines parse", err, nil)
	check("disciplines", def.Disciplines.String(), want.String())
	votes, ok := strings.CutSuffix(c.Title, " votes")
	if !ok {
		votes, ok = strings.CutSuffix(c.Title, " vote") // "1 vote" (Arishat)
	}
	if ok {
		n, _ := strconv.Atoi(votes)
		check("votes", def.Votes, n)
		check("title", def.Title, vtes.NoTitle)
	} else {
		check("title", def.Title.String(), c.Title)
	}
	check("sect", def.Sect.String(), c.Sect)
	check("advanced", def.Advanced, c.Advanced)
	// The city of a prince, archbishop or baron is what makes the title
	// unique (§14 C31): it comes from the text ("Anarch Baron of
	// Pittsburgh."), and a city title always has one.
	title, city := "", ""
	if m := titleCity.FindStringSubmatch(c.Text); m != nil {
		title, city = strings.ToLower(m[1]), m[2]
	}
	check("title city", def.TitleCity, city)
	if title != "" {
		check("title of the city", def.Title.String(), title)
	}
	switch def.Title {
	case vtes.Prince, vtes.Baron, vtes.Archbishop:
		if def.TitleCity == "" {
			check("a city for the title "+def.Title.String(), "none", "a city")
		}
	}
}

// titleCity reads a city title from the start of a vampire's text:
// "Camarilla Prince of Cape Town.", "Sabbat Archbishop of Washington,
// D.C.: …".
var titleCity = regexp.MustCompile(`^[^:.]*?\b(Prince|Baron|Archbishop) of (.+?)(?::|\.(?:\s|$))`)

// checkLibrary checks a library card's costs, Discipline and clan
// requirements, title requirement, uniqueness, burn option and kind
// (§1.5.4–§1.5.6).
func checkLibrary(t *testing.T, check func(string, any, any), def *vtes.CardDef, c *carddb.Card) {
	if len(def.Modes) == 0 {
		t.Errorf("%s: no way to play it (no mode)", def.Name)
	}
	// Costs: every mode costs what the card says; X costs are documented.
	for i, md := range def.Modes {
		mode := fmt.Sprintf("mode %d (%s) ", i, md.Label)
		for _, cost := range []struct {
			name string
			csv  carddb.Cost
			got  int
		}{{"pool cost", c.PoolCost, md.Cost.Pool}, {"blood cost", c.BloodCost, md.Cost.Blood}} {
			if cost.csv.X {
				if _, ok := xCosts[def.ID]; !ok {
					t.Errorf("%s: %s is X in the card list, and the X is not documented in xCosts", def.Name, cost.name)
				}
				check(mode+cost.name+" (X, paid by the card)", cost.got, 0)
				continue
			}
			check(mode+cost.name, cost.got, cost.csv.Amount)
		}
	}
	// Disciplines: each mode requires disciplines the card lists, at a
	// level the text prints ([pot] or [POT]); a card that lists
	// disciplines has no mode without one.
	listed := map[vtes.Disc]bool{}
	for _, d := range c.Disciplines {
		disc, ok := vtes.DiscByCode(d.Code)
		if !ok {
			t.Errorf("%s: unknown discipline %q in the card list", def.Name, d.Code)
		}
		listed[disc] = true
	}
	for i, md := range def.Modes {
		mode := fmt.Sprintf("%s mode %d (%s)", def.Name, i, md.Label)
		var need []vtes.Disc
		if md.Disc != vtes.NoDisc {
			need = append(need, md.Disc)
		}
		if md.Also != vtes.NoDisc {
			need = append(need, md.Also)
		}
		if md.Extra != vtes.NoDisc {
			need = append(need, md.Extra)
		}
		if len(listed) > 0 && len(need) == 0 {
			t.Errorf("%s requires no discipline; the card requires %v", mode, c.Disciplines)
		}
		_, single := singleDiscLines[def.ID]
		if c.RequiresAllDisciplines && len(need) != len(listed) && !(single && len(need) == 1) {
			t.Errorf("%s requires %d disciplines; the card requires all of %v", mode, len(need), c.Disciplines)
		}
		for _, d := range need {
			if !listed[d] {
				t.Errorf("%s requires %s, which the card does not list (%v)", mode, d.Code(), c.Disciplines)
			}
			tag := "[" + d.Code() + "]"
			if md.Level == vtes.Superior {
				tag = strings.ToUpper(tag)
			}
			if d == vtes.Flight {
				tag = "[FLIGHT]" // one level, printed in full (As the Crow)
			}
			if !strings.Contains(c.Text, tag) {
				t.Errorf("%s is played at the %s level, and the text has no %s", mode, levelName[md.Level], tag)
			}
		}
	}
	// Each level the text prints has a mode.
	for d := range listed {
		for _, lv := range []vtes.Level{vtes.Inferior, vtes.Superior} {
			tag := "[" + d.Code() + "]"
			if lv == vtes.Superior {
				tag = strings.ToUpper(tag)
			}
			if strings.Contains(c.Text, tag) && !slices.ContainsFunc(def.Modes, func(md vtes.Mode) bool {
				return (md.Disc == d || md.Also == d) && md.Level == lv
			}) {
				t.Errorf("%s: the text has a %s effect and no mode plays it", def.Name, tag)
			}
		}
	}
	check("clan requirement", def.Requires.Clan, strings.Join(c.Clans, "/"))
	check("path requirement", def.Requires.Path, c.Path)
	var titles []string
	if m := requiresTitle.FindStringSubmatch(c.Text); m != nil {
		for _, ti := range titleList.Split(m[1], -1) {
			titles = append(titles, strings.TrimSuffix(strings.ToLower(ti), " member"))
		}
	}
	// "Requires an infernal vampire" is no title: some modes' Legal
	// checks it (Requirement.InfernalByLegal).
	infernal := slices.Contains(titles, "infernal vampire")
	titles = slices.DeleteFunc(titles, func(ti string) bool { return ti == "infernal vampire" })
	if len(titles) == 0 {
		titles = nil
	}
	check("infernal requirement", def.Requires.InfernalByLegal, infernal)
	// "a ready vampire with a city title" (Papillon): the titles of a
	// city, prince, archbishop and baron (§10.2).
	if slices.Equal(titles, []string{"ready vampire with a city title"}) {
		titles = []string{"prince", "archbishop", "baron"}
	}
	// "Requires a ready anarch" (older texts, lower case): the sect, not
	// a title (Requirement.Anarch).
	if slices.Equal(titles, []string{"anarch"}) || slices.Equal(titles, []string{"ready anarch"}) {
		check("anarch requirement", def.Requires.Anarch, true)
		titles = nil
	}
	// "Requires a ready cardinal or regent" (Gurchon Hall): a master
	// card's title is always a ready vampire's (§1.6).
	for i, ti := range titles {
		titles[i] = strings.TrimPrefix(ti, "ready ")
	}
	var got []string
	for _, ti := range def.Requires.TitleIn {
		got = append(got, ti.String())
	}
	check("title requirement", got, titles)
	checkTypeWords(t, def, c)
	checkBleedRaised(t, def, c)
	check("burn option", def.BurnOption, c.BurnOption)
	// A Discipline master card names the Discipline it gives ([pot]).
	// Older printings write "Master: Discipline." (Fortitude).
	check("Discipline card", def.Discipline != vtes.NoDisc,
		strings.HasPrefix(strings.TrimPrefix(c.Text, "Master: "), "Discipline."))
	if def.Discipline != vtes.NoDisc {
		check("Discipline given", strings.Contains(c.Text, "["+def.Discipline.Code()+"]"), true)
		check("capacity given", c.LibraryCapacity, "+1")
	}
	if def.Types.Has(vtes.Retainer) || def.Types.Has(vtes.Ally) {
		check("animal", def.Animal, strings.HasPrefix(c.Text, "Animal"))
		kind := strings.ToLower(strings.TrimPrefix(c.Text, "Unique "))
		check("wraith", def.Wraith, strings.HasPrefix(kind, "wraith with"))
		check("zombie", def.Zombie, strings.HasPrefix(kind, "zombie with"))
		check("werewolf", def.Werewolf, strings.Contains(strings.ToLower(c.Text), "werewolf with"))
		check("mage", def.Mage, strings.HasPrefix(kind, "mage with"))
		check("demon", def.Demon, strings.HasPrefix(kind, "demon with"))
		check("ghoul", def.Ghoul, strings.HasPrefix(kind, "ghoul with"))
	}
}

// raisesBleed finds "+N bleed" (or "+X bleed") as an effect of a line of
// text, not as a later bonus ("this vampire gets +2 bleed").
var raisesBleed = regexp.MustCompile(`(?:^|\]|[,.]| and| or| with)\s*\+(?:\d+|X) bleed`)

// checkBleedRaised checks that an action modifier mode raises the bleed,
// as data (Mode.Bleed), exactly when the text of its level says "+N
// bleed": the "limited" rule is derived from it (§14 C19), so a mode that
// raised the bleed in its Resolve only would escape the rule.
// disciplineTag is a Discipline printed in a card's text: [ani], [FOR].
var disciplineTag = regexp.MustCompile(`\[([A-Za-z]{3})\]`)

func checkBleedRaised(t *testing.T, def *vtes.CardDef, c *carddb.Card) {
	t.Helper()
	if !def.Types.Has(vtes.ActionModifier) {
		return
	}
	// Lines are keyed by the Discipline and level they print ([ani] and
	// [pot] lines of one card raise the bleed or not each: Adhocracy); a
	// line without a Discipline holds for every mode.
	type key struct {
		disc  string
		level vtes.Level
	}
	anyLine := key{}
	raised := map[key]bool{}
	var last bool
	for line := range strings.SplitSeq(c.Text, "\n") {
		keys := []key{anyLine}
		if i := strings.Index(line, "["); i >= 0 && i+1 < len(line) {
			level := vtes.Inferior
			if line[i+1] >= 'A' && line[i+1] <= 'Z' {
				level = vtes.Superior
			}
			keys = keys[:0]
			// Each Discipline the line prints ("[for] or [pre]").
			for _, m := range disciplineTag.FindAllStringSubmatch(line, -1) {
				keys = append(keys, key{strings.ToLower(m[1]), level})
			}
		}
		last = raisesBleed.MatchString(line) || last && strings.Contains(line, "As above")
		for _, k := range keys {
			raised[k] = raised[k] || last
		}
	}
	for i, md := range def.Modes {
		if md.Kind != vtes.PlayModifier || md.ByOther {
			continue
		}
		want := raised[anyLine] || raised[key{md.Disc.Code(), md.Level}]
		if got := md.Bleed > 0; got != want {
			t.Errorf("%s mode %d (%s): raises the bleed as data: %v; the text says %v", def.Name, i, md.Label, got, want)
		}
	}
}

// checkTypeWords checks the flags of typeWords against the first line of
// the card's text, both ways: a card that says it is a location is
// Location, and a Location card says so.
func checkTypeWords(t *testing.T, def *vtes.CardDef, c *carddb.Card) {
	t.Helper()
	first, _, _ := strings.Cut(c.Text, "\n")
	for _, w := range typeWords {
		want, got := w.word.MatchString(first), w.has(def)
		_, excepted := typeWordExceptions[typeWordKey{def.ID, w.flag}]
		switch {
		case want != got && !excepted:
			t.Errorf("%s (%d): %s is %v in the definition; the text's first line %q says %v", def.Name, def.ID, w.flag, got, first, want)
		case want == got && excepted:
			t.Errorf("%s (%d): %s now agrees with the text: delete its line in typeWordExceptions", def.Name, def.ID, w.flag)
		}
	}
}

// Each built-in deck holds exactly the cards of the starter it is named
// after, in the printed counts (the card list's precon printings).
func TestBuiltinDecksMatchPrecons(t *testing.T) {
	db := shareddata.CardDB(t)
	for _, name := range cards.Builtins() {
		t.Run(name, func(t *testing.T) {
			p, ok := cards.BuiltinPrecon[name]
			if !ok {
				t.Fatalf("built-in deck %s names no precon in BuiltinPrecon", name)
			}
			want := map[int]int{}
			for _, c := range db.Cards() {
				if n := c.InPrecon(p[0], p[1]); n > 0 {
					want[c.ID] = n
				}
			}
			if len(want) == 0 {
				t.Fatalf("the card list has no card in %s:%s", p[0], p[1])
			}
			got := cards.BuiltinEntries(name)
			for id, n := range want {
				c, _ := db.Card(id)
				if got[id] != n {
					t.Errorf("%s: %s (%d) x%d in the deck, x%d in %s:%s", name, c.Name, id, got[id], n, p[0], p[1])
				}
			}
			for id, n := range got {
				if _, ok := want[id]; !ok {
					t.Errorf("%s: card %d x%d is not in %s:%s", name, id, n, p[0], p[1])
				}
			}
			if _, err := (cards.Catalog{}).Deck(name); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		})
	}
}

// TestRecruitIsPlusOneStealth: recruiting an ally is a +1 stealth action
// (rules/vtes.md §3.5.5; 2024 rulebook "Recruit Ally"), whatever the ally:
// every ally's recruit mode says so. Six allies once recruited at 0.
func TestRecruitIsPlusOneStealth(t *testing.T) {
	for _, def := range cards.All() {
		if !def.Types.Has(vtes.Ally) {
			continue
		}
		for _, md := range def.Modes {
			if md.Kind == vtes.PlayAction && strings.HasPrefix(md.Label, "recruit") && md.Stealth != 1 {
				t.Errorf("%s: recruited as a %+d stealth action, want +1", def.Name, md.Stealth)
			}
		}
	}
}

// TestEveryAllyIsRecruited: each ally has a recruit mode the test above
// reads (an ally recruited under another label would escape it).
func TestEveryAllyIsRecruited(t *testing.T) {
	for _, def := range cards.All() {
		if !def.Types.Has(vtes.Ally) {
			continue
		}
		found := false
		for _, md := range def.Modes {
			found = found || md.Kind == vtes.PlayAction && strings.HasPrefix(md.Label, "recruit")
		}
		if !found {
			t.Errorf("%s: no recruit mode", def.Name)
		}
	}
}
