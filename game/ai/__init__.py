"""Players the computer controls. They see a seat's observation and legal actions, no more."""
