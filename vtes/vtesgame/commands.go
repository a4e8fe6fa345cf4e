package vtesgame

import (
	"kindred/games"
	"kindred/vtes"
	"kindred/vtes/vtescmd"
)

var (
	_ games.Commander   = (*Game)(nil)
	_ games.Simulator   = (*Game)(nil)
	_ games.Benchmarker = (*Game)(nil)
)

// Commands returns the V:TES commands of kindred: deck and cards.
func (*Game) Commands() []games.Command { return vtescmd.Commands() }

// Simulate is `kindred sim vtes`: V:TES's runner (vtes/sim), which counts
// VP and ousts per deck and reports the cards the bots played.
func (g *Game) Simulate(e *games.Env, args []string) int {
	return vtescmd.Sim(e, args, func(rules map[string]string) (vtes.Options, error) {
		values, err := games.RuleValues(g, rules)
		if err != nil {
			return vtes.Options{}, err
		}
		return vtes.ParseOptions(values)
	})
}

// Bench is `kindred bench vtes`: V:TES's speed measurements (vtes/sim).
func (*Game) Bench(e *games.Env, args []string) int { return vtescmd.Bench(e, args) }
