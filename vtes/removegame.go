package vtes

// RemoveFromGame takes card c out of the game with every card on it
// (rules/vtes.md §14 C41): "remove a vampire from the game" (Golconda:
// Inner Peace). A vampire removed from the ready region leaves it as it
// would by burning.
func (g *Game) RemoveFromGame(c *Card) { g.remove(c) }
