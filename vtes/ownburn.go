package vtes

// Cards any minion may burn, its controller's own included ("Minions can
// burn this card as a +1 stealth action" on a card put on an opposing
// minion, which its host's Methuselah then controls: Sculpt the Flesh,
// Phantasmagoria; §1.6, §3.5 #7). Another Methuselah's minions burn it
// as a Ⓓ action against its controller (seize.go); its controller's own
// minions as an undirected action, blocked by prey and predator (§4.2).

// ownBurnable: card t's own controller's minions may burn it.
func ownBurnable(t *Card) bool { return t.Def.Static.Burnable && t.Def.Static.BurnableByOwn }
