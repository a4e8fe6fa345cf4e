package cards

import "kindred/vtes"

// Epikasta Rigatos, Prince of New York: after an action of hers resolves,
// her Methuselah can move the action card she played for it from their
// ash heap to their library, then shuffle: only a card played during
// that action, from the hand ([ANK 20180628], [LSJ 20090430]). A
// blocked action does not resolve (§4.1).
var _ = register(ofCity(with(vampire(200427, "Epikasta Rigatos", 8, "Toreador", 4,
	"cel AUS DOM PRE", vtes.Camarilla, vtes.Prince),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterAction,
		Label:  "move the action card to the library",
		French: "déplacer la carte d'action dans la bibliothèque",
		Legal: vtes.All(vtes.ActionBy, func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return a.Kind == vtes.ActCard && !a.Blocked && a.Play != nil &&
				a.Play.Card.Def.Types.Has(vtes.Action) &&
				a.Play.Card.Zone == vtes.ZoneAsh && a.Play.Card.Owner == p.Seat
		}),
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.AshToLibrary(g.Action().Play.Card)
		}}}}), "New York"))
