package gamecli

import (
	"fmt"
	"os"
	"runtime/debug"
	"strings"
)

// ParseRules reads a --rules flag: comma-separated KEY=VALUE rules
// options. A key given twice, or an entry without "=", is an error naming
// it; whether the keys and values are a game's is for the game to say
// (games.RuleValues).
func ParseRules(text string) (map[string]string, error) {
	out := map[string]string{}
	if strings.TrimSpace(text) == "" {
		return out, nil
	}
	for _, item := range strings.Split(text, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(item), "=")
		k = strings.TrimSpace(k)
		if !ok || k == "" {
			return nil, fmt.Errorf("--rules: %q is not KEY=VALUE", item)
		}
		if _, dup := out[k]; dup {
			return nil, fmt.Errorf("--rules: %s given twice", k)
		}
		out[k] = strings.TrimSpace(v)
	}
	return out, nil
}

// SimulationGC sets the garbage collector's target to 400 % of the live
// heap (GOGC=400) for simulations and speed measurements, unless GOGC is
// set. A simulation keeps a few megabytes live. When a V:TES game
// allocated ≈ 240 KB, 400 played ≈ 15 % more games a second; since a
// released game's memory serves the next (Game.Release, vtes/slab.go) a
// game allocates ≈ 20 KB and the gain is ≈ 3 % (kindred sim vtes --games
// 3000: 5.93 s at GOGC=100, 5.74 s at 400) for ≈ 12 MB more at the peak
// (18 → 30 MB; docs/BENCHMARKS.md).
func SimulationGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
}

// GCSetting says which garbage collector target the measurements ran with.
func GCSetting() string {
	if v := os.Getenv("GOGC"); v != "" {
		return "GOGC=" + v
	}
	return "GOGC=400 (SimulationGC)"
}

// SimFailure is the failure part of `kindred sim GAME --json`: the first
// game that broke a rule or an invariant, its seed, the error, and where
// its log was written for kindred replay. The generic simulation and the
// games' own (games.Simulator) print the same.
type SimFailure struct {
	Game  int    `json:"game"`
	Seed  uint64 `json:"seed"`
	Error string `json:"error"`
	Log   string `json:"log,omitempty"`
}
