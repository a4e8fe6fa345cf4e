package vtes

// The Sabbat V5 paths of enlightenment. A vampire follows the path its
// crypt card prints (vtescrypt.csv's Path column); a library card with a
// path icon requires a minion who follows it, as a clan icon requires a
// minion of that clan (rules/vtes.md §1.5.4; reference rulebook 2024,
// "Card requirements"). The names are the card files' own.
const (
	PathCaine           = "Caine"
	PathCathari         = "Cathari"
	PathDeathAndTheSoul = "Death and the Soul"
	PathPower           = "Power and the Inner Voice"
)

// Follows reports whether the minion follows the named path ("a vampire
// who follows the Path of Caine"). Allies and vampires printed without a
// path follow none.
func (g *Game) Follows(m *Card, path string) bool {
	return m != nil && path != "" && m.Def.Path == path
}
