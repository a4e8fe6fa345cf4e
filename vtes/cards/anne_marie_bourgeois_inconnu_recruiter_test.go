package cards_test

import "testing"

// Anne-Marie Bourgeois, Inconnu Recruiter: equipment costs her 1 pool
// less; another vampire pays the full cost (card text; §14 C6).
func TestAnneMarieBourgeoisInconnuRecruiter(t *testing.T) {
	for _, tc := range []struct{ vampire, pool string }{
		{`"Anne-Marie Bourgeois, Inconnu Recruiter"`, "29"},
		{"Nik Sikko", "28"},
	} {
		t.Run(tc.vampire, func(t *testing.T) {
			startPosition(t, `turn 2 phase minion active 1 seats 3 last
				ready 1: `+tc.vampire+` blood 3
				hand 1: .44 Magnum
				> .44 Magnum (equip)
				> finish
				= methuselah 1 pool `+tc.pool)
		})
	}
}
