package rules

// Action is the kind of a hunter's action option, for bots and views.
type Action int

// The actions of an "ancientblood.action" decision.
const (
	Enter     Action = actEnter
	Move      Action = actMove
	Escape    Action = actEscape
	Force     Action = actForce
	Leave     Action = actLeave
	Attack    Action = actAttack
	Retreat   Action = actRetreat
	Disengage Action = actDisengage
	PickUp    Action = actPickUp
	EndTurn   Action = actEnd
	Window    Action = actWindow
	Harpoon   Action = actHarpoon
	Brenoir   Action = actBrenoir
	Extract   Action = actExtract
	Use       Action = actUse
	Garlic    Action = actGarlic
	Load      Action = actLoad
	TakeCover Action = actCover
	Search    Action = actSearch
	Drop      Action = actDrop
	Exchange  Action = actExchange
	Combined  Action = actCombined
)

// ActionOf decodes an action option's code: its kind, the zone it goes
// to (moves), and the figure it attacks with the profile (ranged or
// not) and the Ancient's card (-1 for none).
func ActionOf(c int64) (a Action, zone, figure int, ranged bool, card int) {
	kind, x, y := decode(c)
	a = Action(kind)
	switch a {
	case Attack:
		p, card, _ := attackFields(x)
		return a, -1, y, p == 1, card
	case Enter, Move, Escape, Force, Leave, Garlic:
		return a, x, -1, false, -1
	case Window:
		return a, -1, y, x == 1, -1
	case Extract, Search, Combined:
		return a, -1, y, false, -1
	}
	return a, -1, -1, false, -1
}

// Active returns the hunter whose turn it is, or nil.
func (g *Game) Active() *Hunter {
	if g.Enc == nil || g.Enc.Active < 0 {
		return nil
	}
	return g.Hunters[g.Enc.Active]
}

// Stats returns the face of f's card now showing.
func (g *Game) Stats(f *Figure) (hp, mrs int) {
	s := g.stats(f)
	return s.HP, s.MRS
}

// FigureName names f for people.
func (g *Game) FigureName(f *Figure) string { return g.figName(f) }

// Carried is the weight hunter h carries (§7.8).
func (g *Game) Carried(h *Hunter) int { return g.carried(h) }

// VillageAction is the kind of a village option.
type VillageAction int

// The village actions.
const (
	VillageMove     VillageAction = vMove
	VillageBuy      VillageAction = vBuy
	VillageSell     VillageAction = vSell
	VillageAssemble VillageAction = vAssemble
	VillagePickUp   VillageAction = vPickUp
	VillageLeave    VillageAction = vLeave
	VillageEnd      VillageAction = vEnd
)

// VillageActionOf decodes a village option's kind.
func VillageActionOf(c int64) VillageAction {
	k, _, _ := decode(c)
	return VillageAction(k)
}

// VillageTarget is a village option's location, stock line or card.
func VillageTarget(c int64) int {
	_, a, _ := decode(c)
	return a
}

// CardNames names the cards h carries.
func (g *Game) CardNames(h *Hunter) []string {
	var out []string
	for _, c := range h.Inventory {
		out = append(out, g.cardName(c))
	}
	return out
}
