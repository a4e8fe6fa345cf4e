package cards

// Fee Stake: Corte: the unique Anarch title of baron of Corte (feeStake,
// builders.go).
var _ = register(feeStake(100713, "Fee Stake: Corte", "Corte"))
