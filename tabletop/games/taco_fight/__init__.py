"""¡Taco Fight!: co-operative, real-time (30-second hourglass), 1 to 4 players."""
