package vtes

// Allies that play some cards as a vampire by their own text ("this ally
// can play cards requiring basic Animalism [ani] as a vampire with
// capacity 5": The Vozhd of Juiz de Fora; rules/vtes.md §14 C22, groups
// G00011, G00083–G00085): the ally meets that Discipline requirement at
// that level without having the Discipline, for one Discipline of a
// card's requirements at most (G00084, G00085); it plays the card as a
// vampire (its life for blood) with the given capacity.

// PlaysAs is an ally's permission to play the cards requiring Disc (or
// Or) at Level or lower as a vampire of capacity Capacity.
type PlaysAs struct {
	Disc     Disc
	Level    Level
	Capacity int
	// Or is a second Discipline whose cards it plays so, one of the two
	// for a card ("cards that require Celerity [cel] or Potence [pot]",
	// not both: Grey Thorne, [ANK 20180731-1]).
	Or Disc
	// AndOr: a card may require both ("basic Celerity [cel] and/or
	// Fortitude [for]": Vivienne Géroux).
	AndOr bool
	// Anarch: it plays them "as an Anarch vampire", meeting an Anarch
	// requirement of theirs (it is no Anarch otherwise, [ANK 20230417]).
	Anarch bool
	// Superior: only when the ally was recruited at the superior level
	// (Card.Superior, recruitlevel.go): "[DAI] As above, and Infernal
	// Servitor can play cards requiring basic Daimoinon [dai] and/or
	// basic Obfuscate [obf] as a vampire".
	Superior bool
}

// grantedPlay returns the permission of minion m's own text covering mode
// md, or nil: md requires grant's Discipline at its level or lower, and
// m meets the card's other Disciplines by its own levels.
func (g *Game) grantedPlay(m *Card, md *Mode) *PlaysAs {
	pa := m.Def.Static.PlaysAs
	if pa == nil || m.IsVampire() || md.Disc == NoDisc || md.Level > pa.Level ||
		pa.Superior && !m.Superior {
		return nil
	}
	granted := false
	for _, d := range [3]Disc{md.Disc, md.Also, md.Extra} {
		switch {
		case d == NoDisc || g.Level(m, d) >= md.Level:
		case (d == pa.Disc || pa.Or != NoDisc && d == pa.Or) && (!granted || pa.AndOr):
			granted = true // one Discipline at most (G00084)
		default:
			return nil
		}
	}
	if !granted {
		return nil
	}
	return pa
}
