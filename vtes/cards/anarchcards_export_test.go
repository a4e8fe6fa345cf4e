package cards

// IsAnarchCard exposes anarchCards to the external tests.
func IsAnarchCard(id int) bool { return anarchCards[id] }
