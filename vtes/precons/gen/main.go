// Command gen writes vtes/precons/decks_gen.go from the official card
// files: `go generate ./vtes/precons` runs it.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"kindred/internal/shareddata"
	"kindred/vtes/carddb"
	"kindred/vtes/precons"
)

func main() {
	cards := flag.String("cards", "", "`DIR` holding the card files (default $KINDRED_CARDS, else ../shared/data/vtes)")
	out := flag.String("o", "decks_gen.go", "the Go `FILE` to write")
	flag.Parse()
	if err := run(*cards, *out); err != nil {
		fmt.Fprintf(os.Stderr, "gen: %v\n", err)
		os.Exit(1)
	}
}

func run(cards, out string) error {
	dir, err := carddb.Dir(cards)
	if err != nil {
		shared, serr := shareddata.Dir()
		if serr != nil {
			return fmt.Errorf("%v; %v", err, serr)
		}
		dir = filepath.Join(shared, "data", "vtes")
	}
	db, err := carddb.LoadDir(dir)
	if err != nil {
		return err
	}
	ds, err := precons.FromCardFiles(db)
	if err != nil {
		return err
	}
	src, err := precons.Generate(ds)
	if err != nil {
		return err
	}
	return os.WriteFile(out, src, 0o644)
}
