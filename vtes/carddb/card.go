// Package carddb reads the official V:TES card list (the VEKN CSV files) into
// a typed model and resolves card names the way players write them.
//
// The card files are never embedded: the user names the directory that holds
// them (--cards DIR or KINDRED_CARDS). See rules/vtes.md §1.9 for the card
// data model this package follows.
package carddb

import (
	"strconv"
	"strings"
)

// Kind says which deck a card belongs in.
type Kind uint8

const (
	// Crypt cards are vampires and imbued (rules/vtes.md §1.3).
	Crypt Kind = iota + 1
	// Library cards are every other card (rules/vtes.md §1.5).
	Library
)

// MarshalText writes the kind as "crypt" or "library" in JSON.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// String returns "crypt" or "library".
func (k Kind) String() string {
	switch k {
	case Crypt:
		return "crypt"
	case Library:
		return "library"
	}
	return "unknown"
}

// AnyGroup is the Group value of crypt cards whose group is "ANY": they fit
// in a crypt of any grouping (rules/vtes.md §1.1).
const AnyGroup = -1

// Card is one card of the official list with every column parsed.
type Card struct {
	ID   int    `json:"id"`   // VEKN id: 1xxxxx library, 2xxxxx crypt
	Name string `json:"name"` // official name, as printed in the CSV
	Kind Kind   `json:"kind"`
	// Aka lists the other names the card is known by.
	Aka []string `json:"aka,omitempty"`
	// Types holds one entry per card type; a combined type such as
	// "Action Modifier/Reaction" gives two entries.
	Types []string `json:"types"`
	// Clans holds the clan or clans: a vampire's clan, or a library card's
	// clan requirement (several when the card accepts any of them).
	Clans []string `json:"clans,omitempty"`
	Path  string   `json:"path,omitempty"` // path of enlightenment requirement or membership
	// Advanced is set for advanced vampires.
	Advanced bool `json:"advanced,omitempty"`
	// Group is the crypt group (1–7), AnyGroup, or 0 for library cards.
	Group    int `json:"group,omitempty"`
	Capacity int `json:"capacity,omitempty"` // crypt capacity; 0 for library cards
	// Disciplines are a vampire's disciplines (Superior when printed in
	// capitals) or, for a library card, the disciplines it requires.
	Disciplines []Discipline `json:"disciplines,omitempty"`
	// RequiresAllDisciplines is set when a library card needs every listed
	// discipline ("pot&pre"); otherwise any one of them suffices ("vis/tha").
	RequiresAllDisciplines bool   `json:"requires_all_disciplines,omitempty"`
	Title                  string `json:"title,omitempty"` // crypt title: "prince", "2 votes", …
	Sect                   string `json:"sect,omitempty"`  // sect stated at the start of the text, if any
	PoolCost               Cost   `json:"pool_cost,omitzero"`
	BloodCost              Cost   `json:"blood_cost,omitzero"`
	ConvictionCost         Cost   `json:"conviction_cost,omitzero"`
	BurnOption             bool   `json:"burn_option,omitempty"`
	// Banned is the date (YYYYMMDD) the card was banned, or "".
	Banned string `json:"banned,omitempty"`
	// LibraryCapacity is the raw capacity column of library cards (allies
	// and cards such as "+1" or a clan name); most cards leave it empty.
	LibraryCapacity string     `json:"library_capacity,omitempty"`
	Artists         []string   `json:"artists,omitempty"`
	Printings       []Printing `json:"printings,omitempty"`
	Text            string     `json:"text,omitempty"`
	FlavorText      string     `json:"flavor_text,omitempty"`
	// Format names a limited format the card belongs to ("V5"), or "".
	Format string `json:"format,omitempty"`
	// NameFR and TextFR are the official French name and text, from the
	// French files when the card directory holds them (FrenchDir); "" when
	// the card has none.
	NameFR string `json:"name_fr,omitempty"`
	TextFR string `json:"text_fr,omitempty"`
}

// Discipline is one discipline of a card, with its level.
type Discipline struct {
	Code     string `json:"code"` // three-letter lowercase code: "pot", "aus", "vin"…
	Superior bool   `json:"superior,omitempty"`
}

// String gives the code in the archive's notation: capitals for superior.
func (d Discipline) String() string {
	if d.Superior {
		return strings.ToUpper(d.Code)
	}
	return d.Code
}

// Cost is a pool, blood or conviction cost.
type Cost struct {
	Amount int  `json:"amount,omitempty"` // the fixed amount, 0 when X
	X      bool `json:"x,omitempty"`      // the cost is X, chosen when played
}

// IsZero reports whether the card has no such cost.
func (c Cost) IsZero() bool { return c.Amount == 0 && !c.X }

// String gives "X", the amount, or "" when there is no cost.
func (c Cost) String() string {
	switch {
	case c.X:
		return "X"
	case c.Amount == 0:
		return ""
	}
	return strconv.Itoa(c.Amount)
}

// Printing is one appearance of a card in a set: in a booster with a
// rarity, in a preconstructed deck (Precon) with a copy count, or as a
// print-on-demand or promo release with a date.
type Printing struct {
	Set    string `json:"set"`              // set abbreviation: "NB", "V5", "POD", "Promo"…
	Rarity string `json:"rarity,omitempty"` // "C", "U", "R", "V", "C½"… for boosters
	Precon string `json:"precon,omitempty"` // preconstructed deck abbreviation: "PN", "PTo"…
	Count  int    `json:"count,omitempty"`  // copies in the precon, or the rarity's count
	Date   string `json:"date,omitempty"`   // YYYYMMDD for print-on-demand and promo printings
}

// Is reports whether the card has the given type ("Master", "Reaction"…).
func (c *Card) Is(cardType string) bool {
	for _, t := range c.Types {
		if t == cardType {
			return true
		}
	}
	return false
}

// HasClan reports whether clan is one of the card's clans.
func (c *Card) HasClan(clan string) bool {
	for _, cl := range c.Clans {
		if cl == clan {
			return true
		}
	}
	return false
}

// InPrecon returns how many copies of the card the given preconstructed
// deck holds (set "NB", precon "PN" → New Blood Nosferatu), 0 if none.
func (c *Card) InPrecon(set, precon string) int {
	for _, p := range c.Printings {
		if p.Set == set && p.Precon == precon {
			return p.Count
		}
	}
	return 0
}

// String returns the card's unique name (see DB.UniqueName for how
// same-named vampires are told apart).
func (c *Card) String() string { return c.Name }
