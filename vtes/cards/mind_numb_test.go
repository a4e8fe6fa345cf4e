package cards_test

import "testing"

// Mind Numb, for 1 blood: a directed action stunning an unlocked vampire:
// it locks and stays locked through its controller's next unlock phase;
// [PRE] at +1 stealth; a locked vampire is no target (card text; groups
// G00005, G00081).
func TestMindNumb(t *testing.T) {
	t.Run("inferior: stunned through the next unlock phase", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 2
			rules turn-limit=4
			ready 1: Andi Liu blood 3
			hand 1: Mind Numb
			ready 2: Mkhokheli blood 3, Nik Sikko blood 3 locked
			= not offered: → Nik Sikko
			= not offered: (stun an unlocked vampire, +1 stealth
			> Andi Liu: Mind Numb (stun an unlocked vampire → Mkhokheli)`) // pre
		if a := g.Action(); a.Stealth != 0 || a.TargetSeat != 1 {
			t.Errorf("stealth %d aimed at seat %d, want 0 and seat 1", a.Stealth, a.TargetSeat)
		}
		play(t, g, `> Do not block
			= ready: Mkhokheli locked, Andi Liu blood 2
			> decline until offered: Nik Sikko bleeds
			= ready: Mkhokheli locked
			= not offered: Mkhokheli bleeds
			> decline until offered: Andi Liu bleeds
			> finish
			= ready: Mkhokheli locked`) // Methuselah 2's turn, then 1's: he unlocks only in Methuselah 2's next unlock phase
	})
	t.Run("superior: +1 stealth", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 2 last
			ready 1: Madison blood 3
			hand 1: Mind Numb
			ready 2: Mkhokheli blood 3
			> Madison: Mind Numb (stun an unlocked vampire, +1 stealth → Mkhokheli)`)
		if a := g.Action(); a.Stealth != 1 {
			t.Errorf("stealth %d, want 1", a.Stealth)
		}
		play(t, g, `> Block with Mkhokheli
			> finish
			= ready: Mkhokheli locked no-unlock`) // 0 intercept against 1 stealth; he will not unlock in his next unlock phase
	})
}
