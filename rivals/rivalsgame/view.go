package rivalsgame

import (
	"kindred/engine"
	"kindred/rivals"
)

// tableJSON is what one seat (or a spectator) sees of a Rivals table: the
// JSON form of rivals.View, the game-specific part of the browser's view
// (drawn by web/static/games/rivals.js). A face-down card another seat
// played, or one of a pile, is only "hidden": no name, no id.
type tableJSON struct {
	Turn     int          `json:"turn"`
	Phase    string       `json:"phase"`
	Active   int          `json:"active"`
	Players  []playerJSON `json:"players"`
	Streets  []cardJSON   `json:"streets"`
	Fight    *fightJSON   `json:"fight,omitempty"`
	CityDeck int          `json:"city_deck"`
	City     []string     `json:"city_discard,omitempty"`
	Hand     []cardJSON   `json:"hand,omitempty"`
}

type playerJSON struct {
	Seat        int        `json:"seat"`
	Number      int        `json:"number"`
	Prestige    int        `json:"prestige"`
	AP          int        `json:"ap"`
	Rival       int        `json:"rival"`
	Eliminated  bool       `json:"eliminated,omitempty"`
	HandLibrary int        `json:"hand_library"`
	HandFaction int        `json:"hand_faction"`
	Library     int        `json:"library"`
	Faction     int        `json:"faction"`
	Haven       string     `json:"haven"`
	Agenda      string     `json:"agenda"`
	InHaven     []cardJSON `json:"in_haven"`
	Streets     []cardJSON `json:"streets"`
	Torpor      []cardJSON `json:"torpor"`
	Ongoing     []cardJSON `json:"ongoing,omitempty"`
	FaceDown    []cardJSON `json:"face_down,omitempty"`
	Discard     []string   `json:"discard"`
}

// cardJSON is a card as the page draws it. Kind says how: "vampire",
// "library", "retainer", "title", "mortal", "antagonist", "event",
// "city" (another City card).
type cardJSON struct {
	Hidden      bool       `json:"hidden,omitempty"`
	Name        string     `json:"name,omitempty"`
	Kind        string     `json:"kind,omitempty"`
	Blood       int        `json:"blood,omitempty"`
	BP          int        `json:"bp,omitempty"`
	AP          int        `json:"ap,omitempty"`
	Exhausted   bool       `json:"exhausted,omitempty"`
	Leader      bool       `json:"leader,omitempty"`
	Party       int        `json:"party,omitempty"`
	NoInfluence bool       `json:"no_influence,omitempty"`
	Token       *int       `json:"token,omitempty"`
	Attached    []cardJSON `json:"attached,omitempty"`
}

// fightJSON is the attack or Scheme in progress (rivals.FightView).
type fightJSON struct {
	Kind     string       `json:"kind"` // "attack" or "scheme"
	Seat     int          `json:"seat"`
	Scheme   *cardJSON    `json:"scheme,omitempty"`
	Attacker *cardJSON    `json:"attacker,omitempty"`
	Target   *cardJSON    `json:"target,omitempty"`
	Blocker  *cardJSON    `json:"blocker,omitempty"`
	Type     string       `json:"type,omitempty"`
	Revealed bool         `json:"revealed,omitempty"`
	Played   []playedJSON `json:"played,omitempty"`
	// Commits: a Scheme's committed sides ("yes", "no", "abstain") and
	// visible Influence.
	Commits []commitJSON `json:"commits,omitempty"`
}

type commitJSON struct {
	Seat      int    `json:"seat"`
	Side      string `json:"side"`
	Influence int    `json:"influence"`
}

type playedJSON struct {
	Seat int      `json:"seat"`
	Card cardJSON `json:"card"`
}

var attackTypes = map[rivals.AttackType]string{rivals.Ranged: "ranged", rivals.Physical: "physical",
	rivals.Social: "social", rivals.Mental: "mental"}

func kindOf(d *rivals.CardDef) string {
	switch {
	case d.Kind == rivals.KindVampire:
		return "vampire"
	case d.Has(rivals.TypeRetainer):
		return "retainer"
	case d.Has(rivals.TypeTitle):
		return "title"
	case d.Kind == rivals.KindLibrary:
		return "library"
	case d.Has(rivals.TypeAntagonist):
		return "antagonist"
	case d.Has(rivals.TypeMortal):
		return "mortal"
	case d.Has(rivals.TypeEvent):
		return "event"
	}
	return "city"
}

func cardOf(v *rivals.View, c rivals.VisibleCard) cardJSON {
	if c.FaceDown {
		return cardJSON{Hidden: true}
	}
	out := cardJSON{Name: c.Name, Blood: c.Blood, Exhausted: c.Exhausted, Leader: c.Leader, Party: c.Group}
	if d, ok := v.Def(c.ID); ok {
		out.Kind = kindOf(d)
		switch {
		case d.Kind == rivals.KindVampire:
			out.BP = v.BP(c.ID)
		case d.Kind == rivals.KindCity:
			out.Blood, out.AP = d.Blood, d.AP // a mortal is beaten in one blow (spec §4.18)
		}
	}
	noInfl, token := v.Marks(c.ID)
	out.NoInfluence = noInfl
	if token >= 0 {
		out.Token = &token
	}
	for _, a := range v.Attachments(c.ID) {
		// A Retainer's printed Blood and Agenda points are a mortal's in
		// the Streets; attached, it counts in its vampire's Blood Potency.
		j := cardOf(v, a)
		j.Blood, j.AP = 0, 0
		out.Attached = append(out.Attached, j)
	}
	return out
}

func cardsOf(v *rivals.View, l []rivals.VisibleCard) []cardJSON {
	out := make([]cardJSON, 0, len(l))
	for _, c := range l {
		out = append(out, cardOf(v, c))
	}
	return out
}

func tableOf(v *rivals.View) tableJSON {
	t := tableJSON{Turn: v.Turn(), Phase: phases[v.Phase()], Active: v.Active(), Streets: cardsOf(v, v.Streets()),
		CityDeck: v.CityDeck(), City: v.CityDiscard(), Hand: cardsOf(v, v.Hand())}
	if f, ok := v.Fight(); ok {
		t.Fight = fightOf(v, f)
	}
	for s := range v.Seats() {
		p := v.Player(s)
		t.Players = append(t.Players, playerJSON{Seat: s, Number: p.Number, Prestige: p.Prestige, AP: p.AP, Rival: p.Rival,
			Eliminated: p.Eliminated, HandLibrary: p.HandLibrary, HandFaction: p.HandFaction, Library: p.Library,
			Faction: p.Faction, Haven: p.Haven, Agenda: p.Agenda, InHaven: cardsOf(v, p.InHaven),
			Streets: cardsOf(v, p.Streets), Torpor: cardsOf(v, p.Torpor), Ongoing: cardsOf(v, p.Ongoing),
			FaceDown: conspiraciesOf(v, p.Conspiracies), Discard: p.Discard})
	}
	return t
}

// conspiraciesOf draws face-down Conspiracies: named to who has seen them,
// with the Prestige on them (in Blood) for all.
func conspiraciesOf(v *rivals.View, l []rivals.VisibleCard) []cardJSON {
	out := make([]cardJSON, 0, len(l))
	for _, c := range l {
		j := cardJSON{Hidden: c.FaceDown, Blood: c.Blood}
		if !c.FaceDown {
			j.Name, j.Kind = c.Name, "library"
		}
		out = append(out, j)
	}
	return out
}

func fightOf(v *rivals.View, f rivals.FightView) *fightJSON {
	one := func(c rivals.VisibleCard) *cardJSON {
		if c.ID == rivals.NoCard {
			return nil
		}
		j := cardOf(v, c)
		return &j
	}
	out := &fightJSON{Kind: "attack", Seat: f.Seat, Revealed: f.Revealed}
	if f.Scheme {
		out.Kind, out.Scheme = "scheme", one(f.Card)
	} else {
		out.Attacker, out.Target, out.Blocker, out.Type = one(f.Attacker), one(f.Target), one(f.Blocker), attackTypes[f.Type]
	}
	for _, c := range f.Commits {
		side := map[int]string{1: "yes", -1: "no", 0: "abstain"}[c.Side]
		out.Commits = append(out.Commits, commitJSON{Seat: c.Seat, Side: side, Influence: c.Influence})
	}
	for i, c := range f.Played {
		out.Played = append(out.Played, playedJSON{Seat: f.PlayedSeats[i], Card: cardOf(v, c)})
	}
	return out
}

// localize renders every card name of t in lang: the French rulebook's
// names on French pages (spec §0.3), the card data's English otherwise.
func localize(t *tableJSON, lang engine.Lang) {
	if lang == engine.English {
		return
	}
	name := func(s string) string {
		if s == "" {
			return s
		}
		return string(rivals.AppendName(nil, s, lang))
	}
	var cards func(l []cardJSON)
	one := func(c *cardJSON) {
		if c != nil {
			c.Name = name(c.Name)
			cards(c.Attached)
		}
	}
	cards = func(l []cardJSON) {
		for i := range l {
			one(&l[i])
		}
	}
	names := func(l []string) {
		for i := range l {
			l[i] = name(l[i])
		}
	}
	cards(t.Streets)
	cards(t.Hand)
	names(t.City)
	for i := range t.Players {
		p := &t.Players[i]
		p.Haven, p.Agenda = name(p.Haven), name(p.Agenda)
		for _, l := range [][]cardJSON{p.InHaven, p.Streets, p.Torpor, p.Ongoing, p.FaceDown} {
			cards(l)
		}
		names(p.Discard)
	}
	if f := t.Fight; f != nil {
		for _, c := range []*cardJSON{f.Scheme, f.Attacker, f.Target, f.Blocker} {
			one(c)
		}
		for i := range f.Played {
			one(&f.Played[i].Card)
		}
	}
}
