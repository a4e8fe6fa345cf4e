package gamecli

import (
	"io"
	"os"
	"path/filepath"
)

// LogWriter is a failing simulated game as the simulators report it
// (games/gamesim.Failure, vtes/sim.Failure): a file name of its own and
// its log, for `kindred replay`.
type LogWriter interface {
	FileName() string
	WriteLog(w io.Writer) error
}

// SaveFailure writes the log of a failing game in dir (`kindred sim
// --out DIR`) and returns its path.
func SaveFailure(dir string, f LogWriter) (string, error) {
	path := filepath.Join(dir, f.FileName())
	file, err := os.Create(path)
	if err != nil {
		return "", err
	}
	if err := f.WriteLog(file); err != nil {
		file.Close()
		return "", err
	}
	return path, file.Close()
}
