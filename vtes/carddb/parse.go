package carddb

import (
	"strconv"
	"strings"
)

// cryptCard builds a crypt card from a vtescrypt.csv record.
func (r row) cryptCard() (*Card, error) {
	c := &Card{
		ID:       r.int("Id"),
		Name:     r.get("Name"),
		Kind:     Crypt,
		Aka:      splitList(r.get("Aka"), ";"),
		Types:    splitList(r.get("Type"), "/"),
		Clans:    splitList(r.get("Clan"), "/"),
		Path:     r.get("Path"),
		Advanced: r.get("Adv") != "",
		Capacity: r.int("Capacity"),
		Title:    r.get("Title"),
		Banned:   r.get("Banned"),
		Artists:  splitList(r.get("Artist"), ";"),
		Text:     r.get("Card Text"),
		Format:   r.get("Format"),
	}
	switch g := r.get("Group"); g {
	case "ANY", "any", "Any":
		c.Group = AnyGroup
	default:
		c.Group = r.int("Group")
		if c.Group < 1 {
			r.fail("Group", "%q is not a group (1-9 or ANY)", g)
		}
	}
	for _, d := range strings.Fields(r.get("Disciplines")) {
		if d == "-none-" { // the list's word for a vampire without any (Anarch Convert)
			continue
		}
		c.Disciplines = append(c.Disciplines, Discipline{Code: strings.ToLower(d), Superior: d != strings.ToLower(d)})
	}
	c.Sect = sectOfVampire(c.Text)
	c.Printings = r.printings()
	return c, r.check(c)
}

// libraryCard builds a library card from a vteslib.csv record.
func (r row) libraryCard() (*Card, error) {
	c := &Card{
		ID:              r.int("Id"),
		Name:            r.get("Name"),
		Kind:            Library,
		Aka:             splitList(r.get("Aka"), ";"),
		Types:           splitList(r.get("Type"), "/"),
		Clans:           splitList(r.get("Clan"), "/"),
		Path:            r.get("Path"),
		PoolCost:        r.cost("Pool Cost"),
		BloodCost:       r.cost("Blood Cost"),
		ConvictionCost:  r.cost("Conviction Cost"),
		BurnOption:      r.get("Burn Option") != "",
		Banned:          r.get("Banned"),
		LibraryCapacity: r.get("Capacity"),
		Artists:         splitList(r.get("Artist"), ";"),
		Text:            r.get("Card Text"),
		FlavorText:      r.get("Flavor Text"),
		Format:          r.get("Format"),
	}
	req := r.get("Discipline")
	sep := "/"
	if strings.Contains(req, "&") {
		sep, c.RequiresAllDisciplines = "&", true
	}
	for _, d := range splitList(req, sep) {
		c.Disciplines = append(c.Disciplines, Discipline{Code: strings.ToLower(d), Superior: false})
	}
	c.Sect = sectRequired(c.Text)
	c.Printings = r.printings()
	return c, r.check(c)
}

// check reports the first parse error of the record, or a missing id/name.
func (r row) check(c *Card) error {
	if r.err != nil {
		return r.err
	}
	if c.ID <= 0 {
		r.fail("Id", "missing card id")
	} else if c.Name == "" {
		r.fail("Name", "card %d has no name", c.ID)
	} else if len(c.Types) == 0 {
		r.fail("Type", "card %q has no type", c.Name)
	}
	return r.err
}

// printings parses the Set column: "Jyhad:C1, NB:PN2, POD:20210307, FoL:2".
func (r *row) printings() []Printing {
	var out []Printing
	for _, item := range splitList(r.get("Set"), ",") {
		set, detail, _ := strings.Cut(item, ":")
		p := Printing{Set: strings.TrimSpace(set)}
		detail = strings.TrimSpace(detail)
		if len(detail) == 8 && allDigits(detail) {
			p.Date = detail
		} else {
			i := strings.IndexFunc(detail, func(c rune) bool { return c >= '0' && c <= '9' })
			letters, digits := detail, ""
			if i >= 0 {
				letters, digits = detail[:i], detail[i:]
			}
			if digits != "" {
				n, err := strconv.Atoi(digits)
				if err != nil {
					r.fail("Set", "%q: bad count in %q", item, detail)
				}
				p.Count = n
			}
			p.Rarity = letters
		}
		out = append(out, p)
	}
	return out
}

// sects are the sect names a card's text may open with (rules/vtes.md §9).
var sects = []string{"Camarilla", "Sabbat", "Independent", "Anarch", "Laibon"}

// sectOfVampire reads the sect a vampire's text opens with ("Camarilla
// Prince of Paris: …", "Sabbat.", "Advanced, Independent: …").
func sectOfVampire(text string) string {
	text = strings.TrimPrefix(text, "Advanced, ")
	for _, s := range sects {
		if strings.HasPrefix(text, s) {
			rest := text[len(s):]
			if rest == "" || strings.ContainsRune(" :.", rune(rest[0])) {
				return s
			}
		}
	}
	return ""
}

// sectRequired reads a library card's sect requirement ("Requires a
// Camarilla vampire").
func sectRequired(text string) string {
	for _, s := range sects {
		for _, p := range [...]string{"Requires a " + s, "Requires an " + s} {
			if strings.Contains(text, p) {
				return s
			}
		}
	}
	return ""
}

func splitList(s, sep string) []string {
	if s == "" {
		return nil
	}
	parts := strings.Split(s, sep)
	out := parts[:0]
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
