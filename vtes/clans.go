package vtes

import "kindred/engine"

// Choosing a clan (rules/vtes.md §1.3): "choose a clan" (Consanguineous
// Boon). The clans offered are those of the vampires in play, face up:
// choosing another would change nothing.

var (
	msgClan    = engine.NewMsg("vtes.clan", "{0}", "{0}")
	msgClanAsk = engine.NewMsg("vtes.clan-ask", "Choose a clan.", "Choisissez un clan.")
)

// ClansInPlay lists the clans of the vampires in the controlled regions,
// every Methuselah's, each once, in seat and region order.
func (g *Game) ClansInPlay() []string {
	var out []string
	for _, m := range g.seats {
		for _, l := range [2][]CardID{m.Ready, m.Torpor} {
			for _, id := range l {
				c := g.cards[id]
				if c.IsVampire() && !c.Contested && c.Def.Clan != "" && !containsString(out, c.Def.Clan) {
					out = append(out, c.Def.Clan)
				}
			}
		}
	}
	return out
}

// ChooseClan asks seat to choose one of clans (which must not be empty).
func (g *Game) ChooseClan(seat int, clans []string) string {
	g.options()
	g.clanChoices = clans
	for i, c := range clans {
		g.optionMsg(int64(i), msgClan, engine.Str(c))
	}
	i := g.askCode(seat, kindChoose, msgClanAsk.Text())
	g.clanChoices = nil
	return clans[i]
}

func containsString(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}
