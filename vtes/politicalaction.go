package vtes

// IsPolitical reports whether action a is a political action: a political
// action card's, or an action a card gives that calls a referendum
// (§3.5.8), whatever the moment ("during political actions").
func (a *ActionState) IsPolitical() bool {
	return a.Kind == ActPolitical ||
		a.Play != nil && a.Play.Mode != nil && a.Play.Mode.Referendum
}
