package cards

import (
	"fmt"
	"sort"

	"kindred/rivals"
)

// The built-in decks of spec §1.13 (CHOICE-STARTERDECKS): each Core clan's
// seven vampires, Haven and Agenda as the spec assembles them. Their
// Library holds, for now, only the implemented library cards: the clan's
// own twice, every clan-neutral one once, then second copies of the
// neutral ones in name order up to 40 (at most 60). Several of their vampires,
// Havens and Agendas have texts the rules do not implement yet (Missing):
// these are the foundation's decks, not yet the spec's.

type starter struct {
	clan          string
	vampires      []*rivals.CardDef
	haven, agenda *rivals.CardDef
}

var starters = []starter{
	{"brujah", []*rivals.CardDef{hydra, beretta, brother, theCossack, flick, skunk, sweetums}, houseOfPain, drainThemSlowly},
	{"malkavian", []*rivals.CardDef{doc, guvnah, badPenny, inmate745943, velvet, karma, lolita}, theMadhouse, theEndIsNigh},
	{"toreador", []*rivals.CardDef{lixueChen, bellaForte, muhammadZadeh, irisLokken, bongChaPark, johnKartunen, tySmith}, thePenthouse, playthings},
	{"ventrue", []*rivals.CardDef{randolphMarz, brunoWagner, stevieOsborn, yusufKaya, zhangWei, humbertoGarcia, nancyWitt}, royalRetreat, baseOfPower},
}

// Starters lists the names of the built-in decks.
func Starters() []string {
	var out []string
	for _, s := range starters {
		out = append(out, "rivals-core-"+s.clan)
	}
	return out
}

// Starter returns the built-in deck named name.
func Starter(name string) (rivals.Deck, error) {
	for _, s := range starters {
		if "rivals-core-"+s.clan != name {
			continue
		}
		var neutral, own []*rivals.CardDef
		for _, c := range Library {
			switch {
			case c.Missing != "":
			case c.Clan == "":
				neutral = append(neutral, c)
			case c.Clan == s.clan:
				own = append(own, c)
			}
		}
		sort.Slice(neutral, func(i, j int) bool { return neutral[i].Name < neutral[j].Name })
		var lib []*rivals.CardDef
		for _, c := range own {
			lib = append(lib, c, c)
		}
		lib = append(lib, neutral...)
		for _, c := range neutral {
			if len(lib) >= 40 {
				break
			}
			lib = append(lib, c)
		}
		lib = lib[:min(len(lib), 60)]
		d := rivals.Deck{Name: name, Vampires: s.vampires, Library: lib, Haven: s.haven, Agenda: s.agenda}
		return d, d.Check()
	}
	return rivals.Deck{}, fmt.Errorf("no built-in deck %q (decks: rivals-core-brujah, rivals-core-malkavian, rivals-core-toreador, rivals-core-ventrue)", name)
}
