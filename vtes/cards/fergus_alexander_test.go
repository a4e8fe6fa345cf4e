package cards_test

import "testing"

// Fergus Alexander can enter combat with a locked Sabbat vampire as a Ⓓ
// action; not an unlocked one, nor a locked Camarilla vampire (card text;
// §6.1).
func TestFergusAlexander(t *testing.T) {
	startPosition(t, `turn 2 phase minion active 1 seats 3 last
		ready 1: Fergus Alexander blood 3
		ready 2: Persephone Tar-Anis blood 4 locked, Mkhokheli blood 4 locked
		ready 3: Nathaniel Bordruff blood 4
		= not offered: → Mkhokheli
		= not offered: → Nathaniel Bordruff
		> Fergus Alexander (enter combat with a locked Sabbat vampire → Persephone Tar-Anis)
		> finish
		= logged: Combat: Fergus Alexander against Persephone Tar-Anis
		= ready 2: Persephone Tar-Anis blood 3`)
}
