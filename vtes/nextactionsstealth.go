package vtes

// Stealth for a Methuselah's next actions this turn ("give the next X
// actions minions you control perform this turn +1 stealth": superior
// Veil the Legions; rules/vtes.md §4.3, §14 C10). Each grant and each use
// is a turn mark (Game.marks, cleared at the end of the turn): grant k of
// seat is nextStealthKey(seat, k), its use nextStealthUsedKey(seat, k).
// An action counts as it is announced, so an action cancelled after it
// was played still uses one [LSJ 20070526] [ANK 20210124].

// maxNextStealth bounds the grants a Methuselah holds in one turn.
const maxNextStealth = 255

func nextStealthKey(seat, k int) int     { return -45<<24 - seat<<9 - k }
func nextStealthUsedKey(seat, k int) int { return -46<<24 - seat<<9 - k }

// StealthForNextActions gives the next x actions of seat's minions this
// turn +1 stealth each, after the grants seat already holds.
func (g *Game) StealthForNextActions(seat, x int) {
	n := g.countMarks(nextStealthKey, seat)
	for k := n + 1; k <= n+x && k <= maxNextStealth; k++ {
		g.MarkOnce(nextStealthKey(seat, k))
	}
}

// NextActionsStealth is the number of seat's coming actions this turn
// still owed +1 stealth.
func (g *Game) NextActionsStealth(seat int) int {
	if len(g.marks) == 0 {
		return 0
	}
	return g.countMarks(nextStealthKey, seat) - g.countMarks(nextStealthUsedKey, seat)
}

// nextActionStealth uses one grant of the actor's Methuselah, if any, for
// action a as it is announced: +1 stealth.
func (g *Game) nextActionStealth(a *ActionState) int {
	seat := a.Actor.Controller
	if g.NextActionsStealth(seat) <= 0 {
		return 0
	}
	g.MarkOnce(nextStealthUsedKey(seat, g.countMarks(nextStealthUsedKey, seat)+1))
	return 1
}

// countMarks counts the marks key(seat, 1), key(seat, 2)… of this turn.
func (g *Game) countMarks(key func(seat, k int) int, seat int) int {
	n := 0
	for n < maxNextStealth && containsInt(g.marks, key(seat, n+1)) {
		n++
	}
	return n
}
