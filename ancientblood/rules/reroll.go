package rules

import (
	"sort"

	"kindred/engine"
)

// enemyReroll re-rolls n of an enemy's dice (§13.21 reroll in a special,
// §7.3). The rulebook says which die a hunter's Reroll takes (the
// player's choice), not which the AI takes: the `enemy-reroll` option
// does (docs/RULES-OPTIONS-ANCIENTBLOOD.md): "blanks", the dice that
// show no symbol, in roll order; "lowest", the dice showing the fewest
// symbols, blanks or not (ties: roll order). The totals lose the old
// faces and gain the new.
func (g *Game) enemyReroll(r *result, n int) {
	order := make([]int, len(r.dice))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return g.symbols(r.dice[order[i]]) < g.symbols(r.dice[order[j]]) })
	for _, i := range order {
		if n == 0 {
			return
		}
		if g.Opt.EnemyReroll != "lowest" && g.symbols(r.dice[i]) > 0 {
			return // no blank left
		}
		old := r.dice[i]
		r.dice[i].face = g.nextFace() % len(g.P.DieByID(old.colour).Faces)
		was, now := g.sum([]rolledDie{old}), g.sum([]rolledDie{r.dice[i]})
		r.speed += now.speed - was.speed
		r.hit += now.hit - was.hit
		r.dodge += now.dodge - was.dodge
		r.shield += now.shield - was.shield
		r.crit += now.crit - was.crit
		g.log(msgEnemyRerolls.With(engine.Str(g.faceText(old)), engine.Str(g.faceText(r.dice[i]))))
		n--
	}
}

// symbols counts the symbols a rolled die shows.
func (g *Game) symbols(x rolledDie) int {
	n := 0
	for _, v := range g.P.DieByID(x.colour).Faces[x.face] {
		n += v
	}
	return n
}
