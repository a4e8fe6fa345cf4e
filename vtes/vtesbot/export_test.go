package vtesbot

// RangedLabel exports rangedLabel to the external tests.
var RangedLabel = rangedLabel
