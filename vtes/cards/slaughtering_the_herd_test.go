package cards_test

import (
	"strings"
	"testing"
)

// Slaughtering the Herd, for 2 blood: [dom] Ⓓ bleed at +2 that allies
// cannot block; [DOM] Ⓓ put it on a vampire of the acting Methuselah's
// predator: each action that vampire announces moves 1 of its blood to
// the acting vampire; it may burn 4 blood in its minion phase to burn the
// card; the card burns once the acting vampire leaves the ready region
// (card text). A target no longer the predator's at resolution makes the
// action fizzle (group G00108 [LSJ 20020725]).
func TestSlaughteringTheHerd(t *testing.T) {
	t.Run("inferior: bleed at +2, allies cannot block", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Naomi Stewart blood 3
			hand 1: Slaughtering the Herd
			ready 2: Political Ally life 1, Alice Chen blood 3
			= not offered: put on a vampire of your predator
			> Naomi Stewart: Slaughtering the Herd (bleed at +2
			= not offered: Block with Political Ally
			= offered: Block with Alice Chen
			> finish
			= pools 30 27 30
			= ready: Naomi Stewart blood 1`) // dom only
	})
	t.Run("superior: on a vampire of the predator only", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Madison blood 4
			hand 1: Slaughtering the Herd
			ready 2: Amelia Locke blood 3
			ready 3: Alice Chen blood 3
			= not offered: put on a vampire of your predator → Amelia Locke
			> Madison: Slaughtering the Herd (put on a vampire of your predator → Alice Chen)`) // not the prey's
		if a := g.Action(); a == nil || !a.Directed || a.TargetSeat != 2 {
			t.Fatalf("the action is directed at the predator, Methuselah 3")
		}
		finish(t, g)
		play(t, g, `= on Alice Chen: Slaughtering the Herd
			= ready: Madison blood 2`)
	})
	t.Run("each action of its vampire feeds the acting vampire", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 3 seats 3 last
			ready 1: Madison blood 2
			ready 3: Alice Chen blood 4; attached: Slaughtering the Herd linked Madison
			> Alice Chen bleeds
			= ready: Alice Chen blood 3, Madison blood 3
			> finish
			= pools 29 30 30`)
	})
	t.Run("the acting vampire's excess blood drains", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 3 seats 3 last
			ready 1: Madison blood 6
			ready 3: Alice Chen blood 4; attached: Slaughtering the Herd linked Madison
			> Alice Chen hunts
			= ready: Madison blood 6
			> finish
			= ready: Alice Chen blood 4`) // capacity 6; 1 moved, 1 hunted
	})
	t.Run("burn 4 blood in its minion phase to burn it", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 3 seats 3 last
			ready 1: Madison blood 2
			ready 3: Alice Chen blood 5; attached: Slaughtering the Herd linked Madison
			> Use Slaughtering the Herd
			= ash heap: Slaughtering the Herd
			= ready: Alice Chen blood 1 unlocked
			> Alice Chen hunts
			= ready: Madison blood 2`) // not an action; no longer fed
	})
	t.Run("not with less than 4 blood, nor in another's minion phase", func(t *testing.T) {
		for _, pos := range []string{"active 3 / blood 3", "active 1 / blood 6"} {
			active, blood, _ := strings.Cut(pos, " / ")
			startPosition(t, `turn 2 phase minion seats 3 last `+active+`
				ready 1: Madison blood 2
				ready 3: Alice Chen `+blood+`; attached: Slaughtering the Herd linked Madison
				> finish, never offered: Use Slaughtering the Herd`)
		}
	})
	t.Run("burns once the acting vampire leaves the ready region", func(t *testing.T) {
		// Madison's Methuselah is ousted by Alice's bleed: Madison leaves
		// play (§14 C41), and the card burns.
		startPosition(t, `turn 2 phase minion active 3 seats 3 last
			methuselah 1 pool 1
			ready: Madison blood 2
			ready 3: Alice Chen blood 4; attached: Slaughtering the Herd linked Madison
			> Alice Chen bleeds
			> Do not block
			> finish
			= ash heap: Slaughtering the Herd
			= ready: Alice Chen blood 3`)
	})
	t.Run("fizzles when the target changed hands", func(t *testing.T) {
		// G00108 [LSJ 20020725]: the target is no longer the predator's.
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Madison blood 4
			hand 1: Slaughtering the Herd
			ready 3: Alice Chen blood 3
			> Madison: Slaughtering the Herd (put on a vampire of your predator → Alice Chen)`)
		g.Steal(card(t, g, "Alice Chen"), 1)
		finish(t, g)
		if h := g.Host(card(t, g, "Slaughtering the Herd")); h != nil {
			t.Errorf("the card went on %s", h.Def.Name)
		}
		play(t, g, "= ready: Madison blood 2") // the cost is paid
	})
}
