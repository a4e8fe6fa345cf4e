package cards_test

import "testing"

// Form of the Cobra: [pro] strike: steal 1 blood, at close range only;
// [PRO] +1 stealth as the action is announced, even if not needed, and
// not later (card text; §6.4, §14 C26).
func TestFormOfTheCobra(t *testing.T) {
	t.Run("inferior: steal 1 blood", func(t *testing.T) {
		g, marcel, mk := startBlockedBleed(t, "Marcel", 2, "Form of the Cobra", "Mkhokheli", 4) // Marcel: inferior Protean
		answer(t, g, "Play Form of the Cobra (steal 1 blood)")
		finish(t, g)
		wantBlood(t, marcel, 2) // +1 stolen, -1 hand damage
		wantBlood(t, mk, 3)
	})
	t.Run("superior: +1 stealth as the action is announced", func(t *testing.T) {
		g := startActing("Crystal Lynn", 3, "Form of the Cobra", "Mkhokheli", 3) // Crystal: superior Protean
		answer(t, g, "Crystal Lynn bleeds", "Play Form of the Cobra (+1 stealth)")
		if a := g.Action(); a.Stealth != 1 {
			t.Errorf("stealth %d, want 1", a.Stealth)
		}
		answer(t, g, "Block with Mkhokheli")
		neverOffered(t, g, "Play Form of the Cobra")
	})
	t.Run("superior: not once blocks are under way", func(t *testing.T) {
		g := startActing("Crystal Lynn", 3, "Form of the Cobra", "Mkhokheli", 3)
		answer(t, g, "Crystal Lynn bleeds", "Pass", "Block with Mkhokheli")
		mustNotOffer(t, g, "(+1 stealth)")
	})
}
