package rivals

// VampireSeat returns the seat whose Haven, Streets or torpor holds
// vampire id, as its PlayerView lists it, or -1: what a bot asks of many
// options, without building every seat's PlayerView.
func (v *View) VampireSeat(id CardID) int {
	if id < 0 || int(id) >= len(v.g.cards) {
		return -1
	}
	c := v.g.cards[id]
	if !c.Vampire() || c.Controller < 0 || c.Controller >= len(v.g.Players) {
		return -1
	}
	switch c.Zone {
	case ZoneHaven, ZoneStreets, ZoneTorpor:
		return c.Controller
	}
	return -1
}
