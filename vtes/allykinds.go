package vtes

// The kinds of allies some cards name (CardDef.Wraith, CardDef.Zombie,
// CardDef.Werewolf, checked against the card text by vtes/cards' facts
// test): "choose a locked wraith or zombie ally you control" (Shadow
// Sentinel), "+1 strength in combat with a werewolf" (Mark Decker).

// IsWraithOrZombie reports whether minion m is a wraith or a zombie ally.
func IsWraithOrZombie(m *Card) bool {
	return m != nil && m.IsAlly() && (m.Def.Wraith || m.Def.Zombie)
}

// IsWerewolf reports whether minion m is a werewolf ally.
func IsWerewolf(m *Card) bool { return m != nil && m.IsAlly() && m.Def.Werewolf }
